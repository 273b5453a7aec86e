import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { accountFeaturedTags, type FeaturedTagRow } from '../../services/data/definitions/account-featured-tags';
import { useResource } from '../../services/data/use-data';
import { InternalLink } from '../common/InternalLink';
import { formatNumber } from '../common/number-format';
import { shortDate } from '../common/time-format';
import { taggedPath } from './profile-format';

/** '2025-08-29' as that calendar day (local midnight, so every time zone shows the same day). */
function calendarDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date!);
}

function FeaturedTag({ acct, row }: { acct: string; row: FeaturedTagRow }) {
  const { t, i18n } = useTranslation();
  const posts = t('profile.featuredTags.posts', {
    count: row.statusesCount,
    number: formatNumber(row.statusesCount, i18n.language),
  });
  return (
    <li className="profile-featured-tag">
      <InternalLink to={taggedPath(acct, row.name)} className="profile-featured-tag-link">
        <bdi>#{row.name}</bdi>
      </InternalLink>
      <span className="profile-featured-tag-meta">
        {posts}
        {row.lastStatusAt !== null && (
          <>
            {' · '}
            <time dateTime={row.lastStatusAt}>
              {t('profile.featuredTags.lastPost', {
                date: shortDate(calendarDay(row.lastStatusAt), i18n.language, true),
              })}
            </time>
          </>
        )}
      </span>
    </li>
  );
}

/**
 * The hashtags the account features: each links to the account's posts with it (/@acct/tagged/{tag}), with
 * how many posts use it and the day of the last one. Left out while loading, on failure and when there are none.
 */
export function FeaturedTags({ accountId, acct }: { accountId: string; acct: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { status } = useResource(accountFeaturedTags, accountId);
  if (status.kind !== 'ready' || status.value.length === 0) return null;
  const value = status.value;
  return (
    <section className="profile-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="profile-section-heading">
        {t('profile.featuredTags.heading')}
      </h2>
      <ul className="profile-featured-tags">
        {value.map((row) => (
          <FeaturedTag key={row.id} acct={acct} row={row} />
        ))}
      </ul>
    </section>
  );
}
