/** One account as a notification shows it: avatar, display name (with custom emoji) and @acct, to its profile. */
import type { Account } from '../../../domain/entities';
import { profilePath } from '../../../services/routing/paths';
import { Avatar } from '../../common/Avatar';
import { DisplayName } from '../../common/DisplayName';
import { InternalLink } from '../../common/InternalLink';

export function AccountSummary({ account }: { account: Account }) {
  return (
    <InternalLink to={profilePath(account.acct)} className="notification__account">
      <Avatar account={account} size={40} className="notification__account-avatar" />
      <DisplayName account={account} withAcct className="notification__account-name" />
    </InternalLink>
  );
}
