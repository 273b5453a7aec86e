/**
 * The one notice of an account its server signed out (the token was revoked or expired): an alert dialog naming
 * the account and its server, offering to sign in again (the normal sign-in on that server, back to the same
 * account with its drafts and columns) or to remove the account from this browser. It stays until one is chosen
 * (Escape and a click outside leave it open); its first button takes the focus.
 */
import { useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { decodeDomain, displayAcct } from '../../services/text/idn';
import { DialogFrame } from '../common/dialog/DialogFrame';

export interface TokenRefusedNoticeProps {
  /** the account's address, user@host */
  acct: string;
  /** the server's origin */
  server: string;
  onSignInAgain(): void;
  onRemove(): void;
}

function hostOf(origin: string): string {
  try {
    return decodeDomain(new URL(origin).host).display;
  } catch {
    return origin;
  }
}

/** Nothing closes the notice but its two answers. */
const stayOpen = () => {};

export default function TokenRefusedNotice({ acct, server, onSignInAgain, onRemove }: TokenRefusedNoticeProps) {
  const { t } = useTranslation();
  const signInAgain = useRef<HTMLButtonElement>(null);
  const host = hostOf(server);
  return (
    <DialogFrame
      title={t('tokenRefused.title', { server: host })}
      onClose={stayOpen}
      role="alertdialog"
      dismissable={false}
      initialFocus={signInAgain}
    >
      <p className="dialog-frame__text">{t('tokenRefused.body', { server: host, acct: displayAcct(acct) })}</p>
      <div className="dialog-frame__actions">
        <button type="button" className="dialog-frame__button" onClick={onRemove}>
          {t('tokenRefused.remove')}
        </button>
        <button
          ref={signInAgain}
          type="button"
          className="dialog-frame__button dialog-frame__button--primary"
          onClick={onSignInAgain}
        >
          {t('tokenRefused.signInAgain')}
        </button>
      </div>
    </DialogFrame>
  );
}
