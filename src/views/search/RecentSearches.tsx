/**
 * The reader's recent searches under the empty field: each runs again when chosen and can be removed; Clear
 * removes them all. After a removal the focus goes back to the field (the removed entry's buttons are gone).
 */
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import type { RecentSearch } from '../../services/search/search-history';
import type { SearchHistory } from '../../services/search/use-search-history';

export function RecentSearches({
  history,
  onRun,
  onEmptied,
}: {
  history: SearchHistory;
  onRun(search: RecentSearch): void;
  /** called after a removal, for the focus to go back to the field */
  onEmptied(): void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div className="search__recent">
      <div className="search__recent-header">
        <h2 id={headingId} className="search__recent-heading">
          {t('search.recent.heading')}
        </h2>
        <button
          type="button"
          className="search__recent-clear"
          aria-label={t('search.recent.clearLabel')}
          onClick={() => {
            history.clear();
            onEmptied();
          }}
        >
          {t('search.recent.clear')}
        </button>
      </div>
      <ul className="search__recent-list" aria-labelledby={headingId}>
        {history.recent.map((search) => (
          <li key={`${search.type ?? 'all'}:${search.query}`} className="search__recent-item">
            <button type="button" className="search__recent-run" onClick={() => onRun(search)}>
              <bdi className="search__recent-query">{search.query}</bdi>
              {search.type !== null && (
                <span className="search__recent-type">
                  {t('search.recent.inType', { type: t(`search.types.${search.type}`) })}
                </span>
              )}
            </button>
            <button
              type="button"
              className="search__recent-remove"
              aria-label={t('search.recent.remove', { query: search.query })}
              onClick={() => {
                history.forget(search);
                onEmptied();
              }}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
