// @vitest-environment jsdom
/**
 * The outbox against the sandbox (contract-checked), with the network switched off and on under the API client:
 * - a new post that gets no answer goes to the outbox (the draft clears, a notice says it waits), nothing reaches
 *   the server; once the browser says it is back and the server answers, it is sent: exactly one status;
 * - an attempt whose answer is lost (the server made the post) is sent again after a reload with the same key:
 *   still exactly one status;
 * - a post the server refuses stays, with the server's words, and is not tried again; Cancel takes it out;
 * - Edit brings it back into the composer with its key, and the outbox lets go of it.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApi, createApiClient } from '../../../src/services/api';
import { createAlertQueue } from '../../../src/services/alerts';
import { createComposeRuntime } from '../../../src/services/compose/compose-runtime';
import { createDraftStorage } from '../../../src/services/compose/draft-storage';
import { createOutbox, entryOf } from '../../../src/services/compose/outbox';
import { createOutboxStorage } from '../../../src/services/compose/outbox-storage';
import { outboxStorageKey } from '../../../src/services/compose/outbox-key';
import { createConnectivity, type BrowserNetwork } from '../../../src/services/connectivity/connectivity';
import { createReachSignal, keepReachSignal } from '../../../src/services/connectivity/reach-signal';
import { createEntityStore, importAccount } from '../../../src/services/store';
import { accountKey } from '../../../src/services/auth/account-profile';
import { initialDraft } from '../../../src/machines/compose-reset';
import { SPEC_DEFAULTS } from '../../../src/machines/compose-types';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import { waitForState } from '../../support/wait-for-state';

const contract = useContractSandbox();
let alice: SignedIn;
const stops: Array<() => void> = [];

beforeAll(async () => {
  alice = await signIn(contract, { username: 'alice' });
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  localStorage.clear();
});

/** The network under the client: up, down (no answer at all), or losing the answer of the next POST only. */
function network() {
  let mode: 'up' | 'down' | 'loseNextPost' = 'up';
  const fetch: typeof globalThis.fetch = async (input, init) => {
    if (mode === 'down') throw new TypeError('Failed to fetch');
    const answer = await globalThis.fetch(input, init);
    if (mode === 'loseNextPost' && init?.method === 'POST') {
      mode = 'down';
      throw new TypeError('Failed to fetch');
    }
    return answer;
  };
  let tellOnline = () => {};
  const browser: BrowserNetwork = {
    online: () => mode !== 'down',
    listen(onOnline) {
      tellOnline = onOnline;
      return () => {};
    },
  };
  return {
    fetch,
    browser,
    set(next: typeof mode) {
      mode = next;
    },
    /** the browser's online event */
    backOnline() {
      mode = 'up';
      tellOnline();
    },
  };
}

/** An account's services on the sandbox, with its connectivity fed by the API client's outcomes. */
async function account(net: ReturnType<typeof network>) {
  const reach = createReachSignal();
  const api = createApi(
    createApiClient({ server: contract.origin, token: alice.token, fetch: net.fetch, onReach: reach.tell }),
  );
  const store = createEntityStore({ currentAccountId: alice.accountId });
  keepReachSignal(store, reach);
  importAccount(store, await api.oauth.verifyCredentials());
  const connectivity = createConnectivity(api, store, net.browser);
  stops.push(() => connectivity.stop());
  return { api, store, alerts: createAlertQueue(), connectivity: connectivity.actor };
}

/** alice's composer on those services, stopped after the test. */
async function composer(services: Pick<Awaited<ReturnType<typeof account>>, 'api' | 'store' | 'alerts'>) {
  const runtime = await createComposeRuntime({
    server: contract.origin,
    ...services,
    me: alice.accountId,
    storage: createDraftStorage({ storage: localStorage, files: null }),
  });
  stops.push(() => runtime.stop());
  return runtime;
}

const postsWith = (text: string) =>
  [...contract.sandbox.db.statuses.values()].filter((s) => s.account_id === alice.accountId && s.text === text);

