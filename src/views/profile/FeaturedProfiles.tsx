import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { accountEndorsements } from '../../services/data/definitions/account-endorsements';
import { usePagedList } from '../../services/data/use-data';
import { profilePath } from '../../services/routing/paths';
import { useAccount } from '../../services/store';
import { shownAcct } from '../common/acct-display';
import { Avatar } from '../common/Avatar';
import { DisplayName } from '../common/DisplayName';
import { InternalLink } from '../common/InternalLink';

function FeaturedProfile({ accountId }: { accountId: string }) {
  const account = useAccount(accountId);
  if (account === undefined) return null;
  return (
    <li className="profile-endorsement">
      <InternalLink to={profilePath(account.acct)} className="profile-endorsement-link">
        <Avatar account={account} size={40} className="profile-endorsement-avatar" />
        <DisplayName account={account} className="profile-endorsement-name" />
        <span className="profile-endorsement-acct">@{shownAcct(account.acct)}</span>
      </InternalLink>
    </li>
  );
}

/**
 * "Featured profiles": the accounts the account endorses, a short row of avatars and names linking to their
 * profiles, with "Show more" while the server has further pages. Left out while loading, when there are none,
 * and when the server does not know the call (an older server answers 404) or fails: no alert, no notice.
 */
export function FeaturedProfiles({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const endorsed = usePagedList(accountEndorsements, accountId);
  const { status } = endorsed;
  if (status.kind !== 'ready' || status.items.length === 0) return null;
  const { items, more } = status;
  const loadingMore = more === 'loading';
  return (
    <section className="profile-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="profile-section-heading">
        {t('profile.endorsements.heading')}
      </h2>
      <ul className="profile-endorsements">
        {items.map((id) => (
          <FeaturedProfile key={id} accountId={id} />
        ))}
      </ul>
      {more !== 'end' && (
        <button
          type="button"
          className="profile-more-button"
          aria-disabled={loadingMore || undefined}
          onClick={() => {
            if (!loadingMore) endorsed.loadMore();
          }}
        >
          {t(loadingMore ? 'profile.endorsements.loadingMore' : 'profile.endorsements.more')}
        </button>
      )}
    </section>
  );
}
