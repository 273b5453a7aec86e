/**
 * The results region: a live region saying what the search is doing and, once answered, how many results of
 * each type are shown ("3 profiles, 2 hashtags, 10 posts"), then the results themselves. The all-results view
 * shows each type that found something (at most 10, "Show more" leading to the type's own view when more
 * exist); a type's own view lists everything loaded with "Load more" while the server may hold more. A failed
 * search offers to try again (its alert is the call's); a refused one says so calmly, as does a refused page.
 */
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { searchBusy } from '../../machines/search-status';
import { SEARCH_TYPES, shownResults, type SearchType } from '../../machines/search-rules';
import { useAppServices } from '../../services/app-services/app-services';
import { useVisibleEntries } from '../../services/filters/use-visible-entries';
import { isSearchRefusal } from '../../services/search/search-failure';
import type { SearchView } from '../../services/search/use-search';
import { formatNumber } from '../common/number-format';
import { AccountResults, HashtagResults, StatusResults, STATUS_CONTEXT } from './result-lists';
import { ResultSection } from './ResultSection';
import { RetryButton } from '../common/RetryButton';
import { FailureReason } from '../common/FailureReason';

interface Props {
  search: SearchView;
}

function useStateText({ status, context }: SearchView, counts: Record<SearchType, number>): string {
  const { t, i18n } = useTranslation();
  switch (status.kind) {
    case 'resolving':
      return t('search.state.resolving');
    case 'opened':
      return t('search.state.opening');
    case 'searching':
      return t('search.state.searching');
    case 'failed':
      return t(isSearchRefusal(status.error) ? 'search.state.refused' : 'search.state.failed');
    case 'idle':
      return '';
    case 'results':
      break;
  }
  const { query, type } = context;
  const types = type === null ? SEARCH_TYPES : [type];
  const found = types.filter((each) => counts[each] > 0);
  if (found.length === 0) return t(`search.empty.${type ?? 'all'}`, { query });
  return found
    .map((each) =>
      t(`search.count.${each}`, { count: counts[each], number: formatNumber(counts[each], i18n.language) }),
    )
    .join(t('search.count.separator'));
}

export function SearchResultsView({ search }: Props) {
  const { t } = useTranslation();
  const { me } = useAppServices();
  const { status, context } = search;
  const shown = useMemo(() => shownResults(context.results, context.type), [context.results, context.type]);
  const entries = useMemo(() => shown.statuses.map((id) => ({ kind: 'status' as const, id })), [shown.statuses]);
  const visible = useVisibleEntries(entries, STATUS_CONTEXT);
  const visibleStatuses = useMemo(() => visible.map((entry) => entry.id), [visible]);
  const counts = { accounts: shown.accounts.length, hashtags: shown.hashtags.length, statuses: visibleStatuses.length };
  const stateText = useStateText(search, counts);
  const busy = searchBusy(status);
  const hasResults = status.kind === 'results';
  const loadingMore = status.kind === 'results' && status.loadingMore;
  const { type, query, more } = context;

  const lists: Record<SearchType, ReactNode> = {
    accounts: <AccountResults accountIds={shown.accounts} />,
    hashtags: <HashtagResults hashtags={shown.hashtags} />,
    statuses: <StatusResults statusIds={visibleStatuses} />,
  };

  return (
    <section className="search__results" aria-label={t('search.results.label')} aria-busy={busy}>
      <p role="status" className="search__state">
        {stateText}
      </p>
      {status.kind === 'failed' && !isSearchRefusal(status.error) && (
        <>
          <FailureReason error={status.error} />
          <RetryButton error={status.error} className="interactions__button search__retry" onRetry={search.retry}>
            {t('search.results.retry')}
          </RetryButton>
        </>
      )}
      {hasResults &&
        (type === null ? SEARCH_TYPES : [type]).map(
          (each) =>
            (type !== null || counts[each] > 0) && (
              <ResultSection
                key={each}
                type={each}
                query={query}
                expanded={type !== null}
                more={more[each]}
                loadingMore={loadingMore}
                moreError={type === each ? context.moreError : null}
                onLoadMore={search.loadMore}
              >
                {lists[each]}
              </ResultSection>
            ),
        )}
      {hasResults && me === null && (type === null || type === 'statuses') && counts.statuses === 0 && (
        <p className="search__note">{t('search.signedOutPosts')}</p>
      )}
    </section>
  );
}
