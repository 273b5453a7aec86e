/**
 * Follow suggestions for the home feed's suggestions row (GET v2/suggestions), asked once per account: the
 * row mounts and unmounts as the reader scrolls (virtualisation), and the account's data registry keeps the
 * answer, so a remounted row shows it at once. The accounts go into the store; the chart keeps their ids.
 * A failure is said in the row without an alert, and asked again the next time the row shows.
 */
import { importAccount } from '../../store';
import { defineResource } from '../define-resource';

/** How many suggestions the row asks for. */
export const SUGGESTION_LIMIT = 10;

export const followSuggestions = defineResource<null, readonly string[]>({
  name: 'accounts.suggestions',
  callId: 'discovery.suggestions',
  keyOf: () => '',
  alerts: { skipAlert: true },
  revisit: 'retry',
  async load({ api, store }, _params, signal) {
    const suggestions = await api.discovery.suggestions(SUGGESTION_LIMIT, { signal });
    const accountIds: string[] = [];
    store.batch(() => {
      for (const suggestion of suggestions) {
        const id = importAccount(store, suggestion.account);
        if (id !== null && !accountIds.includes(id)) accountIds.push(id);
      }
    });
    return accountIds;
  },
});
