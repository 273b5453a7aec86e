import { useTranslation } from '../../i18n/react';
import type { Account } from '../../domain/entities';
import { profilePath } from '../../services/routing/paths';
import { useAccount } from '../../services/store';
import { Avatar } from '../common/Avatar';
import { DisplayName } from '../common/DisplayName';
import { InternalLink } from '../common/InternalLink';

/** "{name} has moved": a banner linking to the new account. */
export function MovedNotice({ account }: { account: Account }) {
  const { t } = useTranslation();
  const target = useAccount(account.movedId);
  if (!target) return null;
  return (
    <div className="profile-notice profile-moved" role="note">
      <p>{t('profile.moved.text', { name: account.display_name.trim() || account.username })}</p>
      <InternalLink to={profilePath(target.acct)} className="profile-moved-link">
        <Avatar account={target} size={40} />
        <DisplayName account={target} withAcct />
      </InternalLink>
    </div>
  );
}

/** "In memory of {name}". */
export function MemorialNotice({ account }: { account: Account }) {
  const { t } = useTranslation();
  return (
    <div className="profile-notice profile-memorial" role="note">
      <p>{t('profile.memorial', { name: account.display_name.trim() || account.username })}</p>
    </div>
  );
}
