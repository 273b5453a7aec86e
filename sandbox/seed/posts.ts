import type {
  AccountRecord,
  CircleRecord,
  LimitedScope,
  Searchability,
  StatusRecord,
  VisibilityEx,
} from '../kernel/records';
import { DAY, HOUR, MINUTE } from './clock';
import { account, isLocal, type SeedContext } from './context';
import { addStatus } from './factory';
import { HASHTAGS, SENTENCES, SPOILERS } from './names';
import { DOMAINS } from './names';
import { LOCAL_REACTION_EMOJI } from './emoji';

const KMYBLUE_DOMAINS = new Set<string>([DOMAINS.kmyblue, DOMAINS.idn, DOMAINS.fedibird]);

/** Whether the author's server knows kmyblue visibilities. */
export function speaksKmyblue(a: AccountRecord): boolean {
  return a.domain === null || KMYBLUE_DOMAINS.has(a.domain);
}

/** Circles for limited posts; seedOrganise adds more later. */
export function seedCircles(ctx: SeedContext): void {
  const specs: Array<[string, string, string[]]> = [
    ['alice', 'Close friends', ['bob', 'carol', 'yuki', 'neko']],
    ['alice', 'Work', ['bob', 'grace', 'remote0']],
    ['bob', 'Family', ['carol', 'alice']],
    ['grace', 'Supporters', ['alice', 'heidi', 'olivia']],
  ];
  for (const [owner, title, members] of specs) {
    const stamp = ctx.clock.stamp(ctx.clock.now - 40 * DAY + ctx.random.int(0, DAY));
    const circle: CircleRecord = {
      id: stamp.id,
      account_id: account(ctx, owner).id,
      title,
      member_ids: members.map((m) => account(ctx, m).id),
    };
    ctx.db.circles.set(circle.id, circle);
    const list = ctx.circles.get(circle.account_id) ?? [];
    list.push(circle);
    ctx.circles.set(circle.account_id, list);
  }
}

function pickVisibility(ctx: SeedContext, author: AccountRecord): VisibilityEx {
  const roll = ctx.random.next();
  if (!speaksKmyblue(author)) {
    return roll < 0.62 ? 'public' : roll < 0.8 ? 'unlisted' : roll < 0.93 ? 'private' : 'direct';
  }
  if (roll < 0.42) return 'public';
  if (roll < 0.52) return 'unlisted';
  if (roll < 0.63) return 'public_unlisted';
  if (roll < 0.7) return 'login';
  if (roll < 0.82) return 'private';
  if (roll < 0.92) return 'limited';
  return 'direct';
}

const WIDE: Searchability[] = ['public', 'public', 'public', 'public_unlisted', 'private', 'direct', 'limited'];

export function pickSearchability(ctx: SeedContext, visibility: VisibilityEx): Searchability {
  switch (visibility) {
    case 'private':
      return ctx.random.pick<Searchability>(['private', 'private', 'direct', 'limited']);
    case 'direct':
      return ctx.random.pick<Searchability>(['direct', 'limited']);
    case 'limited':
      return ctx.random.pick<Searchability>(['limited', 'direct']);
    case 'public_unlisted':
      return ctx.random.pick<Searchability>(['public_unlisted', 'public', 'private']);
    default:
      return ctx.random.pick(WIDE);
  }
}

function authorPool(ctx: SeedContext): AccountRecord[] {
  const pool: AccountRecord[] = [];
  for (const a of ctx.keys.values()) {
    if (a.moved_to_id) continue;
    const weight = a.username === 'alice' && isLocal(a) ? 40 : isLocal(a) ? 10 : a.suspended ? 1 : 5;
    for (let i = 0; i < weight; i += 1) pool.push(a);
  }
  return pool;
}

/** Someone other than `author`, preferably alice for private-ish mentions. */
function mentionTargets(ctx: SeedContext, author: AccountRecord, aliceBias: number): AccountRecord[] {
  const alice = account(ctx, 'alice');
  const others = [...ctx.keys.values()].filter((a) => a.id !== author.id && !a.suspended);
  const first = author.id !== alice.id && ctx.random.chance(aliceBias) ? alice : ctx.random.pick(others);
  const list = [first];
  if (ctx.random.chance(0.25)) {
    const second = ctx.random.pick(others);
    if (second.id !== first.id) list.push(second);
  }
  return list;
}

function limitedScopeFor(ctx: SeedContext, author: AccountRecord): { scope: LimitedScope; circleId: string | null } {
  const circles = ctx.circles.get(author.id) ?? [];
  const roll = ctx.random.next();
  if (circles.length > 0 && roll < 0.5) return { scope: 'circle', circleId: ctx.random.pick(circles).id };
  return { scope: roll < 0.8 ? 'mutual' : 'personal', circleId: null };
}

/** A post time: most over the last 30 days, some within the last hours. */
function postTime(ctx: SeedContext): number {
  const { now } = ctx.clock;
  if (ctx.random.chance(0.08)) return now - ctx.random.int(MINUTE, 6 * HOUR);
  return now - ctx.random.int(6 * HOUR, 30 * DAY);
}

/** Top-level posts by many authors across every visibility and searchability. */
export function seedPosts(ctx: SeedContext, count: number): void {
  const pool = authorPool(ctx);
  const frankOld = account(ctx, 'frank_old');
  // A few posts by frank before he moved.
  const authors: AccountRecord[] = [frankOld, frankOld, frankOld];
  for (let i = authors.length; i < count; i += 1) authors.push(ctx.random.pick(pool));
  for (const author of authors) {
    const visibility = pickVisibility(ctx, author);
    const sentence = ctx.random.pick(SENTENCES);
    const mentions =
      visibility === 'direct'
        ? mentionTargets(ctx, author, 0.7)
        : ctx.random.chance(0.12)
          ? mentionTargets(ctx, author, 0.5)
          : [];
    const tags = ctx.random.chance(0.3) ? ctx.random.sample(HASHTAGS, ctx.random.int(1, 3)) : [];
    const emojis = isLocal(author) && ctx.random.chance(0.1) ? [ctx.random.pick(LOCAL_REACTION_EMOJI)] : [];
    const markdown = speaksKmyblue(author) && ctx.random.chance(0.05);
    const limited = visibility === 'limited' ? limitedScopeFor(ctx, author) : { scope: null, circleId: null };
    const cw = ctx.random.chance(0.07);
    const at = author.id === frankOld.id ? ctx.clock.now - ctx.random.int(45 * DAY, 60 * DAY) : postTime(ctx);
    const status: StatusRecord = addStatus(ctx, {
      account: author,
      at,
      parts: { sentence: sentence.text, mentions, tags, emojis, markdown },
      language: sentence.language,
      visibility,
      limited_scope: limited.scope,
      circle_id: limited.circleId,
      searchability: pickSearchability(ctx, visibility),
      spoiler_text: cw ? ctx.random.pick(SPOILERS) : '',
      sensitive: cw,
      quote_approval_policy: ctx.random.pick(['public', 'public', 'public', 'followers', 'nobody'] as const),
    });
    ctx.posts.push(status);
  }
}
