/** Asks before deleting a conversation: an alert dialog with Delete and Cancel (Cancel has the focus). */
import { useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { DialogFrame } from '../common/dialog/DialogFrame';

export interface ConfirmDeleteConversationProps {
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDeleteConversation({ onConfirm, onCancel }: ConfirmDeleteConversationProps) {
  const { t } = useTranslation();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame
      title={t('notifications.conversations.confirm.title')}
      onClose={onCancel}
      role="alertdialog"
      initialFocus={cancelRef}
    >
      <p className="dialog-frame__text">{t('notifications.conversations.confirm.body')}</p>
      <div className="dialog-frame__actions">
        <button ref={cancelRef} type="button" className="dialog-frame__button" onClick={onCancel}>
          {t('notifications.conversations.confirm.cancel')}
        </button>
        <button type="button" className="dialog-frame__button dialog-frame__button--danger" onClick={onConfirm}>
          {t('notifications.conversations.confirm.confirm')}
        </button>
      </div>
    </DialogFrame>
  );
}
