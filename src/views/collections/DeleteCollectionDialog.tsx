/**
 * Asks before deleting a list or circle: an alertdialog in the one dialog frame naming it, saying what goes,
 * with Cancel and Delete (which takes the focus). Confirming closes the dialog at once and deletes it
 * optimistically (services/collections/collection-actions.ts): it leaves the screen at once and comes back with
 * the call's alert if the server refuses. `onDeleted` runs as it is confirmed (the edit screen leaves for the
 * index).
 */
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { deleteCollection } from '../../services/collections/collection-actions';
import type { CollectionKind } from '../../services/collections/collections';
import { ConfirmDialog } from '../common/dialog/ConfirmDialog';

export interface DeleteCollectionDialogProps {
  kind: CollectionKind;
  id: string;
  title: string;
  onClose(): void;
  onDeleted?(): void;
}

export function DeleteCollectionDialog({ kind, id, title, onClose, onDeleted }: DeleteCollectionDialogProps) {
  const { t } = useTranslation();
  const services = useAppServices();
  const confirm = () => {
    onClose();
    void deleteCollection(services, { kind, id });
    onDeleted?.();
  };

  return (
    <ConfirmDialog
      title={t(`${kind}.delete.title`, { title })}
      message={t(`${kind}.delete.text`)}
      cancelLabel={t('organise.cancel')}
      confirmLabel={t(`${kind}.delete.confirm`)}
      initialFocus="confirm"
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
