/** Asks before deleting a post (or deleting it to redraft): an alert dialog with Delete and Cancel. */
import { useTranslation } from '../../i18n/react';
import { StatusModal } from './StatusModal';

export interface ConfirmDeleteDialogProps {
  redraft: boolean;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDeleteDialog({ redraft, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  const kind = redraft ? 'redraft' : 'delete';
  return (
    <StatusModal title={t(`statusMenu.confirm.${kind}.title`)} onClose={onCancel} role="alertdialog">
      <p className="status-modal__body">{t(`statusMenu.confirm.${kind}.body`)}</p>
      <div className="status-modal__buttons">
        <button type="button" className="status-modal__secondary" onClick={onCancel}>{t('statusMenu.confirm.cancel')}</button>
        <button type="button" className="status-modal__danger" onClick={onConfirm}>{t(`statusMenu.confirm.${kind}.confirm`)}</button>
      </div>
    </StatusModal>
  );
}
