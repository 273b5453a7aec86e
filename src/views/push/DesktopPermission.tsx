import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import {
  notificationPermission,
  requestNotificationPermission,
  type DesktopNotificationDeps,
} from '../../services/notifications/desktop-notification';

/**
 * Where desktop notifications stand in this browser, with a button asking for permission while the reader
 * has not answered yet (permission is only ever asked when the reader presses it).
 */
export function DesktopPermission({ desktop }: { desktop?: DesktopNotificationDeps | undefined }) {
  const { t } = useTranslation();
  const [permission, setPermission] = useState(() => notificationPermission(desktop));
  const [asking, setAsking] = useState(false);
  const ask = () => {
    setAsking(true);
    void requestNotificationPermission(desktop).then((answer) => {
      setPermission(answer);
      setAsking(false);
    });
  };
  return (
    <div className="notification-settings__desktop">
      <p className="notification-settings__hint" role="status">
        {t(`notifications.settings.desktop.${permission}`)}
      </p>
      {permission === 'default' && (
        <button type="button" className="notification-settings__button" disabled={asking} onClick={ask}>
          {t('notifications.settings.desktop.allow')}
        </button>
      )}
    </div>
  );
}
