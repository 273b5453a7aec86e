/**
 * One type's results under its heading. On the all-results view, "Show more" leads to the type's own view when
 * more exist; on the type's own view, "Load more" asks the next page while the server may hold more, and a page
 * that failed says so (calmly when the server refused it, with Try again otherwise).
 */
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import type { SearchType } from '../../machines/search-rules';
import { isSearchRefusal } from '../../services/search/search-failure';
import { searchPath } from '../../services/search/search-location';
import { InternalLink } from '../common/InternalLink';

interface ResultSectionProps {
  type: SearchType;
  query: string;
  /** the type's own view (else the all-results view) */
  expanded: boolean;
  more: boolean;
  loadingMore: boolean;
  moreError: unknown;
  onLoadMore(): void;
  children: ReactNode;
}

export function ResultSection({
  type,
  query,
  expanded,
  more,
  loadingMore,
  moreError,
  onLoadMore,
  children,
}: ResultSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const typeName = t(`search.types.${type}`);
  const refused = moreError !== null && isSearchRefusal(moreError);
  return (
    <section className="search__section" aria-labelledby={headingId}>
      <div className="search__section-header">
        <h2 id={headingId} className="search__section-heading">
          {typeName}
        </h2>
        {!expanded && more && (
          <InternalLink
            to={searchPath({ query, type })}
            className="search__show-more"
            aria-label={t('search.results.showMoreLabel', { type: typeName })}
          >
            {t('search.results.showMore')}
          </InternalLink>
        )}
      </div>
      {children}
      {expanded && refused && <p className="search__note">{t('search.results.moreRefused')}</p>}
      {expanded && moreError !== null && !refused && <p className="search__note">{t('search.results.moreFailed')}</p>}
      {expanded && more && !refused && (
        <button
          type="button"
          className="interactions__button interactions__more search__more"
          aria-disabled={loadingMore || undefined}
          onClick={() => {
            if (!loadingMore) onLoadMore();
          }}
        >
          {t(
            loadingMore
              ? 'search.results.loadingMore'
              : moreError !== null
                ? 'search.results.retry'
                : 'search.results.loadMore',
          )}
        </button>
      )}
    </section>
  );
}
