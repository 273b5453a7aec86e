/**
 * The optimistic half of status actions (favourite, bookmark, reblog and their undo, emoji reactions, and who may quote
 * an own post apply at once and are reverted on failure). `applyOptimistic` patches only the fields the action is about
 * and describes what it did; `revertOptimistic` undoes exactly that, field by field and only where the field still
 * holds the value it set, so a stream update that arrived meanwhile survives.
 */
import type { EmojiReaction, Status } from '../../domain/entities';
import type { QuoteApproval } from '../../domain/entities/status-parts';
import { quoteApprovalFor, quotePolicyOf } from './quote-policy';
import type { EntityStore } from '../store';
import type { QuotePolicyChoice, StatusActionRequest } from './status-actions-types';

type FlagField = 'favourited' | 'bookmarked' | 'reblogged';
type CountField = 'favourites_count' | 'reblogs_count';

export type OptimisticChange =
  | { kind: 'flag'; statusId: string; field: FlagField; value: boolean; countField: CountField | null }
  | { kind: 'reaction'; statusId: string; emoji: string; added: boolean }
  /** who may quote: the record's quote_approval before, and the one put in its place */
  | { kind: 'quoteApproval'; statusId: string; before: QuoteApproval | null; after: QuoteApproval };

const FLAGS: Partial<
  Record<StatusActionRequest['type'], { field: FlagField; value: boolean; countField: CountField | null }>
> = {
  favourite: { field: 'favourited', value: true, countField: 'favourites_count' },
  unfavourite: { field: 'favourited', value: false, countField: 'favourites_count' },
  bookmark: { field: 'bookmarked', value: true, countField: null },
  unbookmark: { field: 'bookmarked', value: false, countField: null },
  reblog: { field: 'reblogged', value: true, countField: 'reblogs_count' },
  unreblog: { field: 'reblogged', value: false, countField: 'reblogs_count' },
};

/** The emoji as a reaction request names it: the character, or name@domain for a remote custom emoji. */
export function reactionId(reaction: EmojiReaction): string {
  return reaction.domain === null || reaction.url === null ? reaction.name : `${reaction.name}@${reaction.domain}`;
}

const nonNegative = (n: number) => Math.max(0, n);

function setFlag(
  store: EntityStore,
  statusId: string,
  field: FlagField,
  value: boolean,
  countField: CountField | null,
): boolean {
  let changed = false;
  store.patch('statuses', statusId, (status) => {
    if (status[field] === value) return status;
    changed = true;
    const next: Status = { ...status, [field]: value };
    if (countField !== null) next[countField] = nonNegative(status[countField] + (value ? 1 : -1));
    return next;
  });
  return changed;
}

/** Adds (or removes) the reader's reaction `emoji`; false when there was nothing to change. */
function setReaction(store: EntityStore, statusId: string, emoji: string, add: boolean): boolean {
  const me = store.currentAccountId;
  let changed = false;
  store.patch('statuses', statusId, (status) => {
    const index = status.emoji_reactions.findIndex((r) => reactionId(r) === emoji);
    const existing = index < 0 ? undefined : status.emoji_reactions[index];
    if (add === (existing?.me ?? false)) return status;
    changed = true;
    const reactions = [...status.emoji_reactions];
    if (add) {
      reactions.splice(
        index < 0 ? reactions.length : index,
        index < 0 ? 0 : 1,
        addMine(existing ?? newReaction(store, emoji), me),
      );
    } else if (existing !== undefined) {
      const less = removeMine(existing, me);
      if (less.count === 0) reactions.splice(index, 1);
      else reactions[index] = less;
    }
    return {
      ...status,
      emoji_reactions: reactions,
      emoji_reactions_count: nonNegative(status.emoji_reactions_count + (add ? 1 : -1)),
    };
  });
  return changed;
}

function addMine(reaction: EmojiReaction, me: string | null): EmojiReaction {
  const ids = me === null || reaction.account_ids.includes(me) ? reaction.account_ids : [...reaction.account_ids, me];
  return { ...reaction, count: reaction.count + 1, me: true, account_ids: ids };
}

function removeMine(reaction: EmojiReaction, me: string | null): EmojiReaction {
  return {
    ...reaction,
    count: nonNegative(reaction.count - 1),
    me: false,
    account_ids: reaction.account_ids.filter((id) => id !== me),
  };
}

/** A reaction nobody had made yet; a local custom emoji gets its image from the stored emoji list. */
function newReaction(store: EntityStore, emoji: string): EmojiReaction {
  const at = emoji.indexOf('@');
  const name = at < 0 ? emoji : emoji.slice(0, at);
  const domain = at < 0 ? null : emoji.slice(at + 1);
  const custom = domain === null ? store.get('customEmojis', name) : undefined;
  return {
    name,
    count: 0,
    account_ids: [],
    me: false,
    url: custom?.url ?? null,
    static_url: custom?.static_url ?? null,
    domain,
    width: custom?.width ?? null,
    height: custom?.height ?? null,
  };
}

/** Puts the quote policy on the record; null when it already says so (nothing to change or undo). */
function setQuoteApproval(store: EntityStore, statusId: string, policy: QuotePolicyChoice): OptimisticChange | null {
  const status = store.get('statuses', statusId);
  if (status === undefined) return null;
  const after = quoteApprovalFor(policy);
  const before = status.quote_approval;
  if (before !== null && quotePolicyOf(before) === policy) return null;
  store.patch('statuses', statusId, { quote_approval: after });
  return { kind: 'quoteApproval', statusId, before, after };
}

/** Applies the optimistic part of `request`; null when the action has none or nothing had to change. */
export function applyOptimistic(store: EntityStore, request: StatusActionRequest): OptimisticChange | null {
  const flag = FLAGS[request.type];
  if (flag !== undefined) {
    return setFlag(store, request.statusId, flag.field, flag.value, flag.countField)
      ? { kind: 'flag', statusId: request.statusId, ...flag }
      : null;
  }
  if (request.type === 'quotePolicy') return setQuoteApproval(store, request.statusId, request.policy);
  if (request.type === 'react' || request.type === 'unreact') {
    const added = request.type === 'react';
    return setReaction(store, request.statusId, request.emoji, added)
      ? { kind: 'reaction', statusId: request.statusId, emoji: request.emoji, added }
      : null;
  }
  return null;
}

/** Undoes `change` where the store still shows it (fields untouched by the change are never written). */
export function revertOptimistic(store: EntityStore, change: OptimisticChange): void {
  if (change.kind === 'flag') setFlag(store, change.statusId, change.field, !change.value, change.countField);
  else if (change.kind === 'reaction') setReaction(store, change.statusId, change.emoji, !change.added);
  else {
    // only while the record still says what the change put there (the server's own word may have come since)
    store.patch('statuses', change.statusId, (status) =>
      status.quote_approval !== null && quotePolicyOf(status.quote_approval) === quotePolicyOf(change.after)
        ? { ...status, quote_approval: change.before }
        : status,
    );
  }
}
