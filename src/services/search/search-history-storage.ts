/**
 * Where each account's recent searches are kept: this browser's local storage, one entry per account key
 * (`tsubame.search.recent.<server>|<account id>`; a signed-out reader's under `<server>|`), never sent to a
 * server. The storage is injected; a failure to read, parse or write falls back quietly (no recent searches,
 * not remembered).
 */
import { browserStorage, type SettingStorage } from '../../machines/layout-settings';
import { recentSearchesFrom, type RecentSearch } from './search-history';

export const RECENT_SEARCHES_PREFIX = 'tsubame.search.recent.';

/** The key of a reader's recent searches: the account key, or the server with nothing after the bar. */
export function recentSearchesKey(server: string, me: string | null): string {
  return `${RECENT_SEARCHES_PREFIX}${server}|${me ?? ''}`;
}

export interface SearchHistoryStorage {
  read(key: string): RecentSearch[];
  write(key: string, list: readonly RecentSearch[]): void;
}

export function createSearchHistoryStorage(storage: SettingStorage | null): SearchHistoryStorage {
  return {
    read(key) {
      try {
        const text = storage?.getItem(key) ?? null;
        return text === null ? [] : recentSearchesFrom(JSON.parse(text));
      } catch {
        return [];
      }
    },
    write(key, list) {
      try {
        storage?.setItem(key, JSON.stringify(list));
      } catch {
        // not remembered; the list still changes for this visit
      }
    },
  };
}

export function browserSearchHistoryStorage(): SearchHistoryStorage {
  return createSearchHistoryStorage(browserStorage());
}
