/**
 * The one rule that names a follow button, wherever it is drawn (a profile, the home feed's suggestions row,
 * Explore's For you tab and directory, search results):
 * - an account the reader blocks: Unblock (never Follow);
 * - an account the reader follows: Unfollow;
 * - a follow request waiting for the account's approval: Withdraw follow request;
 * - an account that follows the reader: Follow back;
 * - otherwise: Follow.
 * Follow and Follow back are the button's main action (drawn as primary); the others take something back.
 */
import type { Relationship } from '../../domain/entities';

export type FollowToggleState = 'blocking' | 'following' | 'requested' | 'followedBy' | 'none';

/** The catalogue key of a follow button's word, the same in every catalogue that has one. */
export type FollowLabel = 'follow' | 'followBack' | 'unfollow' | 'withdrawRequest' | 'unblock';

/** Where the reader stands with an account, as far as the follow button is concerned (unknown: none). */
export function followStateOf(relationship: Relationship | undefined): FollowToggleState {
  if (relationship?.blocking) return 'blocking';
  if (relationship?.following) return 'following';
  if (relationship?.requested) return 'requested';
  if (relationship?.followed_by) return 'followedBy';
  return 'none';
}

const LABELS: Readonly<Record<FollowToggleState, FollowLabel>> = {
  blocking: 'unblock',
  following: 'unfollow',
  requested: 'withdrawRequest',
  followedBy: 'followBack',
  none: 'follow',
};

export function followLabelOf(state: FollowToggleState): FollowLabel {
  return LABELS[state];
}

/** Whether pressing the button follows (its main action) rather than taking something back. */
export function followIsPrimary(state: FollowToggleState): boolean {
  return state === 'none' || state === 'followedBy';
}
