/**
 * The follow button of an explore row (suggestions, directory): it offers what the reader's relationship with the
 * account allows (Follow, Follow back, Unfollow, Withdraw follow request, Unblock: the one rule of follow-label.ts) and runs it through the account action
 * runner (shown at once, taken back with the call's alert when refused); signed out, it asks the reader to sign in.
 * Its name says whom it acts on; it is marked busy while the action is on its way.
 */
import { useTranslation } from '../../i18n/react';
import { useFollowToggle } from '../../services/account-actions/use-follow-toggle';
import { shownAcct } from '../common/acct-display';

export function ExploreFollowButton({ accountId, acct, url }: { accountId: string; acct: string; url: string }) {
  const { t } = useTranslation();
  const { label, primary, busy, press } = useFollowToggle(accountId, url);
  const action = t(`explore.follow.${label}`);
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
