/**
 * The loader to the notifications area's secondary screens (settings, filtered notifications and one request,
 * the policy, direct messages): the route table names one lazy chunk for all of them, and each screen and its
 * catalogues download from here when first shown.
 */
import { useLocation } from 'react-router';
import { LazyConversationsScreen } from '../conversations/lazy-conversations-screen';
import {
  LazyNotificationPolicyScreen,
  LazyNotificationRequestScreen,
  LazyNotificationRequestsScreen,
} from '../notification-requests/lazy-notification-requests';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';

const LazyNotFound = lazyWithMessages(['notFound'], () => import('../not-found/NotFoundPage'));
const LazySettings = lazyWithMessages(['notifications'], () => import('./NotificationSettingsRoute'));

/**
 * The page a path names (with or without the deck's /deck prefix): /notifications/settings,
 * /notifications/requests, /notifications/requests/{id}, /notifications/policy, /conversations; null for any
 * other path under /notifications.
 */
export function notificationPageOf(pathname: string): { page: string; id?: string } | null {
  const parts = pathname
    .replace(/^\/deck(?=\/)/, '')
    .split('/')
    .filter(Boolean)
    .map(decodeURIComponent);
  if (parts[0] === 'conversations' && parts.length === 1) return { page: 'conversations' };
  if (parts[0] !== 'notifications') return null;
  if (parts.length === 2 && ['settings', 'requests', 'policy'].includes(parts[1]!)) return { page: parts[1]! };
  if (parts.length === 3 && parts[1] === 'requests') return { page: 'request', id: parts[2]! };
  return null;
}

export default function NotificationPages() {
  const found = notificationPageOf(useLocation().pathname);
  switch (found?.page) {
    case 'settings':
      return <LazySettings />;
    case 'requests':
      return <LazyNotificationRequestsScreen />;
    case 'request':
      return <LazyNotificationRequestScreen requestId={found.id ?? ''} />;
    case 'policy':
      return <LazyNotificationPolicyScreen />;
    case 'conversations':
      return <LazyConversationsScreen />;
    default:
      return <LazyNotFound />;
  }
}
