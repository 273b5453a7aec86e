/**
 * What a notifications list's chart shows, read from its snapshot by name, so views never ask it for tag
 * strings: the first page on its way, the first page failed, a gap being filled, any request running.
 */
import type { NotificationGroupsSnapshot } from './notification-groups.machine';

/** nothing to show yet: the first page has not come (or is asked for again) */
export const isNotificationsLoading = (snapshot: NotificationGroupsSnapshot): boolean => snapshot.hasTag('loading');

/** the first page did not come; Retry asks again */
export const isNotificationsFailed = (snapshot: NotificationGroupsSnapshot): boolean => snapshot.hasTag('failed');

/** a gap between loaded groups (or the older end) is being filled */
export const isFillingGap = (snapshot: NotificationGroupsSnapshot): boolean => snapshot.hasTag('fillingGap');

/** some request of the list runs (for the feed's aria-busy, and so a second gap request waits) */
export const isNotificationsBusy = (snapshot: NotificationGroupsSnapshot): boolean => snapshot.hasTag('busy');
