/**
 * The derived counts of serialised statuses and accounts (replies, boosts, quotes, references, referred-by,
 * statuses_count, last_status_at, reactions, favourites) come from db indexes instead of full scans; these tests
 * check they stay right after every kind of mutation, against a plain full scan of the db.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../../sandbox/index';
import type { Viewer } from '../../../sandbox/kernel/context';
import type { SandboxDb } from '../../../sandbox/kernel/db';
import type { StatusRecord } from '../../../sandbox/kernel/records';
import type { ComposeInput } from '../../../sandbox/handlers/core/status-compose';
import { createStatus, deleteStatus, editStatus } from '../../../sandbox/handlers/core/status-write';
import { reblog, unreblog } from '../../../sandbox/handlers/core/reblog';
import { addReaction, removeReaction } from '../../../sandbox/handlers/core/emoji-reaction';
import { serializeAccount } from '../../../sandbox/serialize/account';
import { matchFilters } from '../../../sandbox/serialize/filter-match';
import { serializeStatus } from '../../../sandbox/serialize/status';

const START = Date.parse('2025-06-01T12:00:00.000Z');

/** The counts as a full scan of the db finds them (what the serializer computed before the indexes). */
function scanCounts(db: SandboxDb, id: string) {
  const counts = { replies: 0, reblogs: 0, quotes: 0, referredBy: 0 };
  for (const other of db.statuses.values()) {
    if (other.deleted) continue;
    if (other.in_reply_to_id === id) counts.replies += 1;
    if (other.reblog_of_id === id) counts.reblogs += 1;
    if (other.quote_of_id === id && other.quote_state === 'accepted') counts.quotes += 1;
    if (other.reference_ids.includes(id)) counts.referredBy += 1;
  }
  return counts;
}

function scanAccount(db: SandboxDb, accountId: string) {
  let count = 0;
  let lastAt: number | null = null;
  for (const s of db.statuses.values()) {
    if (s.account_id !== accountId || s.deleted) continue;
    count += 1;
    const at = Date.parse(s.created_at);
    if (lastAt === null || at > lastAt) lastAt = at;
  }
  return { count, lastAt };
}

/** Every status's and account's indexed figures equal a full scan; returns how many statuses were compared. */
function expectIndexMatchesScan(db: SandboxDb): number {
  const index = db.statuses.index;
  const mismatches: string[] = [];
  for (const status of db.statuses.values()) {
    const want = scanCounts(db, status.id);
    const got = index.countsOf(status.id);
    if (JSON.stringify(want) !== JSON.stringify(got))
      mismatches.push(`${status.id}: ${JSON.stringify(got)} != ${JSON.stringify(want)}`);
  }
  for (const account of db.accounts.values()) {
    const want = scanAccount(db, account.id);
    const got = index.accountStats(account.id);
    if (JSON.stringify(want) !== JSON.stringify(got))
      mismatches.push(`account ${account.id}: ${JSON.stringify(got)} != ${JSON.stringify(want)}`);
  }
  expect(mismatches).toEqual([]);
  expect(index.drifted()).toEqual([]);
  return db.statuses.size;
}

let sandbox: Sandbox;
let clock: { now: number };
const db = () => sandbox.db;

function viewer(username: string): Viewer {
  const account = db().findAccountByAcct(username)!;
  const user = db().users.get(account.id)!;
  return {
    account,
    user,
    token: { token: username, client_id: 'test', account_id: account.id, scopes: 'read write', revoked: false },
  };
}

function compose(fields: Partial<ComposeInput>): ComposeInput {
  return {
    text: 'hello',
    spoilerText: '',
    sensitive: false,
    markdown: false,
    language: 'en',
    visibility: 'public',
    limitedScope: null,
    circleId: null,
    searchability: 'public',
    inReplyTo: null,
    mediaIds: [],
    poll: null,
    quoteOf: null,
    referenceIds: [],
    quotePolicy: 'public',
    ...fields,
  };
}

function post(who: string, fields: Partial<ComposeInput> = {}): StatusRecord {
  clock.now += 1000;
  return createStatus(sandbox.ctx, viewer(who), compose(fields));
}

const json = (status: StatusRecord, viewerId: string | null = null) => serializeStatus(db(), status, viewerId);

beforeAll(() => {
  clock = { now: START };
  sandbox = createSandbox({ now: () => clock.now });
});

