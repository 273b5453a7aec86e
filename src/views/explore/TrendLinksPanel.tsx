/**
 * The News tab of Explore: the server's trending links as a list of rows (TrendLinkRow), with Load more while the
 * server has more. Loading, empty and failure say so in place.
 */
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { usePagedList } from '../../services/data/use-data';
import { trendingLinks } from '../../services/explore/trend-links';
import { ExploreNote, LoadMore } from './ExploreNote';
import { TrendLinkRow } from './TrendLinkRow';

export function TrendLinksPanel() {
  const { t } = useTranslation();
  const headingId = useId();
  const { snapshot, items, hasMore, send } = usePagedList(trendingLinks, null);
  if (snapshot.hasTag('failed')) return <ExploreNote kind="failed" onRetry={() => send({ type: 'RETRY' })} />;
  if (!snapshot.hasTag('items')) return <ExploreNote kind="loading" />;
  if (items.length === 0 && !hasMore) return <ExploreNote kind="empty" />;
  return (
    <div className="explore-scroll">
      <h2 id={headingId} className="visually-hidden">
        {t('explore.links.label')}
      </h2>
      <ul className="trend-links" aria-labelledby={headingId}>
        {items.map((link) => (
          <li key={link.card.url}>
            <TrendLinkRow link={link} />
          </li>
        ))}
      </ul>
      {hasMore && (
        <LoadMore
          busy={snapshot.hasTag('loadingMore')}
          failed={snapshot.hasTag('moreFailed')}
          onLoad={() => send({ type: 'LOAD_MORE' })}
        />
      )}
    </div>
  );
}
