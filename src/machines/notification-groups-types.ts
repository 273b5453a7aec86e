/**
 * The contract of the notification groups chart (notification-groups.machine.ts). The chart holds group keys
 * only; the groups themselves are records of the entity store's `notificationGroups` table, written by the
 * service that runs the chart (src/services/notifications/) before it tells the chart about them.
 */

/** One row of the notifications list, newest first. */
export type NotificationEntry =
  | { kind: 'group'; key: string }
  /**
   * Notifications may be missing here (a partial page, a disconnection, the cut at 50 groups). Filling it
   * asks for notifications older than `maxId` (null: from the newest) and newer than `sinceId` (null: down to
   * the end of the page). A gap at the end of the list is how older pages are loaded.
   */
  | { kind: 'gap'; key: string; maxId: string | null; sinceId: string | null };

export interface NotificationPageRequest {
  maxId: string | null;
  sinceId: string | null;
}

export interface NotificationPage {
  /** group keys in the page, newest first (already in the store; hidden ones already left out) */
  keys: string[];
  /** the page was full: more notifications may lie beyond it (below, or between it and sinceId) */
  full: boolean;
  /** the oldest notification id the page covered (its last group's page_min_id), null for an empty page */
  oldestId: string | null;
  /** the newest notification id the page covered, null for an empty page */
  newestId: string | null;
  /**
   * optional: per group key, that group's newest notification id in the page (its page_max_id). The chart keeps
   * them to know where the list continues when it is cut at 50 groups; without them only the page's first
   * group's is known (`newestId`) and a cut may ask for a few kept groups again.
   */
  cursors?: Readonly<Record<string, string>>;
}

/** The request that failed last ('load': the first page). */
export type NotificationGroupsStep = 'load' | 'gap' | 'poll' | 'refresh';

/** What the chart is made with: which list it is ('all', or the quick filter's type). */
export interface NotificationGroupsInput {
  key: string;
}

/** 'ok'; 'needs-reload': the server merged notifications while the reader was scrolled down. */
export type MergedNotifications = 'ok' | 'needs-reload';

export interface NotificationGroupsContext {
  entries: NotificationEntry[];
  /** keys of groups that changed while the reader was away from the top, newest first (at most 40) */
  pending: string[];
  /**
   * more groups changed than `pending` keeps: the oldest were let go, and a gap on top of the rows (under the
   * pending ones once applied) loads them
   */
  pendingOverflow: boolean;
  mergedNotifications: MergedNotifications;
  /** the newest notification id known (for polling since it) */
  newestId: string | null;
  atTop: boolean;
  mounted: boolean;
  /** the gap being filled */
  fillingGap: string | null;
  error: unknown;
  /** which list this is (the input's key) */
  key: string;
  /** which request `error` comes from (null after a success): lets the alert policy tell a poll from a fill */
  failedDuring: NotificationGroupsStep | null;
  /** the request on its way (null when none), so its page is placed for the range it asked */
  request: NotificationPageRequest | null;
  /** group key → the newest notification id known of it (only for groups held): where a cut at 50 continues */
  cursorOf: Readonly<Record<string, string>>;
  /** keys that arrived live while the first page or a refresh was on its way (they go on top of it) */
  arrived: string[];
}

export type NotificationGroupsEvent =
  | { type: 'LOAD' }
  | { type: 'RETRY' }
  /** a notification arrived live; its group (key) is already merged into the store */
  | { type: 'NEW_GROUP'; key: string; notificationId: string }
  /** fill this gap (the trailing gap: load older) */
  | { type: 'FILL_GAP'; key: string }
  /** ask for notifications newer than the newest known (reconnected, or polling while disconnected) */
  | { type: 'POLL' }
  /** the reader applies the pending groups (or the reload after a server merge) */
  | { type: 'LOAD_PENDING' }
  /** the server merged notifications (accepted requests): reload, now or when the reader comes back up */
  | { type: 'REFRESH_STALE' }
  | { type: 'SCROLLED'; atTop: boolean }
  | { type: 'MOUNTED' }
  | { type: 'UNMOUNTED' }
  /** the live connection dropped: a gap goes on top */
  | { type: 'DISCONNECTED' }
  /** these groups leave (their account blocked or muted, a follow request settled, a notification dismissed) */
  | { type: 'REMOVE'; keys: string[] }
  /** every notification was cleared on the server */
  | { type: 'CLEARED' };

/** Groups kept when the reader is at the top; a gap is left beyond them. */
export const GROUPS_KEPT_AT_TOP = 50;

/**
 * Groups kept waiting above while the reader is scrolled down (two pages of notifications): a list left open all
 * day must not hold every notification that came. Past it the oldest waiting ones are let go, and a gap on top of
 * the rows loads them again.
 */
export const PENDING_GROUPS_KEPT = 40;
