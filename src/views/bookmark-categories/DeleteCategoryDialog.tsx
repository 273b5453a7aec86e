/** Asks before deleting a bookmark category: an alert dialog in the one dialog frame, Cancel first, then Delete. */
import { useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { DialogFrame } from '../common/dialog/DialogFrame';

export interface DeleteCategoryDialogProps {
  title: string;
  onConfirm(): void;
  onCancel(): void;
}

export function DeleteCategoryDialog({ title, onConfirm, onCancel }: DeleteCategoryDialogProps) {
  const { t } = useTranslation();
  // the safe answer takes the focus
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame title={t('saved.categories.delete.title')} onClose={onCancel} role="alertdialog" initialFocus={cancel}>
      <p className="dialog-frame__text">{t('saved.categories.delete.message', { title })}</p>
      <div className="dialog-frame__actions">
        <button ref={cancel} type="button" className="dialog-frame__button" onClick={onCancel}>
          {t('saved.categories.delete.cancel')}
        </button>
        <button type="button" className="dialog-frame__button dialog-frame__button--danger" onClick={onConfirm}>
          {t('saved.categories.delete.confirm')}
        </button>
      </div>
    </DialogFrame>
  );
}
