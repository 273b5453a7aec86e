/** What the notifications read marker's chart tells views, read by name instead of by tag. */
import type { NotificationsMarkerSnapshot } from './notifications-marker.machine';

/** the server's answer about the last read notification has come (or there was none to have) */
export const isMarkerKnown = (snapshot: NotificationsMarkerSnapshot): boolean => !snapshot.hasTag('loading');
