import type { SandboxContext } from '../../kernel/context';
import type { SandboxDb } from '../../kernel/db';
import { notify } from '../../kernel/notify';
import type { EmojiReactionRecord, StatusRecord } from '../../kernel/records';
import { canSee, isHiddenFromFeedsOf } from '../../kernel/visibility';
import { serializeAccount } from '../../serialize/account';
import { findCustomEmoji } from '../../serialize/emoji';
import { serializeEmojiReactions } from '../../serialize/reactions';
import { absoluteUrl } from '../../serialize/urls';
import { LIMITS } from './instance-info';

export interface ParsedEmoji {
  name: string;
  domain: string | null;
}

const SHORTCODE = /^:?([A-Za-z0-9_]+)(?:@([A-Za-z0-9.-]+(?::\d+)?))?:?$/;
// a set of code points, not a sequence: the combining keycap (U+20E3) may follow any of them
const EMOJI_ONLY =
  // eslint-disable-next-line no-misleading-character-class
  /^[\p{Extended_Pictographic}\p{Emoji_Component}\p{Emoji_Modifier}\p{Regional_Indicator}\u200D\uFE0F\u20E3]+$/u;
const HAS_PICTOGRAPH = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20E3/u;

/**
 * The `emoji` parameter: a Unicode emoji, a local shortcode, or `shortcode@domain` for a remote custom emoji.
 * Returns a message when it names no known emoji.
 */
export function parseEmoji(db: SandboxDb, raw: string): ParsedEmoji | string {
  const value = raw.trim();
  const code = SHORTCODE.exec(value);
  if (code) {
    const name = code[1]!;
    const domain = code[2] && code[2] !== db.domain ? code[2] : null;
    return findCustomEmoji(db, name, domain) ? { name, domain } : `Validation failed: Unknown custom emoji ${value}`;
  }
  if (value.length > 0 && value.length <= 32 && EMOJI_ONLY.test(value) && HAS_PICTOGRAPH.test(value)) {
    return { name: value, domain: null };
  }
  return `Validation failed: ${value || 'the emoji'} is not an emoji`;
}

/** kmyblue emoji_reaction_policy of the (local) author applied to a reactor. */
export function reactionAllowed(db: SandboxDb, reactorId: string, status: StatusRecord): boolean {
  const author = db.accounts.get(status.account_id);
  if (!author || !db.users.has(author.id)) return true;
  const policy = author.other_settings.emoji_reaction_policy;
  if (policy === 'block') return false;
  if (reactorId === author.id || policy === 'allow') return true;
  const authorFollows = db.follows.has(author.id, reactorId);
  const reactorFollows = db.follows.has(reactorId, author.id);
  switch (policy) {
    case 'following_only':
      return authorFollows;
    case 'followers_only':
      return reactorFollows;
    case 'mutuals_only':
      return authorFollows && reactorFollows;
    case 'outside_only':
      return authorFollows || reactorFollows;
    default:
      return true;
  }
}

const same = (r: EmojiReactionRecord, statusId: string, accountId: string, emoji: ParsedEmoji) =>
  r.status_id === statusId && r.account_id === accountId && r.name === emoji.name && r.domain === emoji.domain;

/** Streams kmyblue's `emoji_reaction` event (the emoji's group on the status) to every local user who sees it. */
export function publishReaction(ctx: SandboxContext, status: StatusRecord, emoji: ParsedEmoji): void {
  const { db } = ctx;
  if (db.accounts.get(status.account_id)?.other_settings.emoji_reaction_policy === 'block') return;
  for (const accountId of db.users.keys()) {
    if (!canSee(db, accountId, status) || isHiddenFromFeedsOf(db, accountId, status)) continue;
    const group = serializeEmojiReactions(db, status.id, accountId).find(
      (g) => g.name === emoji.name && (g.domain ?? null) === emoji.domain,
    );
    const payload = group
      ? { ...group, status_id: status.id }
      : {
          name: emoji.name,
          count: 0,
          account_ids: [],
          me: false,
          ...(emoji.domain ? { domain: emoji.domain } : {}),
          status_id: status.id,
        };
    ctx.stream.publish({ stream: 'user', accountId }, 'emoji_reaction', payload);
  }
}

/** Adds a reaction (idempotent for the same emoji); returns an error message for a refused one. */
export function addReaction(
  ctx: SandboxContext,
  reactorId: string,
  status: StatusRecord,
  emoji: ParsedEmoji,
): string | null {
  const { db } = ctx;
  if (db.emojiReactions.some((r) => same(r, status.id, reactorId, emoji))) return null;
  if (!reactionAllowed(db, reactorId, status)) return 'Validation failed: Emoji reactions are not allowed on this post';
  const mine = db.emojiReactions.filter((r) => r.status_id === status.id && r.account_id === reactorId).length;
  if (mine >= LIMITS.maxReactionsPerAccount) {
    return `Validation failed: You can react with at most ${LIMITS.maxReactionsPerAccount} emoji to one post`;
  }
  const createdAt = new Date(db.now()).toISOString();
  db.emojiReactions.push({
    status_id: status.id,
    account_id: reactorId,
    name: emoji.name,
    domain: emoji.domain,
    created_at: createdAt,
  });
  notify(ctx, {
    recipientId: status.account_id,
    type: 'emoji_reaction',
    fromId: reactorId,
    statusId: status.id,
    emoji,
    createdAt,
  });
  publishReaction(ctx, status, emoji);
  return null;
}

export function removeReaction(ctx: SandboxContext, reactorId: string, status: StatusRecord, emoji: ParsedEmoji): void {
  const { db } = ctx;
  const index = db.emojiReactions.findIndex((r) => same(r, status.id, reactorId, emoji));
  if (index < 0) return;
  db.emojiReactions.splice(index, 1);
  publishReaction(ctx, status, emoji);
}

/** emoji_reactioned_by rows, oldest first: [{id, name, domain?, url?, static_url?, account}]. */
export function reactionAccountsJson(db: SandboxDb, status: StatusRecord) {
  const rows = db.emojiReactions.filter((r) => r.status_id === status.id);
  return rows.flatMap((reaction, index) => {
    const account = db.accounts.get(reaction.account_id);
    if (!account) return [];
    const row: Record<string, unknown> = { id: String(index + 1), name: reaction.name };
    const custom = SHORTCODE.test(reaction.name) ? findCustomEmoji(db, reaction.name, reaction.domain) : undefined;
    if (reaction.domain) row.domain = reaction.domain;
    if (custom) {
      row.url = absoluteUrl(db, custom.url);
      row.static_url = absoluteUrl(db, custom.static_url);
    }
    row.account = serializeAccount(db, account);
    return [row];
  });
}
