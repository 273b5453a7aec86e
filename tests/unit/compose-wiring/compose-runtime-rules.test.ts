// @vitest-environment jsdom
/**
 * The compose runtime against the sandbox (contract-checked) where the composer's rules meet what the app knows:
 * - the audiences the server and the account allow are in force from the start (the allowed-list fallback runs on
 *   them: a public default on a server with public posts disabled starts as public_unlisted, and is posted so);
 * - a reply whose parent is deleted (the timeline registry takes it out of the store) is no longer a reply, and a
 *   `reply` audience becomes circle;
 * - "keep the audience after posting" (stay_privacy) is the reader's client setting: the draft follows it, and
 *   after posting a non-reply the audience stays.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApi, createApiClient } from '../../../src/services/api';
import { accountKey } from '../../../src/services/auth/account-profile';
import {
  COMPOSE_RUNTIME,
  composeRuntimeFor,
  createComposeRuntime,
} from '../../../src/services/compose/compose-runtime';
import { type ComposeRuntime } from '../../../src/machines/compose-runtime-types';
import { replyTargetOf } from '../../../src/services/compose/intent-events';
import { createDraftStorage } from '../../../src/services/compose/draft-storage';
import { clientSettingsOf } from '../../../src/services/settings/client-settings';
import type { StreamingService } from '../../../src/services/streaming';
import { createTimelineRegistry } from '../../../src/services/timelines/timeline-registry';
import { createEntityStore, importAccount, importStatus } from '../../../src/services/store';
import { expectOnePerAccount } from '../../support/account-parts';
import { releaseUnheld } from '../../../src/services/store/store-release';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import { fakeServices } from '../timelines/support/fake-app-services';
import { waitForState } from '../../support/wait-for-state';

const contract = useContractSandbox();
let alice: SignedIn;
const running: ComposeRuntime[] = [];

beforeAll(async () => {
  alice = await signIn(contract, { username: 'alice' });
});
afterEach(() => {
  for (const runtime of running.splice(0)) runtime.stop();
  contract.sandbox.ctx.options.noPublicVisibility = 0;
  localStorage.clear();
});

/** A runtime for alice on a fresh API object (so v2/instance is read again). */
async function start() {
  const api = createApi(createApiClient({ server: contract.origin, token: alice.token }));
  const services = fakeServices({ me: alice.accountId, realApi: api, server: contract.origin });
  importAccount(services.store, await api.oauth.verifyCredentials());
  const runtime = await createComposeRuntime({
    server: contract.origin,
    api,
    store: services.store,
    alerts: services.alerts,
    me: alice.accountId,
    storage: createDraftStorage({ storage: localStorage, files: null }),
  });
  running.push(runtime);
  const draft = () => runtime.actor.getSnapshot().context.draft;
  const posted = () =>
    new Promise<string>((resolve) => {
      const sub = runtime.actor.on('compose.published', ({ status }) => {
        sub.unsubscribe();
        resolve(status.id);
      });
    });
  return { api, services, runtime, draft, posted };
}

describe('the audiences the server allows', () => {
  it('every audience on the sandbox: no restriction', async () => {
    const { runtime, draft } = await start();
    expect(runtime.actor.getSnapshot().context.allowedPrivacy).toBeNull();
    expect(draft().privacy).toBe('public');
  });

  it('public posts disabled: a public default falls back to the first allowed audience, and is posted so', async () => {
    contract.sandbox.ctx.options.noPublicVisibility = 1;
    const { api, runtime, draft, posted } = await start();
    const { allowedPrivacy } = runtime.actor.getSnapshot().context;
    expect(allowedPrivacy).not.toContain('public');
    expect(allowedPrivacy?.[0]).toBe('public_unlisted');
    expect(draft().privacy).toBe('public_unlisted');
    // choosing public is refused by the same rule
    runtime.actor.send({ type: 'compose.privacy', privacy: 'public' });
    expect(draft().privacy).toBe('public_unlisted');
    runtime.actor.send({ type: 'compose.text', text: 'not quite public' });
    const done = posted();
    runtime.actor.send({ type: 'compose.submit' });
    const id = await done;
    const status = await api.statuses.get(id);
    expect(status.visibility_ex).toBe('public_unlisted');
    // after posting the draft starts again within the allowed audiences
    expect(draft().privacy).toBe('public_unlisted');
  });
});

