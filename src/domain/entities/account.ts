/**
 * Account. Holds the id of the account it moved to (`movedId`), never the nested account. Rules: an empty display name
 * shows the username; only http/https URLs are kept (a profile `url` that is not http(s) is replaced by the `uri`; an
 * image URL falls back to its static/animated twin, else ''); kmyblue `other_settings` and `server_features` get their
 * stated defaults.
 */
import { asBoolean, asCount, asEnum, asId, asRecord, asString, asStringOrNull, isRecord, mapDefined } from './coerce';
import type { ApiEmojiReactionPolicy, ApiSubscriptionPolicy } from './api-types';
import { normaliseCustomEmojis, type CustomEmoji } from './custom-emoji';
import { emojifyHtml, emojifyPlainText, emojiMap } from './emojify';
import { htmlToPlainText } from './html-text';
import { cutLongText } from './long-text';
import { asHttpUrl, firstHttpUrl } from './urls';

export interface AccountField {
  name: string;
  value: string;
  verified_at: string | null;
  /** Escaped name with custom emoji (HTML string for the sanitiser). */
  name_emojified: string;
  /** Value HTML with custom emoji (HTML string for the sanitiser). */
  value_emojified: string;
  value_plain: string;
}

export interface AccountRoleBadge {
  id: string;
  name: string;
  color: string;
}

export interface AccountOtherSettings {
  noindex: boolean;
  hide_network: boolean;
  hide_followers_count: boolean;
  hide_following_count: boolean;
  hide_statuses_count: boolean;
  translatable_private: boolean;
  link_preview: boolean;
  allow_quote: boolean;
  emoji_reaction_policy: ApiEmojiReactionPolicy;
  subscription_policy: ApiSubscriptionPolicy;
}

export interface AccountServerFeatures {
  circle: boolean;
  emoji_reaction: boolean;
  quote: boolean;
  status_reference: boolean;
  legacy_quote: boolean;
}

export interface Account {
  id: string;
  username: string;
  acct: string;
  url: string;
  uri: string;
  display_name: string;
  /** The shown name (the username when display_name is blank), escaped, with custom emoji. */
  display_name_html: string;
  note: string;
  note_emojified: string;
  note_plain: string;
  avatar: string;
  avatar_static: string;
  header: string;
  header_static: string;
  locked: boolean;
  bot: boolean;
  group: boolean;
  discoverable: boolean;
  indexable: boolean;
  noindex: boolean;
  hide_collections: boolean;
  created_at: string;
  last_status_at: string | null;
  statuses_count: number;
  followers_count: number;
  following_count: number;
  emojis: CustomEmoji[];
  fields: AccountField[];
  roles: AccountRoleBadge[];
  movedId: string | null;
  hidden: boolean;
  suspended: boolean;
  memorial: boolean;
  limited: boolean;
  mute_expires_at: string | null;
  other_settings: AccountOtherSettings;
  server_features: AccountServerFeatures;
}

export const EMOJI_REACTION_POLICIES: readonly ApiEmojiReactionPolicy[] = [
  'allow',
  'outside_only',
  'following_only',
  'followers_only',
  'mutuals_only',
  'block',
];
export const SUBSCRIPTION_POLICIES: readonly ApiSubscriptionPolicy[] = ['allow', 'followers_only', 'block'];

/** The name to show: the display name, or the username when it is blank. */
export function shownName(displayName: string, username: string): string {
  return displayName.trim() === '' ? username : displayName;
}

function normaliseOtherSettings(raw: unknown, topNoindex: boolean): AccountOtherSettings {
  const s = asRecord(raw);
  return {
    noindex: asBoolean(s.noindex, topNoindex),
    hide_network: asBoolean(s.hide_network, false),
    hide_followers_count: asBoolean(s.hide_followers_count, false),
    hide_following_count: asBoolean(s.hide_following_count, false),
    hide_statuses_count: asBoolean(s.hide_statuses_count, false),
    translatable_private: asBoolean(s.translatable_private, false),
    link_preview: asBoolean(s.link_preview, true),
    allow_quote: asBoolean(s.allow_quote, true),
    emoji_reaction_policy: asEnum(s.emoji_reaction_policy, EMOJI_REACTION_POLICIES, 'allow'),
    subscription_policy: asEnum(s.subscription_policy, SUBSCRIPTION_POLICIES, 'allow'),
  };
}

