/**
 * The News tab of Explore: the server's trending links as a list of rows (TrendLinkRow), with Load more while the
 * server has more. Loading, empty and failure say so in place, calmly (trends raise no alert).
 */
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { usePagedList } from '../../services/data/use-data';
import { trendingLinks } from '../../services/explore/trend-links';
import { PagedListStates } from '../common/data-states/DataStates';
import { useTrendTexts } from './trend-texts';
import { TrendLinkRow } from './TrendLinkRow';

export function TrendLinksPanel() {
  const { t } = useTranslation();
  const headingId = useId();
  const list = usePagedList(trendingLinks, null);
  return (
    <div className="explore-scroll">
      <h2 id={headingId} className="visually-hidden">
        {t('explore.links.label')}
      </h2>
      <PagedListStates data={list} texts={useTrendTexts()} calm>
        {(items) => (
          <ul className="trend-links" aria-labelledby={headingId}>
            {items.map((link) => (
              <li key={link.card.url}>
                <TrendLinkRow link={link} />
              </li>
            ))}
          </ul>
        )}
      </PagedListStates>
    </div>
  );
}
