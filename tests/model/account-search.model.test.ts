import { expect } from 'vitest';
import { accountSearchMachine } from '../../src/machines/account-search.machine';
import { describeModel, doneEvent, errorEvent } from './model-harness';

/**
 * The members editor's account search: idle, waiting (the named 300 ms pause), searching (scripted search),
 * shown, failed; every state and transition replayed on real actors. Queries: two different ones, one with
 * spaces around it (the same query), a blank one; answers: two accounts, none, a failure; CLEAR and RETRY.
 */
const found = ['11', '12'];

describeModel({
  name: 'account-search',
  machine: accountSearchMachine,
  scriptedActors: ['search'],
  events: [
    { type: 'QUERY', query: 'bo' },
    { type: 'QUERY', query: ' bo ' },
    { type: 'QUERY', query: 'car' },
    { type: 'QUERY', query: '   ' },
    { type: 'CLEAR' },
    { type: 'RETRY' },
    doneEvent('search', found),
    doneEvent('search', []),
    errorEvent('search', new Error('search failed')),
  ],
  expectations: {
    idle: (snapshot) => {
      // nothing is asked for and nothing is shown without a query
      expect(snapshot.context.query).toBe('');
      expect(snapshot.context.results).toEqual([]);
      expect(snapshot.hasTag('busy')).toBe(false);
    },
    waiting: (snapshot) => {
      expect(snapshot.context.query).not.toBe('');
      expect(snapshot.context.results).toEqual([]);
      expect(snapshot.hasTag('busy')).toBe(true);
    },
    searching: (snapshot, scripted) => {
      // the search sends the query now in the field, trimmed
      expect(scripted.lastCall('search')?.input).toEqual({ query: snapshot.context.query });
      expect(snapshot.context.query).toBe(snapshot.context.query.trim());
    },
    shown: (snapshot) => {
      expect(snapshot.hasTag('results')).toBe(true);
      expect([found, []]).toContainEqual(snapshot.context.results);
    },
    failed: (snapshot) => {
      expect(snapshot.context.error).toBeInstanceOf(Error);
      expect(snapshot.context.query).not.toBe('');
    },
  },
});
