/**
 * The typed API: createApi(client) gives one object whose keys mirror the catalogue ids of calls.ts
 * (`api.accounts.get`, `api.followRequests.list`, `api.oauth.registerApp`, ...). Every area module
 * exports only call functions taking the client first; createApi binds them to one client.
 *
 * Every call is asynchronous, so each area's module is loaded on the area's first call: the page does not
 * download the code of the ~20 areas it has not used yet before the first timeline shows.
 */
import type { ApiClient } from './client';
import type * as accountsModule from './accounts';
import type * as followRequestsModule from './follow-requests';
import type * as searchModule from './search';
import type * as timelinesModule from './timelines';
import type * as statusesModule from './statuses';
import type * as mediaModule from './media';
import type * as pollsModule from './polls';
import type * as notificationsModule from './notifications';
import type * as markersModule from './markers';
import type * as preferencesModule from './preferences';
import type * as reportsModule from './reports';
import type * as domainBlocksModule from './domain-blocks';
import type * as pushModule from './push';
import type * as settingsModule from './settings';
import type * as listsModule from './lists';
import type * as circlesModule from './circles';
import type * as antennasModule from './antennas';
import type * as bookmarkCategoriesModule from './bookmark-categories';
import type * as filtersModule from './filters';
import type * as conversationsModule from './conversations';
import type * as emojiModule from './emoji';
import type * as announcementsModule from './announcements';
import type * as instanceModule from './instance';
import type * as discoveryModule from './discovery';
import type * as oauthModule from './oauth';

import { AREA_LOADERS } from './areas';

export { AREA_LOADERS };

interface AreaModules {
  accounts: typeof accountsModule;
  followRequests: typeof followRequestsModule;
  search: typeof searchModule;
  timelines: typeof timelinesModule;
  statuses: typeof statusesModule;
  media: typeof mediaModule;
  polls: typeof pollsModule;
  notifications: typeof notificationsModule;
  markers: typeof markersModule;
  preferences: typeof preferencesModule;
  reports: typeof reportsModule;
  domainBlocks: typeof domainBlocksModule;
  push: typeof pushModule;
  settings: typeof settingsModule;
  lists: typeof listsModule;
  circles: typeof circlesModule;
  antennas: typeof antennasModule;
  bookmarkCategories: typeof bookmarkCategoriesModule;
  filters: typeof filtersModule;
  conversations: typeof conversationsModule;
  emoji: typeof emojiModule;
  announcements: typeof announcementsModule;
  instance: typeof instanceModule;
  discovery: typeof discoveryModule;
  oauth: typeof oauthModule;
}

type CallFunction = (client: ApiClient, ...args: never[]) => unknown;

/** An area module with the client argument bound; every call answers a promise. */
export type BoundArea<M> = {
  [K in keyof M as M[K] extends CallFunction ? K : never]: M[K] extends (client: ApiClient, ...args: infer A) => infer R
    ? (...args: A) => Promise<Awaited<R>>
    : never;
};

export type Api = { [Area in keyof AreaModules]: BoundArea<AreaModules[Area]> };
export type AreaName = keyof AreaModules;

function bindArea(client: ApiClient, area: AreaName): object {
  let loading: Promise<Record<string, unknown>> | null = null;
  const load = () => (loading ??= AREA_LOADERS[area]() as Promise<Record<string, unknown>>);
  const bound = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  return new Proxy(
    {},
    {
      get(_target, name) {
        if (typeof name !== 'string' || name === 'then') return undefined;
        let call = bound.get(name);
        if (!call) {
          call = async (...args: unknown[]) => {
            const fn = (await load())[name];
            if (typeof fn !== 'function') throw new TypeError(`api.${area}.${name} is not a call`);
            return (fn as (...a: unknown[]) => unknown)(client, ...args);
          };
          bound.set(name, call);
        }
        return call;
      },
    },
  );
}

export function createApi(client: ApiClient): Api {
  const api: Record<string, object> = {};
  for (const area of Object.keys(AREA_LOADERS) as AreaName[]) api[area] = bindArea(client, area);
  return Object.freeze(api) as Api;
}

export { createApiClient, normaliseServer } from './client';
export type {
  ApiClient,
  ApiClientOptions,
  ApiResponse,
  CallOptions,
  RequestOptions,
  RequestBody,
  UnauthorizedAnswer,
} from './client';
export type { Page, LinkedResult } from './page';
export { emptyPage } from './page';
export { pageLinks, parseLinkHeader } from './link-header';
export { buildAuthorizeUrl } from './oauth-authorize';
export type { AuthorizeParams } from './oauth-authorize';
export { randomUrlSafe, base64Url } from './random-text';
