/**
 * Pure rules of notification requests: the order they are shown in, the pending count after some are
 * settled, and when the request being read counts as removed.
 */
import type { NotificationPolicy, NotificationRequest, Relationship } from '../../domain/entities';

/** Server ids are decimal strings of growing size: a longer id is newer, equal lengths compare as text. */
export function compareIdsNewestFirst(a: string, b: string): number {
  if (a.length !== b.length) return b.length - a.length;
  return a < b ? 1 : a > b ? -1 : 0;
}

/**
 * Requests newest first, as the server lists them. A request put back after a refused decision lands on top
 * of the list chart; showing the list in this order puts it back where it was.
 */
export function requestsNewestFirst(requests: readonly NotificationRequest[]): NotificationRequest[] {
  return [...requests].sort((a, b) => compareIdsNewestFirst(a.id, b.id));
}

/** The policy with its pending request count moved by `delta`, never below zero. */
export function withPendingRequests(policy: NotificationPolicy, delta: number): NotificationPolicy {
  const count = Math.max(0, policy.summary.pending_requests_count + delta);
  if (count === policy.summary.pending_requests_count) return policy;
  return { ...policy, summary: { ...policy.summary, pending_requests_count: count } };
}

/**
 * The request being read is no longer actionable once its sender is blocked or muted: its notifications
 * will not come through either way, so the screen says the request was removed.
 */
export function isRequestRemoved(relationship: Relationship | undefined): boolean {
  return relationship !== undefined && (relationship.blocking || relationship.muting);
}

/** The notification policy fields the policy screen offers, in the order it shows them. */
export const POLICY_FIELDS = [
  'for_not_following',
  'for_not_followers',
  'for_new_accounts',
  'for_private_mentions',
  'for_limited_accounts',
] as const;

export type PolicyField = (typeof POLICY_FIELDS)[number];

/** What a policy field can say: accept (notify), filter (into a request), or drop (ignore entirely). */
export const POLICY_VALUES = ['accept', 'filter', 'drop'] as const;

export type PolicyValue = (typeof POLICY_VALUES)[number];
