/**
 * The rules of the server's announcements, as pure functions over the stored records (no store, no network):
 * - Order: newest first, by the time each one applies (its start when it has one, else its publication); equal
 *   times by id, newest first.
 * - Unread: an announcement counts as unread until it is read (dismissed); read ones stay listed.
 * - Reactions shown: those with a count above zero, in the server's order.
 * - The reader's reaction, changed at once: adding counts one more and marks it the reader's (a new emoji joins
 *   at the end with the images given); removing counts one less and unmarks it (an emoji left at zero goes).
 *   Adding one the reader already has, or removing one the reader does not have, changes nothing.
 * - Taking a change back works on the counts as they are by then (streamed counts may have arrived meanwhile):
 *   taking back an add counts one less and unmarks; taking back a removal counts one more and marks again.
 * - Dates: when both a start and an end are given, the range is shown; otherwise the publication time. The year
 *   shows only when it is not the current one; an all-day announcement shows no times (one all-day within a
 *   single day is that day alone); a range within one day gives its end as a time only.
 */
import type { Announcement, AnnouncementReaction } from '../domain/entities/announcement';

const appliesAt = (announcement: Announcement): number => {
  const at = Date.parse(announcement.starts_at ?? announcement.published_at);
  return Number.isNaN(at) ? 0 : at;
};

/** Compares snowflake-like ids as numbers: a longer decimal string is the larger one. */
const compareIds = (a: string, b: string): number =>
  a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0;

/** The ids in the order shown: newest first. */
export function orderAnnouncements(records: readonly Announcement[]): string[] {
  return [...records].sort((a, b) => appliesAt(b) - appliesAt(a) || compareIds(b.id, a.id)).map((a) => a.id);
}

/**
 * The shown ids after some announcements changed in the store (`changed`): one newly stored joins in its place in
 * the order, one removed leaves. Null when the list stays as it is (records only changed their content).
 */
export function idsAfterStoreChange(
  ids: readonly string[],
  changed: readonly string[],
  get: (id: string) => Announcement | undefined,
): string[] | null {
  const removed = ids.filter((id) => changed.includes(id) && get(id) === undefined);
  const added = changed.filter((id) => !ids.includes(id) && get(id) !== undefined);
  if (removed.length === 0 && added.length === 0) return null;
  const kept = [...ids.filter((id) => !removed.includes(id)), ...new Set(added)];
  return orderAnnouncements(kept.map(get).filter((a): a is Announcement => a !== undefined));
}

/** The ids among `ids` the reader has not read yet. */
export function unreadIds(records: readonly Announcement[]): string[] {
  return records.filter((a) => !a.read).map((a) => a.id);
}

/** The reactions a reader sees: those still counted. */
export function shownReactions(announcement: Announcement): AnnouncementReaction[] {
  return announcement.reactions.filter((r) => r.count > 0);
}

/** The images of a custom emoji reaction (both null for a Unicode emoji). */
export interface ReactionImages {
  url: string | null;
  static_url: string | null;
}

const NO_IMAGES: ReactionImages = { url: null, static_url: null };

/** One more of `name`, marked the reader's; a new emoji joins at the end. */
function counted(reactions: readonly AnnouncementReaction[], name: string, images: ReactionImages) {
  if (!reactions.some((r) => r.name === name)) return [...reactions, { name, count: 1, me: true, ...images }];
  return reactions.map((r) => (r.name === name ? { ...r, count: r.count + 1, me: true } : r));
}

/** One less of `name`, unmarked; it goes when none is left. */
function uncounted(reactions: readonly AnnouncementReaction[], name: string) {
  return reactions.flatMap((r) => {
    if (r.name !== name) return [r];
    return r.count <= 1 ? [] : [{ ...r, count: r.count - 1, me: false }];
  });
}

/** The reactions with the reader's `name` added; null when the reader already reacted with it. */
export function withReaderReaction(
  reactions: readonly AnnouncementReaction[],
  name: string,
  images: ReactionImages = NO_IMAGES,
): AnnouncementReaction[] | null {
  if (reactions.some((r) => r.name === name && r.me)) return null;
  return counted(reactions, name, images);
}

/** The reactions with the reader's `name` removed; null when the reader has not reacted with it. */
export function withoutReaderReaction(
  reactions: readonly AnnouncementReaction[],
  name: string,
): AnnouncementReaction[] | null {
  if (!reactions.some((r) => r.name === name && r.me)) return null;
  return uncounted(reactions, name);
}

/** Takes back an add made at once: one less, unmarked (from the counts as they are now). */
export function takeBackAdd(reactions: readonly AnnouncementReaction[], name: string): AnnouncementReaction[] {
  return uncounted(reactions, name);
}

/** Takes back a removal made at once: one more, marked again (from the counts as they are now). */
export function takeBackRemoval(
  reactions: readonly AnnouncementReaction[],
  name: string,
  images: ReactionImages = NO_IMAGES,
): AnnouncementReaction[] {
  return counted(reactions, name, images);
}

/** Which parts of a date to write. */
export interface DateParts {
  year: boolean;
  /** month and day */
  date: boolean;
  /** hours and minutes */
  time: boolean;
}

export type AnnouncementDates =
  | { kind: 'range'; start: Date; end: Date; startParts: DateParts; endParts: DateParts }
  | { kind: 'moment'; at: Date; parts: DateParts }
  | { kind: 'none' };

const validDate = (iso: string | null): Date | null => {
  if (iso === null || iso === '') return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** What the announcement's date line says at `now`. */
export function announcementDates(announcement: Announcement, now: Date): AnnouncementDates {
  const start = validDate(announcement.starts_at);
  const end = validDate(announcement.ends_at);
  const thisYear = now.getFullYear();
  if (start !== null && end !== null) {
    const time = !announcement.all_day;
    const oneDay = sameDay(start, end);
    if (oneDay && !time)
      return { kind: 'moment', at: start, parts: { year: start.getFullYear() !== thisYear, date: true, time } };
    return {
      kind: 'range',
      start,
      end,
      startParts: { year: start.getFullYear() !== thisYear, date: true, time },
      endParts: { year: !oneDay && end.getFullYear() !== thisYear, date: !oneDay, time },
    };
  }
  const published = validDate(announcement.published_at);
  if (published === null) return { kind: 'none' };
  return {
    kind: 'moment',
    at: published,
    parts: { year: published.getFullYear() !== thisYear, date: true, time: true },
  };
}
