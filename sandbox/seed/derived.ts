import type { AccountRecord, StatusRecord } from '../kernel/records';
import { canSee } from '../kernel/visibility';
import { DAY, HOUR } from './clock';
import { account, type SeedContext } from './context';
import { addStatus, laterThan, timeOf } from './factory';
import { SENTENCES } from './names';
import { statusUrl } from '../serialize/urls';
import { escapeHtml } from './content';

const REBLOGGABLE = new Set(['public', 'unlisted', 'public_unlisted', 'login']);

export function addReblog(ctx: SeedContext, original: StatusRecord, by: AccountRecord, at?: number): StatusRecord {
  return addStatus(ctx, {
    account: by,
    at: at ?? laterThan(ctx, timeOf(original), 2 * DAY),
    reblog_of_id: original.id,
    visibility: original.visibility === 'unlisted' ? 'unlisted' : 'public',
    searchability: original.searchability,
    language: null,
  });
}

/** Reblogs by many accounts (alice included) of posts they can see. */
export function seedReblogs(ctx: SeedContext, count: number): void {
  const originals = ctx.posts.filter((p) => REBLOGGABLE.has(p.visibility));
  const reblogers = [...ctx.keys.values()].filter((a) => !a.suspended && !a.moved_to_id);
  const done = new Set<string>();
  for (let i = 0; i < count; i += 1) {
    const original = ctx.random.pick(originals);
    const by = i % 8 === 0 ? account(ctx, 'alice') : ctx.random.pick(reblogers);
    const key = `${by.id}:${original.id}`;
    if (by.id === original.account_id || done.has(key) || !canSee(ctx.db, by.id, original)) continue;
    done.add(key);
    addReblog(ctx, original, by);
  }
}

function quoteHtml(ctx: SeedContext, quoted: StatusRecord, sentence: string): { text: string; content: string } {
  const author = ctx.db.accounts.get(quoted.account_id)!;
  const url = statusUrl(ctx.db, author, quoted);
  return {
    text: `${sentence}\n\nRE: ${url}`,
    content: `<p class="quote-inline">RE: <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p><p>${escapeHtml(sentence)}</p>`,
  };
}

function addQuote(
  ctx: SeedContext,
  quoted: StatusRecord,
  by: AccountRecord,
  state: NonNullable<StatusRecord['quote_state']>,
): StatusRecord {
  const sentence = ctx.random.pick(SENTENCES);
  const { text, content } = quoteHtml(ctx, quoted, sentence.text);
  const quote = addStatus(ctx, {
    account: by,
    at: laterThan(ctx, timeOf(quoted), DAY),
    language: sentence.language,
    quote_of_id: quoted.id,
    quote_state: state,
    visibility: ctx.random.pick(['public', 'public', 'unlisted', 'public_unlisted'] as const),
  });
  quote.text = text;
  quote.content = content;
  ctx.posts.push(quote);
  return quote;
}

/**
 * Quotes: mostly accepted; some pending, rejected and revoked; one of a post deleted afterwards (state deleted);
 * one accepted quote of a followers-only post (shown to followers only).
 */
export function seedQuotes(ctx: SeedContext, count: number): void {
  const quotable = ctx.posts.filter(
    (p) =>
      ['public', 'public_unlisted', 'unlisted', 'login'].includes(p.visibility) &&
      !p.quote_of_id &&
      p.quote_approval_policy === 'public',
  );
  const quoters = [...ctx.keys.values()].filter((a) => !a.suspended && !a.moved_to_id);
  for (let i = 0; i < count; i += 1) {
    const quoted = ctx.random.pick(quotable);
    const by = i % 6 === 0 ? account(ctx, 'alice') : ctx.random.pick(quoters);
    if (by.id === quoted.account_id) continue;
    const state = i % 10 === 3 ? 'pending' : i % 17 === 5 ? 'rejected' : i % 19 === 7 ? 'revoked' : 'accepted';
    addQuote(ctx, quoted, by, state);
  }
  const bob = account(ctx, 'bob');
  const doomed = addStatus(ctx, {
    account: bob,
    at: ctx.clock.now - 4 * DAY,
    parts: { sentence: 'A hot take I will regret.' },
  });
  doomed.deleted = true;
  addQuote(ctx, doomed, account(ctx, 'alice'), 'deleted');
  addQuote(ctx, doomed, account(ctx, 'yuki'), 'deleted');
  const privatePost =
    ctx.posts.find((p) => p.visibility === 'private' && p.account_id === account(ctx, 'carol').id) ??
    addStatus(ctx, {
      account: account(ctx, 'carol'),
      at: ctx.clock.now - 5 * DAY,
      visibility: 'private',
      parts: { sentence: 'Followers only.' },
    });
  addQuote(ctx, privatePost, bob, 'accepted');
  const pendingTarget = quotable.find((p) => p.account_id !== account(ctx, 'alice').id)!;
  addQuote(ctx, pendingTarget, account(ctx, 'alice'), 'pending');
}

