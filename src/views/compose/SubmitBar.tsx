/**
 * The end of the composer: the counter, "Clear draft" (asks first when the draft holds something, so a stray
 * click loses nothing) and "Post" ("Save" when editing). While posting the button stays focusable but inert
 * (aria-disabled, aria-busy); after a failure the error shows in an alert with "Try again", which sends the
 * same request again (same idempotency key), after counting down to the time a 429 answer gave. A server that did
 * not answer in time or could not be reached is said in those words; the draft stays as it was. A post held back by a failed upload says so (no retry here: the
 * attachment has its own).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { alertForError } from '../../services/alerts';
import { formatMessage } from '../../domain/errors/message-descriptor';
import { RetryButton } from '../common/RetryButton';

export type ComposePhase = 'editing' | 'waitingForMedia' | 'submitting' | 'failed';

export interface SubmitBarProps {
  phase: ComposePhase;
  editing: boolean;
  /** the draft can be posted (text or media, within the limit) */
  canSubmit: boolean;
  /** the draft holds something that clearing would lose */
  hasContent: boolean;
  error: unknown;
  onRetry(): void;
  onClear(): void;
  /** the character counter, drawn at the start of the bar */
  counter: ReactNode;
}

/** The server's (or the catalogue's) words for a failure, or null when there is nothing to add. */
function useErrorDetail(error: unknown): string | null {
  const { t } = useTranslation();
  if (error === null || error === undefined) return null;
  const alert = alertForError(error);
  if (alert === null) return null;
  return t(alert.message.key, { ...alert.message.values, defaultValue: formatMessage(alert.message) });
}

export function SubmitBar({ phase, editing, canSubmit, hasContent, error, onRetry, onClear, counter }: SubmitBarProps) {
  const { t } = useTranslation();
  const detail = useErrorDetail(error);
  const [confirming, setConfirming] = useState(false);
  const clearButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const busy = phase === 'submitting' || phase === 'waitingForMedia';

  useEffect(() => {
    if (confirming) keepButton.current?.focus();
    else if (returnFocus.current) clearButton.current?.focus();
    returnFocus.current = false;
  }, [confirming]);

  const clear = () => {
    if (hasContent) setConfirming(true);
    else onClear();
  };

  return (
    <div className="compose-submit">
      {phase === 'failed' && (
        <div className="compose-notice compose-notice--error">
          <p role="alert" className="compose-notice__text">
            {t(editing ? 'compose.submit.failedEdit' : 'compose.submit.failed')}
            {detail !== null && <span className="compose-notice__detail"> {detail}</span>}
          </p>
          <RetryButton error={error} className="compose-notice__action" onRetry={onRetry}>
            {t('compose.submit.retry')}
          </RetryButton>
        </div>
      )}
      {phase === 'editing' && error !== null && error !== undefined && (
        // submit met a failed upload: the attachment shows its own retry
        <div className="compose-notice compose-notice--error">
          <p role="alert" className="compose-notice__text">
            {t('compose.submit.mediaFailed')}
          </p>
        </div>
      )}
      <div className="compose-submit__bar">
        {counter}
        <span role="status" className="compose-submit__status">
          {phase === 'submitting' && t(editing ? 'compose.submit.saving' : 'compose.submit.posting')}
          {phase === 'waitingForMedia' && t('compose.form.waitingForMedia')}
        </span>
        {confirming ? (
          <span className="compose-submit__confirm" role="group" aria-label={t('compose.submit.clearQuestion')}>
            <span className="compose-submit__question" aria-hidden="true">
              {t('compose.submit.clearQuestion')}
            </span>
            <button
              ref={keepButton}
              type="button"
              className="compose-submit__secondary"
              onClick={() => {
                returnFocus.current = true;
                setConfirming(false);
              }}
            >
              {t('compose.submit.clearKeep')}
            </button>
            <button
              type="button"
              className="compose-submit__danger"
              onClick={() => {
                setConfirming(false);
                onClear();
              }}
            >
              {t('compose.submit.clearConfirm')}
            </button>
          </span>
        ) : (
          <button ref={clearButton} type="button" className="compose-submit__secondary" onClick={clear} disabled={busy}>
            {t('compose.submit.clear')}
          </button>
        )}
        <button
          type="submit"
          className="compose-submit__post"
          aria-disabled={busy || !canSubmit ? true : undefined}
          aria-busy={busy ? true : undefined}
        >
          {t(editing ? 'compose.submit.save' : 'compose.submit.post')}
        </button>
      </div>
    </div>
  );
}
