/**
 * The pure rules of account actions (follow, mute, block, notes, follow requests, domain blocks...): how each
 * one changes the relationship at once, how the follower counts move, how the caller's options are completed,
 * and how an optimistic change is undone. No store, no network: account-action.machine.ts hands the results to
 * its injected actions.
 */
import {
  DOMAIN_KINDS,
  type AccountActionBefore,
  type AccountActionInput,
  type AccountActionKind,
  type AccountActionOptions,
  type AccountActionOutcome,
  type AccountActionSettings,
  type AccountActionTarget,
  type CountDeltas,
  type DomainKind,
  type FollowCounts,
  type FollowSettings,
  type MuteSettings,
  type NoteSettings,
  type OptimisticPatch,
  type Relationship,
  type RelationshipChange,
} from './account-action-types';

// ---- kinds and targets ----------------------------------------------------------------------------------

/** Domain blocks act on a whole server and name its domain; every other action names one account. */
export function isDomainKind(kind: AccountActionKind): kind is DomainKind {
  return (DOMAIN_KINDS as readonly string[]).includes(kind);
}

/** The target a kind needs: a non-empty domain for domain kinds, a non-empty account id for the rest. */
export function targetFits(kind: AccountActionKind, target: AccountActionTarget): boolean {
  if (isDomainKind(kind)) return 'domain' in target && target.domain.trim() !== '';
  return 'accountId' in target && target.accountId !== '';
}

// ---- counts ---------------------------------------------------------------------------------------------

