/**
 * The lists of one result type: accounts as the follower lists' rows (avatar, name with its custom emoji, @acct)
 * with a follow button for a signed-in reader (the relationships asked for the accounts shown); hashtags with
 * their use in the days the server counted, linking to the hashtag's timeline; posts as the feed draws them.
 */
import { memo, useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { askRelationships } from '../../services/accounts/relationship-requests';
import { useFollowToggle } from '../../services/account-actions/use-follow-toggle';
import { useAppServices } from '../../services/app-services/app-services';
import type { Tag } from '../../domain/entities/tag';
import { hashtagPath } from '../../services/routing/paths';
import { tagUses } from '../../services/search/tag-uses';
import { useAccount } from '../../services/store';
import { InternalLink } from '../common/InternalLink';
import { formatNumber } from '../common/number-format';
import { AccountRow } from '../who-lists/AccountRow';
import { Status } from '../status/Status';
import { usePlacedArticle } from '../timelines/FeedItem';

/** The filter context type of posts found by a search (the server's `public` context). */
export const STATUS_CONTEXT = 'search';

function FollowButton({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const account = useAccount(accountId);
  const { label, primary, busy, press } = useFollowToggle(accountId, account?.url ?? '');
  if (account === undefined) return null;
  const action = t(`search.follow.${label}`);
  return (
    <button
      type="button"
      className={primary ? 'search__follow search__follow--primary' : 'search__follow'}
      aria-disabled={busy || undefined}
      aria-label={t('search.follow.label', { action, acct: account.acct })}
      onClick={press}
    >
      {action}
    </button>
  );
}

export function AccountResults({ accountIds }: { accountIds: readonly string[] }) {
  const services = useAppServices();
  const { me } = services;
  useEffect(() => {
    if (me !== null) askRelationships(services, accountIds);
  }, [services, me, accountIds]);
  return (
    <ul className="interactions__accounts search__accounts">
      {accountIds.map((id) => (
        <AccountRow key={id} accountId={id}>
          {me !== null && id !== me && <FollowButton accountId={id} />}
        </AccountRow>
      ))}
    </ul>
  );
}

function HashtagResult({ tag }: { tag: Tag }) {
  const { t, i18n } = useTranslation();
  const { uses, days } = tagUses(tag.history);
  return (
    <li className="search__hashtag">
      <InternalLink to={hashtagPath(tag.name)} className="search__hashtag-link">
        <bdi className="search__hashtag-name">#{tag.name}</bdi>
        {days > 0 && (
          <span className="search__hashtag-uses">
            {t('search.hashtag.uses', { count: uses, number: formatNumber(uses, i18n.language), days })}
          </span>
        )}
      </InternalLink>
    </li>
  );
}

export function HashtagResults({ hashtags }: { hashtags: readonly Tag[] }) {
  return (
    <ul className="search__hashtags">
      {hashtags.map((tag) => (
        <HashtagResult key={tag.name} tag={tag} />
      ))}
    </ul>
  );
}

const StatusResult = memo(function StatusResult({ statusId }: { statusId: string }) {
  const ref = useRef<HTMLLIElement>(null);
  usePlacedArticle(ref, {});
  return (
    <li ref={ref} className="search__status">
      <Status statusId={statusId} variant="timeline" contextType={STATUS_CONTEXT} />
    </li>
  );
});

export function StatusResults({ statusIds }: { statusIds: readonly string[] }) {
  return (
    <ul className="search__statuses">
      {statusIds.map((id) => (
        <StatusResult key={id} statusId={id} />
      ))}
    </ul>
  );
}
