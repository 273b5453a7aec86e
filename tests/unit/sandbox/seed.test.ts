import { beforeAll, describe, expect, it } from 'vitest';
import { SandboxDb } from '../../../sandbox/kernel/db';
import { idTime } from '../../../sandbox/kernel/ids';
import type { StatusRecord } from '../../../sandbox/kernel/records';
import { canSee } from '../../../sandbox/kernel/visibility';
import { defaultAccountId, seedSandbox } from '../../../sandbox/seed';
import { findCustomEmoji } from '../../../sandbox/serialize/emoji';
import { cpuMsOf } from '../../support/cpu-time';

const NOW = Date.parse('2026-04-20T09:30:00.000Z');
const DAY = 86_400_000;
let db: SandboxDb;
let statuses: StatusRecord[];
let seedMs: number;
let aliceId: string;

beforeAll(() => {
  db = new SandboxDb(() => NOW);
  seedMs = cpuMsOf(() => seedSandbox(db));
  statuses = [...db.statuses.values()];
  aliceId = defaultAccountId(db);
});

describe('seeded accounts', () => {
  it('has at least 50 accounts, local and remote on several domains including a punycode one', () => {
    const accounts = [...db.accounts.values()];
    expect(accounts.length).toBeGreaterThanOrEqual(50);
    const domains = new Set(accounts.map((a) => a.domain));
    expect(domains.has(null)).toBe(true);
    expect(domains.size).toBeGreaterThanOrEqual(6);
    expect([...domains].some((d) => d !== null && /(^|\.)xn--/.test(d))).toBe(true);
  });

  it('includes every special kind of account', () => {
    const accounts = [...db.accounts.values()];
    for (const key of [
      'locked',
      'bot',
      'group',
      'suspended',
      'limited',
      'memorial',
      'hide_collections',
      'noindex',
    ] as const) {
      expect(
        accounts.some((a) => a[key]),
        key,
      ).toBe(true);
    }
    const moved = accounts.filter((a) => a.moved_to_id);
    expect(moved.length).toBeGreaterThan(0);
    for (const a of moved) expect(db.accounts.has(a.moved_to_id!)).toBe(true);
    const roles = accounts.flatMap((a) => a.roles);
    expect(roles.some((r) => r.highlighted && /^#[0-9a-f]{6}$/i.test(r.color))).toBe(true);
    const fields = accounts.flatMap((a) => a.fields);
    expect(fields.some((f) => f.verified_at !== null)).toBe(true);
    expect(fields.some((f) => f.verified_at === null)).toBe(true);
    expect(accounts.some((a) => a.other_settings.emoji_reaction_policy === 'block')).toBe(true);
    expect(new Set(accounts.map((a) => a.other_settings.emoji_reaction_policy)).size).toBeGreaterThanOrEqual(5);
  });

  it('uses custom emoji in display names and notes, all resolvable for the account domain', () => {
    const withEmoji = [...db.accounts.values()].filter((a) => a.emojis.length > 0);
    expect(withEmoji.some((a) => a.domain === null && /:\w+:/.test(a.display_name))).toBe(true);
    expect(withEmoji.some((a) => a.domain !== null && /:\w+:/.test(a.display_name))).toBe(true);
    expect(withEmoji.some((a) => /:\w+:/.test(a.note))).toBe(true);
    for (const a of withEmoji) {
      for (const code of a.emojis)
        expect(findCustomEmoji(db, code, a.domain) ?? findCustomEmoji(db, code, null), code).toBeDefined();
    }
  });

  it('has at least 3 users; the first is alice with defaults', () => {
    expect(db.users.size).toBeGreaterThanOrEqual(3);
    const alice = db.accounts.get(aliceId)!;
    expect(alice.username).toBe('alice');
    expect(alice.domain).toBeNull();
    const user = db.users.get(aliceId)!;
    expect(user).toMatchObject({
      default_privacy: 'public',
      default_searchability: 'public',
      default_language: 'en',
      default_quote_policy: 'public',
    });
    for (const u of db.users.values()) expect(db.accounts.get(u.account_id)?.domain).toBeNull();
  });

  it('seeds custom emoji: local in categories, some hidden from the picker, remote with a domain', () => {
    const emoji = [...db.customEmojis.values()];
    expect(emoji.some((e) => e.domain === null && e.category !== null)).toBe(true);
    expect(emoji.some((e) => e.domain === null && !e.visible_in_picker)).toBe(true);
    expect(emoji.filter((e) => e.domain !== null).length).toBeGreaterThanOrEqual(3);
  });

  it('seeds relations: alice follows ~15 incl. remote; requests to a locked local account; blocks and mutes', () => {
    const following = db.follows.targets(aliceId).map((id) => db.accounts.get(id)!);
    expect(following.length).toBeGreaterThanOrEqual(15);
    expect(following.some((a) => a.domain !== null)).toBe(true);
    const lockedLocal = [...db.accounts.values()].filter((a) => a.locked && a.domain === null);
    expect(lockedLocal.some((a) => db.followRequests.sources(a.id).length >= 2)).toBe(true);
    expect(db.blocks.targets(aliceId).length).toBeGreaterThan(0);
    expect(db.mutes.targets(aliceId).length).toBeGreaterThan(0);
  });
});

describe('seeded statuses', () => {
  it('has at least 2,000 statuses over the last ~30 days and some within the last hours', () => {
    expect(statuses.length).toBeGreaterThanOrEqual(2000);
    const ages = statuses.map((s) => NOW - Date.parse(s.created_at));
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(ages.filter((a) => a < 3 * 3_600_000).length).toBeGreaterThan(10);
    expect(ages.filter((a) => a > 25 * DAY).length).toBeGreaterThan(50);
  });

  it('covers every visibility, searchability and limited scope', () => {
    for (const v of ['public', 'unlisted', 'public_unlisted', 'login', 'private', 'limited', 'direct']) {
      expect(statuses.filter((s) => s.visibility === v).length, v).toBeGreaterThan(10);
    }
    for (const s of ['public', 'public_unlisted', 'private', 'direct', 'limited']) {
      expect(statuses.filter((x) => x.searchability === s).length, s).toBeGreaterThan(10);
    }
    for (const scope of ['circle', 'mutual', 'personal', 'reply']) {
      expect(
        statuses.some((s) => s.visibility === 'limited' && s.limited_scope === scope),
        scope,
      ).toBe(true);
    }
    for (const s of statuses.filter((x) => x.limited_scope === 'circle')) {
      const circle = db.circles.get(s.circle_id!);
      expect(circle?.account_id).toBe(s.account_id);
    }
    expect(statuses.every((s) => (s.visibility === 'limited') === (s.limited_scope !== null))).toBe(true);
    expect(statuses.filter((s) => s.visibility === 'direct').every((s) => s.mention_ids.length > 0)).toBe(true);
  });

  it('has deep threads, reblogs, references, hashtags, mentions, warnings, markdown and edits', () => {
    const depth = (s: StatusRecord): number => (s.in_reply_to_id ? 1 + depth(db.statuses.get(s.in_reply_to_id)!) : 0);
    expect(Math.max(...statuses.map(depth))).toBeGreaterThanOrEqual(6);
    expect(statuses.filter((s) => s.reblog_of_id).length).toBeGreaterThan(100);
    expect(statuses.filter((s) => s.reblog_of_id && s.account_id === aliceId).length).toBeGreaterThan(5);
    expect(statuses.filter((s) => s.reference_ids.length > 0).length).toBeGreaterThan(10);
    expect(statuses.filter((s) => s.tags.length > 0).length).toBeGreaterThan(100);
    expect(statuses.filter((s) => s.mention_ids.length > 0).length).toBeGreaterThan(100);
    expect(statuses.filter((s) => s.spoiler_text).length).toBeGreaterThan(20);
    expect(statuses.some((s) => s.sensitive && s.media_ids.length > 0 && !s.spoiler_text)).toBe(true);
    expect(statuses.filter((s) => s.markdown).length).toBeGreaterThan(5);
    const edited = statuses.filter((s) => s.edited_at);
    expect(edited.length).toBeGreaterThan(10);
    for (const s of edited) {
      expect(s.edits.length).toBeGreaterThanOrEqual(2);
      expect(s.edits[0]!.created_at).toBe(s.created_at);
      expect(s.edits.at(-1)!.content).toBe(s.content);
      expect(s.edits.at(-1)!.created_at).toBe(s.edited_at);
    }
    expect(statuses.some((s) => s.deleted)).toBe(true);
    expect(statuses.some((s) => s.pinned && s.account_id === aliceId)).toBe(true);
  });

  it('has quotes in every seeded state, with deleted quoted posts marked deleted', () => {
    const states = new Set(statuses.map((s) => s.quote_state).filter(Boolean));
    for (const state of ['accepted', 'pending', 'rejected', 'revoked', 'deleted'])
      expect(states.has(state as never), state).toBe(true);
    for (const s of statuses.filter((x) => x.quote_state === 'deleted'))
      expect(db.statuses.get(s.quote_of_id!)?.deleted).toBe(true);
  });

  it('keeps referential integrity and ids that encode their times', () => {
    const problems: string[] = [];
    const check = (ok: boolean, what: string, s: StatusRecord) => {
      if (!ok) problems.push(`${what} ${s.id}`);
    };
    for (const s of statuses) {
      check(idTime(s.id) === Date.parse(s.created_at), 'id time', s);
      check(db.accounts.has(s.account_id), 'account', s);
      if (s.in_reply_to_id)
        check(
          Date.parse(db.statuses.get(s.in_reply_to_id)?.created_at ?? '') < Date.parse(s.created_at),
          'parent older',
          s,
        );
      if (s.reblog_of_id) check(db.statuses.get(s.reblog_of_id)?.reblog_of_id === null, 'reblog of a post', s);
      for (const id of s.mention_ids) check(db.accounts.has(id), 'mention', s);
      for (const id of s.media_ids) check(db.media.get(id)?.status_id === s.id, 'media', s);
      for (const id of s.reference_ids) check(db.statuses.has(id), 'reference', s);
      if (s.poll_id) check(db.polls.get(s.poll_id)?.status_id === s.id, 'poll', s);
    }
    expect(problems).toEqual([]);
  });
});

describe('seeded media, polls, cards and interactions', () => {
  it('has images, gifv, video and audio, most with descriptions, URLs under /system/media', () => {
    const media = [...db.media.values()];
    for (const type of ['image', 'gifv', 'video', 'audio'])
      expect(
        media.some((m) => m.type === type),
        type,
      ).toBe(true);
    expect(media.filter((m) => m.description).length / media.length).toBeGreaterThan(0.6);
    const image = media.find((m) => m.type === 'image')!;
    expect(image.meta).toMatchObject({
      focus: { x: expect.any(Number), y: expect.any(Number) },
      original: { width: expect.any(Number) },
      small: { width: expect.any(Number) },
    });
    expect(media.every((m) => m.url.startsWith('/system/media/') && m.ready_at <= NOW)).toBe(true);
  });

  it('has open, expired and multiple-choice polls with votes from several accounts, alice on some', () => {
    const polls = [...db.polls.values()];
    expect(polls.some((p) => Date.parse(p.expires_at!) > NOW)).toBe(true);
    expect(polls.some((p) => Date.parse(p.expires_at!) <= NOW)).toBe(true);
    expect(polls.some((p) => p.multiple && [...p.votes.values()].some((v) => v.length > 1))).toBe(true);
    expect(polls.some((p) => p.hide_totals)).toBe(true);
    expect(polls.every((p) => p.votes.size >= 3)).toBe(true);
    expect(polls.filter((p) => p.votes.has(aliceId)).length).toBeGreaterThan(2);
    expect(polls.some((p) => db.statuses.get(p.status_id)!.account_id === aliceId)).toBe(true);
  });

  it('has a video card with an iframe and ?t=, a card by a seeded account and a sensitive card post', () => {
    const cards = statuses.filter((s) => s.card);
    const video = cards.find((s) => s.card!.type === 'video')!;
    expect(video.card!.html).toContain('<iframe');
    expect(new URL(video.card!.url).searchParams.has('t')).toBe(true);
    expect(video.card!.provider_name).toBeTruthy();
    expect(cards.some((s) => s.card!.author_account_id && db.accounts.has(s.card!.author_account_id))).toBe(true);
    expect(cards.some((s) => s.sensitive && s.spoiler_text)).toBe(true);
  });

  it('has Unicode, local custom and remote custom reactions, respecting the block policy and 3 per account', () => {
    const reactions = db.emojiReactions;
    expect(reactions.some((r) => !/^\w+$/.test(r.name))).toBe(true);
    expect(reactions.some((r) => /^\w+$/.test(r.name) && r.domain === null)).toBe(true);
    expect(reactions.some((r) => r.domain !== null && findCustomEmoji(db, r.name, r.domain))).toBe(true);
    const byAlice = reactions.filter((r) => r.account_id === aliceId);
    expect(byAlice.length).toBeGreaterThan(10);
    expect(byAlice.some((r) => db.statuses.get(r.status_id)!.account_id === aliceId)).toBe(true);
    const perPair = new Map<string, number>();
    for (const r of reactions) {
      const author = db.accounts.get(db.statuses.get(r.status_id)!.account_id)!;
      expect(author.other_settings.emoji_reaction_policy).not.toBe('block');
      expect(canSee(db, r.account_id, db.statuses.get(r.status_id)!)).toBe(true);
      const key = `${r.status_id}:${r.account_id}`;
      perPair.set(key, (perPair.get(key) ?? 0) + 1);
    }
    expect(Math.max(...perPair.values())).toBeLessThanOrEqual(3);
  });

  it('alice has favourites, bookmarks and reblogs', () => {
    expect(db.favourites.targets(aliceId).length).toBeGreaterThan(30);
    expect(db.bookmarks.targets(aliceId).length).toBeGreaterThan(20);
    for (const id of db.favourites.targets(aliceId)) expect(canSee(db, aliceId, db.statuses.get(id)!)).toBe(true);
  });

  it('seeds quickly', () => {
    // Budget is 1 s of CPU; the margin absorbs the runner's other threads counted with it (cpu-time.ts).
    expect(seedMs).toBeLessThan(3000);
  });
});
