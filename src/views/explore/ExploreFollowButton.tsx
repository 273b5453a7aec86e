/**
 * The follow button of an explore row (suggestions, directory): it offers what the reader's relationship with the
 * account allows (Follow, Follow back, Unfollow, Cancel request, Unblock) and runs it through the account action
 * runner (shown at once, taken back with the call's alert when refused); signed out, it asks the reader to sign in.
 * Its name says whom it acts on; it is marked busy while the action is on its way.
 */
import { useTranslation } from '../../i18n/react';
import { useFollowToggle, type FollowToggleState } from '../../services/account-actions/use-follow-toggle';
import { shownAcct } from '../common/acct-display';

const LABELS: Record<FollowToggleState, string> = {
  none: 'explore.follow.follow',
  followedBy: 'explore.follow.followBack',
  following: 'explore.follow.unfollow',
  requested: 'explore.follow.requested',
  blocking: 'explore.follow.unblock',
};

export function ExploreFollowButton({ accountId, acct, url }: { accountId: string; acct: string; url: string }) {
  const { t } = useTranslation();
  const { state, busy, press } = useFollowToggle(accountId, url);
  const action = t(LABELS[state]);
  const primary = state === 'none' || state === 'followedBy';
  return (
    <button
      type="button"
      className={primary ? 'timeline-button timeline-button-accent' : 'timeline-button'}
      aria-disabled={busy || undefined}
      aria-label={t('explore.follow.named', { action, acct: shownAcct(acct) })}
      data-follow={accountId}
      onClick={press}
    >
      {action}
    </button>
  );
}
