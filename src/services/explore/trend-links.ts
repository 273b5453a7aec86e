/**
 * Trending links (GET v1/trends/links): preview cards with their history, 20 a page, paged by offset
 * (trend-paging.ts). The authors' accounts go into the store; the chart keeps each link as a small row (its card
 * and its history), one per URL. A failure raises no alert (the trends calls' policy): the screen says so itself.
 */
import { asArray, isRecord } from '../../domain/entities/coerce';
import type { Card } from '../../domain/entities/card';
import { definePagedList } from '../data/define-paged-list';
import type { EntityStore } from '../store';
import { importCards } from '../store/result-importers';
import type { LinkTitleState } from './link-title-state';
import { nextOffsetPage, offsetPageOf, offsetQuery } from './trend-paging';
import { normaliseTrendHistory, type TrendDay } from './trend-usage';

export const TREND_LINKS_PAGE_SIZE = 20;

export interface TrendLink {
  card: Card;
  /** newest day first */
  history: readonly TrendDay[];
}

/** The history state to open the timeline of `url` with: its title goes along, for the heading (link-title-state.ts). */
export function linkTimelineState(url: string, title: string): LinkTitleState {
  return { linkTitle: { url, title } };
}

/** The links of an answer, in its order: entries without a usable card (an http(s) URL) are left out. */
export function importTrendLinks(store: EntityStore, raws: unknown): TrendLink[] {
  return store.batch(() =>
    asArray(raws).flatMap((raw) => {
      const [card] = importCards(store, [raw]);
      if (card === undefined || !isRecord(raw)) return [];
      return [{ card, history: normaliseTrendHistory(raw.history) }];
    }),
  );
}

export const trendingLinks = definePagedList<null, TrendLink>({
  name: 'explore.links',
  callId: 'discovery.trendLinks',
  keyOf: () => '',
  revisit: 'refresh',
  itemKey: (link) => link.card.url,
  async fetchPage({ api, store }, _params, next, signal) {
    const query = offsetQuery(offsetPageOf(next), TREND_LINKS_PAGE_SIZE);
    // the answer is a plain array (the client reads no Link header for it): the next page follows a full page
    const raws = await api.discovery.trendLinks(query, { signal });
    return { items: importTrendLinks(store, raws), next: nextOffsetPage(query, asArray(raws).length) };
  },
});
