/**
 * One API and one entity store per account (and one token-less pair per server read signed out), kept while the
 * account is in the session so switching back and forth keeps what was loaded, with no reload.
 */
import { createApi, createApiClient, type Api } from '../../services/api';
import type { SessionAccount } from '../../services/auth/auth-types';
import type { AlertQueue } from '../../services/errors';
import { createEntityStore, type EntityStore } from '../../services/store';
import { releaseWhenIdle } from '../../services/store/release-when-idle';
import { createLiveServices, type LiveServices } from './live-services';

/**
 * The account's data charts stop with it, and what else registered to stop with them (the notifications): the
 * registry downloads with the first screen that shows data.
 */
function disposeData(store: EntityStore): void {
  void import('../../services/data/data-registry').then((data) => data.disposeDataOf(store));
}

export interface AccountServices extends LiveServices {
  api: Api;
  store: EntityStore;
}

export interface AccountServicesCache {
  /** the API bound to the account's server and token, and the account's own store */
  forAccount(account: SessionAccount): AccountServices;
  /** a token-less API and a signed-out store for reading `server` */
  forServer(server: string): AccountServices;
  /** drops every entry whose key is not listed */
  retain(keys: Iterable<string>): void;
}

/** The cache key of signed-out reading of `server`. */
export const browsingKey = (server: string) => `${server}|`;

export function createAccountServicesCache(alerts: AlertQueue, fetchImpl?: typeof fetch): AccountServicesCache {
  const entries = new Map<string, { token: string | null; services: AccountServices }>();
  /** each store's release of what nothing holds (store-release.ts), stopped with the account */
  const releases = new Map<EntityStore, () => void>();

  function entry(key: string, server: string, token: string | null, accountId: string | null): AccountServices {
    const known = entries.get(key);
    if (known && known.token === token) return known.services;
    known?.services.streaming.close();
    known?.services.timelines.dispose();
    if (known) disposeData(known.services.store);
    const api = createApi(createApiClient({ server, token, fetch: fetchImpl }));
    // a new token for the same account keeps the account's store
    const store = known?.services.store ?? createEntityStore({ currentAccountId: accountId });
    if (!releases.has(store)) releases.set(store, releaseWhenIdle(store));
    const services = { api, store, ...createLiveServices({ server, token, api, store, alerts }) };
    entries.set(key, { token, services });
    return services;
  }

  return {
    forAccount: (account) => entry(account.key, account.server, account.token, account.accountId),
    forServer: (server) => entry(browsingKey(server), server, null, null),
    retain(keys) {
      const kept = new Set(keys);
      for (const [key, { services }] of [...entries]) {
        if (kept.has(key)) continue;
        services.streaming.close();
        services.timelines.dispose();
        disposeData(services.store);
        releases.get(services.store)?.();
        releases.delete(services.store);
        entries.delete(key);
      }
    },
  };
}