/** A count is never below 0 (nor anything but a number). */
export function clampCount(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export const NO_CHANGE: CountDeltas = {
  account: { followers_count: 0, following_count: 0 },
  me: { followers_count: 0, following_count: 0 },
};

// ---- options --------------------------------------------------------------------------------------------

/**
 * Follow options. A new follow shows the account's boosts unless told not to, sends no per-post notification
 * unless asked, and takes every language (null); an empty or blank language list also means every language.
 * Following an account already followed (or requested) only changes the options given: the others keep the
 * values the relationship has, as the server does.
 */
export function normaliseFollowOptions(options: AccountActionOptions = {}, current?: Relationship): FollowSettings {
  const existing = current !== undefined && (current.following || current.requested);
  const languages =
    options.languages === undefined
      ? existing
        ? current.languages
        : null
      : options.languages === null
        ? null
        : [...new Set(options.languages.map((code) => code.trim()).filter((code) => code !== ''))];
  return {
    reblogs: options.reblogs ?? (existing ? current.showing_reblogs : true),
    notify: options.notify ?? (existing ? current.notifying : false),
    languages: languages !== null && languages.length === 0 ? null : languages,
  };
}

/**
 * Mute options. The duration is a whole number of seconds, 0 meaning until unmuted (also for anything
 * negative, fractional below 1 or not a number; fractions are cut). Notifications are hidden too unless
 * told otherwise.
 */
export function normaliseMuteOptions(options: AccountActionOptions = {}): MuteSettings {
  const duration = options.duration ?? 0;
  return {
    duration: Number.isFinite(duration) && duration > 0 ? Math.floor(duration) : 0,
    notifications: options.notifications ?? true,
  };
}

/** A note is its whole new text, kept as typed; none given clears it. */
export function normaliseNoteOptions(options: AccountActionOptions = {}): NoteSettings {
  return { comment: options.comment ?? '' };
}

/** The settings sent with the call: follow, mute and note read options; the other kinds take none. */
export function normaliseSettings(
  kind: AccountActionKind,
  options: AccountActionOptions | undefined,
  current?: Relationship,
): AccountActionSettings {
  if (kind === 'follow') return normaliseFollowOptions(options, current);
  if (kind === 'mute') return normaliseMuteOptions(options);
  if (kind === 'note') return normaliseNoteOptions(options);
  return null;
}

// ---- the relationship -----------------------------------------------------------------------------------

/** The relationship assumed when none is loaded: every flag false, no languages, an empty note. */
export function blankRelationship(id: string): Relationship {
  return {
    id,
    following: false,
    showing_reblogs: false,
    notifying: false,
    languages: null,
    followed_by: false,
    blocking: false,
    blocked_by: false,
    muting: false,
    muting_notifications: false,
    muting_expires_at: null,
    requested: false,
    requested_by: false,
    domain_blocking: false,
    endorsed: false,
    note: '',
  };
}

/** No longer following (nor asking to): the follow's options go, and so does the endorsement that needs it. */
const NOT_FOLLOWING = {
  following: false,
  requested: false,
  showing_reblogs: false,
  notifying: false,
  languages: null,
  endorsed: false,
} as const;

/**
 * What the relationship becomes at once, before the server answers:
 * - follow: following (or requested, when the account is locked or a request is already pending), with the
 *   follow options; following an account already followed only changes the options.
 * - unfollow: neither following nor requested (this also withdraws a pending request).
 * - block: blocking, and no follow either way: not following, not followed, no request pending either way.
 * - mute: muting, hiding notifications as asked; an indefinite mute has no end, a timed one's end comes with
 *   the answer. unmute clears all three.
 * - pin/unpin: endorsed or not. note: the new note. removeFromFollowers: not followed by them.
 * - authorise a follow request: they follow me, no request pending; reject: no request pending.
 * - domain block: domain_blocking, and the server drops that domain's followers and requests to me.
 *   domain unblock: not domain_blocking.
 */
export function optimisticRelationship(
  kind: AccountActionKind,
  before: Relationship,
  options?: AccountActionOptions,
  locked = false,
): Relationship {
  switch (kind) {
    case 'follow': {
      const { reblogs, notify, languages } = normaliseFollowOptions(options, before);
      const settings = { showing_reblogs: reblogs, notifying: notify, languages };
      if (before.following) return { ...before, ...settings };
      if (before.requested || locked) return { ...before, ...settings, requested: true };
      return { ...before, ...settings, following: true };
    }
    case 'unfollow':
      return before.following || before.requested ? { ...before, ...NOT_FOLLOWING } : before;
    case 'block':
      return { ...before, ...NOT_FOLLOWING, blocking: true, followed_by: false, requested_by: false };
    case 'unblock':
      return { ...before, blocking: false };
    case 'mute': {
      const { duration, notifications } = normaliseMuteOptions(options);
      return {
        ...before,
        muting: true,
        muting_notifications: notifications,
        muting_expires_at: duration === 0 ? null : before.muting_expires_at,
      };
    }
    case 'unmute':
      return { ...before, muting: false, muting_notifications: false, muting_expires_at: null };
    case 'pin':
      return { ...before, endorsed: true };
    case 'unpin':
      return { ...before, endorsed: false };
    case 'note':
      return { ...before, note: normaliseNoteOptions(options).comment };
    case 'removeFromFollowers':
      return { ...before, followed_by: false };
    case 'authorizeFollowRequest':
      return { ...before, followed_by: true, requested_by: false };
    case 'rejectFollowRequest':
      return { ...before, requested_by: false };
    case 'domainBlock':
      return { ...before, domain_blocking: true, followed_by: false, requested_by: false };
    case 'domainUnblock':
      return { ...before, domain_blocking: false };
  }
}

/** The fields of `after` that differ from `before`, with both values. */
function changedFields(before: Relationship, after: Relationship): Pick<RelationshipChange, 'set' | 'restore'> {
  const set: Record<string, unknown> = {};
  const restore: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof Relationship)[]) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    set[key] = after[key];
    restore[key] = before[key];
  }
  return { set: set as Partial<Relationship>, restore: restore as Partial<Relationship> };
}

// ---- count deltas ---------------------------------------------------------------------------------------

/** `delta` limited so that `count + delta` stays at 0 or above; 0 for a count not known. */
function limited(count: number | undefined, delta: number): number {
  return count === undefined ? 0 : clampCount(count + delta) - count;
}

