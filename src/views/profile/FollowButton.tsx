import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import type { Account } from '../../domain/entities';
import { useFollowToggle } from '../../services/account-actions/use-follow-toggle';

/**
 * Follow / Follow back / Unfollow / Withdraw follow request, or Unblock for an account the reader blocks (never Follow then). Signed
 * out, it opens the interaction prompt. While a call runs the button stays focusable and says it is busy.
 */
export function FollowButton({ account }: { account: Account }) {
  const { t } = useTranslation();
  const services = useAppServices();
  const { label, primary, busy, press } = useFollowToggle(account.id, account.url);
  if (services.me === account.id) return null;
  return (
    <button
      type="button"
      className={primary ? 'profile-button profile-button-primary' : 'profile-button'}
      aria-disabled={busy || undefined}
      onClick={press}
    >
      {t(`profile.follow.${label}`)}
    </button>
  );
}