describe('the parent of a reply is deleted', () => {
  it('a `reply` audience draft is no longer a reply and becomes circle', async () => {
    const { api, services, runtime, draft } = await start();
    const home = await api.timelines.home({});
    const parent = home.items.find((s) => s.account.acct !== 'alice' && s.reblog === null)!;
    const parentId = importStatus(services.store, { ...parent, visibility_ex: 'limited', limited_scope: 'circle' })!;
    const status = services.store.get('statuses', parentId)!;
    const target = replyTargetOf(status, parent.account.acct, 'alice');
    runtime.actor.send({ type: 'compose.reply', target });
    expect(draft()).toMatchObject({ in_reply_to: parentId, privacy: 'reply', text: '' });
    runtime.actor.send({ type: 'compose.text', text: 'between us' });

    // a delete arrives: the registry takes the post out of every timeline and the store
    const timelines = createTimelineRegistry({
      api,
      store: services.store,
      alerts: services.alerts,
      streaming: {} as StreamingService,
    });
    timelines.removeStatus(parentId);
    expect(draft()).toMatchObject({
      in_reply_to: null,
      reply_to_limited: false,
      privacy: 'circle',
      text: 'between us',
    });
    expect(runtime.actor.getSnapshot().context.replyTo).toBeNull();
    timelines.dispose();
  });
});

describe('the draft holds what it answers in the store', () => {
  it('a reply target nothing else holds is not let go, and is once the reply is cancelled', async () => {
    const { api, services, runtime } = await start();
    const home = await api.timelines.home({});
    const parent = home.items.find((s) => s.account.acct !== 'alice' && s.reblog === null)!;
    const parentId = importStatus(services.store, parent)!;
    const status = services.store.get('statuses', parentId)!;
    runtime.actor.send({ type: 'compose.reply', target: replyTargetOf(status, parent.account.acct, 'alice') });
    releaseUnheld(services.store);
    expect(services.store.has('statuses', parentId)).toBe(true);
    // (the draft was not told its parent left: it still replies)
    expect(runtime.actor.getSnapshot().context.draft.in_reply_to).toBe(parentId);
    runtime.actor.send({ type: 'compose.cancel' });
    releaseUnheld(services.store);
    expect(services.store.has('statuses', parentId)).toBe(false);
  });
});

describe('keep the audience after posting (stay_privacy)', () => {
  it('the draft follows the reader’s setting; with it, a non-reply keeps its audience after posting', async () => {
    const { runtime, draft, posted, services } = await start();
    const settings = clientSettingsOf(accountKey(contract.origin, alice.accountId), { store: services.store });
    expect(draft().stay_privacy).toBe(false);
    settings.setStayPrivacy(true);
    expect(draft().stay_privacy).toBe(true);

    runtime.actor.send({ type: 'compose.privacy', privacy: 'unlisted' });
    runtime.actor.send({ type: 'compose.text', text: 'quietly' });
    let done = posted();
    runtime.actor.send({ type: 'compose.submit' });
    await done;
    expect(draft()).toMatchObject({ text: '', privacy: 'unlisted', stay_privacy: true });

    // without it, the audience goes back to the default after posting
    settings.setStayPrivacy(false);
    runtime.actor.send({ type: 'compose.text', text: 'quietly again' });
    done = posted();
    runtime.actor.send({ type: 'compose.submit' });
    await done;
    expect(draft()).toMatchObject({ text: '', privacy: 'public', stay_privacy: false });
  });

  it('a composer started after the reader chose it starts with it', async () => {
    // chosen earlier (kept on this device), before this account's composer and settings were made
    const earlier = createEntityStore({ currentAccountId: alice.accountId });
    clientSettingsOf(accountKey(contract.origin, alice.accountId), { store: earlier }).setStayPrivacy(true);
    const { draft } = await start();
    expect(draft().stay_privacy).toBe(true);
  });
});

describe("the account's composer", () => {
  it('is one per account, kept for a new API object of the same account, and stopped with its draft saved', async () => {
    const storage = createDraftStorage({ storage: localStorage, files: null });
    const account = () => {
      const api = createApi(createApiClient({ server: contract.origin, token: alice.token }));
      const services = fakeServices({ me: alice.accountId, realApi: api, server: contract.origin });
      const deps = { server: contract.origin, api, store: services.store, alerts: services.alerts, storage };
      return { ...deps, me: alice.accountId };
    };
    const one = account();
    const other = account();
    const composer = await composeRuntimeFor(one);
    // a new token for the same account: the same store, the draft's composer stays
    const swapped = createApi(createApiClient({ server: contract.origin, token: alice.token }));
    expect(await composeRuntimeFor({ ...one, api: swapped })).toBe(composer);
    const second = await composeRuntimeFor(other);
    running.push(second);
    expect(second).not.toBe(composer);
    expectOnePerAccount(COMPOSE_RUNTIME, one.store, other.store);

    composer.actor.send({ type: 'compose.text', text: 'still typing' });
    one.store.scope.dispose();
    await waitForState(() => expect(composer.actor.getSnapshot().status).toBe('stopped'));
    // what was typed was saved as the composer stopped
    expect((await storage.restore(accountKey(contract.origin, alice.accountId))).restored?.draft.text).toBe(
      'still typing',
    );
    expect(second.actor.getSnapshot().status).toBe('active');
  });
});
