/** Asks before signing an account out (its token is revoked): an alert dialog, the confirming button focused. */
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
  return (
    <DialogFrame title={t('accounts.signOut')} onClose={onCancel} role="alertdialog">
      <p className="dialog-frame__text">{t('accounts.confirmSignOut', { acct: displayAcct(acct) })}</p>
      <div className="dialog-frame__actions">
        <button type="button" className="dialog-frame__button" onClick={onCancel}>{t('accounts.cancel')}</button>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the question was asked from the menu: its answer takes the focus */}
        <button type="button" className="dialog-frame__button dialog-frame__button--danger" onClick={onConfirm} autoFocus>
          {t('accounts.confirm')}
        </button>
      </div>
    </DialogFrame>
  );
}
