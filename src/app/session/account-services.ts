/**
 * One API and one entity store per account (and one token-less pair per server read signed out), kept while the
 * account is in the session so switching back and forth keeps what was loaded, with no reload. The account's API
 * is the same object for the account's life: a new token for it (signed in again) is swapped into its client and
 * its streaming, so every part made with that API (runners, batches, charts) sends the new token from then on.
 * A 401 to a call that carried the token is checked with the server (services/auth/token-refusal.ts, downloaded on
 * its first use: a 401 or a failed socket); a refusal is told to `onRefused`'s listeners (the session chart), which
 * halt the account's streaming through `halt`.
 */
import { createApi, createApiClient, type Api, type ApiClient } from '../../services/api';
import type { SessionAccount } from '../../domain/auth/auth-types';
import type { TokenRefusalWatch } from '../../services/auth/token-refusal';
import type { AlertQueue } from '../../services/alerts';
import { afterFirstScreen } from '../../services/after-paint';
import { outboxWaits } from '../../services/compose/outbox-key';
import { offlineCacheOf } from '../../services/offline-cache/offline-cache';
import { createEntityStore, type EntityStore } from '../../services/store';
import { releaseWhenIdle } from '../../services/store/release-when-idle';
import { createReachSignal, keepReachSignal } from '../../services/connectivity/reach-signal';
import { createLiveServices, type LiveServices } from './live-services';

/**
 * Lets the account go: its stream closes, its timelines stop, and its scope stops every part made for it (data
 * charts, notifications, runners, batches), newest first.
 */
function disposeAccount(services: AccountServices): void {
  services.streaming.close();
  services.timelines.dispose();
  services.store.scope.dispose();
}

export interface AccountServices extends LiveServices {
  api: Api;
  store: EntityStore;
}

/** Whose offline cache an entry's account has (no account id: reading signed out, no cache). */
interface CacheOwner {
  server: string;
  accountId: string | null;
}

/** The deletion of offline caches, loaded when an account first leaves (or after the first screen). */
const cacheWipe = () => import('../../services/offline-cache/cache-wipe');
const outboxModule = () => import('../../services/compose/outbox');

/** Hears that the server of the account under `key` refused the `token` it holds. */
export type RefusalListener = (key: string, token: string) => void;

export interface AccountServicesCache {
  /** the API bound to the account's server and token, and the account's own store */
  forAccount(account: SessionAccount): AccountServices;
  /** a token-less API and a signed-out store for reading `server` */
  forServer(server: string): AccountServices;
  /** drops every entry whose key is not listed */
  retain(keys: Iterable<string>): void;
  /** the account's server refused its token: its streaming stops (no socket, retry or polling) until a new token */
  halt(key: string): void;
  /** listens for refused tokens; returns the way to stop listening */
  onRefused(listener: RefusalListener): () => void;
}

/** The cache key of signed-out reading of `server`. */
export const browsingKey = (server: string) => `${server}|`;

export function createAccountServicesCache(alerts: AlertQueue, fetchImpl?: typeof fetch): AccountServicesCache {
  const entries = new Map<string, { client: ApiClient; services: AccountServices; cache: CacheOwner }>();
  const listeners = new Set<RefusalListener>();
  /** the keys the session holds, as last told */
  let retained = new Set<string>();

  function entry(key: string, server: string, token: string | null, accountId: string | null): AccountServices {
    const known = entries.get(key);
    if (known) {
      // signed in again as the same account: the new token goes into what the account already runs
      if (known.client.token !== token) {
        known.client.setToken(token);
        known.services.streaming.setToken(token);
      }
      return known.services;
    }
    // the watch is made on its first use: most accounts never see a 401, and the first screen does without it
    let watch: Promise<TokenRefusalWatch> | null = null;
    const refusalWatch = () =>
      (watch ??= import('../../services/auth/token-refusal').then(({ createTokenRefusalWatch }) =>
        createTokenRefusalWatch({
          // reading signed out there is no token to ask about
          verify: async () => (client.token === null ? undefined : api.oauth.verifyCredentials()),
          refused: (refusedToken) => {
            for (const listener of [...listeners]) listener(key, refusedToken);
          },
        }),
      ));
    // every call's outcome (answered or not) goes to the account's connectivity chart
    const reach = createReachSignal();
    const client = createApiClient({
      server,
      token,
      onReach: reach.tell,
      fetch: fetchImpl,
      onUnauthorized: (answer) => void refusalWatch().then((found) => found.unauthorized(answer)),
    });
    const api = createApi(client);
    const store = createEntityStore({ currentAccountId: accountId });
    keepReachSignal(store, reach);
    // what nothing holds in the store is let go when the page is idle, until the account goes
    store.scope.onDispose(releaseWhenIdle(store));
    // the account's offline cache is a part of its scope from the start: writers that know only the store find it
    offlineCacheOf({ store, server, me: accountId });
    const live = createLiveServices({
      server,
      token,
      api,
      store,
      alerts,
      suspectRefusal: () => void refusalWatch().then((found) => found.check()),
    });
    const services = { api, store, ...live };
    // posts left waiting by an earlier visit go once the server answers, whether or not the composer is opened (an
    // account's session key is its account key, `server|id`, the outbox's name)
    if (accountId !== null && outboxWaits(key)) {
      void afterFirstScreen()
        .then(outboxModule)
        .then(({ outboxOf }) => {
          if (!store.scope.disposed) outboxOf({ server, me: accountId, api, store, alerts });
        });
    }
    entries.set(key, { client, services, cache: { server, accountId } });
    return services;
  }

  return {
    forAccount: (account) => entry(account.key, account.server, account.token, account.accountId),
    forServer: (server) => entry(browsingKey(server), server, null, null),
    retain(keys) {
      const kept = new Set(keys);
      retained = kept;
      for (const [key, { services, cache }] of [...entries]) {
        if (kept.has(key)) continue;
        disposeAccount(services);
        entries.delete(key);
        // signed out or removed: nothing of the account stays on the device
        const { server, accountId } = cache;
        if (accountId !== null) void cacheWipe().then(({ wipeAccountCache }) => wipeAccountCache(server, accountId));
      }
      // and nothing of an account that left the session elsewhere (another tab, before this page made its services)
      void afterFirstScreen()
        .then(cacheWipe)
        .then(({ wipeCachesExcept }) => wipeCachesExcept(new Set([...retained, ...entries.keys()])));
    },
    halt: (key) => entries.get(key)?.services.streaming.halt(),
    onRefused(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
