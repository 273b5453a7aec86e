/** Asks before clearing every notification for good (POST v1/notifications/clear): Clear or Cancel. */
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { NotificationsRuntime } from '../../services/notifications/notifications-runtime';
import { DialogFrame } from '../common/dialog/DialogFrame';

export interface ClearNotificationsDialogProps {
  runtime: NotificationsRuntime;
  onClose(): void;
}

export default function ClearNotificationsDialog({ runtime, onClose }: ClearNotificationsDialogProps) {
  const { t } = useTranslation();
  const [clearing, setClearing] = useState(false);
  const clear = () => {
    if (clearing) return;
    setClearing(true);
    void runtime.clear().then(onClose);
  };
  return (
    <DialogFrame title={t('notifications.clear.title')} onClose={onClose} role="alertdialog">
      <p className="dialog-frame__text">{t('notifications.clear.body')}</p>
      <div className="dialog-frame__actions">
        <button type="button" className="dialog-frame__button" onClick={onClose}>
          {t('notifications.clear.cancel')}
        </button>
        <button
          type="button"
          className="dialog-frame__button dialog-frame__button--danger"
          aria-disabled={clearing || undefined}
          onClick={clear}
        >
          {clearing ? t('notifications.clear.clearing') : t('notifications.clear.confirm')}
        </button>
      </div>
    </DialogFrame>
  );
}
