import { expect } from 'vitest';
import { suggestionsMachine } from '../../src/machines/suggestions.machine';
import type { Suggestion, SuggestionToken } from '../../src/machines/suggestions-types';
import { describeModel, doneEvent, errorEvent } from './model-harness';

/**
 * The compose suggestions machine's model: idle, debouncing (the named 200 ms delay), fetching (scripted
 * fetchSuggestions), showing; every state and transition replayed on real actors. Tokens: two different ones
 * and null; answers: two suggestions, none, a failure; picks: the highlighted one, an index, one out of range.
 */
const alice: SuggestionToken = { text: '@ali', start: 0 };
const garden: SuggestionToken = { text: '#gar', start: 6 };
const answer: Suggestion[] = [
  { kind: 'account', id: '1', acct: 'alice', displayName: 'Alice', avatar: 'https://social.example/a.png' },
  { kind: 'account', id: '2', acct: 'alina@remote.example', displayName: 'Alina', avatar: '' },
];
const failure = new Error('search failed');

describeModel({
  name: 'suggestions',
  machine: suggestionsMachine,
  scriptedActors: ['fetchSuggestions'],
  events: [
    { type: 'suggest.token', token: alice },
    { type: 'suggest.token', token: garden },
    { type: 'suggest.token', token: null },
    { type: 'suggest.next' },
    { type: 'suggest.previous' },
    { type: 'suggest.pick' },
    { type: 'suggest.pick', index: 1 },
    { type: 'suggest.pick', index: 5 },
    { type: 'suggest.dismiss' },
    doneEvent('fetchSuggestions', answer),
    doneEvent('fetchSuggestions', []),
    errorEvent('fetchSuggestions', failure),
  ],
  expectations: {
    idle: (snapshot) => {
      expect(snapshot.context.suggestions).toEqual([]);
      expect(snapshot.context.highlighted).toBe(-1);
    },
    debouncing: (snapshot) => {
      expect(snapshot.context.token).not.toBeNull();
      expect(snapshot.context.suggestions).toEqual([]);
      expect(snapshot.context.error).toBeNull();
    },
    fetching: (snapshot, scripted) => {
      // the fetch asks for the token now under the caret
      expect(scripted.lastCall('fetchSuggestions')?.input).toEqual({ token: snapshot.context.token });
      expect(scripted.lastCall('fetchSuggestions')?.aborted()).toBe(false);
    },
    showing: (snapshot) => {
      expect(snapshot.context.suggestions).toEqual(answer);
      expect(snapshot.context.highlighted).toBeGreaterThanOrEqual(0);
      expect(snapshot.context.highlighted).toBeLessThan(answer.length);
    },
  },
});