describe('status counts from the indexes', () => {
  it('match a full scan for the whole seeded world (references and deletions the seed made in place included)', () => {
    expect(expectIndexMatchesScan(db())).toBeGreaterThan(2000);
    const cited = [...db().statuses.values()].find((s) => s.reference_ids.length > 0)!;
    expect(json(db().statuses.get(cited.reference_ids[0]!)!).status_referred_by_count).toBeGreaterThan(0);
  });

  it('count a new reply and forget it when the reply is deleted', () => {
    const parent = post('alice');
    expect(json(parent).replies_count).toBe(0);
    const reply = post('bob', { inReplyTo: parent, text: 'reply' });
    expect(json(parent).replies_count).toBe(1);
    post('carol', { inReplyTo: parent, text: 'another' });
    expect(json(parent).replies_count).toBe(2);
    deleteStatus(sandbox.ctx, reply, false);
    expect(json(parent).replies_count).toBe(1);
    expectIndexMatchesScan(db());
  });

  it('count boosts, show `reblogged` to the booster, and drop both on unreblog; a second boost counts again', () => {
    const original = post('alice');
    const bob = viewer('bob');
    reblog(sandbox.ctx, bob, original, 'public');
    expect(json(original, bob.account.id)).toMatchObject({ reblogs_count: 1, reblogged: true });
    expect(json(original, viewer('carol').account.id)).toMatchObject({ reblogs_count: 1, reblogged: false });
    unreblog(sandbox.ctx, bob, original);
    expect(json(original, bob.account.id)).toMatchObject({ reblogs_count: 0, reblogged: false });
    reblog(sandbox.ctx, bob, original, 'public');
    reblog(sandbox.ctx, viewer('carol'), original, 'public');
    expect(json(original, bob.account.id)).toMatchObject({ reblogs_count: 2, reblogged: true });
    expectIndexMatchesScan(db());
  });

  it("deleting a boosted post removes its boosts from the boosters' statuses_count", () => {
    const original = post('alice');
    const bob = viewer('bob');
    const before = serializeAccount(db(), bob.account).statuses_count;
    reblog(sandbox.ctx, bob, original, 'public');
    expect(serializeAccount(db(), bob.account).statuses_count).toBe(before + 1);
    deleteStatus(sandbox.ctx, original, false);
    expect(serializeAccount(db(), bob.account).statuses_count).toBe(before);
    expectIndexMatchesScan(db());
  });

  it('an edit keeps the counts', () => {
    const parent = post('alice');
    const reply = post('bob', { inReplyTo: parent });
    reblog(sandbox.ctx, viewer('carol'), parent, 'public');
    clock.now += 1000;
    editStatus(sandbox.ctx, parent, compose({ text: 'edited' }), []);
    editStatus(sandbox.ctx, reply, compose({ text: 'edited reply', inReplyTo: parent }), []);
    expect(json(parent)).toMatchObject({ content: '<p>edited</p>', replies_count: 1, reblogs_count: 1 });
    expectIndexMatchesScan(db());
  });

  it('count accepted quotes only, following quote_state changed in place (revoke, accept)', () => {
    const quoted = post('alice');
    const quote = post('bob', { quoteOf: quoted, text: 'look' });
    expect(quote.quote_state).toBe('accepted');
    expect(json(quoted).quotes_count).toBe(1);
    quote.quote_state = 'revoked';
    expect(json(quoted).quotes_count).toBe(0);
    const pending = post('carol', { quoteOf: quoted });
    pending.quote_state = 'pending';
    expect(json(quoted).quotes_count).toBe(0);
    pending.quote_state = 'accepted';
    expect(json(quoted).quotes_count).toBe(1);
    expectIndexMatchesScan(db());
  });

  it('count references both ways, a repeated id once', () => {
    const a = post('alice');
    const b = post('alice');
    const citing = post('bob', { referenceIds: [a.id, b.id, a.id] });
    expect(json(citing).status_references_count).toBe(3);
    expect(json(a).status_referred_by_count).toBe(1);
    expect(json(b).status_referred_by_count).toBe(1);
    post('carol', { referenceIds: [a.id] });
    expect(json(a).status_referred_by_count).toBe(2);
    deleteStatus(sandbox.ctx, citing, false);
    expect(json(a).status_referred_by_count).toBe(1);
    expect(json(b).status_referred_by_count).toBe(0);
    expectIndexMatchesScan(db());
  });

  it('follow a pointer changed in place once reindexed; an un-reindexed change is reported as drift', () => {
    const a = post('alice');
    const b = post('alice');
    const citing = post('bob', { referenceIds: [a.id] });
    citing.reference_ids = [b.id];
    expect(json(a).status_referred_by_count).toBe(0); // a stale pointer stops counting at once
    expect(db().statuses.index.drifted()).toEqual([citing]);
    db().statuses.reindex(citing);
    expect(json(b).status_referred_by_count).toBe(1);
    expectIndexMatchesScan(db());
  });

  it('follow direct writes to the db: deleted flag both ways, Map delete, and a record replaced under its id', () => {
    const parent = post('alice');
    const reply = post('bob', { inReplyTo: parent });
    reply.deleted = true;
    expect(json(parent).replies_count).toBe(0);
    reply.deleted = false;
    expect(json(parent).replies_count).toBe(1);
    db().statuses.delete(reply.id);
    expect(json(parent).replies_count).toBe(0);
    db().statuses.set(reply.id, reply);
    expect(json(parent).replies_count).toBe(1);
    db().statuses.set(reply.id, { ...reply, in_reply_to_id: null });
    expect(json(parent).replies_count).toBe(0);
    expectIndexMatchesScan(db());
  });
});

