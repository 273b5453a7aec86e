/**
 * The status-action runner through the real API against the sandbox (contract-checked): favourite succeeds
 * and the server's record wins; with the server failing every favourite (fault switch), the optimistic change
 * is reverted and the alert raised; delete removes the post and the server forgets it.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAlertQueue } from '../../../src/services/alerts';
import { createStatusActionRunner } from '../../../src/services/status-actions/status-action-runner';
import { createEntityStore, importStatus } from '../../../src/services/store';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import { createTimelineRegistry } from '../../../src/services/timelines/timeline-registry';
import { testLiveServices } from '../../support/live-services-fixture';

const contract = useContractSandbox();
let alice: SignedIn;

beforeAll(async () => {
  alice = await signIn(contract, { username: 'alice' });
});
afterEach(() => {
  contract.sandbox.ctx.options.errorRate = 0;
  contract.sandbox.ctx.options.faultPaths = [];
});

function setUp() {
  const store = createEntityStore({ currentAccountId: alice.accountId });
  const alerts = createAlertQueue();
  // the account's real timeline registry (it removes a deleted post from the timelines and the store), watched
  const registry = createTimelineRegistry({
    api: alice.api,
    store,
    alerts,
    streaming: testLiveServices(alice.api, store, alerts).streaming,
  });
  const timelines = { removeStatus: vi.fn((id: string) => registry.removeStatus(id)) };
  return { store, alerts, timelines, runner: createStatusActionRunner({ api: alice.api, store, alerts, timelines }) };
}

const someoneElsesPublicPost = () =>
  [...contract.sandbox.db.statuses.values()].find(
    (s) => !s.deleted && s.visibility === 'public' && s.reblog_of_id === null && s.account_id !== alice.accountId,
  )!;

describe('status actions against the sandbox', () => {
  it('favourites, then reverts with the alert when the server fails', async () => {
    const { store, alerts, runner } = setUp();
    const post = someoneElsesPublicPost();
    importStatus(store, await alice.api.statuses.get(post.id));
    const before = store.get('statuses', post.id)!;
    expect(before.favourited).toBe(false);

    expect(await runner.run({ type: 'favourite', statusId: post.id })).toEqual({ ok: true });
    expect(store.get('statuses', post.id)).toMatchObject({
      favourited: true,
      favourites_count: before.favourites_count + 1,
    });

    contract.sandbox.ctx.options.errorRate = 1;
    contract.sandbox.ctx.options.faultPaths = ['/unfavourite'];
    const undo = runner.run({ type: 'unfavourite', statusId: post.id });
    expect(store.get('statuses', post.id)?.favourited).toBe(false);
    const outcome = await undo;
    expect(outcome.ok).toBe(false);
    expect(store.get('statuses', post.id)).toMatchObject({
      favourited: true,
      favourites_count: before.favourites_count + 1,
    });
    expect(alerts.getSnapshot()).toHaveLength(1);
    expect(alerts.getSnapshot()[0]?.title).toMatchObject({ values: { status: 503 } });
    // the alert is shown named after the change that failed ("Favourite not removed")
    expect(alerts.getSnapshot()[0]?.action).toBe('statuses.unfavourite');
    await contract.settle();
  });

  it('deletes an own post: gone from the store, the timelines and the server', async () => {
    const { store, timelines, runner } = setUp();
    const created = await alice.api.statuses.create({ status: 'to be deleted', visibility: 'public' });
    importStatus(store, created);
    expect(await runner.run({ type: 'delete', statusId: created.id })).toEqual({ ok: true });
    expect(timelines.removeStatus).toHaveBeenCalledWith(created.id);
    expect(store.get('statuses', created.id)).toBeUndefined();
    await expect(alice.api.statuses.get(created.id)).rejects.toMatchObject({ status: 404 });
    await contract.settle();
  });
});
