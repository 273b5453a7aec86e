/**
 * The search screen (/search?q=...&type=...): the field in a search landmark, the result types, and the results
 * of the query in the address (useSearch runs the chart). Submitting the field, choosing a recent search or a
 * result type changes the address, so back, forward and reload keep the search; a submitted search is kept
 * among the recent ones.
 */
import { useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import type { RecentSearch } from '../../services/search/search-history';
import { searchFromLocation, searchPath } from '../../services/search/search-location';
import { useSearch } from '../../services/search/use-search';
import { useSearchHistory } from '../../services/search/use-search-history';
import { SearchForm } from './SearchForm';
import { SearchResultsView } from './SearchResultsView';
import { SearchTypes } from './SearchTypes';
import '../who-lists/who-lists.css';
import './search.css';

export default function SearchScreen() {
  const { t } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { navigate } = useAppServices();
  const asked = searchFromLocation(useLocation().search);
  const search = useSearch(asked);
  const history = useSearchHistory();

  const run = (search: RecentSearch) => {
    history.remember(search);
    navigate(searchPath(search));
  };

  return (
    <section className="search" aria-labelledby={headingId}>
      <header className="search__header">
        <h1 id={headingId} ref={headingRef} tabIndex={-1} className="search__heading">
          {t('search.heading')}
        </h1>
      </header>
      <SearchForm
        query={asked.query}
        history={history}
        onSubmit={(query) => run({ query, type: asked.type })}
        onRun={run}
        onLeave={() => headingRef.current?.focus()}
      />
      {asked.query.trim() !== '' && <SearchTypes query={asked.query} type={asked.type} />}
      <SearchResultsView search={search} />
    </section>
  );
}
