/**
 * Pure rules of the notification groups chart over its rows (NotificationEntry[], newest first) and its pending
 * keys: where arriving groups go, gaps (made, filled, merged), the cut at 50 groups, removals, and the two
 * questions the unread tracker asks (is a gap hiding unread notifications, how many groups are unread).
 *
 * Invariants every function keeps: a group key appears at most once in the rows and at most once in pending
 * (a key may be in both: a group that changed while the reader was scrolled down keeps its row until the
 * pending groups are applied); gap keys are unique; two gaps are never next to each other (except next to the
 * gap whose fill is on its way, which must keep the range it asked for).
 */
import { GROUPS_KEPT_AT_TOP, type NotificationEntry, type NotificationPage } from './notification-groups-types';

export type GapEntry = Extract<NotificationEntry, { kind: 'gap' }>;
export type GroupEntry = Extract<NotificationEntry, { kind: 'group' }>;

/** group key → the newest notification id known in that group (see `cutAtTop`) */
export type Cursors = Readonly<Record<string, string>>;

export const isGap = (entry: NotificationEntry | undefined): entry is GapEntry => entry?.kind === 'gap';
export const isGroup = (entry: NotificationEntry | undefined): entry is GroupEntry => entry?.kind === 'group';
export const groupEntry = (key: string): GroupEntry => ({ kind: 'group', key });

/**
 * Notification ids are decimal numbers of any length: a longer id is newer; equal lengths compare as text.
 * Negative when `a` is older than `b`, positive when newer, zero when equal.
 */
export function compareNotificationIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Whether `a` is newer than `than`; anything is newer than nothing. */
export function isNewerId(a: string, than: string | null): boolean {
  return than === null || compareNotificationIds(a, than) > 0;
}

/** The newer of two ids (null when both are null). */
export function newerId(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  return b !== null && isNewerId(b, a) ? b : a;
}

/** The group keys of the rows, in order. */
export function groupKeys(entries: readonly NotificationEntry[]): string[] {
  return entries.filter(isGroup).map((e) => e.key);
}

export function findGap(entries: readonly NotificationEntry[], key: string | null): GapEntry | undefined {
  return key === null ? undefined : entries.find((e): e is GapEntry => isGap(e) && e.key === key);
}

/** Each key once, the first (newest) place kept. */
export function uniqueKeys(keys: readonly string[]): string[] {
  return [...new Set(keys)];
}

/** A gap with a key no row uses, named after its range. */
export function makeGap(entries: readonly NotificationEntry[], maxId: string | null, sinceId: string | null): GapEntry {
  const used = new Set(entries.filter(isGap).map((e) => e.key));
  const base = `gap:${maxId ?? 'newest'}:${sinceId ?? 'end'}`;
  let key = base;
  for (let n = 2; used.has(key); n += 1) key = `${base}:${n}`;
  return { kind: 'gap', key, maxId, sinceId };
}

/**
 * Two gaps next to each other become one covering both ranges (the newer maxId, null being the newest; the
 * older sinceId, null being the end), under the first one's key. The gap being filled (`busy`) is left as it
 * is: its page will come back for the range it asked; the next change after that merges it.
 */
export function mergeAdjacentGaps(
  entries: readonly NotificationEntry[],
  busy: string | null = null,
): NotificationEntry[] {
  const out: NotificationEntry[] = [];
  for (const entry of entries) {
    const last = out.at(-1);
    if (isGap(entry) && isGap(last) && entry.key !== busy && last.key !== busy) {
      out[out.length - 1] = {
        ...last,
        maxId: last.maxId === null || entry.maxId === null ? null : newerId(last.maxId, entry.maxId),
        sinceId: last.sinceId === null || entry.sinceId === null ? null : olderId(last.sinceId, entry.sinceId),
      };
    } else {
      out.push(entry);
    }
  }
  return out;
}

function olderId(a: string, b: string): string {
  return compareNotificationIds(a, b) <= 0 ? a : b;
}

/**
 * The first page (also a refresh): its keys, then, when the page was full, a trailing gap below them (filling
 * it loads older notifications). `arrived` are keys that came live while the page was on its way: they are
 * newer than anything the page saw, so the ones the page lacks go on top.
 */
export function firstPageEntries(page: NotificationPage, arrived: readonly string[] = []): NotificationEntry[] {
  const keys = uniqueKeys([...arrived.filter((key) => !page.keys.includes(key)), ...page.keys]);
  const entries: NotificationEntry[] = keys.map(groupEntry);
  if (page.full && page.oldestId !== null) entries.push(makeGap(entries, page.oldestId, null));
  return entries;
}

/**
 * A gap's page takes the gap's place. Keys already above it (or pending) are skipped; keys further down move up
 * to here (their newer place). When the page was full, the gap stays below the new keys for the rest of its
 * range (from the page's oldest id down to the gap's sinceId); an empty or partial page closes it. Unchanged
 * when the gap is no longer there.
 */
export function fillGap(
  entries: readonly NotificationEntry[],
  pending: readonly string[],
  gapKey: string,
  page: NotificationPage,
): NotificationEntry[] {
  const at = entries.findIndex((e) => isGap(e) && e.key === gapKey);
  const gap = entries[at];
  if (!isGap(gap)) return [...entries];
  const above = entries.slice(0, at);
  const seen = new Set([...groupKeys(above), ...pending]);
  const fresh = uniqueKeys(page.keys).filter((key) => !seen.has(key));
  const moved = new Set(fresh);
  const below = entries.slice(at + 1).filter((e) => !(isGroup(e) && moved.has(e.key)));
  const rest =
    page.full && page.oldestId !== null && isNewerId(page.oldestId, gap.sinceId)
      ? [{ ...gap, maxId: page.oldestId }]
      : [];
  return mergeAdjacentGaps([...above, ...fresh.map(groupEntry), ...rest, ...below]);
}

