/** Asks before signing an account out (its token is revoked): an alert dialog, the confirming button focused. */
import { useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { displayAcct } from '../../services/text/idn';
import { DialogFrame } from '../common/dialog/DialogFrame';

export interface SignOutDialogProps {
  acct: string;
  onConfirm(): void;
  onCancel(): void;
}

export function SignOutDialog({ acct, onConfirm, onCancel }: SignOutDialogProps) {
  const { t } = useTranslation();
  // the question was asked from the menu: its answer takes the focus
  const confirm = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame title={t('accounts.signOut')} onClose={onCancel} role="alertdialog" initialFocus={confirm}>
      <p className="dialog-frame__text">{t('accounts.confirmSignOut', { acct: displayAcct(acct) })}</p>
      <div className="dialog-frame__actions">
        <button type="button" className="dialog-frame__button" onClick={onCancel}>
          {t('accounts.cancel')}
        </button>
        <button
          ref={confirm}
          type="button"
          className="dialog-frame__button dialog-frame__button--danger"
          onClick={onConfirm}
        >
          {t('accounts.confirm')}
        </button>
      </div>
    </DialogFrame>
  );
}