describe('a post written while the server cannot be reached', () => {
  it('waits in the outbox and is sent once the server is back: one status', async () => {
    const net = network();
    const { api, store, alerts, connectivity } = await account(net);
    const runtime = await composer({ api, store, alerts });
    expect(connectivity.getSnapshot().hasTag('offline')).toBe(false);

    net.set('down');
    runtime.actor.send({ type: 'compose.text', text: 'written on the train' });
    const key = runtime.actor.getSnapshot().context.draft.idempotencyKey;
    runtime.actor.send({ type: 'compose.submit' });
    await waitForState(() => expect(runtime.outbox.getSnapshot().context.entries).toHaveLength(1));
    // the draft cleared as after posting; the post waits with the key it was written with
    expect(runtime.actor.getSnapshot().context.draft.text).toBe('');
    expect(runtime.outbox.getSnapshot().context.entries[0]).toMatchObject({ id: key, refusal: null });
    expect(alerts.getSnapshot().map((a) => a.key)).toContain('queued');
    expect(localStorage.getItem(outboxStorageKey(accountKey(contract.origin, alice.accountId)))).toContain(key);
    expect(connectivity.getSnapshot().hasTag('offline')).toBe(true);
    expect(postsWith('written on the train')).toHaveLength(0);

    net.backOnline();
    await waitForState(() => expect(runtime.outbox.getSnapshot().context.entries).toHaveLength(0));
    expect(postsWith('written on the train')).toHaveLength(1);
    expect(localStorage.getItem(outboxStorageKey(accountKey(contract.origin, alice.accountId)))).toBeNull();
    expect(alerts.getSnapshot().map((a) => a.key)).toContain('published');
  });

  it('is sent again with the same key after a reload when the answer was lost: still one status', async () => {
    const net = network();
    const services = await account(net);
    const storage = createOutboxStorage(accountKey(contract.origin, alice.accountId), localStorage);
    const first = createOutbox({ server: contract.origin, me: alice.accountId, storage, ...services });
    const draft = { ...initialDraft(SPEC_DEFAULTS, 'key-lost-answer'), text: 'answer lost on the way' };
    net.set('loseNextPost');
    first.actor.send({ type: 'ADD', entry: entryOf({ draft, media: [] }, alice.accountId, Date.now()) });
    // the server made the post, the client never heard: the post stays, waiting
    await waitForState(() => expect(postsWith('answer lost on the way')).toHaveLength(1));
    await waitForState(() => expect(first.actor.getSnapshot().context.online).toBe(false));
    expect(first.actor.getSnapshot().context.entries).toHaveLength(1);
    first.stop();

    // the page is reloaded with the network back: the outbox is read back and sends the same key
    const again = await account(network());
    const second = createOutbox({ server: contract.origin, me: alice.accountId, storage, ...again });
    stops.push(() => second.stop());
    await waitForState(() => expect(second.actor.getSnapshot().context.entries).toHaveLength(0));
    expect(postsWith('answer lost on the way')).toHaveLength(1);
    expect(again.store.get('statuses', postsWith('answer lost on the way')[0]!.id)).toBeDefined();
  });

  it('refused by the server, stays with its words and is not tried again; Cancel takes it out', async () => {
    const net = network();
    const services = await account(net);
    const storage = createOutboxStorage(accountKey(contract.origin, alice.accountId), localStorage);
    const outbox = createOutbox({ server: contract.origin, me: alice.accountId, storage, ...services });
    stops.push(() => outbox.stop());
    const draft = { ...initialDraft(SPEC_DEFAULTS, 'key-too-long'), text: 'x'.repeat(600) };
    outbox.actor.send({ type: 'ADD', entry: entryOf({ draft, media: [] }, alice.accountId, Date.now()) });
    await waitForState(() => expect(outbox.actor.getSnapshot().context.entries[0]?.refusal).not.toBeNull());
    const [refused] = outbox.actor.getSnapshot().context.entries;
    expect(refused?.refusal?.status).toBe(422);
    expect(refused?.refusal?.message).toBeTruthy();
    expect(outbox.actor.getSnapshot().matches('idle')).toBe(true);
    // what a reload finds says the same
    expect(storage.load()[0]?.refusal).toEqual(refused?.refusal);
    expect(postsWith('x'.repeat(600))).toHaveLength(0);

    outbox.actor.send({ type: 'CANCEL', id: 'key-too-long' });
    expect(outbox.actor.getSnapshot().context.entries).toHaveLength(0);
    expect(storage.load()).toEqual([]);
  });

  it('taken back to edit: the composer holds it with its key, and the outbox lets go of it', async () => {
    const net = network();
    const { api, store, alerts } = await account(net);
    const runtime = await composer({ api, store, alerts });
    net.set('down');
    runtime.actor.send({ type: 'compose.text', text: 'to be edited' });
    const key = runtime.actor.getSnapshot().context.draft.idempotencyKey;
    runtime.actor.send({ type: 'compose.submit' });
    await waitForState(() => expect(runtime.outbox.getSnapshot().context.entries).toHaveLength(1));

    const [entry] = runtime.outbox.getSnapshot().context.entries;
    runtime.actor.send({ type: 'compose.restore', saved: entry!.saved });
    expect(runtime.actor.getSnapshot().context.draft).toMatchObject({ text: 'to be edited', idempotencyKey: key });
    expect(runtime.outbox.getSnapshot().context.entries).toHaveLength(0);
  });
});
