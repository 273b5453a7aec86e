import type { AccountRecord, StatusRecord, VisibilityEx } from '../kernel/records';
import { canSee } from '../kernel/visibility';
import { DAY, HOUR } from './clock';
import { account, type SeedContext } from './context';
import { addStatus, laterThan, timeOf } from './factory';
import { SENTENCES } from './names';
import { pickSearchability } from './posts';

function replyVisibility(parent: StatusRecord): { visibility: VisibilityEx; scope: StatusRecord['limited_scope'] } {
  switch (parent.visibility) {
    case 'limited':
      return { visibility: 'limited', scope: 'reply' };
    case 'direct':
      return { visibility: 'direct', scope: null };
    case 'private':
      return { visibility: 'private', scope: null };
    case 'login':
      return { visibility: 'login', scope: null };
    default:
      return { visibility: parent.visibility === 'public' ? 'public' : 'unlisted', scope: null };
  }
}

/** Adds one reply to `parent` by `author`, mentioning the parent's author (unless replying to oneself). */
export function addReply(
  ctx: SeedContext,
  parent: StatusRecord,
  author: AccountRecord,
  maxGapMs = 12 * HOUR,
): StatusRecord {
  const parentAuthor = ctx.db.accounts.get(parent.account_id)!;
  const mentions = parentAuthor.id === author.id ? [] : [parentAuthor];
  const { visibility, scope } = replyVisibility(parent);
  const sentence = ctx.random.pick(SENTENCES);
  return addStatus(ctx, {
    account: author,
    at: laterThan(ctx, timeOf(parent), maxGapMs),
    parts: { sentence: sentence.text, mentions },
    language: sentence.language,
    in_reply_to_id: parent.id,
    visibility,
    limited_scope: scope,
    searchability: pickSearchability(ctx, visibility),
  });
}

/** Accounts that may reply: they can see the parent and are not suspended. */
function possibleRepliers(ctx: SeedContext, parent: StatusRecord): AccountRecord[] {
  return [...ctx.keys.values()].filter((a) => !a.suspended && !a.moved_to_id && canSee(ctx.db, a.id, parent));
}

function growTree(ctx: SeedContext, root: StatusRecord, replies: number, maxDepth: number): void {
  const nodes: Array<{ status: StatusRecord; depth: number }> = [{ status: root, depth: 0 }];
  for (let i = 0; i < replies; i += 1) {
    const candidates = nodes.filter((n) => n.depth < maxDepth);
    // Prefer the newest nodes so threads get deep.
    const node = ctx.random.chance(0.6) ? candidates[candidates.length - 1]! : ctx.random.pick(candidates);
    const repliers = possibleRepliers(ctx, node.status);
    if (repliers.length === 0) continue;
    const reply = addReply(ctx, node.status, ctx.random.pick(repliers));
    nodes.push({ status: reply, depth: node.depth + 1 });
  }
}

/**
 * Reply trees under many posts, plus alice's showcase thread: a self-thread of 4 continuations and
 * a branch by others 8 levels deep.
 */
export function seedThreads(ctx: SeedContext, roots: number): void {
  const candidates = ctx.posts.filter((p) => p.visibility !== 'direct' && ctx.clock.now - timeOf(p) > 2 * HOUR);
  for (const root of ctx.random.sample(candidates, roots)) {
    growTree(ctx, root, ctx.random.int(1, 7), ctx.random.int(2, 6));
  }
  const directs = ctx.posts.filter((p) => p.visibility === 'direct');
  for (const dm of ctx.random.sample(directs, 12)) {
    const target = ctx.db.accounts.get(dm.mention_ids[0]!);
    if (target && !target.suspended) addReply(ctx, dm, target);
  }

  const alice = account(ctx, 'alice');
  const showcase = addStatus(ctx, {
    account: alice,
    at: ctx.clock.now - 3 * DAY,
    parts: { sentence: 'A thread about building a calm client for the fediverse 🧵 (1/5)', tags: ['tsubame'] },
  });
  ctx.posts.push(showcase);
  let last = showcase;
  for (let i = 2; i <= 5; i += 1) {
    last = addStatus(ctx, {
      account: alice,
      at: timeOf(last) + 2 * 60_000,
      parts: { sentence: `Part ${i}/5: ${ctx.random.pick(SENTENCES.slice(0, 14)).text}` },
      in_reply_to_id: last.id,
      visibility: 'public',
    });
  }
  const cast = ['bob', 'yuki', 'neko', 'kmyfan', 'remote0', 'grace', 'remote2', 'bob'].map((k) => account(ctx, k));
  let branch = showcase;
  for (const who of cast) branch = addReply(ctx, branch, who, 3 * HOUR);
  for (const who of ['carol', 'remote3', 'ivan']) addReply(ctx, showcase, account(ctx, who), 5 * HOUR);
}
