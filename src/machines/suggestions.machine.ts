import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { sameToken } from './suggestion-token';
import {
  SUGGESTION_DEBOUNCE_MS,
  type Suggestion,
  type SuggestionPicked,
  type SuggestionsContext,
  type SuggestionsEvent,
  type SuggestionToken,
} from './suggestions-types';

/**
 * Compose suggestions: the token under the caret is waited on for 200 ms, then fetched, then shown until one is picked
 * or the reader moves away.
 *
 *   idle --token--> debouncing --200 ms--> fetching --answer--> showing --pick (emits suggest.picked)--> idle
 *                     ^  |  a new token restarts the wait    |  empty answer or failure --> idle (silent)
 *                     |  |                                  |
 *                     +--+---- a new token while fetching or showing (the old answer is ignored)
 *
 * A null token or `suggest.dismiss` goes back to idle from anywhere. The same token again (the caret moved
 * inside the word) changes nothing: a dismissed or answered token stays closed until the word changes.
 * `fetchSuggestions` is injected (src/services/compose/suggestion-fetch.ts); failures raise no alert.
 */

/** The text that replaces the token: '@acct ', '#Name ', ':shortcode: ' or the native character, then a space. */
export function replacementFor(suggestion: Suggestion): string {
  switch (suggestion.kind) {
    case 'account':
      return `@${suggestion.acct} `;
    case 'hashtag':
      return `#${suggestion.name} `;
    case 'emoji':
      return suggestion.native !== null ? `${suggestion.native} ` : `:${suggestion.shortcode ?? ''}: `;
  }
}

type TokenEvent = Extract<SuggestionsEvent, { type: 'suggest.token' }>;
type PickEvent = Extract<SuggestionsEvent, { type: 'suggest.pick' }>;

const pickedIndex = (context: SuggestionsContext, event: PickEvent) => event.index ?? context.highlighted;

/** Token handling shared by debouncing, fetching and showing: same token ignored, new one waits, null closes. */
const onToken = [
  { guard: 'sameToken' },
  { guard: 'hasToken', target: 'debouncing', reenter: true, actions: 'rememberToken' },
  { target: 'idle', actions: 'rememberToken' },
] as const;

export const suggestionsMachine = setup({
  types: {} as {
    context: SuggestionsContext;
    events: SuggestionsEvent;
    emitted: SuggestionPicked;
  },
  actors: {
    fetchSuggestions: fromPromise<Suggestion[], { token: SuggestionToken }>(() =>
      Promise.reject(new Error('suggestionsMachine: provide a fetchSuggestions actor')),
    ),
  },
  delays: {
    debounce: SUGGESTION_DEBOUNCE_MS,
  },
  guards: {
    sameToken: ({ context, event }) => sameToken(context.token, (event as TokenEvent).token),
    hasToken: ({ event }) => (event as TokenEvent).token !== null,
    answered: ({ event }) => ((event as { output?: Suggestion[] }).output ?? []).length > 0,
    validPick: ({ context, event }) => {
      const index = pickedIndex(context, event as PickEvent);
      return Number.isInteger(index) && index >= 0 && index < context.suggestions.length;
    },
  },
  actions: {
    rememberToken: assign({
      token: ({ event }) => (event as TokenEvent).token,
      suggestions: [],
      highlighted: -1,
      error: null,
    }),
    show: assign({
      suggestions: ({ event }) => (event as { output?: Suggestion[] }).output ?? [],
      highlighted: 0,
    }),
    clear: assign({ suggestions: [], highlighted: -1 }),
    rememberError: assign({ error: ({ event }) => (event as { error?: unknown }).error ?? null }),
    next: assign({ highlighted: ({ context }) => (context.highlighted + 1) % context.suggestions.length }),
    previous: assign({
      highlighted: ({ context }) => (context.highlighted - 1 + context.suggestions.length) % context.suggestions.length,
    }),
    emitPicked: emit(({ context, event }) => {
      const suggestion = context.suggestions[pickedIndex(context, event as PickEvent)]!;
      return {
        type: 'suggest.picked' as const,
        token: context.token!,
        suggestion,
        replacement: replacementFor(suggestion),
      };
    }),
  },
}).createMachine({
  id: 'suggestions',
  context: { token: null, suggestions: [], highlighted: -1, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'suggest.token': [
          { guard: 'sameToken' },
          { guard: 'hasToken', target: 'debouncing', actions: 'rememberToken' },
          { actions: 'rememberToken' },
        ],
      },
    },
    debouncing: {
      after: { debounce: 'fetching' },
      on: {
        'suggest.token': onToken,
        'suggest.dismiss': 'idle',
      },
    },
    fetching: {
      invoke: {
        id: 'fetchSuggestions',
        src: 'fetchSuggestions',
        input: ({ context }) => ({ token: context.token! }),
        onDone: [{ guard: 'answered', target: 'showing', actions: 'show' }, { target: 'idle' }],
        onError: { target: 'idle', actions: 'rememberError' },
      },
      on: {
        'suggest.token': onToken,
        'suggest.dismiss': 'idle',
      },
    },
    showing: {
      on: {
        'suggest.token': onToken,
        'suggest.next': { actions: 'next' },
        'suggest.previous': { actions: 'previous' },
        'suggest.pick': { guard: 'validPick', target: 'idle', actions: ['emitPicked', 'clear'] },
        'suggest.dismiss': { target: 'idle', actions: 'clear' },
      },
    },
  },
});

export type SuggestionsMachine = typeof suggestionsMachine;
export type SuggestionsActorRef = ActorRefFrom<SuggestionsMachine>;
export type SuggestionsSnapshot = SnapshotFrom<SuggestionsMachine>;
