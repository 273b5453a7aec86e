/**
 * Asks before clearing every notification for good (POST v1/notifications/clear): Clear or Cancel. The clear
 * runs in the notifications runtime (which alerts when it fails), followed by a request action chart: Clear
 * waits while it is on its way, and the dialog closes once it has answered.
 */
import { useTranslation } from '../../i18n/react';
import { useRequestAction } from '../../services/mutations/use-request-action';
import type { NotificationsRuntime } from '../../services/notifications/notifications-runtime';
import { ConfirmDialog } from '../common/dialog/ConfirmDialog';

export interface ClearNotificationsDialogProps {
  runtime: NotificationsRuntime;
  onClose(): void;
}

export default function ClearNotificationsDialog({ runtime, onClose }: ClearNotificationsDialogProps) {
  const { t } = useTranslation();
  // closes whatever the answer: a failure was said by the call's alert
  const { send, busy } = useRequestAction(() => runtime.clear().then(onClose));
  return (
    <ConfirmDialog
      title={t('notifications.clear.title')}
      message={t('notifications.clear.body')}
      cancelLabel={t('notifications.clear.cancel')}
      confirmLabel={t('notifications.clear.confirm')}
      busy={busy}
      busyLabel={t('notifications.clear.clearing')}
      onConfirm={() => send({ type: 'RUN' })}
      onCancel={onClose}
    />
  );
}
