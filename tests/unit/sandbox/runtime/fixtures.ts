import { SandboxDb } from '../../../../sandbox/kernel/db';
import type { SandboxContext } from '../../../../sandbox/kernel/context';
import { DEFAULT_OPTIONS } from '../../../../sandbox/kernel/options';
import type {
  AccountRecord,
  AntennaRecord,
  ListRecord,
  StatusRecord,
  VisibilityEx,
} from '../../../../sandbox/kernel/records';
import { StreamingHub, type StreamSocket } from '../../../../sandbox/streaming/hub';

/** A small hand-built world for streaming tests, independent of the seed. */
export const T0 = Date.parse('2025-01-01T12:00:00Z');

export function bareDb(): SandboxDb {
  let clock = T0;
  return new SandboxDb(() => (clock += 1000));
}

export function addAccount(db: SandboxDb, username: string, domain: string | null = null): AccountRecord {
  const account: AccountRecord = {
    id: db.nextId(),
    username,
    domain,
    display_name: username,
    note: '',
    locked: false,
    bot: false,
    group: false,
    discoverable: true,
    indexable: true,
    noindex: false,
    created_at: new Date(T0).toISOString(),
    avatar: '/avatars/original/missing.png',
    header: '/headers/original/missing.png',
    fields: [],
    emojis: [],
    moved_to_id: null,
    suspended: false,
    limited: false,
    memorial: false,
    hide_collections: false,
    roles: [],
    other_settings: {
      noindex: false,
      hide_network: false,
      hide_statuses_count: false,
      hide_following_count: false,
      hide_followers_count: false,
      translatable_private: false,
      link_preview: true,
      allow_quote: true,
      emoji_reaction_policy: 'allow',
      subscription_policy: 'allow',
    },
  };
  db.accounts.set(account.id, account);
  if (domain === null) {
    db.users.set(account.id, {
      account_id: account.id,
      email: `${username}@example.test`,
      role: null,
      default_privacy: 'public',
      default_searchability: 'private',
      default_sensitive: false,
      default_language: 'en',
      default_quote_policy: 'public',
      settings: {},
      reaction_deck: [],
    });
    db.tokens.set(`token-${username}`, {
      token: `token-${username}`,
      client_id: 'test',
      account_id: account.id,
      scopes: 'read write follow push',
      revoked: false,
    });
  }
  return account;
}

export function follow(db: SandboxDb, from: AccountRecord, to: AccountRecord, reblogs = true): void {
  db.follows.set(from.id, to.id, { reblogs, notify: false, languages: null });
}

export function addStatus(
  db: SandboxDb,
  author: AccountRecord,
  text: string,
  extra: Partial<StatusRecord> & { visibility?: VisibilityEx } = {},
): StatusRecord {
  const tags = [...text.matchAll(/#(\w+)/g)].map((m) => m[1]!.toLowerCase());
  const status: StatusRecord = {
    id: db.nextId(),
    account_id: author.id,
    created_at: new Date(db.now()).toISOString(),
    edited_at: null,
    in_reply_to_id: null,
    reblog_of_id: null,
    quote_of_id: null,
    quote_state: null,
    text,
    content: `<p>${text}</p>`,
    spoiler_text: '',
    sensitive: false,
    visibility: 'public',
    limited_scope: null,
    circle_id: null,
    searchability: 'public',
    language: 'en',
    markdown: false,
    media_ids: [],
    poll_id: null,
    card: null,
    mention_ids: [],
    tags,
    emojis: [],
    reference_ids: [],
    quote_approval_policy: 'public',
    pinned: false,
    edits: [],
    deleted: false,
    ...extra,
  };
  db.statuses.set(status.id, status);
  return status;
}

export function addList(
  db: SandboxDb,
  owner: AccountRecord,
  members: AccountRecord[],
  extra: Partial<ListRecord> = {},
): ListRecord {
  const list: ListRecord = {
    id: db.nextId(),
    account_id: owner.id,
    title: 'list',
    exclusive: false,
    replies_policy: 'list',
    notify: false,
    favourite: false,
    member_ids: members.map((m) => m.id),
    ...extra,
  };
  db.lists.set(list.id, list);
  return list;
}

export function addAntenna(db: SandboxDb, owner: AccountRecord, extra: Partial<AntennaRecord> = {}): AntennaRecord {
  const antenna: AntennaRecord = {
    id: db.nextId(),
    account_id: owner.id,
    title: 'antenna',
    list_id: null,
    stl: false,
    ltl: false,
    insert_feeds: false,
    with_media_only: false,
    ignore_reblog: false,
    favourite: true,
    account_ids: [],
    exclude_account_ids: [],
    domains: [],
    exclude_domains: [],
    tags: [],
    exclude_tags: [],
    keywords: [],
    exclude_keywords: [],
    ...extra,
  };
  db.antennas.set(antenna.id, antenna);
  return antenna;
}

export interface RecordedMessage {
  stream: string[];
  event: string;
  payload: string;
}

/** A socket that records what the hub sends. */
export class RecordingSocket implements StreamSocket {
  readonly sent: string[] = [];
  closed: { code: number; reason: string } | null = null;
  send(text: string): void {
    this.sent.push(text);
  }
  close(code: number, reason: string): void {
    this.closed = { code, reason };
  }
  get messages(): RecordedMessage[] {
    return this.sent.map((s) => JSON.parse(s) as RecordedMessage).filter((m) => 'event' in m);
  }
  get errors(): Array<{ error: string; status: number }> {
    return this.sent
      .map((s) => JSON.parse(s) as { error?: string; status: number })
      .filter((m): m is { error: string; status: number } => typeof m.error === 'string');
  }
}

export function contextWithHub(db: SandboxDb): { ctx: SandboxContext; hub: StreamingHub } {
  const options = { ...DEFAULT_OPTIONS, faultPaths: [] as string[] };
  const hub = new StreamingHub(db, () => options.dropSocketsAfterMs);
  const ctx: SandboxContext = { db, options, stream: hub, viewer: () => null };
  return { ctx, hub };
}