function normaliseServerFeatures(raw: unknown): AccountServerFeatures {
  const f = asRecord(raw);
  return {
    circle: asBoolean(f.circle, false),
    emoji_reaction: asBoolean(f.emoji_reaction, false),
    quote: asBoolean(f.quote, false),
    status_reference: asBoolean(f.status_reference, false),
    legacy_quote: asBoolean(f.legacy_quote, false),
  };
}

function normaliseRole(raw: unknown): AccountRoleBadge | null {
  if (!isRecord(raw)) return null;
  const id = asId(raw.id);
  if (id === null) return null;
  return { id, name: asString(raw.name), color: asString(raw.color) };
}

export function normaliseAccountFields(raw: unknown, emojis: readonly CustomEmoji[]): AccountField[] {
  const map = emojiMap(emojis);
  return mapDefined(raw, (item) => {
    if (!isRecord(item)) return null;
    const name = asString(item.name);
    const value = asString(item.value);
    return {
      name,
      value,
      verified_at: asStringOrNull(item.verified_at),
      name_emojified: emojifyPlainText(name, map),
      value_emojified: emojifyHtml(value, map),
      value_plain: htmlToPlainText(value),
    };
  });
}

/** Null when the payload has no id. The nested `moved` account is only referenced by id here. */
export function normaliseAccount(raw: unknown): Account | null {
  if (!isRecord(raw)) return null;
  const id = asId(raw.id);
  if (id === null) return null;
  const username = asString(raw.username);
  const displayName = asString(raw.display_name);
  const note = cutLongText(asString(raw.note));
  const emojis = normaliseCustomEmojis(raw.emojis);
  const map = emojiMap(emojis);
  const uri = asHttpUrl(raw.uri) ?? '';
  const avatar = firstHttpUrl([raw.avatar, raw.avatar_static], '');
  const header = firstHttpUrl([raw.header, raw.header_static], '');
  const noindex = asBoolean(raw.noindex, false);
  const moved = isRecord(raw.moved) ? asId(raw.moved.id) : null;
  return {
    id,
    username,
    acct: asString(raw.acct, username) || username,
    url: asHttpUrl(raw.url) ?? uri,
    uri,
    display_name: displayName,
    display_name_html: emojifyPlainText(shownName(displayName, username), map),
    note,
    note_emojified: emojifyHtml(note, map),
    note_plain: htmlToPlainText(note),
    avatar,
    avatar_static: asHttpUrl(raw.avatar_static) ?? avatar,
    header,
    header_static: asHttpUrl(raw.header_static) ?? header,
    locked: asBoolean(raw.locked, false),
    bot: asBoolean(raw.bot, false),
    group: asBoolean(raw.group, false),
    discoverable: asBoolean(raw.discoverable, false),
    indexable: asBoolean(raw.indexable, false),
    noindex,
    hide_collections: asBoolean(raw.hide_collections, false),
    created_at: asString(raw.created_at),
    last_status_at: asStringOrNull(raw.last_status_at),
    statuses_count: asCount(raw.statuses_count),
    followers_count: asCount(raw.followers_count),
    following_count: asCount(raw.following_count),
    emojis,
    fields: normaliseAccountFields(raw.fields, emojis),
    roles: mapDefined(raw.roles, normaliseRole),
    movedId: moved,
    hidden: asBoolean(raw.hidden, false),
    suspended: asBoolean(raw.suspended, false),
    memorial: asBoolean(raw.memorial, false),
    limited: asBoolean(raw.limited, false),
    mute_expires_at: asStringOrNull(raw.mute_expires_at),
    other_settings: normaliseOtherSettings(raw.other_settings, noindex),
    server_features: normaliseServerFeatures(raw.server_features),
  };
}
