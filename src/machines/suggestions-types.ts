/**
 * The contract of the compose suggestions machine: the token under the caret, debounced 200 ms, fetched, shown, picked.
 * Accounts and hashtags come from the server, emoji from the server's custom emoji and the Unicode set; hashtags are
 * completed from the tag history.
 */

/** The token being typed: its first character says which kind (`@` account, `#` hashtag, `:` emoji). */
export interface SuggestionToken {
  /** the token as typed, first character included, e.g. '@ali', '#Gard', ':smi' */
  text: string;
  /** where it starts in the text (the replacement range is start .. start + text.length) */
  start: number;
}

export type Suggestion =
  | { kind: 'account'; id: string; acct: string; displayName: string; avatar: string }
  | { kind: 'hashtag'; name: string; fromHistory: boolean }
  | { kind: 'emoji'; shortcode: string | null; native: string | null; url: string | null; staticUrl: string | null };

/** How many suggestions of each kind are shown, and the debounce. */
export const SUGGESTION_LIMITS = { accounts: 4, hashtags: 4, emoji: 5, hashtagsFromHistory: 4 } as const;
export const SUGGESTION_DEBOUNCE_MS = 200;

export interface SuggestionsContext {
  token: SuggestionToken | null;
  suggestions: Suggestion[];
  /** index of the highlighted suggestion (-1: none) */
  highlighted: number;
  error: unknown;
}

export type SuggestionsEvent =
  /** the caret moved or the text changed: the token under the caret, or null */
  | { type: 'suggest.token'; token: SuggestionToken | null }
  | { type: 'suggest.next' }
  | { type: 'suggest.previous' }
  /** pick the highlighted suggestion (or `index`); the machine emits `suggest.picked` */
  | { type: 'suggest.pick'; index?: number }
  | { type: 'suggest.dismiss' };

/** Emitted (XState `emit`) when a suggestion is picked: the composer replaces the token with `replacement`. */
export interface SuggestionPicked {
  type: 'suggest.picked';
  token: SuggestionToken;
  suggestion: Suggestion;
  /** the text to put in place of the token, with a trailing space */
  replacement: string;
}

/** Injected actor: the suggestions for one token (accounts: v1/accounts/search with the token without its first
 * character, limit 4; hashtags: v2/search type hashtags limit 4, merged with history; emoji: local search). */
export interface SuggestionsActorContracts {
  fetchSuggestions: { input: { token: SuggestionToken }; output: Suggestion[] };
}