describe('account counts from the indexes', () => {
  it('statuses_count and last_status_at follow posting and deleting', () => {
    const grace = viewer('grace');
    const before = serializeAccount(db(), grace.account);
    clock.now += 86_400_000 * 3;
    const fresh = post('grace');
    const after = serializeAccount(db(), grace.account);
    expect(after.statuses_count).toBe(before.statuses_count + 1);
    expect(after.last_status_at).toBe(new Date(clock.now).toISOString().slice(0, 10));
    deleteStatus(sandbox.ctx, fresh, false);
    expect(serializeAccount(db(), grace.account)).toMatchObject({
      statuses_count: before.statuses_count,
      last_status_at: before.last_status_at,
    });
    expectIndexMatchesScan(db());
  });

  it('favourites_count, followers_count and following_count follow the relations', () => {
    const s = post('alice');
    const bob = viewer('bob').account.id;
    const carol = viewer('carol').account;
    db().favourites.set(bob, s.id, true);
    db().favourites.set(carol.id, s.id, true);
    expect(json(s).favourites_count).toBe(2);
    db().favourites.delete(bob, s.id);
    expect(json(s).favourites_count).toBe(1);
    const followers = db().follows.sources(carol.id).length;
    const following = db().follows.targets(carol.id).length;
    expect(serializeAccount(db(), carol)).toMatchObject({ followers_count: followers, following_count: following });
  });
});

describe('emoji reaction counts', () => {
  it('follow add and remove, and any direct write to db.emojiReactions', () => {
    const s = post('alice');
    const bob = viewer('bob').account.id;
    const carol = viewer('carol').account.id;
    expect(addReaction(sandbox.ctx, bob, s, { name: '👍', domain: null })).toBeNull();
    expect(addReaction(sandbox.ctx, carol, s, { name: '👍', domain: null })).toBeNull();
    expect(addReaction(sandbox.ctx, carol, s, { name: '🎉', domain: null })).toBeNull();
    expect(json(s, bob)).toMatchObject({
      emoji_reactions_count: 3,
      emoji_reactions: [
        { name: '👍', count: 2, account_ids: [bob, carol], me: true },
        { name: '🎉', count: 1, me: false },
      ],
    });
    removeReaction(sandbox.ctx, carol, s, { name: '👍', domain: null });
    expect(json(s).emoji_reactions_count).toBe(2);
    const list = db().emojiReactions;
    const at = list.findIndex((r) => r.status_id === s.id && r.name === '🎉');
    list[at] = { ...list[at]!, name: '❤️' };
    expect(json(s).emoji_reactions.map((r) => r.name)).toEqual(['👍', '❤️']);
    const kept = [...list];
    list.length = 0;
    expect(json(s).emoji_reactions_count).toBe(0);
    list.push(...kept);
    expect(json(s).emoji_reactions_count).toBe(2);
    expect(Array.isArray(list)).toBe(true);
  });
});

describe('filter matching after an edit', () => {
  it('searches the current content, not the text seen before the edit', () => {
    const alice = viewer('alice');
    const s = post('bob', { text: 'nothing to see' });
    db().filters.set('counts-test', {
      id: 'counts-test',
      account_id: alice.account.id,
      title: 'spoilers',
      context: ['home'],
      filter_action: 'warn',
      expires_at: null,
      keywords: [{ id: 'k1', keyword: 'finale', whole_word: true }],
      statuses: [],
    });
    expect(matchFilters(db(), alice.account.id, s, 'home')).toEqual([]);
    clock.now += 1000;
    editStatus(sandbox.ctx, s, compose({ text: 'the finale was great' }), []);
    expect(matchFilters(db(), alice.account.id, s, 'home').map((r) => r.keyword_matches)).toEqual([['finale']]);
    db().filters.delete('counts-test');
  });
});