/** kmyblue status references: posts citing 1-2 earlier visible posts. */
export function seedReferences(ctx: SeedContext, count: number): void {
  const citing = ctx.random.sample(
    ctx.posts.filter((p) => !p.quote_of_id && p.visibility !== 'direct'),
    count,
  );
  const citable = ctx.posts.filter((p) => ['public', 'unlisted', 'public_unlisted', 'login'].includes(p.visibility));
  for (const post of citing) {
    const older = citable.filter((c) => timeOf(c) < timeOf(post) && c.id !== post.id);
    if (older.length === 0) continue;
    post.reference_ids = ctx.random.sample(older, ctx.random.int(1, 2)).map((c) => c.id);
  }
}

/** Edited posts with their history: every version, oldest first, the current one last. */
export function seedEdits(ctx: SeedContext, count: number): void {
  const editable = ctx.posts.filter(
    (p) => !p.quote_of_id && p.poll_id === null && ctx.clock.now - timeOf(p) > 3 * HOUR,
  );
  for (const post of ctx.random.sample(editable, count)) {
    const versions = ctx.random.int(2, 4);
    const created = timeOf(post);
    const edits = [
      {
        created_at: post.created_at,
        content: post.content,
        spoiler_text: post.spoiler_text,
        sensitive: post.sensitive,
        media_ids: [...post.media_ids],
      },
    ];
    let at = created;
    for (let v = 2; v <= versions; v += 1) {
      at = laterThan(ctx, at, 2 * HOUR);
      const addition = v === versions && ctx.random.chance(0.5) ? 'typo fixed' : `edit ${v - 1}`;
      const content = post.content.replace(/<\/p>$/, ` (${addition})</p>`);
      edits.push({
        created_at: ctx.clock.iso(at),
        content,
        spoiler_text: post.spoiler_text,
        sensitive: post.sensitive,
        media_ids: [...post.media_ids],
      });
      post.content = content;
      post.text = `${post.text} (${addition})`;
    }
    post.edits = edits;
    post.edited_at = edits[edits.length - 1]!.created_at;
  }
}

/** A few deleted posts and pinned posts (alice pins three, bob and the news bot one each). */
export function seedDeletedAndPinned(ctx: SeedContext): void {
  const alice = account(ctx, 'alice');
  const mine = ctx.posts.filter(
    (p) =>
      p.account_id === alice.id &&
      ['public', 'unlisted', 'public_unlisted'].includes(p.visibility) &&
      !p.in_reply_to_id,
  );
  for (const post of mine.slice(0, 3)) post.pinned = true;
  for (const key of ['bob', 'news']) {
    const post = ctx.posts.find((p) => p.account_id === account(ctx, key).id && p.visibility === 'public');
    if (post) post.pinned = true;
  }
  const deletable = ctx.posts.filter((p) => !p.pinned && p.media_ids.length === 0 && p.poll_id === null);
  for (const post of ctx.random.sample(deletable, 6)) {
    if (
      ![...ctx.db.statuses.values()].some(
        (s) => s.quote_of_id === post.id || s.reblog_of_id === post.id || s.in_reply_to_id === post.id,
      )
    ) {
      post.deleted = true;
    }
  }
}
