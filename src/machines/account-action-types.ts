/**
 * The contract of the account action chart (account-action.machine.ts) and its pure rules
 * (account-action-rules.ts): what is asked, what the screen knew before, the optimistic patch handed to the
 * injected `apply` and `revert` actions, and the correction handed to `commit`.
 */
import type { Relationship } from '../domain/entities/relationship';

export type { Relationship };

/** Actions on one account; each targets the account by id. */
export const ACCOUNT_KINDS = [
  'follow',
  'unfollow',
  'block',
  'unblock',
  'mute',
  'unmute',
  'pin',
  'unpin',
  'note',
  'removeFromFollowers',
  'authorizeFollowRequest',
  'rejectFollowRequest',
] as const;

/**
 * Actions on a whole server: they name the domain, not an account. They are still started from an account
 * (its menu), whose relationship shows `domain_blocking`.
 */
export const DOMAIN_KINDS = ['domainBlock', 'domainUnblock'] as const;

export type AccountKind = (typeof ACCOUNT_KINDS)[number];
export type DomainKind = (typeof DOMAIN_KINDS)[number];
export type AccountActionKind = AccountKind | DomainKind;

export interface AccountTarget {
  accountId: string;
}
export interface DomainTarget {
  domain: string;
}
/** Account kinds take `{ accountId }`, domain kinds `{ domain }` (see `targetFits`). */
export type AccountActionTarget = AccountTarget | DomainTarget;

/**
 * What the caller may say about the action; each kind reads its own fields only.
 * follow: reblogs (show their boosts), notify (a notification per post), languages (null: every language).
 * mute: duration in seconds (0: until unmuted), notifications (hide their notifications too).
 * note: comment (the private note's whole new text).
 */
export interface AccountActionOptions {
  reblogs?: boolean;
  notify?: boolean;
  languages?: readonly string[] | null;
  duration?: number;
  notifications?: boolean;
  comment?: string;
}

export interface FollowSettings {
  reblogs: boolean;
  notify: boolean;
  languages: string[] | null;
}
export interface MuteSettings {
  duration: number;
  notifications: boolean;
}
export interface NoteSettings {
  comment: string;
}
/** The options after normalisation: complete for the kind that reads them, null for kinds that take none. */
export type AccountActionSettings = FollowSettings | MuteSettings | NoteSettings | null;

/** The two counts an action can move, on the target account and on the signed-in user's own account. */
export interface FollowCounts {
  followers_count: number;
  following_count: number;
}

export interface AccountActionBefore {
  /** the relationship as shown when the action started; null: not loaded (taken as every flag false) */
  relationship: Relationship | null;
  /** the counts as shown; null where that account is not in the store (its counts are left alone) */
  counts: { account: FollowCounts | null; me: FollowCounts | null };
  /** the target account is locked (approves followers): the follow is shown as requested at once */
  locked?: boolean;
}

export interface AccountActionInput {
  kind: AccountActionKind;
  target: AccountActionTarget;
  options?: AccountActionOptions;
  before: AccountActionBefore;
}

/** What the injected `request` promise actor gets: the call to make. */
export interface AccountActionRequest {
  kind: AccountActionKind;
  target: AccountActionTarget;
  settings: AccountActionSettings;
}

/** Amounts to add to each count (already limited so that no count would go below 0). */
export interface CountDeltas {
  account: FollowCounts;
  me: FollowCounts;
}

/** The relationship fields an action changes, with the values they had, so the change can be undone exactly. */
export interface RelationshipChange {
  id: string;
  /** the fields the optimistic guess writes (only those whose value changes) */
  set: Partial<Relationship>;
  /** the same fields with the values they had before */
  restore: Partial<Relationship>;
  /** no relationship was stored: `apply` makes one (every flag false, then `set`), `revert` removes it */
  created: boolean;
}

/**
 * The optimistic change. `apply` writes `relationship.set` and adds `counts`; `revert` writes
 * `relationship.restore` (or removes a created record) and subtracts `counts`. Nothing else is touched.
 */
export interface OptimisticPatch {
  target: AccountActionTarget;
  relationship: RelationshipChange | null;
  counts: CountDeltas;
}

/** What `commit` gets once the server agreed: the relationship to keep and what to add to the counts now. */
export interface AccountActionCommit {
  target: AccountActionTarget;
  /** the server's relationship, or the optimistic one when the call answers none (domain blocks) */
  relationship: Relationship | null;
  /** the final counts minus what `apply` already added (zero when the guess was right) */
  correction: CountDeltas;
}

/** How a successful action ends: a follow as following or as a pending request, anything else as done. */
export type AccountActionOutcome = 'following' | 'requested' | 'done';

export type AccountActionOutput =
  { ok: true; outcome: AccountActionOutcome; relationship: Relationship | null } | { ok: false; error: unknown };