/**
 * How the counts move when the relationship goes from `before` to `after`. Starting to follow an account adds
 * 1 to its followers and to my following; stopping subtracts 1 from both. The account starting to follow me
 * (a request authorised) adds 1 to my followers and its following; it stopping (removed, blocked, its domain
 * blocked) subtracts 1 from both. A pending request is no follow and moves nothing. No count goes below 0,
 * and counts not known (null) are left alone.
 */
export function deltasBetween(before: Relationship, after: Relationship, counts: AccountActionBefore['counts']) {
  const follow = Number(after.following) - Number(before.following);
  const followedBy = Number(after.followed_by) - Number(before.followed_by);
  return {
    account: {
      followers_count: limited(counts.account?.followers_count, follow),
      following_count: limited(counts.account?.following_count, followedBy),
    },
    me: {
      followers_count: limited(counts.me?.followers_count, followedBy),
      following_count: limited(counts.me?.following_count, follow),
    },
  };
}

/**
 * The count changes of an action: with the server's `answer`, the final ones; without, the optimistic guess.
 * A relationship not loaded counts as every flag false.
 */
export function countDeltas(
  kind: AccountActionKind,
  before: AccountActionBefore,
  answer?: Relationship | null,
): CountDeltas {
  const base = before.relationship ?? blankRelationship(answer?.id ?? '');
  const after = answer ?? optimisticRelationship(kind, base, undefined, before.locked ?? false);
  return deltasBetween(base, after, before.counts);
}

/** `a - b`, count by count: what still has to be added once `b` was. */
export function subtractDeltas(a: CountDeltas, b: CountDeltas): CountDeltas {
  const minus = (x: FollowCounts, y: FollowCounts): FollowCounts => ({
    followers_count: x.followers_count - y.followers_count,
    following_count: x.following_count - y.following_count,
  });
  return { account: minus(a.account, b.account), me: minus(a.me, b.me) };
}

/** Counts after adding (`sign` 1) or taking back (`sign` -1) deltas, never below 0. */
export function addCounts(counts: FollowCounts, deltas: FollowCounts, sign: 1 | -1 = 1): FollowCounts {
  return {
    followers_count: clampCount(counts.followers_count + sign * deltas.followers_count),
    following_count: clampCount(counts.following_count + sign * deltas.following_count),
  };
}

// ---- the patch ------------------------------------------------------------------------------------------

/**
 * The optimistic change of an action: the relationship fields it changes (of the account named, or for a
 * domain kind of the account it was started from, if its relationship is loaded) and the count deltas.
 * Also returns the whole optimistic relationship, kept for a call that answers none.
 */
export function optimisticPatch(input: AccountActionInput): {
  patch: OptimisticPatch;
  optimistic: Relationship | null;
} {
  const { kind, target, options, before } = input;
  const id = 'accountId' in target ? target.accountId : (before.relationship?.id ?? null);
  const counts = countDeltas(kind, before);
  if (id === null) return { patch: { target, relationship: null, counts }, optimistic: null };
  const base = before.relationship ?? blankRelationship(id);
  const optimistic = optimisticRelationship(kind, base, options, before.locked ?? false);
  const fields = changedFields(base, optimistic);
  const relationship =
    Object.keys(fields.set).length === 0 ? null : { id, ...fields, created: before.relationship === null };
  return { patch: { target, relationship, counts }, optimistic };
}

/** The relationship once `change` is applied (a missing one starts blank). */
export function applyRelationshipChange(current: Relationship | null, change: RelationshipChange): Relationship {
  return { ...(current ?? blankRelationship(change.id)), ...change.set };
}

/** The relationship once `change` is undone: the old values back, or no record when the change made it. */
export function revertRelationshipChange(
  current: Relationship | null,
  change: RelationshipChange,
): Relationship | null {
  if (change.created || current === null) return null;
  return { ...current, ...change.restore };
}

// ---- the outcome ----------------------------------------------------------------------------------------

/** A follow ends as following, or as requested when the account approves followers; every other action as done. */
export function outcomeOf(kind: AccountActionKind, relationship: Relationship | null): AccountActionOutcome {
  if (kind !== 'follow' || relationship === null) return 'done';
  if (relationship.following) return 'following';
  return relationship.requested ? 'requested' : 'done';
}
