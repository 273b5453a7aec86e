/**
 * The report dialog, in steps like the server's own: why (spam, a legal issue, a violation of the server's rules,
 * or other); for a violation which rules; which posts to attach (the post it was opened from, ticked); then a
 * comment and, for an account on another server, whether to forward the report there. The report flow chart
 * (services/reports/use-report-flow.ts) holds the steps and the choices and decides what may be done: this view
 * renders its snapshot and tells it what the reader does. Opened from a profile rather than a post, it offers the
 * account's recent posts with none ticked. On success it thanks the reader. A click outside does
 * not close it (the input would be lost). Loaded on first use with the report catalogue.
 */
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { reportStepOf } from '../../machines/report-flow.machine';
import { isReportSending, isReportSent } from '../../machines/report-flow-status';
import { useOfferedRecentPosts, useReportFlow, type ReportFlow } from '../../services/reports/use-report-flow';
import { DialogFrame } from '../common/dialog/DialogFrame';
import type { ReportDialogProps } from './report-dialog-props';
import { CategoryField, CommentField, PostsField, RulesField } from './ReportStepFields';
import './report-dialog.css';

/** Opened from a profile: the account's recent posts are offered to the chart as they come. */
function RecentPostsOffer({ accountId, send }: { accountId: string; send: ReportFlow['send'] }) {
  useOfferedRecentPosts(accountId, send);
  return null;
}

export default function ReportDialog({ accountId, acct, statusId, onClose }: ReportDialogProps) {
  const { t } = useTranslation();
  const { snapshot, send, rules, domain } = useReportFlow({ accountId, acct, statusId });
  const body = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const sent = isReportSent(snapshot);
  const busy = isReportSending(snapshot);
  const { step, index, total } = reportStepOf(snapshot);
  const last = step === 'comment';
  const { context } = snapshot;

  // each new step (or the thanks) takes the focus to its first control, so the keyboard carries on there
  useEffect(() => {
    if (sent) doneRef.current?.focus();
    else body.current?.querySelector<HTMLElement>('input:checked, input:not(:disabled), textarea')?.focus();
  }, [step, sent]);

  // a failed report leaves the reader on the comment step: the focus the waiting button lost comes back to it
  const wasBusy = useRef(false);
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (wasBusy.current && !busy && lost) primaryRef.current?.focus();
    wasBusy.current = busy;
  }, [busy]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: last ? 'SUBMIT' : 'NEXT' });
  };

  if (sent) {
    return (
      <DialogFrame title={t('report.thanks.title')} onClose={onClose} initialFocus={doneRef}>
        <p className="dialog-frame__text">{t('report.thanks.body')}</p>
        <div className="dialog-frame__actions">
          <button
            ref={doneRef}
            type="button"
            className="dialog-frame__button dialog-frame__button--primary"
            onClick={onClose}
          >
            {t('report.thanks.done')}
          </button>
        </div>
      </DialogFrame>
    );
  }

  return (
    <DialogFrame
      title={t('report.title', { acct })}
      onClose={onClose}
      closeLabel={t('report.close')}
      dismissable={false}
      className="report-dialog"
    >
      {statusId === null && <RecentPostsOffer accountId={accountId} send={send} />}
      <form className="report-dialog__form" onSubmit={onSubmit} aria-busy={busy || undefined}>
        <p className="report-dialog__step">{t('report.step', { current: index + 1, total })}</p>
        <div ref={body}>
          {step === 'category' && (
            <CategoryField
              value={context.category}
              offered={(category) => snapshot.can({ type: 'CHOOSE_CATEGORY', category })}
              onChoose={(category) => send({ type: 'CHOOSE_CATEGORY', category })}
            />
          )}
          {step === 'rules' && (
            <RulesField
              rules={rules}
              chosen={context.ruleIds}
              onToggle={(ruleId) => send({ type: 'TOGGLE_RULE', ruleId })}
            />
          )}
          {step === 'posts' && (
            <PostsField
              posts={context.posts}
              chosen={context.statusIds}
              onToggle={(id) => send({ type: 'TOGGLE_POST', statusId: id })}
            />
          )}
          {step === 'comment' && (
            <CommentField
              comment={context.comment}
              onComment={(comment) => send({ type: 'TYPE_COMMENT', comment })}
              domain={domain}
              forward={context.forward}
              onForward={() => send({ type: 'TOGGLE_FORWARD' })}
              busy={busy}
            />
          )}
        </div>
        <div className="dialog-frame__actions">
          {index > 0 && (
            <button
              type="button"
              className="dialog-frame__button"
              disabled={!snapshot.can({ type: 'BACK' })}
              onClick={() => send({ type: 'BACK' })}
            >
              {t('report.back')}
            </button>
          )}
          <button
            ref={primaryRef}
            type="submit"
            className="dialog-frame__button dialog-frame__button--primary"
            disabled={!snapshot.can({ type: last ? 'SUBMIT' : 'NEXT' })}
          >
            {last ? t('report.submit') : t('report.next')}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
