/**
 * The six "who interacted" lists of a post and how each is fetched: accounts who boosted, favourited or
 * mentioned it (Account[]), who reacted (rows of emoji plus account), and the posts quoting or referring to it
 * (Status[]). Every answer is imported into the store; the lists keep ids. Pages follow the Link header.
 */
import type { Api, Page } from '../../services/api';
import type { PageParams } from '../../services/api/params';
import { asHttpUrl } from '../../services/entities';
import { importAccount, importAccounts, importStatuses, type EntityStore } from '../../services/store';

export type InteractionList = 'reblogs' | 'favourites' | 'reactions' | 'quotes' | 'mentions' | 'references';
export const INTERACTION_LISTS: readonly InteractionList[] = ['reblogs', 'favourites', 'reactions', 'quotes', 'mentions', 'references'];

/** One reaction by one account (GET v1/statuses/{id}/emoji_reactioned_by). */
export interface ReactionRow {
  /** the emoji as reactions name it: character, shortcode, or shortcode@domain */
  emoji: string;
  name: string;
  url: string | null;
  staticUrl: string | null;
  accountId: string;
}

export type ListItems =
  | { kind: 'accounts'; ids: string[] }
  | { kind: 'statuses'; ids: string[] }
  | { kind: 'reactions'; rows: ReactionRow[] };

export interface FetchedPage { items: ListItems; next: string | null }

/** The paging parameters of a Link header's next URL (null when it has none the API can send). */
export function pagingFromNext(next: string | null): PageParams | null {
  if (next === null) return null;
  let params: URLSearchParams;
  try {
    params = new URL(next).searchParams;
  } catch {
    return null;
  }
  const paging: PageParams = {};
  for (const name of ['max_id', 'since_id', 'min_id'] as const) {
    const value = params.get(name);
    if (value !== null && value !== '') paging[name] = value;
  }
  const limit = Number(params.get('limit'));
  if (Number.isInteger(limit) && limit > 0) paging.limit = limit;
  return paging.max_id === undefined && paging.min_id === undefined && paging.since_id === undefined ? null : paging;
}

function reactionRows(store: EntityStore, raws: readonly unknown[]): ReactionRow[] {
  const rows: ReactionRow[] = [];
  for (const raw of raws) {
    if (typeof raw !== 'object' || raw === null) continue;
    const entry = raw as Record<string, unknown>;
    const name = typeof entry.name === 'string' ? entry.name : '';
    const accountId = importAccount(store, entry.account);
    if (name === '' || accountId === null) continue;
    const url = asHttpUrl(entry.url);
    const domain = typeof entry.domain === 'string' && entry.domain !== '' ? entry.domain : null;
    rows.push({
      emoji: url !== null && domain !== null ? `${name}@${domain}` : name,
      name,
      url,
      staticUrl: asHttpUrl(entry.static_url) ?? url,
      accountId,
    });
  }
  return rows;
}

const asPage = (page: Page<unknown>, items: ListItems): FetchedPage => ({ items, next: page.next });

/** Fetches one page of `list` for post `statusId` and stores what it holds. */
export async function fetchInteractionPage(
  api: Api,
  store: EntityStore,
  list: InteractionList,
  statusId: string,
  paging: PageParams = {},
): Promise<FetchedPage> {
  switch (list) {
    case 'reblogs': {
      const page = await api.statuses.rebloggedBy(statusId, paging);
      return asPage(page, { kind: 'accounts', ids: importAccounts(store, page.items) });
    }
    case 'favourites': {
      const page = await api.statuses.favouritedBy(statusId, paging);
      return asPage(page, { kind: 'accounts', ids: importAccounts(store, page.items) });
    }
    case 'mentions': {
      const page = await api.statuses.mentionedBy(statusId, paging);
      return asPage(page, { kind: 'accounts', ids: importAccounts(store, page.items) });
    }
    case 'reactions': {
      const page = await api.statuses.emojiReactionedBy(statusId, paging);
      return asPage(page, { kind: 'reactions', rows: store.batch(() => reactionRows(store, page.items)) });
    }
    case 'quotes': {
      const page = await api.statuses.quotes(statusId, paging);
      return asPage(page, { kind: 'statuses', ids: importStatuses(store, page.items) });
    }
    case 'references': {
      const page = await api.statuses.referredBy(statusId, paging);
      return asPage(page, { kind: 'statuses', ids: importStatuses(store, page.items) });
    }
  }
}

/** `older` after `held`, each id (or account-and-emoji pair) once. */
export function appendItems(held: ListItems, older: ListItems): ListItems {
  if (held.kind === 'reactions' && older.kind === 'reactions') {
    const key = (row: ReactionRow) => `${row.emoji}\u0000${row.accountId}`;
    const seen = new Set(held.rows.map(key));
    return { kind: 'reactions', rows: [...held.rows, ...older.rows.filter((row) => !seen.has(key(row)))] };
  }
  if (held.kind !== 'reactions' && older.kind === held.kind) {
    const seen = new Set(held.ids);
    return { kind: held.kind, ids: [...held.ids, ...older.ids.filter((id) => !seen.has(id))] };
  }
  return older;
}

/** Reactions grouped by emoji, in order of first appearance. */
export function groupReactions(rows: readonly ReactionRow[]): { emoji: string; first: ReactionRow; accountIds: string[] }[] {
  const groups = new Map<string, { emoji: string; first: ReactionRow; accountIds: string[] }>();
  for (const row of rows) {
    let group = groups.get(row.emoji);
    if (group === undefined) groups.set(row.emoji, (group = { emoji: row.emoji, first: row, accountIds: [] }));
    if (!group.accountIds.includes(row.accountId)) group.accountIds.push(row.accountId);
  }
  return [...groups.values()];
}
