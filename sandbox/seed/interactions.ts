import type { AccountRecord, StatusRecord } from '../kernel/records';
import { canSee, isMutual } from '../kernel/visibility';
import { DAY } from './clock';
import { account, type SeedContext } from './context';
import { laterThan, timeOf } from './factory';
import { LOCAL_REACTION_EMOJI, REMOTE_EMOJI } from './emoji';
import { UNICODE_REACTIONS } from './names';

/** Whether kmyblue's emoji_reaction_policy of the author lets `reactor` react. */
export function reactionAllowed(ctx: SeedContext, author: AccountRecord, reactor: AccountRecord): boolean {
  if (author.id === reactor.id) return author.other_settings.emoji_reaction_policy !== 'block';
  const { db } = ctx;
  switch (author.other_settings.emoji_reaction_policy) {
    case 'block':
      return false;
    case 'following_only':
      return db.follows.has(author.id, reactor.id);
    case 'followers_only':
      return db.follows.has(reactor.id, author.id);
    case 'mutuals_only':
      return isMutual(db, author.id, reactor.id);
    case 'outside_only':
      return reactor.domain !== null || db.follows.has(author.id, reactor.id) || db.follows.has(reactor.id, author.id);
    default:
      return true;
  }
}

type ReactionChoice = { name: string; domain: string | null };

function pickReaction(ctx: SeedContext): ReactionChoice {
  const roll = ctx.random.next();
  if (roll < 0.6) return { name: ctx.random.pick(UNICODE_REACTIONS), domain: null };
  if (roll < 0.88) return { name: ctx.random.pick(LOCAL_REACTION_EMOJI), domain: null };
  const remote = ctx.random.pick(REMOTE_EMOJI);
  return { name: remote.shortcode, domain: remote.domain ?? null };
}

/** reactions already made, by `statusId:accountId`, so the 3-per-account rule is cheap to check */
type ReactionIndex = Map<string, ReactionChoice[]>;

function react(
  ctx: SeedContext,
  index: ReactionIndex,
  status: StatusRecord,
  reactor: AccountRecord,
  choice: ReactionChoice,
): boolean {
  const { db } = ctx;
  const key = `${status.id}:${reactor.id}`;
  const mine = index.get(key) ?? [];
  if (mine.length >= 3 || mine.some((r) => r.name === choice.name && r.domain === choice.domain)) return false;
  mine.push(choice);
  index.set(key, mine);
  db.emojiReactions.push({
    status_id: status.id,
    account_id: reactor.id,
    name: choice.name,
    domain: choice.domain,
    created_at: ctx.clock.iso(laterThan(ctx, timeOf(status), DAY)),
  });
  return true;
}

/**
 * Favourites, bookmarks and emoji reactions (Unicode, local custom and remote custom with a domain), respecting
 * visibility and each author's emoji_reaction_policy; alice reacts to many posts including her own.
 */
export function seedInteractions(ctx: SeedContext): void {
  const { db, random } = ctx;
  const alice = account(ctx, 'alice');
  const people = [...ctx.keys.values()].filter((a) => !a.suspended && !a.moved_to_id);
  const posts = [...db.statuses.values()].filter((s) => !s.deleted && !s.reblog_of_id);
  const authorOf = (s: StatusRecord) => db.accounts.get(s.account_id)!;
  const index: ReactionIndex = new Map();

  for (const status of posts) {
    if (!random.chance(0.45)) continue;
    for (const fan of random.sample(people, random.int(1, 8))) {
      if (fan.id !== status.account_id && canSee(db, fan.id, status)) db.favourites.set(fan.id, status.id, true);
    }
  }
  const aliceVisible = posts.filter((s) => s.account_id !== alice.id && canSee(db, alice.id, s));
  for (const status of random.sample(aliceVisible, 70)) db.favourites.set(alice.id, status.id, true);
  for (const status of random.sample(aliceVisible, 35)) db.bookmarks.set(alice.id, status.id, true);
  for (const status of random.sample(
    posts.filter((s) => s.account_id === alice.id),
    3,
  ))
    db.bookmarks.set(alice.id, status.id, true);
  for (const key of ['bob', 'carol']) {
    const who = account(ctx, key);
    for (const status of random.sample(
      posts.filter((s) => canSee(db, who.id, s)),
      10,
    ))
      db.bookmarks.set(who.id, status.id, true);
  }

  for (const status of posts) {
    if (!random.chance(0.3)) continue;
    const author = authorOf(status);
    for (const reactor of random.sample(people, random.int(1, 6))) {
      if (!canSee(db, reactor.id, status) || !reactionAllowed(ctx, author, reactor)) continue;
      for (let n = random.int(1, 2); n > 0; n -= 1) react(ctx, index, status, reactor, pickReaction(ctx));
    }
  }
  for (const status of random.sample(aliceVisible, 60)) {
    if (reactionAllowed(ctx, authorOf(status), alice)) react(ctx, index, status, alice, pickReaction(ctx));
  }
  const ownPosts = posts.filter((s) => s.account_id === alice.id);
  for (const status of random.sample(ownPosts, 8)) react(ctx, index, status, alice, { name: 'tsubame', domain: null });
  // Guarantee a remote custom reaction alice made on a visible post.
  const target = aliceVisible.find(
    (s) => reactionAllowed(ctx, authorOf(s), alice) && !index.has(`${s.id}:${alice.id}`),
  );
  if (target) react(ctx, index, target, alice, { name: 'nyan', domain: 'misskey.example' });
  db.emojiReactions.sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));
}
