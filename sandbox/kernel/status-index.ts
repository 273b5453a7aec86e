import type { StatusRecord } from './records';
import { StatusOrder } from './status-order';

/**
 * Derived indexes over db.statuses: who replies to, boosts, quotes or cites a status, and each account's posts.
 *
 * Correctness under mutation:
 * - The index is keyed only by a status's *pointer* fields (account_id, created_at, in_reply_to_id, reblog_of_id,
 *   quote_of_id, reference_ids). Everything else a count depends on (deleted, quote_state) is read live from the
 *   record at query time, so deleting, un-deleting, revoking or accepting a quote in place needs no bookkeeping.
 * - A pointer changed in place after the record was stored is re-checked at query time, so a status that stops
 *   pointing somewhere stops counting there at once. A status that starts pointing somewhere new is only seen
 *   after `StatusTable.reindex(status)` (or re-storing it with db.statuses.set).
 * - The index is built from a full scan on the first query and kept up to date by StatusTable's set/delete/clear
 *   from then on, so the seed may change pointers in place freely before anything is served.
 */

/** A status's pointer fields as they were when it was indexed. */
interface Pointers {
  account: string;
  /** created_at in epoch ms (NaN when unparsable) */
  at: number;
  replyTo: string | null;
  reblogOf: string | null;
  quoteOf: string | null;
  references: string[];
}

function pointersOf(status: StatusRecord): Pointers {
  return {
    account: status.account_id,
    at: Date.parse(status.created_at),
    replyTo: status.in_reply_to_id,
    reblogOf: status.reblog_of_id,
    quoteOf: status.quote_of_id,
    references: [...new Set(status.reference_ids)],
  };
}

/** key -> statuses, in insertion order */
class Links {
  private readonly map = new Map<string, Set<StatusRecord>>();

  add(key: string | null, status: StatusRecord): void {
    if (key === null) return;
    let set = this.map.get(key);
    if (!set) this.map.set(key, (set = new Set()));
    set.add(status);
  }

  remove(key: string | null, status: StatusRecord): void {
    if (key === null) return;
    const set = this.map.get(key);
    if (!set) return;
    set.delete(status);
    if (set.size === 0) this.map.delete(key);
  }

  of(key: string): ReadonlySet<StatusRecord> {
    return this.map.get(key) ?? EMPTY;
  }

  clear(): void {
    this.map.clear();
  }
}

const EMPTY: ReadonlySet<StatusRecord> = new Set();

export interface AccountStatusStats {
  /** live (not deleted) statuses, boosts included */
  count: number;
  /** epoch ms of the newest live status, null when none */
  lastAt: number | null;
}

/** Figures the index answers, for comparison with a full scan (tests). */
export interface StatusCountsSnapshot {
  replies: number;
  reblogs: number;
  quotes: number;
  referredBy: number;
}

export class StatusIndex {
  private built = false;
  private readonly indexed = new Map<StatusRecord, Pointers>();
  private readonly replies = new Links();
  private readonly reblogs = new Links();
  private readonly quotes = new Links();
  private readonly references = new Links();
  /** account id -> its statuses -> created_at in epoch ms */
  private readonly byAccount = new Map<string, Map<StatusRecord, number>>();

  /** @param all every stored status, for the first build */
  constructor(private readonly all: () => Iterable<StatusRecord>) {}

  /** Called by StatusTable when a status is stored (or stored again). */
  added(status: StatusRecord): void {
    if (!this.built) return;
    this.unlink(status);
    this.link(status);
  }

  /** Called by StatusTable when a status leaves the table. */
  removed(status: StatusRecord): void {
    if (this.built) this.unlink(status);
  }

  /** Called by StatusTable.clear. */
  reset(): void {
    this.built = false;
    this.indexed.clear();
    for (const links of [this.replies, this.reblogs, this.quotes, this.references]) links.clear();
    this.byAccount.clear();
  }

  private ensureBuilt(): void {
    if (this.built) return;
    this.built = true;
    for (const status of this.all()) this.link(status);
  }

  private link(status: StatusRecord): void {
    const p = pointersOf(status);
    this.indexed.set(status, p);
    let mine = this.byAccount.get(p.account);
    if (!mine) this.byAccount.set(p.account, (mine = new Map()));
    mine.set(status, p.at);
    this.replies.add(p.replyTo, status);
    this.reblogs.add(p.reblogOf, status);
    this.quotes.add(p.quoteOf, status);
    for (const id of p.references) this.references.add(id, status);
  }

  private unlink(status: StatusRecord): void {
    const p = this.indexed.get(status);
    if (!p) return;
    this.indexed.delete(status);
    const mine = this.byAccount.get(p.account);
    mine?.delete(status);
    if (mine?.size === 0) this.byAccount.delete(p.account);
    this.replies.remove(p.replyTo, status);
    this.reblogs.remove(p.reblogOf, status);
    this.quotes.remove(p.quoteOf, status);
    for (const id of p.references) this.references.remove(id, status);
  }

