/**
 * Follow suggestions for the home feed's suggestions row (GET v2/suggestions), asked once per account: the
 * row mounts and unmounts as the reader scrolls (virtualisation), so the answer is kept with the account's
 * entity store and the accounts are imported into it.
 */
import type { Api } from '../../services/api';
import { importAccount, type EntityStore } from '../../services/store';

/** How many suggestions the row asks for. */
export const SUGGESTION_LIMIT = 10;

export type SuggestionsResult = { state: 'loaded'; accountIds: string[] } | { state: 'failed' };

const results = new WeakMap<EntityStore, Promise<SuggestionsResult>>();
const settled = new WeakMap<EntityStore, SuggestionsResult>();

/** The answer already received for this account, if any (so a remounted row shows it at once). */
export function settledSuggestions(store: EntityStore): SuggestionsResult | undefined {
  return settled.get(store);
}

export function loadSuggestions(api: Api, store: EntityStore): Promise<SuggestionsResult> {
  let result = results.get(store);
  if (!result) {
    result = Promise.resolve().then(() => api.discovery.suggestions(SUGGESTION_LIMIT)).then(
      (suggestions): SuggestionsResult => {
        const accountIds: string[] = [];
        store.batch(() => {
          for (const suggestion of suggestions) {
            const id = importAccount(store, suggestion.account);
            if (id !== null && !accountIds.includes(id)) accountIds.push(id);
          }
        });
        return { state: 'loaded', accountIds };
      },
      (): SuggestionsResult => ({ state: 'failed' }),
    );
    const pending = result;
    void pending.then((value) => {
      settled.set(store, value);
      // a failure may be asked again the next time the row mounts
      if (value.state === 'failed' && results.get(store) === pending) results.delete(store);
    });
    results.set(store, result);
  }
  return result;
}
