import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import type { Account } from '../../services/entities';
import { useRelationship } from '../../services/store';
import { followAccount, unfollowAccount } from '../../services/account-actions/follow';

/**
 * Follow / Unfollow / Cancel request. Signed out, it opens the interaction prompt (spec 6). While a call
 * runs the button stays focusable and says it is busy.
 */
export function FollowButton({ account }: { account: Account }) {
  const { t } = useTranslation();
  const services = useAppServices();
  const relationship = useRelationship(services.me === null ? null : account.id);
  const [busy, setBusy] = useState(false);

  if (services.me === account.id) return null;

  const following = relationship?.following ?? false;
  const requested = relationship?.requested ?? false;
  const label = following
    ? t('profile.follow.unfollow')
    : requested
      ? t('profile.follow.cancelRequest')
      : relationship?.followed_by
        ? t('profile.follow.followBack')
        : t('profile.follow.follow');

  const onPress = async () => {
    if (busy) return;
    if (services.me === null) {
      services.promptSignIn({ type: 'follow', accountId: account.id, accountUrl: account.url });
      return;
    }
    setBusy(true);
    try {
      await (following || requested ? unfollowAccount(services, account.id) : followAccount(services, account.id));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={following || requested ? 'profile-button' : 'profile-button profile-button-primary'}
      aria-disabled={busy || undefined}
      onClick={() => void onPress()}
    >
      {label}
    </button>
  );
}
