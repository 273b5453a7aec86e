import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { SearchTarget } from '../../../src/machines/search.machine';
import type { SearchParams } from '../../../src/domain/api/search-shapes';
import type { ApiSearchResults } from '../../../src/domain/entities/api-types';
import { createAlertQueue } from '../../../src/services/alerts';
import { ApiError } from '../../../src/domain/errors/api-error';
import { SEARCH_CHART, searchActorOf, searchMachineFor } from '../../../src/services/search/search-machine';
import { createEntityStore } from '../../../src/services/store';
import { expectOnePerAccount, settle } from '../../support/account-parts';
import { deferred, stubApi } from '../timelines/support/fake-app-services';

/**
 * The search chart with its effects: a newer query cancels the request in flight (its signal aborts) and the
 * late answer of an older query never shows; the answers go into the store; a failure raises the call's alert,
 * a refusal (401/422) does not; a resolved address is opened.
 */
const account = (id: string, username: string) => ({
  id,
  username,
  acct: username,
  display_name: username,
  url: `https://social.example/@${username}`,
  avatar: 'https://social.example/a.png',
  avatar_static: 'https://social.example/a.png',
  emojis: [],
  fields: [],
});
const status = (id: string, author: ReturnType<typeof account>) => ({
  id,
  account: author,
  content: '<p>hello</p>',
  created_at: '2025-06-01T12:00:00.000Z',
  visibility: 'public',
  uri: `https://social.example/users/${author.username}/statuses/${id}`,
  url: `https://social.example/@${author.username}/${id}`,
  media_attachments: [],
  mentions: [],
  tags: [],
  emojis: [],
});
const answer = (over: Partial<ApiSearchResults> = {}) =>
  ({ accounts: [], statuses: [], hashtags: [], ...over }) as unknown as ApiSearchResults;

interface Call {
  params: SearchParams;
  signal: AbortSignal | undefined;
  reply: ReturnType<typeof deferred<ApiSearchResults>>;
}

function setUp(me: string | null = '1') {
  const calls: Call[] = [];
  const api = stubApi({
    search: {
      search: (params: SearchParams, options?: { signal?: AbortSignal }) => {
        const reply = deferred<ApiSearchResults>();
        calls.push({ params, signal: options?.signal, reply });
        return reply.promise;
      },
      resolveUrl: (q: string, options?: { signal?: AbortSignal }) => {
        const reply = deferred<ApiSearchResults>();
        calls.push({ params: { q, resolve: true, limit: 1 }, signal: options?.signal, reply });
        return reply.promise;
      },
    } as never,
  });
  const store = createEntityStore({ currentAccountId: me });
  const alerts = createAlertQueue();
  const actor = createActor(searchMachineFor({ api, store, alerts, me }), { input: { signedIn: me !== null } }).start();
  return { calls, store, alerts, actor, services: { api, store, alerts, me } };
}

const search = (query: string, searchType: 'accounts' | 'hashtags' | 'statuses' | null = null) =>
  ({ type: 'SEARCH', query, searchType }) as const;

