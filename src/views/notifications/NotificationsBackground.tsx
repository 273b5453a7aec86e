import { useEffect } from 'react';
import { useNotificationsRuntime } from '../../services/notifications/use-notifications';

/** Draws nothing: keeps the account's notifications runtime running and its unread count in the page title. */
export default function NotificationsBackground() {
  const runtime = useNotificationsRuntime();
  useEffect(() => runtime?.foreground(), [runtime]);
  return null;
}
