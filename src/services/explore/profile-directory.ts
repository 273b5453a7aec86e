/**
 * The profile directory (GET v1/directory): the server's discoverable accounts, readable signed out. Two choices
 * shape it, kept in the address so a reload or a shared link keeps them: where from (this server only, or the
 * whole fediverse the server knows) and the order (recently active, or new arrivals). The defaults (the fediverse,
 * recently active) are left out of the address: /explore/directory?local=1&order=new names both others.
 *
 * Paging is by offset: 20 accounts a page; the next page starts after the accounts already received, and a page
 * with fewer than 20 ends the list. A server without a directory answers 404: the list is then `gone`, not failed.
 */
import { definePagedList } from '../data/define-paged-list';
import { importAccounts } from '../store';

export const DIRECTORY_PAGE_SIZE = 20;

export const DIRECTORY_PATH = '/explore/directory';

export type DirectoryOrder = 'active' | 'new';

export interface DirectoryChoice {
  /** this server's accounts only */
  local: boolean;
  order: DirectoryOrder;
}

export const DEFAULT_DIRECTORY_CHOICE: DirectoryChoice = { local: false, order: 'active' };

const TRUE_VALUES = new Set(['1', 'true']);

/** The choice a location's search string (`?local=1&order=new`) holds; anything unreadable is the default. */
export function directoryChoiceOf(search: string): DirectoryChoice {
  const params = new URLSearchParams(search);
  return {
    local: TRUE_VALUES.has(params.get('local') ?? ''),
    order: params.get('order') === 'new' ? 'new' : 'active',
  };
}

/** The address of a choice: the directory's path, with only what differs from the default. */
export function directoryPath({ local, order }: DirectoryChoice): string {
  const params = new URLSearchParams();
  if (local) params.set('local', '1');
  if (order !== DEFAULT_DIRECTORY_CHOICE.order) params.set('order', order);
  const query = params.toString();
  return query === '' ? DIRECTORY_PATH : `${DIRECTORY_PATH}?${query}`;
}

export interface DirectoryQuery {
  local: boolean;
  order: DirectoryOrder;
  limit: number;
  offset?: number;
}

/** The cursor of the page after one asked at `offset` that brought `received` accounts; null ends the list. */
export function nextDirectoryCursor(offset: number, received: number, limit = DIRECTORY_PAGE_SIZE): string | null {
  return received < limit ? null : String(offset + received);
}

/** The query of a page: the first (no cursor) names no offset; a later one starts at its cursor. */
export function directoryQuery(choice: DirectoryChoice, cursor: string | null): DirectoryQuery {
  const offset = cursor !== null && /^\d+$/.test(cursor) ? Number(cursor) : 0;
  const base = { local: choice.local, order: choice.order, limit: DIRECTORY_PAGE_SIZE };
  return offset > 0 ? { ...base, offset } : base;
}

export const profileDirectory = definePagedList<DirectoryChoice, string>({
  name: 'explore.directory',
  callId: 'discovery.directory',
  keyOf: ({ local, order }) => `${local ? 'local' : 'all'}:${order}`,
  goneIsState: true,
  revisit: 'refresh',
  async fetchPage({ api, store }, choice, cursor, signal) {
    const query = directoryQuery(choice, cursor);
    const raws = await api.discovery.directory(query, { signal });
    return { items: importAccounts(store, raws), next: nextDirectoryCursor(query.offset ?? 0, raws.length) };
  },
});