describe('the search chart with its effects', () => {
  it('a newer query aborts the request in flight, and the older late answer never shows', async () => {
    const { calls, actor } = setUp();
    actor.send(search('cat'));
    actor.send(search('dog'));
    expect(calls.map((c) => c.params.q)).toEqual(['cat', 'dog']);
    expect(calls[0]!.signal?.aborted).toBe(true);
    expect(calls[1]!.signal?.aborted).toBe(false);
    calls[0]!.reply.resolve(answer({ accounts: [account('9', 'cathy')] as never }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().matches('searching')).toBe(true);
    calls[1]!.reply.resolve(answer({ accounts: [account('8', 'doggo')] as never }));
    const shown = await waitFor(actor, (s) => s.hasTag('results'));
    expect(shown.context.results.accounts).toEqual(['8']);
  });

  it('found accounts and posts go into the store; the chart keeps their ids', async () => {
    const { calls, actor, store } = setUp();
    actor.send(search('hello'));
    const bob = account('2', 'bob');
    calls[0]!.reply.resolve(answer({ accounts: [bob] as never, statuses: [status('50', bob)] as never }));
    const shown = await waitFor(actor, (s) => s.hasTag('results'));
    expect(shown.context.results).toMatchObject({ accounts: ['2'], statuses: ['50'] });
    expect(store.get('accounts', '2')?.acct).toBe('bob');
    expect(store.get('statuses', '50')?.accountId).toBe('2');
  });

  it('a failure raises the call alert; a refusal (401/422) and a cancelled search raise none', async () => {
    const { calls, actor, alerts } = setUp(null);
    actor.send(search('cat', 'statuses'));
    calls[0]!.reply.reject(new ApiError({ kind: 'response', message: 'no', status: 401 }));
    await waitFor(actor, (s) => s.hasTag('failed'));
    expect(alerts.getSnapshot()).toEqual([]);
    actor.send({ type: 'RETRY' });
    calls[1]!.reply.reject(new ApiError({ kind: 'response', message: 'down', status: 503 }));
    await waitFor(
      actor,
      (s) => s.hasTag('failed') && s.context.error instanceof ApiError && s.context.error.status === 503,
    );
    expect(alerts.getSnapshot()).toHaveLength(1);
    actor.send(search('dog'));
    actor.send(search('emu'));
    calls[2]!.reply.reject(new ApiError({ kind: 'abort', message: 'aborted' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(alerts.getSnapshot()).toHaveLength(1);
  });

  it('a resolved address opens the post found (before any account) and searches nothing else', async () => {
    const { calls, actor } = setUp();
    const opened: SearchTarget[] = [];
    actor.on('search.open', ({ target }) => opened.push(target));
    const address = 'https://social.example/@bob/50';
    actor.send(search(address));
    expect(calls[0]!.params).toEqual({ q: address, resolve: true, limit: 1 });
    const bob = account('2', 'bob');
    calls[0]!.reply.resolve(answer({ accounts: [bob] as never, statuses: [status('50', bob)] as never }));
    await waitFor(actor, (s) => s.matches('opened'));
    expect(opened).toEqual([{ kind: 'status', id: '50' }]);
    expect(calls).toHaveLength(1);
  });

  it('an address that resolves to nothing is searched as usual', async () => {
    const { calls, actor } = setUp();
    actor.send(search('https://elsewhere.example/x'));
    calls[0]!.reply.resolve(answer());
    await waitFor(actor, (s) => s.matches('searching'));
    expect(calls[1]!.params).toEqual({ q: 'https://elsewhere.example/x', resolve: true, limit: 11 });
  });

  it('signed out an address is not resolved (the server refuses resolving without a token)', () => {
    const { calls, actor } = setUp(null);
    actor.send(search('https://social.example/@bob/50'));
    expect(actor.getSnapshot().matches('searching')).toBe(true);
    expect(calls[0]!.params).toEqual({ q: 'https://social.example/@bob/50', resolve: false, limit: 11 });
  });
});

describe("the account's search chart", () => {
  it('is one per account, kept while the account is, and stopped with it (its search aborted)', async () => {
    const one = setUp();
    const other = setUp();
    const chart = searchActorOf(one.services);
    expect(searchActorOf(one.services)).toBe(chart);
    searchActorOf(other.services).send(search('dog'));
    chart.send(search('cat'));
    expectOnePerAccount(SEARCH_CHART, one.store, other.store);
    const asked = one.calls.length;
    one.store.scope.dispose();
    expect(chart.getSnapshot().status).toBe('stopped');
    expect(one.calls.at(-1)!.signal?.aborted).toBe(true);
    one.calls.at(-1)!.reply.reject(new ApiError({ kind: 'response', status: 500, message: '500' }));
    await settle();
    expect(one.calls).toHaveLength(asked);
    expect(one.alerts.getSnapshot()).toEqual([]);
    expect(searchActorOf(other.services).getSnapshot().status).toBe('active');
  });
});
