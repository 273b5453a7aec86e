import { useNotificationsRuntime } from '../../services/notifications/use-notifications';
import { NotificationSettingsScreen } from '../push/NotificationSettingsScreen';
import { PushSettings } from '../push/PushSettings';

/** /notifications/settings: the account's notification settings, with the web push panel. */
export default function NotificationSettingsRoute() {
  const runtime = useNotificationsRuntime();
  if (runtime === null) return null;
  return <NotificationSettingsScreen settings={runtime.settings} pushSettings={<PushSettings />} />;
}
