import { expect } from 'vitest';
import { searchMachine } from '../../src/machines/search.machine';
import { ALL_VIEW_SHOWN, type SearchResults } from '../../src/machines/search-rules';
import { describeModel, doneEvent, errorEvent } from './model-harness';

/**
 * The search screen's chart: idle, resolving (scripted resolve), opened, searching (scripted search), results
 * (shown, loadingMore with its own scripted page) and failed; every state and transition replayed on real
 * actors. Queries: a word, the same word for one type's view (with and without more), another word, a pasted
 * address and another, a blank one; answers: an all view with more accounts, a small answer, a full and a short page, an
 * address resolved to a post or to nothing, failures of each request.
 */
const ids = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);
const tag = (name: string) => ({ name, url: null, history: [], following: false, featuring: false });

/** The all view's answer: 11 accounts (so more exist), two hashtags, three posts. */
const wide: SearchResults = { accounts: ids('a', 11), hashtags: [tag('cats'), tag('catnip')], statuses: ids('s', 3) };
const narrow: SearchResults = { accounts: ['a1'], hashtags: [], statuses: [] };
/** A full page of accounts after the first ten (the server may hold more). */
const fullPage: SearchResults = { accounts: ids('b', 10), hashtags: [], statuses: [] };
/** A short page repeating one account already shown: it is not listed twice. */
const shortPage: SearchResults = { accounts: ['a1', 'c1'], hashtags: [], statuses: [] };

const ADDRESS = 'https://social.example/@bob/7';
const PROFILE = 'https://social.example/@carol';

describeModel({
  name: 'search',
  machine: searchMachine,
  input: { signedIn: true },
  scriptedActors: ['search', 'resolve'],
  events: [
    { type: 'SEARCH', query: 'cat', searchType: null },
    { type: 'SEARCH', query: ' cat ', searchType: 'accounts' },
    { type: 'SEARCH', query: 'cat', searchType: 'hashtags' },
    { type: 'SEARCH', query: 'dog', searchType: null },
    { type: 'SEARCH', query: ADDRESS, searchType: null },
    { type: 'SEARCH', query: PROFILE, searchType: null },
    { type: 'SEARCH', query: '  ', searchType: null },
    { type: 'LOAD_MORE' },
    { type: 'RETRY' },
    doneEvent('search', wide),
    doneEvent('search', narrow),
    errorEvent('search', new Error('search failed')),
    doneEvent('searchMore', fullPage),
    doneEvent('searchMore', shortPage),
    errorEvent('searchMore', new Error('page failed')),
    doneEvent('resolve', { kind: 'status', id: '7' }),
    doneEvent('resolve', null),
    errorEvent('resolve', new Error('resolve failed')),
  ],
  limit: 20_000,
  expectations: {
    idle: (snapshot) => {
      // nothing is asked and nothing shown without a query
      expect(snapshot.context.query).toBe('');
      expect(snapshot.context.results).toEqual({ accounts: [], hashtags: [], statuses: [] });
      expect(snapshot.hasTag('busy')).toBe(false);
    },
    resolving: (snapshot, scripted) => {
      // only a signed-in reader's web address is resolved, and exactly that address is asked
      expect([ADDRESS, PROFILE]).toContain(snapshot.context.query);
      expect(scripted.lastCall('resolve')?.input).toEqual({ query: snapshot.context.query });
      expect(snapshot.hasTag('busy')).toBe(true);
    },
    searching: (snapshot, scripted) => {
      // the first request, of the all view or of a type's view, goes without an offset
      const { query, type } = snapshot.context;
      expect(scripted.lastCall('search')?.input).toEqual({ query, type, offset: null });
      expect(query).toBe(query.trim());
      expect(snapshot.context.results).toEqual({ accounts: [], hashtags: [], statuses: [] });
    },
    results: (snapshot) => {
      const { type, results, more } = snapshot.context;
      expect(snapshot.hasTag('results')).toBe(true);
      if (type === null) {
        // the all view shows at most 10 of each type; more exists exactly when the answer held an 11th
        for (const of of ['accounts', 'hashtags', 'statuses'] as const)
          expect(results[of].length).toBeLessThanOrEqual(ALL_VIEW_SHOWN);
        expect(more.accounts).toBe(results.accounts.length === ALL_VIEW_SHOWN);
        expect(more.statuses).toBe(false);
      } else {
        // a type's view holds only that type, each result once
        for (const other of ['accounts', 'hashtags', 'statuses'] as const)
          if (other !== type) expect(results[other]).toEqual([]);
        expect(new Set(results.accounts).size).toBe(results.accounts.length);
      }
    },
    'results.loadingMore': (snapshot, scripted) => {
      // the next page starts after what is shown (the offset is the count shown)
      const { query, type, results } = snapshot.context;
      expect(type).not.toBeNull();
      expect(scripted.lastCall('search')?.input).toEqual({ query, type, offset: results[type!].length });
      expect(snapshot.hasTag('loadingMore')).toBe(true);
      expect(results[type!].length).toBeGreaterThan(0);
    },
    failed: (snapshot) => {
      expect(snapshot.context.error).toBeInstanceOf(Error);
      expect(snapshot.context.query).not.toBe('');
    },
  },
});
