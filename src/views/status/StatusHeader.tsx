/**
 * The top of a post: the author (avatar, display name with custom emoji, @acct with its domain decoded)
 * linking to the profile, and, on the right, the audience icons and the time linking to the post.
 */
import type { Account, Status } from '../../domain/entities';
import { profilePath, statusPath } from '../../services/routing/paths';
import { Avatar } from '../common/Avatar';
import { DisplayName } from '../common/DisplayName';
import { InternalLink } from '../common/InternalLink';
import { RelativeTime } from '../common/RelativeTime';
import { SearchabilityIcon } from '../common/SearchabilityIcon';
import { VisibilityIcon } from '../common/VisibilityIcon';

export interface StatusHeaderProps {
  status: Status;
  account: Account;
  variant: 'timeline' | 'detailed' | 'quote';
}

const AVATAR_SIZE = { timeline: 46, detailed: 46, quote: 24 } as const;

export function StatusHeader({ status, account, variant }: StatusHeaderProps) {
  return (
    <header className="status__header">
      <InternalLink to={profilePath(account.acct)} className="status__author">
        <Avatar account={account} size={AVATAR_SIZE[variant]} className="status__avatar" />
        <DisplayName account={account} withAcct className="status__name" />
      </InternalLink>
      {variant !== 'detailed' && (
        <span className="status__meta">
          {variant === 'timeline' && (
            <>
              <VisibilityIcon visibility={status.visibility_ex} limitedScope={status.limited_scope} />
              <SearchabilityIcon searchability={status.searchability} />
            </>
          )}
          <InternalLink to={statusPath(account.acct, status.id)} className="status__time">
            <RelativeTime dateTime={status.created_at} />
          </InternalLink>
        </span>
      )}
    </header>
  );
}
