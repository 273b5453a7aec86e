/**
 * The fetch actor's account and hashtag suggestions: against the simulated server (the request's query is
 * read from the wire), and with a stubbed API where the server's answer has to be controlled.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { suggestionsMachine } from '../../../src/machines/suggestions.machine';
import type { Api } from '../../../src/services/api';
import {
  fetchSuggestions,
  fetchSuggestionsActor,
  type SuggestionFetchDeps,
} from '../../../src/services/compose/suggestion-fetch';
import { createTagHistory, type TagHistory } from '../../../src/services/compose/tag-history';
import { createEntityStore } from '../../../src/services/store';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import { memoryStorage } from './suggestions-support/memory-storage';

const contract = useContractSandbox();
let alice: SignedIn;
let requests: URL[] = [];

beforeAll(async () => {
  alice = await signIn(contract, { username: 'alice' });
  contract.server.events.on('request:start', ({ request }) => {
    requests.push(new URL(request.url));
  });
});
beforeEach(() => {
  requests = [];
});

const deps = (api: Api, tagHistory: TagHistory = createTagHistory(memoryStorage(), 'a')): SuggestionFetchDeps => ({
  api,
  store: createEntityStore({ currentAccountId: null }),
  tagHistory,
  language: 'en',
  skinTone: () => 1,
});
const sent = (path: string) =>
  requests.filter((url) => url.pathname === path).map((url) => Object.fromEntries(url.searchParams));
const names = (list: readonly { kind: string }[]) =>
  list.map((s) => ('name' in s ? s.name : 'acct' in s ? s.acct : '?'));

/** An API whose v2/search answers `hashtags` (and records its queries). */
function hashtagApi(hashtags: string[], queries: unknown[] = []): Api {
  return {
    search: {
      hashtagSuggestions: async (q: string) => {
        queries.push(q);
        return {
          accounts: [],
          statuses: [],
          hashtags: hashtags.map((name) => ({ name, url: `https://social.example/tags/${name}` })),
        };
      },
    },
  } as unknown as Api;
}

