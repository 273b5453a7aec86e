import { useEffect } from 'react';
import { useNotificationsRuntime } from '../../services/notifications/use-notifications';
import { ArrivalAnnouncer } from './ArrivalAnnouncer';

/**
 * Keeps the account's notifications runtime running and its unread count in the page title, and tells new
 * notifications to screen readers (ArrivalAnnouncer); draws nothing else.
 */
export default function NotificationsBackground() {
  const runtime = useNotificationsRuntime();
  useEffect(() => runtime?.foreground(), [runtime]);
  return runtime === null ? null : <ArrivalAnnouncer />;
}
