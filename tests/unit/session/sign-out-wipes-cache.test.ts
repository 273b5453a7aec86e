// @vitest-environment jsdom
/**
 * Signing out or removing an account leaves no trace of it in IndexedDB or in localStorage: with the real account
 * services (createAccountServicesCache) on fake-indexeddb, two accounts are signed in and each caches its home;
 * keeping both (switching between them) deletes nothing; letting one go deletes its database and index and
 * nothing of the other, and its outbox goes with it; a cache (or an outbox) left of an account no longer in the session (signed out in another tab) goes too.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createAccountServicesCache } from '../../../src/app/session/account-services';
import type { SessionAccount } from '../../../src/domain/auth/auth-types';
import { createAlertQueue } from '../../../src/services/alerts';
import { markFirstRowsShown } from '../../../src/services/after-paint';
import { databaseNames, openCacheDatabase } from '../../../src/services/offline-cache/cache-database';
import { cacheNameOf } from '../../../src/services/offline-cache/cache-rules';
import { offlineCacheIn } from '../../../src/services/offline-cache/offline-cache';
import { apiStatus } from '../entities/fixtures';
import { outboxStorageKey } from '../../../src/services/compose/outbox-key';
import { waitForState } from '../../support/wait-for-state';

const SERVER = 'https://cache.example';
const account = (accountId: string): SessionAccount => ({
  key: `${SERVER}|${accountId}`,
  server: SERVER,
  accountId,
  acct: `user${accountId}`,
  displayName: `User ${accountId}`,
  avatar: '',
  token: `token-${accountId}`,
});
const names = async () => (await databaseNames(indexedDB)).sort();

afterEach(() => localStorage.clear());

describe("an account's offline cache", () => {
  it('is deleted when the account signs out or is removed, and only then', async () => {
    // the first screen is done: the caches' writes may go
    markFirstRowsShown();
    const alice = account('1');
    const bob = account('2');
    const aliceName = cacheNameOf(SERVER, '1');
    const bobName = cacheNameOf(SERVER, '2');
    // a cache left of an account signed out elsewhere
    const goneName = cacheNameOf(SERVER, '3');
    (await openCacheDatabase(indexedDB, goneName)).close();
    localStorage.setItem(goneName, '["timeline:home"]');
    // each account's outbox of posts waiting to be sent (malformed ones here: only their presence counts)
    const outboxOf = (id: string) => outboxStorageKey(`${SERVER}|${id}`);
    for (const id of ['1', '2', '3']) localStorage.setItem(outboxOf(id), '{"version":1,"entries":[]}');

    const cache = createAccountServicesCache(createAlertQueue());
    const aliceStore = cache.forAccount(alice).store;
    const bobStore = cache.forAccount(bob).store;
    offlineCacheIn(aliceStore).remember('timeline:home', [apiStatus('10')], 'replace');
    offlineCacheIn(bobStore).remember('timeline:home', [apiStatus('20')], 'replace');
    await waitForState(() => expect(localStorage.getItem(aliceName)).toBe('["timeline:home"]'));
    await waitForState(() => expect(localStorage.getItem(bobName)).toBe('["timeline:home"]'));

    // both stay in the session (switching between them): only the cache of the account gone elsewhere goes
    cache.retain([alice.key, bob.key]);
    await waitForState(async () => expect(await names()).toEqual([aliceName, bobName]));
    expect(localStorage.getItem(goneName)).toBeNull();
    await waitForState(() => expect(localStorage.getItem(outboxOf('3'))).toBeNull());
    expect(localStorage.getItem(outboxOf('2'))).not.toBeNull();
    expect(await offlineCacheIn(aliceStore).read('timeline:home')).toMatchObject({ items: [{ id: '10' }] });

    // Bob signs out
    cache.retain([alice.key]);
    await waitForState(async () => expect(await names()).toEqual([aliceName]));
    expect(localStorage.getItem(bobName)).toBeNull();
    expect(localStorage.getItem(outboxOf('2'))).toBeNull();
    expect(localStorage.getItem(outboxOf('1'))).not.toBeNull();
    expect(await offlineCacheIn(aliceStore).read('timeline:home')).toMatchObject({ items: [{ id: '10' }] });

    // Alice signs out too: nothing is left
    cache.retain([]);
    await waitForState(async () => expect(await names()).toEqual([]));
    expect(localStorage.length).toBe(0);
  });
});
