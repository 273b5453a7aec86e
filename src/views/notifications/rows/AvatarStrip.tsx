/**
 * The faces of a group: up to eight sample accounts, each its avatar linking to its profile (named by the
 * account's display name, as the picture alone says nothing to a screen reader). Accounts not in the store
 * are left out, and with none stored there is no strip.
 */
import { shownName } from '../../../domain/entities/account';
import type { Account } from '../../../domain/entities';
import { profilePath } from '../../../services/routing/paths';
import { Avatar } from '../../common/Avatar';
import { InternalLink } from '../../common/InternalLink';
import { MAX_SAMPLE_AVATARS } from './row-kinds';
import { useStoredAccounts } from './use-stored-accounts';

function SampleAvatar({ account }: { account: Account }) {
  const name = shownName(account.display_name, account.username);
  return (
    <li className="notification__avatar-item">
      <InternalLink to={profilePath(account.acct)} className="notification__avatar-link" aria-label={name} title={name}>
        <Avatar account={account} size={28} className="notification__avatar" />
      </InternalLink>
    </li>
  );
}

export function AvatarStrip({ accountIds }: { accountIds: readonly string[] }) {
  const accounts = useStoredAccounts([...new Set(accountIds)]).slice(0, MAX_SAMPLE_AVATARS);
  if (accounts.length === 0) return null;
  return (
    <ul className="notification__avatars">
      {accounts.map((account) => (
        <SampleAvatar key={account.id} account={account} />
      ))}
    </ul>
  );
}
