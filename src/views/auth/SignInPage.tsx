import { useId, useRef, type FormEvent } from 'react';
import { useButton } from 'react-aria/useButton';
import { useTextField } from 'react-aria/useTextField';
import { useTranslation } from '../../i18n/react';
import { useMachine } from '@xstate/react';
import { BrandMark } from '../common/BrandMark';
import {
  checkRequestOf,
  type ServerCheckFailure,
  type ServerCheckMachine,
  type ServerSummary,
} from '../../machines/server-check.machine';
import type { SessionFailure } from '../../machines/session-failure';
import { displayAcct, decodeDomain } from '../../services/text/idn';
import { useSessionFailureText } from './session-failure-text';
import './sign-in.css';

/** A sign-in step under way (the session machine's registering, authorising or exchanging). */
export interface SignInProgress {
  step: 'registering' | 'authorising' | 'exchanging';
  /** origin of the server being signed in to */
  server: string;
}

export interface SignInPageProps {
  /** the server-check machine with its `fetchInstance` actor provided */
  serverCheck: ServerCheckMachine;
  /** the address the field starts with */
  defaultServer: string;
  /** called when the person presses "Sign in" on a checked server; the button is disabled without it */
  onSignIn?: (server: ServerSummary) => void;
  /** offered once the server check is ready: read the server's public timelines signed out */
  onBrowse?: (server: ServerSummary) => void;
  /** a sign-in under way: the button is unavailable and the step is announced */
  progress?: SignInProgress | null;
  /** why the last sign-in failed, announced in the status region */
  sessionFailure?: SessionFailure | null;
  /** set while other accounts are signed in: a way back to the current one */
  back?: { acct: string; onBack: () => void } | null;
}

const hostOf = (origin: string) => {
  try {
    return decodeDomain(new URL(origin).host).display;
  } catch {
    return origin;
  }
};

const ADDRESS_PROBLEMS = new Set<ServerCheckFailure['kind']>(['empty-address', 'invalid-address', 'insecure-address']);

function useFailureText() {
  const { t, i18n } = useTranslation();
  return (failure: ServerCheckFailure): string => {
    switch (failure.kind) {
      case 'rate-limited': {
        const at = failure.retryAt ? new Date(failure.retryAt) : null;
        if (!at || Number.isNaN(at.getTime())) return t('serverCheck.rate-limited-unknown');
        return t('serverCheck.rate-limited', { time: at.toLocaleTimeString(i18n.language) });
      }
      case 'http-status':
        return t('serverCheck.http-status', { status: failure.status, message: failure.message });
      default:
        return t(`serverCheck.${failure.kind}`);
    }
  };
}

export function SignInPage({
  serverCheck,
  defaultServer,
  onSignIn,
  onBrowse,
  progress,
  sessionFailure,
  back,
}: SignInPageProps) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const sessionFailureText = useSessionFailureText();
  const [snapshot, send] = useMachine(serverCheck, { input: { address: defaultServer } });
  const { address, failure, server } = snapshot.context;
  const checking = snapshot.matches('checking');
  const ready = snapshot.matches('ready') && server !== null;
  const statusId = useId();

  const describedBy = failure || sessionFailure ? statusId : undefined;
  const inputRef = useRef<HTMLInputElement>(null);
  const addressInvalid = failure !== null && ADDRESS_PROBLEMS.has(failure.kind);
  const { labelProps, inputProps, descriptionProps } = useTextField(
    {
      label: t('signIn.addressLabel'),
      description: t('signIn.addressHint'),
      value: address,
      onChange: (value) => send({ type: 'CHANGE_ADDRESS', address: value }),
      autoComplete: 'url',
      isInvalid: addressInvalid,
      validationBehavior: 'aria',
      'aria-describedby': describedBy,
      enterKeyHint: 'go',
    },
    inputRef,
  );

  const submit = () => {
    if (ready) onSignIn?.(server);
    else send(checkRequestOf(snapshot));
  };
  // The button never takes `disabled`: it keeps keyboard focus across the check and says it is
  // unavailable with aria-disabled instead.
  const busy = checking || Boolean(progress);
  const buttonUnavailable = busy || (ready && !onSignIn);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!buttonUnavailable) submit();
  };

  const buttonRef = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton({ type: 'submit' }, buttonRef);
  const buttonLabel = progress
    ? t('signIn.signingIn')
    : checking
      ? t('signIn.checking')
      : ready
        ? t('signIn.signIn')
        : t('signIn.check');

  return (
    <main className="sign-in">
      <header className="sign-in__brand">
        <span className="sign-in__logo">
          <BrandMark className="sign-in__logo-mark" />
        </span>
        <div>
          <p className="sign-in__name">{t('app.name')}</p>
          <p className="sign-in__tagline">{t('app.tagline')}</p>
        </div>
      </header>

      <section className="sign-in__panel" aria-labelledby="sign-in-title">
        <h1 id="sign-in-title" className="sign-in__title">
          {t('signIn.title')}
        </h1>
        <p className="sign-in__intro">{t('signIn.intro')}</p>

        <form className="sign-in__form" onSubmit={onSubmit} noValidate>
          <div className="sign-in__field">
            <label {...labelProps} className="sign-in__label">
              {t('signIn.addressLabel')}
            </label>
            <input
              {...inputProps}
              ref={inputRef}
              className="sign-in__input"
              inputMode="url"
              spellCheck={false}
              autoCapitalize="none"
              autoCorrect="off"
            />
            <p {...descriptionProps} className="sign-in__hint">
              {t('signIn.addressHint')}
            </p>
          </div>

          <button
            {...buttonProps}
            ref={buttonRef}
            className="sign-in__button"
            aria-disabled={buttonUnavailable || undefined}
            aria-busy={busy || undefined}
          >
            {buttonLabel}
          </button>
          {ready && onBrowse && !progress && (
            <button type="button" className="sign-in__secondary" onClick={() => onBrowse(server)}>
              {t('signIn.browse', { server: hostOf(server.origin) })}
            </button>
          )}
          {back && (
            <button type="button" className="sign-in__secondary" onClick={back.onBack}>
              {t('signIn.back', { acct: displayAcct(back.acct) })}
            </button>
          )}
        </form>

        <div id={statusId} className="sign-in__status" aria-live="polite">
          {progress && (
            <p className="sign-in__progress">
              {t(`session.progress.${progress.step}`, { server: hostOf(progress.server) })}
            </p>
          )}
          {sessionFailure && !progress && <p className="sign-in__error">{sessionFailureText(sessionFailure)}</p>}
          {failure && <p className="sign-in__error">{failureText(failure)}</p>}
          {ready && (
            <div className="sign-in__server">
              <p className="sign-in__server-label">{t('signIn.ready')}</p>
              <p className="sign-in__server-title">{server.title}</p>
              <p className="sign-in__server-meta">
                <span>{server.domain}</span>
                <span>{t('signIn.version', { version: server.version })}</span>
                {server.kmyblue && <span className="sign-in__badge">{t('signIn.kmyblue')}</span>}
              </p>
              {!onSignIn && <p className="sign-in__later">{t('signIn.signInLater')}</p>}
            </div>
          )}
        </div>
      </section>
    </main>
  );
}
