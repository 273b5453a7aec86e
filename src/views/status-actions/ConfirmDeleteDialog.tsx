/** Asks before deleting a post (or deleting it to redraft): an alert dialog with Delete and Cancel. */
import { useTranslation } from '../../i18n/react';
import { ConfirmDialog } from '../common/dialog/ConfirmDialog';

export interface ConfirmDeleteDialogProps {
  redraft: boolean;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDeleteDialog({ redraft, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  const kind = redraft ? 'redraft' : 'delete';
  return (
    <ConfirmDialog
      title={t(`statusMenu.confirm.${kind}.title`)}
      message={t(`statusMenu.confirm.${kind}.body`)}
      cancelLabel={t('statusMenu.confirm.cancel')}
      confirmLabel={t(`statusMenu.confirm.${kind}.confirm`)}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
