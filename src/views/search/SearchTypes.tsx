/** The result types of a query (all, profiles, hashtags, posts) as links to their addresses; the current one marked. */
import { useTranslation } from '../../i18n/react';
import { SEARCH_TYPES, type SearchType } from '../../machines/search-rules';
import { searchPath } from '../../services/search/search-location';
import { InternalLink } from '../common/InternalLink';

const CHOICES: ReadonlyArray<SearchType | null> = [null, ...SEARCH_TYPES];

export function SearchTypes({ query, type }: { query: string; type: SearchType | null }) {
  const { t } = useTranslation();
  return (
    <nav className="search__types" aria-label={t('search.types.label')}>
      <ul className="search__type-list">
        {CHOICES.map((choice) => {
          const label = t(`search.types.${choice ?? 'all'}`);
          return (
            <li key={choice ?? 'all'}>
              {choice === type ? (
                <span className="search__type search__type--current" aria-current="page">
                  {label}
                </span>
              ) : (
                <InternalLink to={searchPath({ query, type: choice })} className="search__type">
                  {label}
                </InternalLink>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
