/**
 * The suggestions machine's `fetchSuggestions` actor: accounts from GET v1/accounts/search (q is the token
 * without its first character, resolve false, limit 4), hashtags from the tag history and v2/search
 * (hashtag-suggestions.ts), emoji from the custom and Unicode sets (emoji-suggestions.ts). The request is aborted when
 * the machine moves on (a newer token, dismiss).
 */
import { fromPromise } from 'xstate';
import type { Api } from '../api';
import type { ApiAccount } from '../../domain/entities/api-types';
import { asHttpUrl } from '../../domain/entities/urls';
import type { EntityStore } from '../store';
import type { Suggestion, SuggestionToken } from '../../machines/suggestions-types';
import { SUGGESTION_LIMITS } from '../../machines/suggestions-types';
import { emojiSuggestions } from './emoji-suggestions';
import { hashtagSuggestions } from './hashtag-suggestions';
import { tokenKind } from '../../machines/suggestion-token';
import type { TagHistory } from './tag-history';

export interface SuggestionFetchDeps {
  api: Api;
  store: EntityStore;
  tagHistory: TagHistory;
  /** the reader's language (Unicode emoji names) */
  language: string;
  /** read when a ':' token is fetched, so a changed setting applies at once */
  skinTone: () => number;
}

type AccountSuggestion = Extract<Suggestion, { kind: 'account' }>;

function accountSuggestion(account: ApiAccount): AccountSuggestion {
  return {
    kind: 'account',
    id: account.id,
    acct: account.acct,
    // an empty display name shows the username
    displayName: account.display_name?.trim() ? account.display_name : account.username,
    avatar: asHttpUrl(account.avatar_static) ?? asHttpUrl(account.avatar) ?? '',
  };
}

export async function accountSuggestions(api: Api, token: string, signal?: AbortSignal): Promise<AccountSuggestion[]> {
  const accounts = await api.accounts.search(
    { q: token.slice(1), resolve: false, limit: SUGGESTION_LIMITS.accounts },
    signal ? { signal } : {},
  );
  return accounts.slice(0, SUGGESTION_LIMITS.accounts).map(accountSuggestion);
}

/** The suggestions of one token. */
export async function fetchSuggestions(
  deps: SuggestionFetchDeps,
  token: SuggestionToken,
  signal?: AbortSignal,
): Promise<Suggestion[]> {
  switch (tokenKind(token)) {
    case 'account':
      return accountSuggestions(deps.api, token.text, signal);
    case 'hashtag':
      return hashtagSuggestions(deps.api, deps.tagHistory, token.text, signal);
    case 'emoji':
      return emojiSuggestions(
        { api: deps.api, store: deps.store, language: deps.language, skinTone: deps.skinTone() },
        token.text,
      );
    default:
      return [];
  }
}

/** The actor to provide as `fetchSuggestions`; `deps` is read at each fetch (the view may pass a getter). */
export function fetchSuggestionsActor(deps: SuggestionFetchDeps | (() => SuggestionFetchDeps)) {
  return fromPromise<Suggestion[], { token: SuggestionToken }>(({ input, signal }) =>
    fetchSuggestions(typeof deps === 'function' ? deps() : deps, input.token, signal),
  );
}
