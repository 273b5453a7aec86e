/**
 * The follow button's behaviour, shared by every follow button (profile, suggestions, Explore, search): what the
 * button offers for the reader's relationship with an account, its word (follow-label.ts, one rule for all), and
 * pressing it.
 * - Blocked by the reader: the button offers Unblock, never Follow.
 * - Following, or a follow request pending: it takes the follow back (unfollow withdraws a pending request).
 * - Otherwise it follows (a locked account answers with a pending request).
 * - Signed out, pressing it opens the interaction prompt instead.
 * The action itself runs through the account action runner, downloaded on the first press; while it is in flight
 * the button says it is busy and a second press does nothing.
 */
import { useState } from 'react';
import { useAppServices } from '../app-services/app-services';
import { useRelationship } from '../store';
import {
  followIsPrimary,
  followLabelOf,
  followStateOf,
  type FollowLabel,
  type FollowToggleState,
} from './follow-label';

export type { FollowLabel, FollowToggleState } from './follow-label';

export interface FollowToggle {
  state: FollowToggleState;
  /** the button's word: a key every follow button's catalogue section has */
  label: FollowLabel;
  /** following is what the button does (drawn as the main action) */
  primary: boolean;
  busy: boolean;
  press(): void;
}

export function useFollowToggle(accountId: string, accountUrl: string): FollowToggle {
  const services = useAppServices();
  const relationship = useRelationship(services.me === null ? null : accountId);
  const [busy, setBusy] = useState(false);
  const state = followStateOf(relationship);

  const press = () => {
    if (busy) return;
    if (services.me === null) {
      services.promptSignIn({ type: 'follow', accountId, accountUrl });
      return;
    }
    const kind =
      state === 'blocking' ? 'unblock' : state === 'following' || state === 'requested' ? 'unfollow' : 'follow';
    setBusy(true);
    void import('./account-action-runner')
      .then(({ runLoadedAccountAction }) => runLoadedAccountAction(services, { kind, accountId }))
      .finally(() => setBusy(false));
  };
  return { state, label: followLabelOf(state), primary: followIsPrimary(state), busy, press };
}
