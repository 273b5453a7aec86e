/**
 * The filtered-notification screens as lazy route elements, each waiting for the `notifications`
 * catalogue. The route table can use these,
 * or repeat the same lazyWithMessages calls in its own lazy-screen list.
 */
import { lazyWithMessages } from '../../i18n/lazy-with-messages';

export const LazyNotificationRequestsScreen = lazyWithMessages(
  ['notifications'],
  () => import('./NotificationRequestsScreen'),
);
export const LazyNotificationRequestScreen = lazyWithMessages(
  ['notifications'],
  () => import('./NotificationRequestScreen'),
);
export const LazyNotificationPolicyScreen = lazyWithMessages(
  ['notifications'],
  () => import('./NotificationPolicyScreen'),
);
