/**
 * One account of an interaction list: avatar, name and @acct, linking to the profile (/@acct). `children` (the
 * row's own controls, e.g. on the follow requests screen) follow the link inside the row.
 */
import type { ReactNode } from 'react';
import { useAccount } from '../../services/store';
import { profilePath } from '../../services/routing/paths';
import { Avatar } from '../common/Avatar';
import { DisplayName } from '../common/DisplayName';
import { InternalLink } from '../common/InternalLink';

export function AccountRow({ accountId, children }: { accountId: string; children?: ReactNode }) {
  const account = useAccount(accountId);
  if (account === undefined) return null;
  return (
    <li className="interactions__account">
      <InternalLink to={profilePath(account.acct)} className="interactions__account-link">
        <Avatar account={account} size={40} className="interactions__avatar" />
        <DisplayName account={account} withAcct className="interactions__name" />
      </InternalLink>
      {children}
    </li>
  );
}
