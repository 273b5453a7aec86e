/**
 * The compose suggestions chart (machines/suggestions.machine.ts) with its effect: `fetchSuggestions`
 * (suggestion-fetch.ts) finds accounts, hashtags (with the account's tag history) and emoji (in the reader's
 * language and skin tone; the skin tone is read at each fetch, so a changed setting applies at once).
 */
import { suggestionsMachine } from '../../machines/suggestions.machine';
import type { Api } from '../api';
import type { EntityStore } from '../store';
import { readSkinTone } from './skin-tone';
import { fetchSuggestionsActor } from './suggestion-fetch';
import { tagHistoryFor } from './tag-history';

export interface SuggestionsChartServices {
  api: Api;
  store: EntityStore;
  /** names the account's tag history (e.g. `${server}|${accountId}`) */
  accountKey: string;
  /** the reader's language (Unicode emoji names) */
  language: string;
}

export function suggestionsMachineFor({ api, store, accountKey, language }: SuggestionsChartServices) {
  return suggestionsMachine.provide({
    actors: {
      fetchSuggestions: fetchSuggestionsActor({
        api,
        store,
        tagHistory: tagHistoryFor(accountKey),
        language,
        skinTone: () => readSkinTone(),
      }),
    },
  });
}