/** Keys go on top in the order given, leaving their older places in the rows. */
export function moveToTop(entries: readonly NotificationEntry[], keys: readonly string[]): NotificationEntry[] {
  const top = uniqueKeys(keys);
  const moved = new Set(top);
  return mergeAdjacentGaps([...top.map(groupEntry), ...entries.filter((e) => !(isGroup(e) && moved.has(e.key)))]);
}

/** Keys go to the front of pending, in the order given, each once. */
export function addToPending(pending: readonly string[], keys: readonly string[]): string[] {
  return uniqueKeys([...keys, ...pending]);
}

/**
 * When the reader is at the top, only the first 50 groups stay, with one gap beyond them to load the rest again.
 * The gap asks for notifications older than the newest one known of the last kept group: every group cut away
 * is older than that group's newest notification (groups are ordered by it), so nothing is skipped. When that
 * id is unknown, the nearest kept group above with a known id gives it (a few kept groups come back and are
 * skipped), else the gap starts from the newest. `busy` (a gap whose fill is on its way) stops the cut: the
 * page must find its gap where it was.
 */
export function cutAtTop(
  entries: readonly NotificationEntry[],
  cursorOf: Cursors,
  busy: string | null = null,
): NotificationEntry[] {
  if (busy !== null) return [...entries];
  let count = 0;
  const end = entries.findIndex((e) => isGroup(e) && ++count === GROUPS_KEPT_AT_TOP);
  if (end === -1 || !entries.slice(end + 1).some(isGroup)) return [...entries];
  const kept = entries.slice(0, end + 1);
  const cursor =
    groupKeys(kept)
      .reverse()
      .map((key) => cursorOf[key])
      .find((id) => id !== undefined) ?? null;
  return [...kept, makeGap(kept, cursor, null)];
}

/** A disconnection leaves a gap on top from the newest known notification, unless a gap is already first. */
export function gapOnTop(entries: readonly NotificationEntry[], newestId: string | null): NotificationEntry[] {
  if (isGap(entries[0])) return [...entries];
  return [makeGap(entries, null, newestId), ...entries];
}

/** The gap on top that reaches up to the newest notification (a disconnection's), if the rows start with one. */
export function openGapOnTop(entries: readonly NotificationEntry[]): GapEntry | undefined {
  const first = entries[0];
  return isGap(first) && first.maxId === null ? first : undefined;
}

/** The rows and pending keys without `keys`; gaps that come together merge. */
export function removeKeys(
  entries: readonly NotificationEntry[],
  pending: readonly string[],
  keys: readonly string[],
  busy: string | null = null,
): { entries: NotificationEntry[]; pending: string[] } {
  const gone = new Set(keys);
  return {
    entries: mergeAdjacentGaps(
      entries.filter((e) => !(isGroup(e) && gone.has(e.key))),
      busy,
    ),
    pending: pending.filter((key) => !gone.has(key)),
  };
}

/** The cursors of the groups still held (rows or pending), updated with a page's. */
export function cursorsWith(
  cursorOf: Cursors,
  held: Iterable<string>,
  additions: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of held) {
    const known = newerId(cursorOf[key] ?? null, additions[key] ?? null);
    if (known !== null) out[key] = known;
  }
  return out;
}

/**
 * A page's cursor per key: the page's own when it says (`cursors`), else the first key's is the page's newest
 * id (the first group holds the page's newest notification). Other keys stay unknown.
 */
export function pageCursors(page: NotificationPage): Record<string, string> {
  const out: Record<string, string> = { ...page.cursors };
  const first = page.keys[0];
  if (first !== undefined && out[first] === undefined && page.newestId !== null) out[first] = page.newestId;
  return out;
}

/**
 * Whether the reader may have unread notifications hidden in a gap: a gap with a group below it (the trailing gap
 * only holds older ones) whose range reaches above the last read id (its maxId is null or newer). Without a last
 * read id any such gap counts.
 */
export function hasUnreadGap(entries: readonly NotificationEntry[], lastReadId: string | null): boolean {
  return entries.some(
    (entry, i) =>
      isGap(entry) &&
      entries.slice(i + 1).some(isGroup) &&
      (lastReadId === null || entry.maxId === null || isNewerId(entry.maxId, lastReadId)),
  );
}

/**
 * Where the rows stop while older notifications remain unloaded below them (the list ends with a gap below its
 * groups): that gap's maxId, notifications older than it not being loaded; `newestId` when the gap reaches from
 * the newest. Null when the rows reach the end of the list.
 */
export function unloadedBelow(entries: readonly NotificationEntry[], newestId: string | null): string | null {
  const last = entries.at(-1);
  if (!isGap(last) || !entries.some(isGroup)) return null;
  return last.maxId ?? newestId;
}

/** How many of the groups have a most recent notification newer than the last read one (all without one). */
export function unreadCount(
  keys: readonly string[],
  mostRecentIdOf: (key: string) => string | null | undefined,
  lastReadId: string | null,
): number {
  if (lastReadId === null) return keys.length;
  return keys.filter((key) => {
    const id = mostRecentIdOf(key);
    return id !== null && id !== undefined && isNewerId(id, lastReadId);
  }).length;
}
