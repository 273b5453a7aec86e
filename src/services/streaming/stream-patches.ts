/**
 * Store changes made by streamed events that carry a part of a record rather than a whole one: kmyblue's
 * `emoji_reaction` (one reaction group of a status) and `announcement.reaction` (one reaction's count), and a
 * streamed `announcement`, which lacks what only the reader's own view holds. Records that are not in the store
 * are left alone (nothing shows them), except a streamed announcement, which is new.
 */
import { asCount, asId, asString, isRecord } from '../../domain/entities/coerce';
import { normaliseAnnouncement, type AnnouncementReaction } from '../../domain/entities/announcement';
import { emojiReactionsTotal, normaliseEmojiReaction, type EmojiReaction } from '../../domain/entities/status-parts';
import type { EntityStore } from '../store';

const sameReaction = (a: EmojiReaction, b: EmojiReaction) => a.name === b.name && a.domain === b.domain;

/**
 * `emoji_reaction`: `{name, count, account_ids, me?, url?, static_url?, domain?, width?, height?, status_id}`,
 * the whole group of that emoji on the status after a reaction was added or removed (count 0: the last one
 * went). Replaces the group, appends a new one, or removes an emptied one; the total follows.
 */
export function patchEmojiReaction(store: EntityStore, payload: unknown): boolean {
  if (!isRecord(payload)) return false;
  const statusId = asId(payload.status_id);
  const group = normaliseEmojiReaction(payload, store.currentAccountId);
  if (statusId === null || group === null || !store.has('statuses', statusId)) return false;
  store.patch('statuses', statusId, (status) => {
    const known = status.emoji_reactions.some((r) => sameReaction(r, group));
    const reactions =
      group.count === 0
        ? status.emoji_reactions.filter((r) => !sameReaction(r, group))
        : known
          ? status.emoji_reactions.map((r) => (sameReaction(r, group) ? group : r))
          : [...status.emoji_reactions, group];
    return { ...status, emoji_reactions: reactions, emoji_reactions_count: emojiReactionsTotal(undefined, reactions) };
  });
  return true;
}

/**
 * `announcement.reaction`: `{name, count, announcement_id}`. The stream does not say whether the reader is among
 * the reactors, so `me` is kept; a custom emoji new to the announcement takes its image from the store.
 */
export function patchAnnouncementReaction(store: EntityStore, payload: unknown): boolean {
  if (!isRecord(payload)) return false;
  const id = asId(payload.announcement_id);
  const name = asString(payload.name);
  if (id === null || name === '' || !store.has('announcements', id)) return false;
  const count = asCount(payload.count);
  store.patch('announcements', id, (announcement) => {
    const known = announcement.reactions.some((r) => r.name === name);
    let reactions: AnnouncementReaction[];
    if (count === 0) reactions = announcement.reactions.filter((r) => r.name !== name);
    else if (known) reactions = announcement.reactions.map((r) => (r.name === name ? { ...r, count } : r));
    else {
      const custom = store.get('customEmojis', name);
      reactions = [
        ...announcement.reactions,
        { name, count, me: false, url: custom?.url ?? null, static_url: custom?.static_url ?? null },
      ];
    }
    return { ...announcement, reactions };
  });
  return true;
}

/**
 * `announcement`: a new announcement is stored; a known one is replaced. The server streams it without the
 * reader's own parts (whether it is read, which reactions are the reader's), so a replacement keeps those as
 * stored unless the payload says them.
 */
export function importStreamedAnnouncement(store: EntityStore, payload: unknown): string | null {
  const announcement = normaliseAnnouncement(payload);
  if (announcement === null || !isRecord(payload)) return null;
  const stored = store.get('announcements', announcement.id);
  if (stored === undefined) {
    store.set('announcements', announcement);
    return announcement.id;
  }
  const rawReactions = Array.isArray(payload.reactions) ? payload.reactions : [];
  const saysMe = (name: string) =>
    rawReactions.some((r) => isRecord(r) && r.name === name && typeof r.me === 'boolean');
  const reactions = announcement.reactions.map((r) =>
    saysMe(r.name) ? r : { ...r, me: stored.reactions.find((old) => old.name === r.name)?.me ?? false },
  );
  const read = typeof payload.read === 'boolean' ? announcement.read : stored.read;
  store.set('announcements', { ...announcement, read, reactions });
  return announcement.id;
}
