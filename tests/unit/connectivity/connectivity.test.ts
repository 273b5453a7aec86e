/**
 * The account's connectivity: the API client tells every call's outcome, the browser its online / offline events;
 * offline, the server is asked again with its instance document, and any answer brings the account back online.
 */
import { describe, expect, it, vi } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import { createApi, createApiClient } from '../../../src/services/api';
import { createConnectivity, type BrowserNetwork } from '../../../src/services/connectivity/connectivity';
import { createReachSignal, keepReachSignal } from '../../../src/services/connectivity/reach-signal';
import { createEntityStore } from '../../../src/services/store';
import { isOffline } from '../../../src/machines/connectivity.machine';

const SERVER = 'https://social.example';

function fakeNetwork(online: boolean) {
  const handlers = { online: () => {}, offline: () => {} };
  const network: BrowserNetwork = {
    online: () => online,
    listen(onOnline, onOffline) {
      handlers.online = onOnline;
      handlers.offline = onOffline;
      return () => {};
    },
  };
  return { network, goOnline: () => handlers.online(), goOffline: () => handlers.offline() };
}

function setUp(fetchImpl: typeof fetch, online = true) {
  const reach = createReachSignal();
  const api = createApi(createApiClient({ server: SERVER, token: 'token', fetch: fetchImpl, onReach: reach.tell }));
  const store = createEntityStore({ currentAccountId: '1' });
  keepReachSignal(store, reach);
  const browser = fakeNetwork(online);
  const part = createConnectivity(api, store, browser.network);
  return { api, part, browser };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('connectivity', () => {
  it('goes offline when a call gets no answer, and back online with the next answer, whatever its status', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json({ error: 'Record not found' }, 404));
    const { api, part } = setUp(fetchImpl);
    expect(isOffline(part.actor.getSnapshot())).toBe(false);
    await expect(api.statuses.get('1')).rejects.toMatchObject({ kind: 'network' });
    expect(isOffline(part.actor.getSnapshot())).toBe(true);
    await expect(api.statuses.get('2')).rejects.toMatchObject({ kind: 'response', status: 404 });
    expect(isOffline(part.actor.getSnapshot())).toBe(false);
    part.stop();
  });

  it('starts offline when the browser says so, and asks the server again when the browser is back', async () => {
    const fetchImpl = vi.fn<typeof fetch>(() => Promise.resolve(json({ domain: 'social.example' })));
    const { part, browser } = setUp(fetchImpl, false);
    expect(isOffline(part.actor.getSnapshot())).toBe(true);
    expect(fetchImpl).not.toHaveBeenCalled();
    browser.goOnline();
    await waitForActor(part.actor, (snapshot) => snapshot.matches('online'));
    expect(String(fetchImpl.mock.calls[0]![0])).toBe(`${SERVER}/api/v2/instance`);
    browser.goOffline();
    expect(isOffline(part.actor.getSnapshot())).toBe(true);
    part.stop();
  });

  it('stays offline when the probe gets no answer', async () => {
    const fetchImpl = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    const { part, browser } = setUp(fetchImpl, false);
    browser.goOnline();
    await waitForActor(part.actor, (snapshot) => snapshot.matches('offline') && fetchImpl.mock.calls.length === 1);
    expect(isOffline(part.actor.getSnapshot())).toBe(true);
    part.stop();
  });
});
