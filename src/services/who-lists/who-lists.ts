/**
 * The six "who interacted" lists of a post, as paged lists of the data layer: accounts who boosted,
 * favourited or mentioned it (account ids), who reacted (rows of emoji plus account), and the posts quoting
 * or referring to it (status ids). Every answer is imported into the store; the lists keep ids and rows.
 * Pages follow the Link header's next URL. A post that is gone (404, 410) is a state of its own.
 */
import type { Api, Page } from '../api';
import type { PageParams } from '../api/params';
import { type PagedListDefinition } from '../data/data-definitions';
import { definePagedList } from '../data/define-paged-list';
import { asHttpUrl } from '../../domain/entities/urls';
import { isApiError } from '../../domain/errors/api-error';
import { importAccount, importAccounts, importStatuses, type EntityStore } from '../store';
import { pageParamsOfLink } from '../../machines/timeline-paging';

export type WhoList = 'reblogs' | 'favourites' | 'reactions' | 'quotes' | 'mentions' | 'references';
export const INTERACTION_LISTS: readonly WhoList[] = [
  'reblogs',
  'favourites',
  'reactions',
  'quotes',
  'mentions',
  'references',
];

/** One reaction by one account (GET v1/statuses/{id}/emoji_reactioned_by). */
export interface ReactionRow {
  /** the emoji as reactions name it: character, shortcode, or shortcode@domain */
  emoji: string;
  name: string;
  url: string | null;
  staticUrl: string | null;
  accountId: string;
}

/** A list's items as a view draws them. */
export type ListItems =
  | { kind: 'accounts'; ids: readonly string[] }
  | { kind: 'statuses'; ids: readonly string[] }
  | { kind: 'reactions'; rows: readonly ReactionRow[] };

/** What one page of a list holds: ids, or reaction rows. */
export type WhoListItem = string | ReactionRow;

export interface WhoListPage {
  items: ListItems;
  next: string | null;
}

const KIND: Record<WhoList, ListItems['kind']> = {
  reblogs: 'accounts',
  favourites: 'accounts',
  mentions: 'accounts',
  reactions: 'reactions',
  quotes: 'statuses',
  references: 'statuses',
};

const CALL_ID: Record<WhoList, string> = {
  reblogs: 'statuses.rebloggedBy',
  favourites: 'statuses.favouritedBy',
  mentions: 'statuses.mentionedBy',
  reactions: 'statuses.emojiReactionedBy',
  quotes: 'statuses.quotes',
  references: 'statuses.referredBy',
};

/** The reactions of a page, each with its account imported; entries without a name or account are left out. */
export function reactionRows(store: EntityStore, raws: readonly unknown[]): ReactionRow[] {
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

/** A reaction row's key: one account reacts with one emoji once. */
export const reactionKey = (row: ReactionRow): string => `${row.emoji}\u0000${row.accountId}`;

/** A next URL only when it names a cursor the API can page by (else there is no older page). */
function usableNext(page: Page<unknown>): string | null {
  return pageParamsOfLink(page.next) === null ? null : page.next;
}

const asPage = (page: Page<unknown>, items: ListItems): WhoListPage => ({ items, next: usableNext(page) });

/** Fetches one page of `list` for post `statusId` and stores what it holds. */
export async function fetchInteractionPage(
  api: Api,
  store: EntityStore,
  list: WhoList,
  statusId: string,
  paging: PageParams = {},
): Promise<WhoListPage> {
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

const itemsOfPage = (items: ListItems): readonly WhoListItem[] => (items.kind === 'reactions' ? items.rows : items.ids);

function defineInteractionList(list: WhoList): PagedListDefinition<string, WhoListItem> {
  return definePagedList<string, WhoListItem>({
    name: `interactions.${list}`,
    callId: CALL_ID[list],
    keyOf: (statusId) => statusId,
    // a deleted post, or one this reader may not see: shown as "not available"
    goneIsState: true,
    revisit: 'refresh',
    itemKey: (item) => (typeof item === 'string' ? item : reactionKey(item)),
    async fetchPage({ api, store }, statusId, next) {
      const paging = next === null ? {} : (pageParamsOfLink(next) ?? {});
      const page = await fetchInteractionPage(api, store, list, statusId, paging);
      return { items: itemsOfPage(page.items), next: page.next };
    },
  });
}

/** One paged-list definition per list, keyed by the post's id. */
export const INTERACTION_LIST_DATA: Readonly<Record<WhoList, PagedListDefinition<string, WhoListItem>>> = {
  reblogs: defineInteractionList('reblogs'),
  favourites: defineInteractionList('favourites'),
  reactions: defineInteractionList('reactions'),
  quotes: defineInteractionList('quotes'),
  mentions: defineInteractionList('mentions'),
  references: defineInteractionList('references'),
};

/** The items a list's chart holds, as the view draws them. */
export function listItemsOf(list: WhoList, items: readonly WhoListItem[]): ListItems {
  const kind = KIND[list];
  if (kind === 'reactions')
    return { kind, rows: items.filter((item): item is ReactionRow => typeof item !== 'string') };
  return { kind, ids: items.filter((item): item is string => typeof item === 'string') };
}

/** A list the server refuses to this reader (403), or whose post is gone: "not available", no retry. */
export function isRefusal(error: unknown): boolean {
  return isApiError(error) && (error.status === 403 || error.status === 404 || error.status === 410);
}

/** Reactions grouped by emoji, in order of first appearance. */
export function groupReactions(
  rows: readonly ReactionRow[],
): { emoji: string; first: ReactionRow; accountIds: string[] }[] {
  const groups = new Map<string, { emoji: string; first: ReactionRow; accountIds: string[] }>();
  for (const row of rows) {
    let group = groups.get(row.emoji);
    if (group === undefined) groups.set(row.emoji, (group = { emoji: row.emoji, first: row, accountIds: [] }));
    if (!group.accountIds.includes(row.accountId)) group.accountIds.push(row.accountId);
  }
  return [...groups.values()];
}
