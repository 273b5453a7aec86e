// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { Api } from '../../../src/services/api';
import { createAlertQueue } from '../../../src/services/alerts';
import { ApiError } from '../../../src/domain/errors/api-error';
import { createStatusActionRunner } from '../../../src/services/status-actions/status-action-runner';
import { createStatusActions } from '../../../src/services/status-actions';
import { createEntityStore, importStatus } from '../../../src/services/store';
import type { TimelineRegistry } from '../../../src/services/timelines/timeline-registry';
import { stubApi } from '../timelines/support/fake-app-services';
import { rawStatus } from '../status/status-fixtures';
import { createTimelineRegistry } from '../../../src/services/timelines/timeline-registry';
import { testLiveServices } from '../../support/live-services-fixture';
import { waitForState } from '../../support/wait-for-state';

const unavailable = () =>
  new ApiError({ kind: 'response', message: 'Service Unavailable', status: 503, statusText: 'Service Unavailable' });

/** A promise settled from the test. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setUp(statuses: Record<string, (...args: never[]) => Promise<unknown>>, me = '99') {
  const store = createEntityStore({ currentAccountId: me });
  const alerts = createAlertQueue();
  const api = stubApi({ statuses } as never) as Api;
  // the account's real timeline registry (it removes a deleted post from the timelines and the store), watched
  const registry = createTimelineRegistry({
    api,
    store,
    alerts,
    streaming: testLiveServices(api, store, alerts).streaming,
  });
  const timelines = { removeStatus: vi.fn((id: string) => registry.removeStatus(id)) } satisfies Pick<
    TimelineRegistry,
    'removeStatus'
  >;
  const runner = createStatusActionRunner({ api, store, alerts, timelines });
  return { store, alerts, timelines, runner };
}

describe('status-action runner', () => {
  it('favourites at once, then reverts the flag and count on an injected failure and raises the alert', async () => {
    const call = deferred<unknown>();
    const favourite = vi.fn(() => call.promise);
    const { store, alerts, runner } = setUp({ favourite });
    importStatus(store, rawStatus('1', { favourites_count: 4, favourited: false }));

    const outcome = runner.run({ type: 'favourite', statusId: '1' });
    // optimistic: visible before the server answers
    expect(store.get('statuses', '1')).toMatchObject({ favourited: true, favourites_count: 5 });
    expect(runner.inFlight('1')).toBe(true);
    expect(alerts.getSnapshot()).toEqual([]);

    const error = unavailable();
    call.reject(error);
    expect(await outcome).toEqual({ ok: false, error });
    expect(store.get('statuses', '1')).toMatchObject({ favourited: false, favourites_count: 4 });
    expect(favourite).toHaveBeenCalledWith('1');
    const [alert] = alerts.getSnapshot();
    expect(alert?.title).toMatchObject({ values: { status: 503 } });
    expect(runner.inFlight('1')).toBe(false);
    expect(runner.running).toBe(0);
  });

  it('reverts only the fields it changed: a stream update meanwhile survives', async () => {
    const call = deferred<unknown>();
    const { store, runner } = setUp({ bookmark: () => call.promise });
    importStatus(store, rawStatus('1', { bookmarked: false, replies_count: 1 }));
    const outcome = runner.run({ type: 'bookmark', statusId: '1' });
    expect(store.get('statuses', '1')?.bookmarked).toBe(true);
    // the stream brings a new reply count while the request is out
    store.patch('statuses', '1', { replies_count: 9 });
    call.reject(unavailable());
    await outcome;
    expect(store.get('statuses', '1')).toMatchObject({ bookmarked: false, replies_count: 9 });
  });

  it("imports the answer on success, so the server's counts win", async () => {
    const { store, alerts, runner } = setUp({
      reblog: vi.fn(async () =>
        rawStatus('500', {
          account: { id: '99', username: 'me', acct: 'me' },
          reblog: rawStatus('1', { reblogged: true, reblogs_count: 12 }),
        }),
      ),
    });
    importStatus(store, rawStatus('1', { reblogs_count: 2 }));
    const outcome = runner.run({ type: 'reblog', statusId: '1', visibility: 'unlisted' });
    expect(store.get('statuses', '1')).toMatchObject({ reblogged: true, reblogs_count: 3 });
    expect(await outcome).toEqual({ ok: true });
    expect(store.get('statuses', '1')).toMatchObject({ reblogged: true, reblogs_count: 12 });
    expect(alerts.getSnapshot()).toEqual([]);
  });

  it('runs only one actor per in-flight action: a second press joins it', async () => {
    const call = deferred<unknown>();
    const favourite = vi.fn(() => call.promise);
    const unfavourite = vi.fn();
    const { store, runner } = setUp({ favourite, unfavourite });
    importStatus(store, rawStatus('1', { favourites_count: 0 }));
    const first = runner.run({ type: 'favourite', statusId: '1' });
    const second = runner.run({ type: 'unfavourite', statusId: '1' });
    expect(second).toBe(first);
    expect(runner.running).toBe(1);
    expect(store.get('statuses', '1')?.favourites_count).toBe(1);
    call.resolve(rawStatus('1', { favourited: true, favourites_count: 1 }));
    expect(await first).toEqual({ ok: true });
    expect(favourite).toHaveBeenCalledTimes(1);
    expect(unfavourite).not.toHaveBeenCalled();
    expect(runner.running).toBe(0);
  });

  it('runs actions on two statuses concurrently and independently', async () => {
    const calls = new Map<string, ReturnType<typeof deferred<unknown>>>();
    const favourite = vi.fn((id: string) => {
      const call = deferred<unknown>();
      calls.set(id, call);
      return call.promise;
    });
    const { store, alerts, runner } = setUp({ favourite });
    importStatus(store, rawStatus('1', { favourites_count: 0 }));
    importStatus(store, rawStatus('2', { favourites_count: 0 }));
    const one = runner.run({ type: 'favourite', statusId: '1' });
    const two = runner.run({ type: 'favourite', statusId: '2' });
    await waitForState(() => expect(calls.size).toBe(2));
    expect(runner.running).toBe(2);
    calls.get('2')?.reject(unavailable());
    expect((await two).ok).toBe(false);
    expect(runner.inFlight('1')).toBe(true);
    expect(store.get('statuses', '1')?.favourited).toBe(true);
    expect(store.get('statuses', '2')?.favourited).toBe(false);
    calls.get('1')?.resolve(rawStatus('1', { favourited: true, favourites_count: 1 }));
    expect(await one).toEqual({ ok: true });
    expect(alerts.getSnapshot()).toHaveLength(1);
  });

  it('reacts optimistically (count, me, account_ids) and reverts the reaction on failure', async () => {
    const call = deferred<unknown>();
    const emojiReaction = vi.fn(() => call.promise);
    const { store, runner } = setUp({ emojiReaction });
    importStatus(
      store,
      rawStatus('1', { emoji_reactions: [{ name: '👍', count: 1, account_ids: ['5'] }], emoji_reactions_count: 1 }),
    );
    const outcome = runner.run({ type: 'react', statusId: '1', emoji: '👍' });
    expect(store.get('statuses', '1')?.emoji_reactions[0]).toMatchObject({
      name: '👍',
      count: 2,
      me: true,
      account_ids: ['5', '99'],
    });
    expect(store.get('statuses', '1')?.emoji_reactions_count).toBe(2);
    expect(runner.run({ type: 'react', statusId: '1', emoji: '🎉' })).not.toBe(outcome);
    expect(store.get('statuses', '1')?.emoji_reactions.map((r) => [r.name, r.count, r.me])).toEqual([
      ['👍', 2, true],
      ['🎉', 1, true],
    ]);
    call.reject(unavailable());
    await outcome;
    expect(emojiReaction).toHaveBeenCalledWith('1', '👍');
    expect(store.get('statuses', '1')?.emoji_reactions[0]).toMatchObject({
      name: '👍',
      count: 1,
      me: false,
      account_ids: ['5'],
    });
  });

  it("unreacts: removes the reader's reaction and drops an emptied one", async () => {
    const { store, runner } = setUp({ emojiUnreaction: () => new Promise(() => {}) });
    importStatus(
      store,
      rawStatus('1', {
        emoji_reactions: [
          { name: 'blob', count: 1, account_ids: ['99'], url: 'https://far.example/b.png', domain: 'far.example' },
        ],
      }),
    );
    void runner.run({ type: 'unreact', statusId: '1', emoji: 'blob@far.example' });
    expect(store.get('statuses', '1')?.emoji_reactions).toEqual([]);
  });

  it('deletes: removes the post everywhere on success; alerts and keeps it on failure', async () => {
    const { store, alerts, timelines, runner } = setUp({
      delete: vi.fn(async (id: string) => {
        if (id === '2') throw unavailable();
        return rawStatus(id, { text: 'source' });
      }),
    });
    importStatus(store, rawStatus('1'));
    importStatus(store, rawStatus('2'));
    importStatus(store, rawStatus('3', { reblog: rawStatus('1') }));
    expect(await runner.run({ type: 'delete', statusId: '1' })).toEqual({ ok: true });
    expect(timelines.removeStatus).toHaveBeenCalledWith('1');
    expect(store.get('statuses', '1')).toBeUndefined();
    expect(store.get('statuses', '3')).toBeUndefined();
    expect(alerts.getSnapshot()).toEqual([]);
    expect((await runner.run({ type: 'delete', statusId: '2' })).ok).toBe(false);
    expect(store.get('statuses', '2')).toBeDefined();
    expect(alerts.getSnapshot()).toHaveLength(1);
  });

  it('delete & redraft keeps the media and stores the source for compose', async () => {
    sessionStorage.clear();
    const remove = vi.fn(async () =>
      rawStatus('1', {
        text: 'my *source*',
        spoiler_text: 'cw',
        visibility_ex: 'login',
        language: 'ja',
        in_reply_to_id: '8',
        media_attachments: [{ id: 'm1', type: 'image', url: 'https://x.example/a.png', description: 'alt' }],
      }),
    );
    const { store, runner } = setUp({ delete: remove });
    importStatus(store, rawStatus('1'));
    expect(await runner.run({ type: 'delete', statusId: '1', redraft: true })).toEqual({
      ok: true,
      redraftSaved: true,
    });
    expect(remove).toHaveBeenCalledWith('1', false);
    const { takeRedraft } = await import('../../../src/services/status-actions/compose-handoff');
    expect(takeRedraft('99')).toMatchObject({
      version: 1,
      text: 'my *source*',
      spoiler_text: 'cw',
      visibility: 'login',
      language: 'ja',
      in_reply_to_id: '8',
      media_ids: ['m1'],
    });
    expect(takeRedraft('99')).toBeNull();
  });

  it('translate stores the translation on the record and shows it', async () => {
    const translate = vi.fn(async () => ({
      content: '<p>hello</p>',
      spoiler_text: '',
      language: 'en',
      detected_source_language: 'ja',
      provider: 'Sandbox',
      media_attachments: [],
    }));
    const { store, runner } = setUp({ translate });
    importStatus(store, rawStatus('1', { language: 'ja' }));
    expect(await runner.run({ type: 'translate', statusId: '1', lang: 'en' })).toEqual({ ok: true });
    expect(translate).toHaveBeenCalledWith('1', 'en');
    expect(store.get('statuses', '1')?.translation).toMatchObject({ content: '<p>hello</p>', provider: 'Sandbox' });
    const { statusUiOf } = await import('../../../src/services/status/status-ui-store');
    expect(statusUiOf(store).get('1').translationShown).toBe(true);
  });

  it('revoking a quote marks the quoting post revoked', async () => {
    const revokeQuote = vi.fn(async () => rawStatus('2', { quote: { state: 'accepted', quoted_status_id: '1' } }));
    const { store, runner } = setUp({ revokeQuote });
    importStatus(store, rawStatus('2', { quote: { state: 'accepted', quoted_status_id: '1' } }));
    expect(await runner.run({ type: 'revokeQuote', statusId: '1', quotingStatusId: '2' })).toEqual({ ok: true });
    expect(revokeQuote).toHaveBeenCalledWith('1', '2');
    expect(store.get('statuses', '2')?.quote?.state).toBe('revoked');
  });

  it('changes who may quote an own post at once, imports the answer, and takes a refused change back', async () => {
    const approval = (automatic: string[]) => ({ automatic, manual: [], current_user: 'automatic' });
    const call = deferred<unknown>();
    const interactionPolicy = vi.fn(() => call.promise);
    const { store, alerts, runner } = setUp({ interactionPolicy });
    importStatus(store, rawStatus('1', { quote_approval: approval(['public']) }));

    const refused = runner.run({ type: 'quotePolicy', statusId: '1', policy: 'nobody' });
    expect(store.get('statuses', '1')?.quote_approval?.automatic).toEqual([]);
    call.reject(unavailable());
    expect(await refused).toMatchObject({ ok: false });
    expect(store.get('statuses', '1')?.quote_approval?.automatic).toEqual(['public']);
    expect(interactionPolicy).toHaveBeenCalledWith('1', 'nobody');
    expect(alerts.getSnapshot()).toHaveLength(1);

    // the server's own word arriving meanwhile is kept
    const second = deferred<unknown>();
    interactionPolicy.mockImplementationOnce(() => second.promise);
    const again = runner.run({ type: 'quotePolicy', statusId: '1', policy: 'followers' });
    expect(store.get('statuses', '1')?.quote_approval?.automatic).toEqual(['followers']);
    importStatus(store, rawStatus('1', { quote_approval: approval([]) }));
    second.reject(unavailable());
    await again;
    expect(store.get('statuses', '1')?.quote_approval?.automatic).toEqual([]);

    interactionPolicy.mockImplementationOnce(async () => rawStatus('1', { quote_approval: approval(['followers']) }));
    expect(await runner.run({ type: 'quotePolicy', statusId: '1', policy: 'followers' })).toEqual({ ok: true });
    expect(store.get('statuses', '1')?.quote_approval?.automatic).toEqual(['followers']);
  });

  it('the lazy facade loads the runner on first use and runs through it', async () => {
    const store = createEntityStore({ currentAccountId: '99' });
    importStatus(store, rawStatus('1'));
    const pin = vi.fn(async () => rawStatus('1', { pinned: true }));
    const actions = createStatusActions({
      api: stubApi({ statuses: { pin } } as never) as Api,
      store,
      alerts: createAlertQueue(),
      timelines: { removeStatus: vi.fn() },
    });
    expect(actions.inFlight('1')).toBe(false);
    expect(await actions.run({ type: 'pin', statusId: '1' })).toEqual({ ok: true });
    expect(store.get('statuses', '1')?.pinned).toBe(true);
  });
});
