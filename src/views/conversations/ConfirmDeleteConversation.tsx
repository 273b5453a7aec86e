/** Asks before deleting a conversation: an alert dialog with Delete and Cancel (Cancel has the focus). */
import { useTranslation } from '../../i18n/react';
import { ConfirmDialog } from '../common/dialog/ConfirmDialog';

export interface ConfirmDeleteConversationProps {
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDeleteConversation({ onConfirm, onCancel }: ConfirmDeleteConversationProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('notifications.conversations.confirm.title')}
      message={t('notifications.conversations.confirm.body')}
      cancelLabel={t('notifications.conversations.confirm.cancel')}
      confirmLabel={t('notifications.conversations.confirm.confirm')}
      initialFocus="cancel"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
