/**
 * The reader's recent searches (search-history.ts) as the search screen uses them: read from storage for the
 * current reader, and every change written back at once.
 */
import { useCallback, useState } from 'react';
import { useAppServices } from '../app-services/app-services';
import { forgetSearch, rememberSearch, type RecentSearch } from './search-history';
import { browserSearchHistoryStorage, recentSearchesKey, type SearchHistoryStorage } from './search-history-storage';

export interface SearchHistory {
  recent: readonly RecentSearch[];
  remember(search: RecentSearch): void;
  forget(search: RecentSearch): void;
  clear(): void;
}

let pageStorage: SearchHistoryStorage | null = null;

/** `storage`: the page's local storage unless given (tests). */
export function useSearchHistory(
  storage: SearchHistoryStorage = (pageStorage ??= browserSearchHistoryStorage()),
): SearchHistory {
  const { server, me } = useAppServices();
  const key = recentSearchesKey(server, me);
  const [state, setState] = useState(() => ({ key, recent: storage.read(key) }));
  // another reader (an account switch) reads their own list
  const current = state.key === key ? state : { key, recent: storage.read(key) };
  if (current !== state) setState(current);

  const change = useCallback(
    (next: (list: readonly RecentSearch[]) => RecentSearch[]) => {
      setState((previous) => {
        const recent = next(previous.key === key ? previous.recent : storage.read(key));
        storage.write(key, recent);
        return { key, recent };
      });
    },
    [key, storage],
  );

  return {
    recent: current.recent,
    remember: (search) => change((list) => rememberSearch(list, search)),
    forget: (search) => change((list) => forgetSearch(list, search)),
    clear: () => change(() => []),
  };
}
