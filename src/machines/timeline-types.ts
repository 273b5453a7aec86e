/**
 * The contract of the timeline machine. The machine (timeline.machine.ts) holds ids only; records live in the entity
 * store. Views render `items` and send the events below; the registry (src/services/timelines/timeline-registry.ts)
 * keeps one running actor per timeline name and forwards streaming events to it.
 */

/** One row of a feed, newest first. */
export type FeedEntry =
  | { kind: 'status'; id: string }
  /**
   * Posts may be missing here (a partial load or a disconnection). Filling it fetches statuses older than
   * `maxId` (the status above the gap; null for a gap at the very top) and newer than `sinceId` (the status
   * below it; null when nothing is below).
   */
  | {
      kind: 'gap';
      key: string;
      maxId: string | null;
      sinceId: string | null;
      /**
       * `below`: rows cut above the reader's window (timeline-window.ts). Filling it asks for the posts right above
       * the status below it (min_id), so a reader scrolling back up meets them in order; what is still missing stays
       * above them. Absent: the posts right under the status above it (max_id), what is missing stays under them.
       */
      fillFrom?: 'below';
    }
  /** home only: follow suggestions, placed at the first status older than 4 hours (index at least 1) */
  | { kind: 'suggestions'; key: 'suggestions' };

export interface TimelineFetchInput {
  timeline: string;
  /** older than this id (for a link-paged timeline: the cursor the next link names, not necessarily a status id) */
  maxId?: string;
  /** newer than this id */
  sinceId?: string;
  /** newer than this id, oldest first (only when a next link names it) */
  minId?: string;
  /** the page size a next link names */
  limit?: number;
}

/**
 * How a timeline's pages are asked for:
 * - `id`: by status ids (the Link header's max_id, else the oldest row held; a refresh asks for posts newer than
 *   the newest held), with gaps, cuts and live posts;
 * - `link`: only by the Link header's next URL, followed as given (its cursor is the server's own record id, e.g.
 *   a bookmark's, never a status id); a refresh asks for the first page again, the rows are never cut and nothing
 *   arrives live (bookmarks, favourites, emoji reactions, a bookmark category).
 */
export type TimelinePagingMode = 'id' | 'link';

export interface TimelineFetchOutput {
  /** status ids, newest first (already imported into the store) */
  ids: string[];
  /** created_at of each id, in ms since the epoch, same order (for the follow-suggestions rule) */
  times?: number[];
  /** the Link header's next URL (older page), null when there is none */
  next: string | null;
  /** when the page was fetched (ms since the epoch; the injectable clock): the "4 hours older" reference */
  fetchedAt?: number;
}

/** The rows kept from an earlier visit (already imported into the store), and when they were saved. */
export interface TimelineCachedPage {
  /** status ids, newest first */
  ids: string[];
  /** ms since the epoch */
  savedAt: number;
}

export type TimelineStep = 'load' | 'expand' | 'refresh' | 'gap' | 'poll';

export interface TimelineFailure {
  during: TimelineStep;
  error: unknown;
}

export interface TimelineContext {
  timeline: string;
  paging: TimelinePagingMode;
  /** the rows shown, newest first: each status id at most once */
  items: FeedEntry[];
  /** status ids that arrived while the reader was not at the top (or pending ones existed), newest first */
  pending: string[];
  /** how many new posts wait (1 per pending item); past the cap, more than `pending` holds */
  unread: number;
  /**
   * more posts arrived above than `pending` keeps (40, timeline-items.ts): the oldest of them were let go, and
   * applying the pending posts puts a gap between them and the rows, through which the rest load
   */
  pendingOverflow: boolean;
  /**
   * URL of the next older page, null when there is none. After a trim it is the cursor below the kept rows
   * (possibly a bare `?max_id=...`): only its max_id is ever read.
   */
  next: string | null;
  /** keys of the gaps waiting to be filled, in order (at most 2) */
  gapQueue: string[];
  /** whether the reader is at the top of the feed (views report it with SCROLLED) */
  atTop: boolean;
  /** whether the live connection for this timeline is up */
  connected: boolean;
  failure: TimelineFailure | null;
  /**
   * while the rows shown are the saved ones and the server has not answered yet: when they were saved (ms since the
   * epoch); null otherwise
   */
  savedAt: number | null;
  /** what the last expand, refresh or pending application added (for announcements); null after a first load */
  lastChange: { step: 'expand' | 'refresh' | 'pending' | 'gap'; added: number } | null;
}

export type TimelineEvent =
  /** the first rows are wanted; `saved`: rows saved on an earlier visit, already at hand (shown at once) */
  | { type: 'LOAD'; saved?: TimelineCachedPage }
  | { type: 'EXPAND' }
  | { type: 'REFRESH' }
  | { type: 'RETRY' }
  /** a status arrived live (already in the store) */
  | { type: 'STREAM_UPDATE'; id: string; time?: number }
  /** remove these status ids (a deleted status, its reblogs and references) from items and pending */
  | { type: 'STATUS_DELETED'; ids: string[] }
  /** the reader is (or is no longer) at the top */
  | { type: 'SCROLLED'; atTop: boolean }
  /**
   * the row at the top of the viewport (a status id or a gap key) and the focused row, if any: rows far from them
   * are cut (timeline-window.ts)
   */
  | { type: 'VIEWED'; key: string; focusedKey?: string | null }
  /** show the pending posts */
  | { type: 'APPLY_PENDING' }
  /** the live connection dropped: mark a gap at the top */
  | { type: 'DISCONNECTED' }
  /** the live connection is back: fill gaps */
  | { type: 'CONNECTED' }
  /** while disconnected: fetch newer posts (they go to pending when the reader is not at the top) */
  | { type: 'POLL' }
  /** load the posts missing at this gap */
  | { type: 'FILL_GAP'; key: string };

export interface TimelineInput {
  timeline: string;
  /** `id` when not given */
  paging?: TimelinePagingMode;
}