  /** Live replies to a status. */
  replyCount(id: string): number {
    this.ensureBuilt();
    let n = 0;
    for (const s of this.replies.of(id)) if (!s.deleted && s.in_reply_to_id === id) n += 1;
    return n;
  }

  /** Live boosts of a status, oldest stored first. */
  reblogsOf(id: string): StatusRecord[] {
    this.ensureBuilt();
    return [...this.reblogs.of(id)].filter((s) => !s.deleted && s.reblog_of_id === id);
  }

  reblogCount(id: string): number {
    this.ensureBuilt();
    let n = 0;
    for (const s of this.reblogs.of(id)) if (!s.deleted && s.reblog_of_id === id) n += 1;
    return n;
  }

  /** The account's live boost of a status, if any. */
  reblogBy(id: string, accountId: string): StatusRecord | undefined {
    this.ensureBuilt();
    for (const s of this.reblogs.of(id)) {
      if (!s.deleted && s.reblog_of_id === id && s.account_id === accountId) return s;
    }
    return undefined;
  }

  /** Live quotes of a status whose quote was accepted. */
  quoteCount(id: string): number {
    this.ensureBuilt();
    let n = 0;
    for (const s of this.quotes.of(id)) if (!s.deleted && s.quote_of_id === id && s.quote_state === 'accepted') n += 1;
    return n;
  }

  /** Live statuses citing a status (kmyblue references), oldest stored first. */
  referrersOf(id: string): StatusRecord[] {
    this.ensureBuilt();
    return [...this.references.of(id)].filter((s) => !s.deleted && s.reference_ids.includes(id));
  }

  referrerCount(id: string): number {
    this.ensureBuilt();
    let n = 0;
    for (const s of this.references.of(id)) if (!s.deleted && s.reference_ids.includes(id)) n += 1;
    return n;
  }

  /** Live statuses of an account and the time of the newest one. */
  accountStats(accountId: string): AccountStatusStats {
    this.ensureBuilt();
    let count = 0;
    let lastAt: number | null = null;
    for (const [s, at] of this.byAccount.get(accountId) ?? []) {
      if (s.deleted || s.account_id !== accountId) continue;
      count += 1;
      if (!Number.isNaN(at) && (lastAt === null || at > lastAt)) lastAt = at;
    }
    return { count, lastAt };
  }

  /** Counts of one status as the index answers them. */
  countsOf(id: string): StatusCountsSnapshot {
    return {
      replies: this.replyCount(id),
      reblogs: this.reblogCount(id),
      quotes: this.quoteCount(id),
      referredBy: this.referrerCount(id),
    };
  }

  /**
   * Statuses whose pointer fields changed in place since they were indexed (they need reindex). Tests use this to
   * catch write paths that forget StatusTable.reindex.
   */
  drifted(): StatusRecord[] {
    if (!this.built) return [];
    const out: StatusRecord[] = [];
    for (const [status, p] of this.indexed) {
      const now = pointersOf(status);
      const same =
        now.account === p.account &&
        Object.is(now.at, p.at) &&
        now.replyTo === p.replyTo &&
        now.reblogOf === p.reblogOf &&
        now.quoteOf === p.quoteOf &&
        now.references.length === p.references.length &&
        now.references.every((id, i) => id === p.references[i]);
      if (!same) out.push(status);
    }
    return out;
  }
}

/**
 * db.statuses: a Map that keeps a StatusIndex in step with every set, delete and clear. Change a pointer field
 * (see StatusIndex) of a stored status in place only through `reindex`.
 */
export class StatusTable extends Map<string, StatusRecord> {
  readonly index: StatusIndex = new StatusIndex(() => this.values());
  /** every stored id in id (time) order, for timelines that walk newest first and stop when a page is full */
  readonly order: StatusOrder = new StatusOrder(() => this.keys());

  override set(id: string, status: StatusRecord): this {
    // Map's constructor may call set before the field initialisers have run
    const previous = this.index ? super.get(id) : undefined;
    super.set(id, status);
    if (!this.index) return this;
    if (previous && previous !== status) this.index.removed(previous);
    this.index.added(status);
    if (!previous) this.order.added(id);
    return this;
  }

  override delete(id: string): boolean {
    const previous = super.get(id);
    const deleted = super.delete(id);
    if (previous) this.index.removed(previous);
    if (deleted) this.order.removed(id);
    return deleted;
  }

  override clear(): void {
    super.clear();
    this.index.reset();
    this.order.reset();
  }

  /** Re-reads the pointer fields of a stored status after they were changed in place. */
  reindex(status: StatusRecord): void {
    if (super.get(status.id) === status) this.index.added(status);
  }
}
