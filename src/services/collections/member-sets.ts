/**
 * A set of accounts something owns: a list's members, a circle's members (kmyblue), an antenna's accounts and
 * excluded accounts (kmyblue). Each says once how its members are read (paged by the Link header), added and
 * removed (account_ids[]), which calls' alert policies apply, and which accounts the server lets in, so the one
 * members editor and the one account search serve them all. Antennas add theirs here as plain objects.
 *
 * Who may be a member (the search offers only them):
 * - a list: accounts the reader follows (Mastodon refuses others with 422);
 * - a circle: accounts that follow the reader (kmyblue answers 404 for others); kmyblue's own circle editor
 *   searches with `follower: true`;
 * - an antenna (its accounts and its excluded accounts): any account.
 */
import type { Api, Page } from '../api';
import type { PageParams } from '../api/params';
import type { ApiAccount } from '../../domain/entities/api-types';

/** Which accounts the account search offers for a set. */
export type CandidateFilter = 'following' | 'followers' | 'any';

export interface MemberSet {
  /** unique among sets, e.g. 'list', 'circle', 'antenna', 'antennaExclude' (names its data definitions) */
  name: string;
  /** calls.ts ids of the three calls (their alert policies apply) */
  calls: { members: string; add: string; remove: string };
  members(api: Api, ownerId: string, paging: PageParams, signal: AbortSignal): Promise<Page<ApiAccount>>;
  add(api: Api, ownerId: string, accountIds: readonly string[]): Promise<unknown>;
  remove(api: Api, ownerId: string, accountIds: readonly string[]): Promise<unknown>;
  candidates: CandidateFilter;
}

/*
 * The sets below share one shape but are written out on purpose: each names its calls as `api.<area>.<call>` and its
 * call ids as text, which is how the interface audit (tests/contract/interface-use.ts) and a reader's search find
 * where a call is used; a factory building them from an area name would hide both.
 */

/** How many members a page asks for. */
export const MEMBERS_PAGE_SIZE = 40;

export const LIST_MEMBERS: MemberSet = {
  name: 'list',
  calls: { members: 'lists.accounts', add: 'lists.addAccounts', remove: 'lists.removeAccounts' },
  members: (api, id, paging, signal) => api.lists.accounts(id, paging, { signal }),
  add: (api, id, accountIds) => api.lists.addAccounts(id, accountIds),
  remove: (api, id, accountIds) => api.lists.removeAccounts(id, accountIds),
  candidates: 'following',
};

export const CIRCLE_MEMBERS: MemberSet = {
  name: 'circle',
  calls: { members: 'circles.accounts', add: 'circles.addAccounts', remove: 'circles.removeAccounts' },
  members: (api, id, paging, signal) => api.circles.accounts(id, paging, { signal }),
  add: (api, id, accountIds) => api.circles.addAccounts(id, accountIds),
  remove: (api, id, accountIds) => api.circles.removeAccounts(id, accountIds),
  candidates: 'followers',
};

/** An antenna's accounts: their posts are caught (kmyblue; any account, local or remote). */
export const ANTENNA_ACCOUNTS: MemberSet = {
  name: 'antenna',
  calls: { members: 'antennas.accounts', add: 'antennas.addAccounts', remove: 'antennas.removeAccounts' },
  members: (api, id, paging, signal) => api.antennas.accounts(id, paging, { signal }),
  add: (api, id, accountIds) => api.antennas.addAccounts(id, accountIds),
  remove: (api, id, accountIds) => api.antennas.removeAccounts(id, accountIds),
  candidates: 'any',
};

/** An antenna's excluded accounts: their posts are never caught, whatever else matches (kmyblue). */
export const ANTENNA_EXCLUDED_ACCOUNTS: MemberSet = {
  name: 'antennaExclude',
  calls: {
    members: 'antennas.excludeAccounts',
    add: 'antennas.addExcludeAccounts',
    remove: 'antennas.removeExcludeAccounts',
  },
  members: (api, id, paging, signal) => api.antennas.excludeAccounts(id, paging, { signal }),
  add: (api, id, accountIds) => api.antennas.addExcludeAccounts(id, accountIds),
  remove: (api, id, accountIds) => api.antennas.removeExcludeAccounts(id, accountIds),
  candidates: 'any',
};

/**
 * The order servers list members in: the newest account id first (snowflake ids: a longer id is newer, equal
 * lengths compare as text). An account taken back into the list after a refused removal returns to its place.
 */
export function newestAccountFirst(a: string, b: string): number {
  if (a.length !== b.length) return b.length - a.length;
  return a < b ? 1 : a > b ? -1 : 0;
}
