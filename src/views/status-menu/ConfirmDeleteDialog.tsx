/** Asks before deleting a post (or deleting it to redraft): an alert dialog with Delete and Cancel. */
import { useTranslation } from '../../i18n/react';
import { DialogFrame } from '../common/dialog/DialogFrame';

export interface ConfirmDeleteDialogProps {
  redraft: boolean;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDeleteDialog({ redraft, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  const kind = redraft ? 'redraft' : 'delete';
  return (
    <DialogFrame title={t(`statusMenu.confirm.${kind}.title`)} onClose={onCancel} role="alertdialog">
      <p className="dialog-frame__text">{t(`statusMenu.confirm.${kind}.body`)}</p>
      <div className="dialog-frame__actions">
        <button type="button" className="dialog-frame__button" onClick={onCancel}>
          {t('statusMenu.confirm.cancel')}
        </button>
        <button type="button" className="dialog-frame__button dialog-frame__button--danger" onClick={onConfirm}>
          {t(`statusMenu.confirm.${kind}.confirm`)}
        </button>
      </div>
    </DialogFrame>
  );
}
