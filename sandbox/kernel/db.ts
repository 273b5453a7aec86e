import { IdGenerator } from './ids';
import { ReactionIndex } from './reaction-index';
import { StatusTable } from './status-index';
import type {
  AccessTokenRecord,
  AccountRecord,
  AnnouncementRecord,
  AntennaRecord,
  AuthCodeRecord,
  BookmarkCategoryRecord,
  CircleRecord,
  ConversationRecord,
  CustomEmojiRecord,
  EmojiReactionRecord,
  FilterRecord,
  FollowRecord,
  ListRecord,
  MarkerRecord,
  MediaRecord,
  MuteRecord,
  NotificationPolicyRecord,
  NotificationRecord,
  OAuthAppRecord,
  PollRecord,
  PushSubscriptionRecord,
  ReportRecord,
  TagRecord,
  UserRecord,
} from './records';

/** A directed relation a -> b with an optional payload, e.g. follows, blocks. */
export class Relation<V = true> {
  private readonly out = new Map<string, Map<string, V>>();
  private readonly inn = new Map<string, Map<string, V>>();

  set(from: string, to: string, value: V): void {
    if (!this.out.has(from)) this.out.set(from, new Map());
    if (!this.inn.has(to)) this.inn.set(to, new Map());
    this.out.get(from)!.set(to, value);
    this.inn.get(to)!.set(from, value);
  }
  get(from: string, to: string): V | undefined {
    return this.out.get(from)?.get(to);
  }
  has(from: string, to: string): boolean {
    return this.out.get(from)?.has(to) ?? false;
  }
  delete(from: string, to: string): boolean {
    this.inn.get(to)?.delete(from);
    return this.out.get(from)?.delete(to) ?? false;
  }
  /** how many ids `from` points to */
  targetCount(from: string): number {
    return this.out.get(from)?.size ?? 0;
  }
  /** how many ids point to `to` */
  sourceCount(to: string): number {
    return this.inn.get(to)?.size ?? 0;
  }
  /** ids that `from` points to, in insertion order */
  targets(from: string): string[] {
    return [...(this.out.get(from)?.keys() ?? [])];
  }
  /** ids pointing to `to`, in insertion order */
  sources(to: string): string[] {
    return [...(this.inn.get(to)?.keys() ?? [])];
  }
}

/**
 * A relation whose pairs are records with ids of their own, like Mastodon's bookmarks and favourites: each pair
 * made gets the next id (ids only grow; made again after a delete, it is a new record with a new id). Their lists
 * are paged by these ids, never by the status ids.
 */
export class RecordRelation extends Relation {
  private readonly ids = new Map<string, string>();
  private last = 0;

  override set(from: string, to: string, value: true): void {
    if (!this.has(from, to)) this.ids.set(`${from}\u0000${to}`, String(++this.last));
    super.set(from, to, value);
  }
  override delete(from: string, to: string): boolean {
    this.ids.delete(`${from}\u0000${to}`);
    return super.delete(from, to);
  }
  /** the record id of the pair, undefined when it does not exist */
  recordId(from: string, to: string): string | undefined {
    return this.ids.get(`${from}\u0000${to}`);
  }
}

/** The whole in-memory state of one sandbox server. */
export class SandboxDb {
  readonly ids = new IdGenerator();
  /** The server's domain, e.g. "127.0.0.1:4000"; set by the server at start. */
  domain = 'sandbox.test';
  origin = 'http://sandbox.test';

  readonly accounts = new Map<string, AccountRecord>();
  readonly users = new Map<string, UserRecord>();
  /**
   * A Map with derived indexes (db.statuses.index: replies, boosts, quotes, references, per-account posts).
   * Store and remove statuses with set/delete as with any Map; after changing a pointer field of a stored status in
   * place (account_id, created_at, in_reply_to_id, reblog_of_id, quote_of_id, reference_ids) call
   * db.statuses.reindex(status). Flags such as deleted and quote_state may be changed in place freely.
   */
  readonly statuses = new StatusTable();
  readonly media = new Map<string, MediaRecord>();
  readonly polls = new Map<string, PollRecord>();
  readonly notifications = new Map<string, NotificationRecord>();
  readonly lists = new Map<string, ListRecord>();
  readonly circles = new Map<string, CircleRecord>();
  readonly antennas = new Map<string, AntennaRecord>();
  readonly bookmarkCategories = new Map<string, BookmarkCategoryRecord>();
  readonly filters = new Map<string, FilterRecord>();
  readonly conversations = new Map<string, ConversationRecord>();
  readonly announcements = new Map<string, AnnouncementRecord>();
  readonly customEmojis = new Map<string, CustomEmojiRecord>();
  readonly tags = new Map<string, TagRecord>();
  readonly apps = new Map<string, OAuthAppRecord>();
  readonly authCodes = new Map<string, AuthCodeRecord>();
  readonly tokens = new Map<string, AccessTokenRecord>();
  /** account id -> timeline -> marker */
  readonly markers = new Map<string, Map<'home' | 'notifications', MarkerRecord>>();
  readonly pushSubscriptions = new Map<string, PushSubscriptionRecord>();
  readonly notificationPolicies = new Map<string, NotificationPolicyRecord>();
  /** reports filed by users, by report id */
  readonly reports = new Map<string, ReportRecord>();
  /** dismissed follow suggestions: account id -> suggested ids */
  readonly dismissedSuggestions = new Map<string, Set<string>>();
  /** instance-level domain blocks */
  readonly domainBlocks: Array<{
    domain: string;
    digest: string;
    severity: 'silence' | 'suspend';
    comment: string | null;
  }> = [];

  readonly follows = new Relation<FollowRecord>();
  readonly followRequests = new Relation<FollowRecord>();
  readonly blocks = new Relation();
  readonly mutes = new Relation<MuteRecord>();
  /** account-level domain blocks: account id -> domain (lower case, punycode) */
  readonly domainBlocking = new Relation();
  /** the id of each account-level domain block, for paging (given when the block is made or first listed) */
  readonly domainBlockIds = new Relation<string>();
  /** endorsements ("pin" an account on the profile) */
  readonly endorsements = new Relation();
  /** private notes: account -> target -> text */
  readonly notes = new Relation<string>();
  readonly favourites = new RecordRelation(); // account -> status
  readonly bookmarks = new RecordRelation(); // account -> status
  readonly mutedConversations = new Relation(); // account -> root status id
  /** grouping of emojiReactions by status, rebuilt lazily after any write to the list */
  readonly reactionIndex = new ReactionIndex();
  /** a Proxy-wrapped array: write to it like any array (push, splice...) and reactionIndex follows */
  readonly emojiReactions: EmojiReactionRecord[] = this.reactionIndex.list;

  /** Idempotency-Key (per account) -> status id, with the time it was used */
  readonly idempotency = new Map<string, { statusId: string; at: number }>();

  constructor(public now: () => number = () => Date.now()) {}

  nextId(atMs: number = this.now()): string {
    return this.ids.next(atMs);
  }

  isLocal(account: AccountRecord): boolean {
    return account.domain === null;
  }

  acct(account: AccountRecord): string {
    return account.domain ? `${account.username}@${account.domain}` : account.username;
  }

  findAccountByAcct(acct: string): AccountRecord | undefined {
    const clean = acct.replace(/^@/, '');
    const [username, domain] = clean.split('@');
    for (const account of this.accounts.values()) {
      if (account.username.toLowerCase() !== username?.toLowerCase()) continue;
      const sameDomain =
        domain === undefined || domain === this.domain ? account.domain === null : account.domain === domain;
      if (sameDomain) return account;
    }
    return undefined;
  }
}