describe('account suggestions', () => {
  it('accounts are searched with the token without its first character', async () => {
    const found = await fetchSuggestions(deps(alice.api), { text: '@bo', start: 0 });
    expect(sent('/api/v1/accounts/search')).toEqual([{ q: 'bo', resolve: 'false', limit: '4' }]);
    expect(found[0]).toMatchObject({ kind: 'account', acct: 'bob', displayName: 'Bob' });
    expect(found[0]).toHaveProperty('avatar', expect.stringMatching(/^https?:\/\//));
  });

  it('at most 4 accounts', async () => {
    // the server knows more than 4 accounts for 'a'
    expect((await alice.api.accounts.search({ q: 'a', limit: 40 })).length).toBeGreaterThan(4);
    requests = [];
    const found = await fetchSuggestions(deps(alice.api), { text: '@a', start: 0 });
    expect(sent('/api/v1/accounts/search')).toEqual([{ q: 'a', resolve: 'false', limit: '4' }]);
    expect(found).toHaveLength(4);
    // and never more, whatever a server answers
    const many = Array.from({ length: 6 }, (_, i) => ({
      id: String(i),
      acct: `a${i}`,
      username: `a${i}`,
      display_name: '',
      avatar: '',
      avatar_static: '',
    }));
    const generous = { accounts: { search: async () => many } } as unknown as Api;
    const capped = await fetchSuggestions(deps(generous), { text: '@a', start: 0 });
    expect(capped).toHaveLength(4);
    // an empty display name shows the username
    expect(capped[0]).toMatchObject({ acct: 'a0', displayName: 'a0', avatar: '' });
  });
});

describe('hashtag suggestions', () => {
  it('ask v2/search for hashtags: q, resolve false, limit 4, exclude_unreviewed', async () => {
    const found = await fetchSuggestions(deps(alice.api), { text: '#gard', start: 3 });
    expect(sent('/api/v2/search')).toEqual([
      { q: 'gard', type: 'hashtags', resolve: 'false', limit: '4', exclude_unreviewed: 'true' },
    ]);
    expect(names(found)).toEqual(['gardening']);
  });

  it('hashtags take the capitalisation of the history', async () => {
    const history = createTagHistory(memoryStorage(), 'a');
    history.recordTags(['GardeningJapan', 'Gardening']);
    // the server says 'gardening'; the reader writes it 'Gardening' (newest first, once)
    const found = await fetchSuggestions(deps(alice.api, history), { text: '#gard', start: 0 });
    expect(names(found)).toEqual(['GardeningJapan', 'Gardening']);
    const other = createTagHistory(memoryStorage(), 'b');
    other.recordTags(['TeaTime', 'TEA']);
    const fromServer = await fetchSuggestions(deps(hashtagApi(['tea', 'teatime', 'teapot'])), { text: '#t', start: 0 });
    expect(names(fromServer)).toEqual(['tea', 'teatime', 'teapot']);
    const capitalised = await fetchSuggestions(deps(hashtagApi(['tea', 'teatime', 'teapot']), other), {
      text: '#xyz',
      start: 0,
    });
    // the history has no '#xyz…' but knows how the reader writes the server's tags
    expect(names(capitalised)).toEqual(['TEA', 'TeaTime', 'teapot']);
  });

  it('at most 4 hashtags filled from tag history', async () => {
    const history = createTagHistory(memoryStorage(), 'a');
    history.recordTags(['cat1', 'cat2', 'cat3', 'cat4', 'cat5', 'cat6']);
    const found = await fetchSuggestions(deps(hashtagApi([]), history), { text: '#cat', start: 0 });
    expect(found).toEqual(
      ['cat1', 'cat2', 'cat3', 'cat4'].map((name) => ({ kind: 'hashtag', name, fromHistory: true })),
    );
    // with fewer in the history, the server's fill the rest, each tag once
    const few = createTagHistory(memoryStorage(), 'b');
    few.recordTags(['Cats']);
    const mixed = await fetchSuggestions(deps(hashtagApi(['cats', 'catsofmastodon', 'catcontent']), few), {
      text: '#cat',
      start: 0,
    });
    expect(mixed).toEqual([
      { kind: 'hashtag', name: 'Cats', fromHistory: true },
      { kind: 'hashtag', name: 'catsofmastodon', fromHistory: false },
      { kind: 'hashtag', name: 'catcontent', fromHistory: false },
    ]);
  });

  it('at most 4 hashtags', async () => {
    const history = createTagHistory(memoryStorage(), 'a');
    history.recordTags(['music', 'musician']);
    const queries: unknown[] = [];
    const found = await fetchSuggestions(
      deps(hashtagApi(['musicjp', 'MUSIC', 'musical', 'musicals', 'musicbox'], queries), history),
      { text: '#mus', start: 0 },
    );
    expect(queries).toEqual(['mus']);
    expect(names(found)).toEqual(['music', 'musician', 'musicjp', 'musical']);
  });

  it('the history still answers when the server cannot', async () => {
    const history = createTagHistory(memoryStorage(), 'a');
    history.recordTags(['Ramen']);
    const failing = {
      search: {
        hashtagSuggestions: async () => {
          throw new Error('503');
        },
      },
    } as unknown as Api;
    expect(names(await fetchSuggestions(deps(failing, history), { text: '#ra', start: 0 }))).toEqual(['Ramen']);
    await expect(fetchSuggestions(deps(failing), { text: '#ra', start: 0 })).rejects.toThrow('503');
  });
});

describe('the fetch actor in the machine', () => {
  it('shows what the server suggests for the token', async () => {
    const machine = suggestionsMachine.provide({
      actors: { fetchSuggestions: fetchSuggestionsActor(() => deps(alice.api)) },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'suggest.token', token: { text: '@car', start: 0 } });
    const shown = await waitFor(actor, (s) => s.matches('showing') || (s.matches('idle') && s.context.error !== null), {
      timeout: 5_000,
    });
    expect(shown.context.suggestions.map((s) => (s.kind === 'account' ? s.acct : ''))).toContain('carol');
    actor.stop();
  });
});
