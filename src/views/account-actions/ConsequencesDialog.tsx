/**
 * The frame of the account action confirmations (BLOCK, DOMAIN BLOCK): an alert dialog titled by its question,
 * what the action does as a list, then Cancel and the dangerous confirm button, which takes the focus (Enter
 * confirms). Confirming closes the dialog at once, then runs the action.
 */
import { useTranslation } from '../../i18n/react';
import { ConfirmDialog } from '../common/dialog/ConfirmDialog';
import './account-action-dialogs.css';

export interface ConsequencesDialogProps {
  title: string;
  /** what the action does, one line each */
  consequences: readonly string[];
  confirmLabel: string;
  onConfirm(): void;
  onClose(): void;
}

export function ConsequencesDialog({ title, consequences, confirmLabel, onConfirm, onClose }: ConsequencesDialogProps) {
  const { t } = useTranslation();
  const confirm = () => {
    onClose();
    onConfirm();
  };
  return (
    <ConfirmDialog
      title={title}
      cancelLabel={t('accountActions.cancel')}
      confirmLabel={confirmLabel}
      initialFocus="confirm"
      onConfirm={confirm}
      onCancel={onClose}
    >
      <ul className="dialog-frame__text account-action-dialog__list">
        {consequences.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
