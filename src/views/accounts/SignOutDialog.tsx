/** Asks before signing an account out (its token is revoked): an alert dialog, the confirming button focused. */
import { useTranslation } from '../../i18n/react';
import { displayAcct } from '../../services/text/idn';
import { ConfirmDialog } from '../common/dialog/ConfirmDialog';

export interface SignOutDialogProps {
  acct: string;
  onConfirm(): void;
  onCancel(): void;
}

export function SignOutDialog({ acct, onConfirm, onCancel }: SignOutDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('accounts.signOut')}
      message={t('accounts.confirmSignOut', { acct: displayAcct(acct) })}
      cancelLabel={t('accounts.cancel')}
      confirmLabel={t('accounts.confirm')}
      // the question was asked from the menu: its answer takes the focus
      initialFocus="confirm"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
