/** Asks before deleting a bookmark category: an alert dialog in the one dialog frame, Cancel first, then Delete. */
import { useTranslation } from '../../i18n/react';
import { ConfirmDialog } from '../common/dialog/ConfirmDialog';

export interface DeleteCategoryDialogProps {
  title: string;
  onConfirm(): void;
  onCancel(): void;
}

export function DeleteCategoryDialog({ title, onConfirm, onCancel }: DeleteCategoryDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('saved.categories.delete.title')}
      message={t('saved.categories.delete.message', { title })}
      cancelLabel={t('saved.categories.delete.cancel')}
      confirmLabel={t('saved.categories.delete.confirm')}
      // the safe answer takes the focus
      initialFocus="cancel"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
