/**
 * The typed API: createApi(client) gives one object whose keys mirror the catalogue ids of calls.ts
 * (`api.accounts.get`, `api.followRequests.list`, `api.oauth.registerApp`, ...). Every area module
 * exports call functions taking the client first (most made by defineCall from their catalogue entry, in
 * calls/call-spec.ts); createApi binds them to one client.
 *
 * Every call is asynchronous, so each area's module is loaded on the area's first call: the page does not
 * download the code of the ~20 areas it has not used yet before the first timeline shows.
 */
import type { ApiClient } from './client';
import { AREA_LOADERS } from './areas';

export { AREA_LOADERS };

/** What each area's loader loads: its module, with its call functions (areas.ts is the one list of areas). */
type AreaModules = { [Area in keyof typeof AREA_LOADERS]: Awaited<ReturnType<(typeof AREA_LOADERS)[Area]>> };

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
// oauth-authorize.ts (the consent page's address) is imported by path: only the sign-in step's chunk needs it
export { randomUrlSafe, base64Url } from './random-text';
