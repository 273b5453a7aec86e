/**
 * Follow suggestions (GET v2/suggestions), asked once per account and shared by the home feed's suggestions row and
 * Explore's "For you" tab: one chart, so a suggestion dismissed in one place leaves the other too. The row mounts
 * and unmounts as the reader scrolls (virtualisation), and the account's data registry keeps the answer, so a
 * remounted row shows it at once. The accounts go into the store; the chart keeps each suggested account once,
 * with the reasons the server gives for it (`sources`). A failure is said in place without an alert, and asked
 * again the next time a view shows the suggestions.
 */
import { normaliseFollowSuggestion, type FollowSuggestion } from '../../../domain/entities/suggestion-marker';
import { importAccount } from '../../store';
import { defineResource } from '../define-resource';

/** How many suggestions are asked for. */
export const SUGGESTION_LIMIT = 20;

/** A suggested account (in the store) and why it is suggested, in the server's order. */
export type Suggestion = FollowSuggestion;

export const followSuggestions = defineResource<null, readonly Suggestion[]>({
  name: 'accounts.suggestions',
  callId: 'discovery.suggestions',
  keyOf: () => '',
  alerts: { skipAlert: true },
  revisit: 'retry',
  async load({ api, store }, _params, signal) {
    const raws = await api.discovery.suggestions(SUGGESTION_LIMIT, { signal });
    const suggestions: Suggestion[] = [];
    store.batch(() => {
      for (const raw of raws) {
        const accountId = importAccount(store, raw.account);
        const read = normaliseFollowSuggestion(raw);
        if (accountId === null || read === null || suggestions.some((s) => s.accountId === accountId)) continue;
        suggestions.push({ accountId, sources: read.sources });
      }
    });
    return suggestions;
  },
});
