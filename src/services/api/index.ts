/**
 * The typed API: createApi(client) gives one object whose keys mirror the catalogue ids of calls.ts
 * (`api.accounts.get`, `api.followRequests.list`, `api.oauth.registerApp`, ...). Every area module
 * exports only call functions taking the client first; createApi binds them to one client.
 */
import type { ApiClient } from './client';
import * as accounts from './accounts';
import * as announcements from './announcements';
import * as antennas from './antennas';
import * as bookmarkCategories from './bookmark-categories';
import * as circles from './circles';
import * as conversations from './conversations';
import * as discovery from './discovery';
import * as emoji from './emoji';
import * as filters from './filters';
import * as followRequests from './follow-requests';
import * as instance from './instance';
import * as lists from './lists';
import * as markers from './markers';
import * as media from './media';
import * as notifications from './notifications';
import * as oauth from './oauth';
import * as polls from './polls';
import * as push from './push';
import * as search from './search';
import * as settings from './settings';
import * as statuses from './statuses';
import * as timelines from './timelines';

/** The area modules keyed by the part of a call id before the dot. */
export const AREAS = {
  accounts, followRequests, search, timelines, statuses, media, polls, notifications, markers, push, settings,
  lists, circles, antennas, bookmarkCategories, filters, conversations, emoji, announcements, instance, discovery, oauth,
} as const;

type CallFunction = (client: ApiClient, ...args: never[]) => unknown;

/** An area module with the client argument bound. */
export type BoundArea<M> = {
  [K in keyof M as M[K] extends CallFunction ? K : never]: M[K] extends (client: ApiClient, ...args: infer A) => infer R
    ? (...args: A) => R
    : never;
};

export type Api = { [Area in keyof typeof AREAS]: BoundArea<(typeof AREAS)[Area]> };

function bindArea<M extends object>(client: ApiClient, area: M): BoundArea<M> {
  const bound: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(area)) {
    if (typeof value === 'function') bound[name] = (...args: unknown[]) => (value as (...a: unknown[]) => unknown)(client, ...args);
  }
  return Object.freeze(bound) as BoundArea<M>;
}

export function createApi(client: ApiClient): Api {
  const api: Record<string, unknown> = {};
  for (const [name, area] of Object.entries(AREAS)) api[name] = bindArea(client, area);
  return Object.freeze(api) as Api;
}

export { createApiClient, normaliseServer } from './client';
export type { ApiClient, ApiClientOptions, ApiResponse, CallOptions, RequestOptions, RequestBody } from './client';
export type { Page, LinkedResult } from './page';
export { emptyPage } from './page';
export { pageLinks, parseLinkHeader } from './link-header';
export { buildAuthorizeUrl } from './oauth-authorize';
export type { AuthorizeParams } from './oauth-authorize';
export { createPkcePair, pkceChallenge, randomUrlSafe, base64Url } from './pkce';
export type { PkcePair } from './pkce';
export { focusText } from './media-focus';
export type { MediaFocus } from './media-focus';
export { createRelationshipBatcher, createClientRelationshipBatcher, RELATIONSHIP_DEBOUNCE_MS } from './relationship-batcher';
export type { BatchTimers, RelationshipBatcher, RelationshipBatcherOptions } from './relationship-batcher';
