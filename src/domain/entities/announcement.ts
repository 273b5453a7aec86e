/** Announcement: reactions with name, count and me; read defaults to false. */
import { asBoolean, asCount, asId, asString, asStringOrNull, isRecord, mapDefined } from './coerce';
import { normaliseCustomEmojis, type CustomEmoji } from './custom-emoji';
import { emojifyHtml, emojiMap } from './emojify';
import { normaliseMentions, normaliseTags, type StatusMention, type StatusTag } from './status-parts';
import { asHttpUrl } from './urls';

export interface AnnouncementReaction {
  name: string;
  count: number;
  me: boolean;
  url: string | null;
  static_url: string | null;
}

export interface Announcement {
  id: string;
  content: string;
  /** Emojified HTML string for the sanitiser. */
  contentHtml: string;
  starts_at: string | null;
  ends_at: string | null;
  all_day: boolean;
  published_at: string;
  updated_at: string;
  read: boolean;
  mentions: StatusMention[];
  statuses: { id: string; url: string | null }[];
  tags: StatusTag[];
  emojis: CustomEmoji[];
  reactions: AnnouncementReaction[];
}

export function normaliseAnnouncementReaction(raw: unknown): AnnouncementReaction | null {
  if (!isRecord(raw)) return null;
  const name = asString(raw.name);
  if (name === '') return null;
  return {
    name,
    count: asCount(raw.count),
    me: asBoolean(raw.me, false),
    url: asHttpUrl(raw.url),
    static_url: asHttpUrl(raw.static_url) ?? asHttpUrl(raw.url),
  };
}

export function normaliseAnnouncement(raw: unknown): Announcement | null {
  if (!isRecord(raw)) return null;
  const id = asId(raw.id);
  if (id === null) return null;
  const emojis = normaliseCustomEmojis(raw.emojis);
  const content = asString(raw.content);
  return {
    id,
    content,
    contentHtml: emojifyHtml(content, emojiMap(emojis)),
    starts_at: asStringOrNull(raw.starts_at),
    ends_at: asStringOrNull(raw.ends_at),
    all_day: asBoolean(raw.all_day, false),
    published_at: asString(raw.published_at),
    updated_at: asString(raw.updated_at),
    read: asBoolean(raw.read, false),
    mentions: normaliseMentions(raw.mentions),
    statuses: mapDefined(raw.statuses, (s) => {
      if (!isRecord(s)) return null;
      const statusId = asId(s.id);
      return statusId === null ? null : { id: statusId, url: asHttpUrl(s.url) };
    }),
    tags: normaliseTags(raw.tags),
    emojis,
    reactions: mapDefined(raw.reactions, normaliseAnnouncementReaction),
  };
}
