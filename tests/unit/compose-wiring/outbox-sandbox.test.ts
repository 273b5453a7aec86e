// @vitest-environment jsdom
/**
 * The outbox against the sandbox (contract-checked), with the network switched off and on under the API client:
 * - a new post that gets no answer goes to the outbox (the draft clears, a notice says it waits), nothing reaches
 *   the server; once the browser says it is back and the server answers, it is sent: exactly one status;
 * - an attempt whose answer is lost (the server made the post) is sent again after a reload with the same key:
 *   still exactly one status;
 * - a post the server refuses stays, with the server's words, and is not tried again; Cancel takes it out;
 * - Edit brings it back into the composer with its key, and the outbox lets go of it;
 * - an edit of a published post written offline waits too and, once back, edits that post (one status, the same
 *   id) if it is still the version the edit began on; changed elsewhere or deleted meanwhile, it is not sent and
 *   waits, refused, with its text; taken back to edit, it is again an edit of that version.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiStatus } from '../../../src/domain/entities/api-types';
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
const realNow = contract.sandbox.db.now;
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  localStorage.clear();
  contract.sandbox.db.now = realNow;
});

/** Some time passes on the server (so two versions of a post never share a timestamp). */
const later = (ms: number) => {
  const before = contract.sandbox.db.now;
  contract.sandbox.db.now = () => before() + ms;
};

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

describe('an edit of a published post written while the server cannot be reached', () => {
  /** alice's composer editing a post of hers published just now, then the network gone and the edit sent */
  async function editOffline(text: string) {
    const net = network();
    const services = await account(net);
    const runtime = await composer(services);
    const post = await services.api.statuses.create({ status: `${text}: as published`, visibility: 'public' });
    const source = await services.api.statuses.source(post.id);
    runtime.actor.send({ type: 'compose.edit', target: { status: post, text: source.text, spoilerText: '' } });
    runtime.rememberEdit(post);
    net.set('down');
    runtime.actor.send({ type: 'compose.text', text: `${text}: as edited` });
    runtime.actor.send({ type: 'compose.submit' });
    await waitForState(() => expect(runtime.outbox.getSnapshot().context.entries).toHaveLength(1));
    return { net, services, runtime, post };
  }
  const serverText = async (post: ApiStatus) => (await alice.api.statuses.source(post.id)).text;

  it('waits in the outbox with the version it began on, and once back edits that post: no new status', async () => {
    const { net, runtime, post } = await editOffline('edited on the train');
    const [entry] = runtime.outbox.getSnapshot().context.entries;
    expect(entry?.saved.draft).toMatchObject({ id: post.id, text: 'edited on the train: as edited' });
    expect(entry?.saved.editBase).toEqual({ id: post.id, editedAt: null });
    // the composer is free for the next post
    expect(runtime.actor.getSnapshot().context.draft).toMatchObject({ id: null, text: '' });

    later(1_000);
    net.backOnline();
    await waitForState(() => expect(runtime.outbox.getSnapshot().context.entries).toHaveLength(0));
    expect(await serverText(post)).toBe('edited on the train: as edited');
    expect((await alice.api.statuses.get(post.id)).edited_at).not.toBeNull();
    // the same status, edited: none made
    expect(
      [...contract.sandbox.db.statuses.values()]
        .filter((s) => s.text.startsWith('edited on the train'))
        .map((s) => s.id),
    ).toEqual([post.id]);
  });

  it('is not sent over a version made elsewhere meanwhile, nor to a deleted post: it waits, refused, with its text', async () => {
    const stale = await editOffline('edited twice');
    later(1_000);
    await alice.api.statuses.edit(stale.post.id, { status: 'edited twice: from my phone', visibility: 'public' });
    stale.net.backOnline();
    await waitForState(() => expect(stale.runtime.outbox.getSnapshot().context.entries[0]?.refusal).not.toBeNull());
    const [refused] = stale.runtime.outbox.getSnapshot().context.entries;
    expect(refused?.refusal).toMatchObject({ edit: 'stale' });
    expect(refused?.saved.draft.text).toBe('edited twice: as edited');
    expect(await serverText(stale.post)).toBe('edited twice: from my phone');

    // (the outbox read back from storage also holds the refused edit above)
    const gone = await editOffline('deleted meanwhile');
    await alice.api.statuses.delete(gone.post.id);
    gone.net.backOnline();
    const goneEntry = () =>
      gone.runtime.outbox.getSnapshot().context.entries.find((e) => e.saved.draft.id === gone.post.id);
    await waitForState(() => expect(goneEntry()?.refusal).not.toBeNull());
    expect(goneEntry()?.refusal).toEqual({ status: 0, message: null, edit: 'gone' });
  });

  it('taken back to edit, is again an edit of the version it began on, and sent from the composer edits that post', async () => {
    const { net, runtime, post } = await editOffline('taken back');
    // meanwhile the reader began editing another post
    const other = await alice.api.statuses.create({ status: 'another of hers', visibility: 'public' });
    runtime.rememberEdit({ ...other, edited_at: '2026-01-01T00:00:00.000Z' });
    const [entry] = runtime.outbox.getSnapshot().context.entries;
    runtime.actor.send({ type: 'compose.restore', saved: entry!.saved });
    expect(runtime.outbox.getSnapshot().context.entries).toHaveLength(0);
    expect(runtime.actor.getSnapshot().context.draft).toMatchObject({ id: post.id, text: 'taken back: as edited' });

    // what the autosave keeps of it names the version it began on, as when the edit began
    const drafts = createDraftStorage({ storage: localStorage, files: null });
    const key = accountKey(contract.origin, alice.accountId);
    await waitForState(() => expect(drafts.load(key)?.draft.text).toBe('taken back: as edited'));
    expect(drafts.load(key)?.editBase).toEqual({ id: post.id, editedAt: null });

    net.backOnline();
    later(1_000);
    runtime.actor.send({ type: 'compose.text', text: 'taken back: edited again' });
    runtime.actor.send({ type: 'compose.submit' });
    await waitForState(() => expect(runtime.actor.getSnapshot().context.draft.id).toBeNull());
    expect(await serverText(post)).toBe('taken back: edited again');
  });
});
