/**
 * The filtered-notification screens as lazy route elements, each waiting for the `notificationRequests`
 * catalogue. The route table can use these,
 * or repeat the same lazyWithMessages calls in its own lazy-screen list.
 */
import { lazyWithMessages } from '../../i18n/lazy-with-messages';

export const LazyNotificationRequestsScreen = lazyWithMessages(
  ['notificationRequests'],
  () => import('./NotificationRequestsScreen'),
);
export const LazyNotificationRequestScreen = lazyWithMessages(
  ['notificationRequests'],
  () => import('./NotificationRequestScreen'),
);
export const LazyNotificationPolicyScreen = lazyWithMessages(
  ['notificationRequests'],
  () => import('./NotificationPolicyScreen'),
);
