import type { SandboxDb } from '../kernel/db';
import type { AccountRecord, RoleRecord, UserRecord } from '../kernel/records';
import { serializeEmojiList, type CustomEmojiJson } from './emoji';
import { absoluteUrl, accountUri, accountUrl } from './urls';

export const MISSING_AVATAR = '/avatars/original/missing.png';
export const MISSING_HEADER = '/headers/original/missing.png';

export interface ServerFeaturesJson {
  circle: boolean;
  emoji_reaction: boolean;
  quote: boolean;
  status_reference: boolean;
  legacy_quote: boolean;
}

export interface AccountJson {
  id: string;
  username: string;
  acct: string;
  display_name: string;
  locked: boolean;
  bot: boolean;
  group: boolean;
  discoverable: boolean;
  indexable: boolean;
  noindex: boolean;
  hide_collections: boolean;
  created_at: string;
  note: string;
  url: string;
  uri: string;
  avatar: string;
  avatar_static: string;
  avatar_description: string;
  header: string;
  header_static: string;
  header_description: string;
  followers_count: number;
  following_count: number;
  statuses_count: number;
  last_status_at: string | null;
  emojis: CustomEmojiJson[];
  fields: Array<{ name: string; value: string; verified_at: string | null }>;
  roles: Array<{ id: string; name: string; color: string }>;
  moved?: AccountJson | null;
  suspended?: true;
  limited?: true;
  memorial?: true;
  other_settings: AccountRecord['other_settings'];
  server_features: ServerFeaturesJson;
}

export interface CredentialAccountJson extends AccountJson {
  source: {
    privacy: UserRecord['default_privacy'];
    sensitive: boolean;
    language: string;
    note: string;
    fields: Array<{ name: string; value: string; verified_at: string | null }>;
    follow_requests_count: number;
    indexable: boolean;
    discoverable: boolean;
    hide_collections: boolean;
    attribution_domains: string[];
    quote_policy: UserRecord['default_quote_policy'];
    searchability: UserRecord['default_searchability'];
  };
  role: RoleRecord;
}

/** Role of a user without an assigned role (Mastodon's "everyone" role). */
export const EVERYONE_ROLE: RoleRecord = { id: '-99', name: '', color: '', permissions: '65536', highlighted: false };

/**
 * Features of the account's server. Local accounts have all kmyblue features; remote domains containing
 * "mastodon" behave like plain Mastodon (quote only), others like kmyblue.
 */
export function serverFeatures(account: AccountRecord): ServerFeaturesJson {
  const kmyblue = account.domain === null || !/mastodon|misskey/i.test(account.domain);
  return {
    circle: kmyblue,
    emoji_reaction: kmyblue || /misskey/i.test(account.domain ?? ''),
    quote: true,
    status_reference: kmyblue,
    legacy_quote: kmyblue,
  };
}

export function serializeAccount(db: SandboxDb, account: AccountRecord, depth = 0): AccountJson {
  const { count, lastAt } = db.statuses.index.accountStats(account.id);
  const suspended = account.suspended;
  const avatar = absoluteUrl(db, suspended || !account.avatar ? MISSING_AVATAR : account.avatar);
  const header = absoluteUrl(db, suspended || !account.header ? MISSING_HEADER : account.header);
  const movedTo = account.moved_to_id ? db.accounts.get(account.moved_to_id) : undefined;
  const json: AccountJson = {
    id: account.id,
    username: account.username,
    acct: db.acct(account),
    display_name: suspended ? '' : account.display_name,
    locked: suspended ? false : account.locked,
    bot: suspended ? false : account.bot,
    group: account.group,
    discoverable: suspended ? false : account.discoverable,
    indexable: account.indexable,
    noindex: account.noindex,
    hide_collections: account.hide_collections,
    created_at: account.created_at,
    note: suspended ? '' : account.note,
    url: accountUrl(db, account),
    uri: accountUri(db, account),
    avatar,
    avatar_static: avatar,
    avatar_description: '',
    header,
    header_static: header,
    header_description: '',
    followers_count: db.follows.sourceCount(account.id),
    following_count: db.follows.targetCount(account.id),
    statuses_count: count,
    last_status_at: lastAt === null ? null : new Date(lastAt).toISOString().slice(0, 10),
    emojis: suspended ? [] : serializeEmojiList(db, account.emojis, account.domain),
    fields: suspended ? [] : account.fields.map((f) => ({ name: f.name, value: f.value, verified_at: f.verified_at })),
    roles:
      account.domain === null
        ? account.roles.filter((r) => r.highlighted).map((r) => ({ id: r.id, name: r.name, color: r.color }))
        : [],
    other_settings: { ...account.other_settings },
    server_features: serverFeatures(account),
  };
  if (movedTo) json.moved = depth < 1 ? serializeAccount(db, movedTo, depth + 1) : null;
  if (suspended) json.suspended = true;
  if (account.limited) json.limited = true;
  if (account.memorial) json.memorial = true;
  return json;
}

/**
 * A stored HTML text as its owner would have typed it, for records kept without their typed text (the seed): a
 * link that shows its own address (without the scheme) becomes that address again, then the tags go.
 */
export function typedText(html: string): string {
  const unlinked = html.replace(
    /<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi,
    (link, href: string, inner: string) => {
      const shown = plainNote(inner);
      const address = plainNote(href);
      return shown === address || shown === address.replace(/^https?:\/\//, '') ? href : inner;
    },
  );
  return plainNote(unlinked);
}

/** A field's value as typed (its `source.fields` value). */
export const typedFieldValue = (field: AccountRecord['fields'][number]): string =>
  field.value_source ?? typedText(field.value);

/** The profile note as plain text (the `source.note` of verify_credentials). */
export function plainNote(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

export function serializeCredentialAccount(
  db: SandboxDb,
  account: AccountRecord,
  user: UserRecord,
): CredentialAccountJson {
  const base = serializeAccount(db, account);
  return {
    ...base,
    source: {
      privacy: user.default_privacy,
      sensitive: user.default_sensitive,
      language: user.default_language,
      note: account.note_source ?? typedText(account.note),
      fields: account.fields.map((f) => ({ name: f.name, value: typedFieldValue(f), verified_at: f.verified_at })),
      follow_requests_count: db.followRequests.sourceCount(account.id),
      indexable: account.indexable,
      discoverable: account.discoverable,
      hide_collections: account.hide_collections,
      attribution_domains: [],
      quote_policy: user.default_quote_policy,
      searchability: user.default_searchability,
    },
    role: user.role ?? EVERYONE_ROLE,
  };
}
