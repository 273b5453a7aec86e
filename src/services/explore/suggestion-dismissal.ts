/**
 * Dismissing a follow suggestion (DELETE v1/suggestions/{account_id}: the server stops suggesting that account to
 * the reader), as an optimistic change through the generic runner. The suggestion leaves the shared suggestions
 * (the home feed's row and Explore's "For you" tab show the same chart) at once; when the server refuses, it goes
 * back where it was and the call's alert shows. Dismissing an account that is not among the suggestions shown is
 * still sent, with nothing to take back. A second dismissal of the same account while one is on its way joins it.
 */
import type { ResourceActor } from '../../machines/resource.machine';
import type { Api } from '../api';
import { dataRegistryOf } from '../data/data-registry';
import { followSuggestions, type Suggestion } from '../data/definitions/follow-suggestions';
import type { AlertQueue } from '../alerts';
import { createOptimisticRunner, type MutationOutcome, type OptimisticRunner } from '../mutations/optimistic-runner';
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';

export interface DismissalServices {
  api: Api;
  store: EntityStore;
  alerts: AlertQueue;
  server: string;
}

/** What leaving took out: the suggestion and where it stood. */
export interface Removed {
  suggestion: Suggestion;
  index: number;
}

/** The suggestions without `accountId`, and what was taken out (null: it was not there). */
export function withoutSuggestion(
  list: readonly Suggestion[],
  accountId: string,
): { list: readonly Suggestion[]; removed: Removed | null } {
  const index = list.findIndex((s) => s.accountId === accountId);
  if (index === -1) return { list, removed: null };
  return { list: [...list.slice(0, index), ...list.slice(index + 1)], removed: { suggestion: list[index]!, index } };
}

/** The suggestions with `removed` back at its place (at the end when the list has since become shorter). */
export function withSuggestionBack(list: readonly Suggestion[], { suggestion, index }: Removed): readonly Suggestion[] {
  if (list.some((s) => s.accountId === suggestion.accountId)) return list;
  const at = Math.min(index, list.length);
  return [...list.slice(0, at), suggestion, ...list.slice(at)];
}

function createDismissals(services: DismissalServices): OptimisticRunner<string, void> {
  const data = dataRegistryOf(services);
  const chart = () => data.peek(followSuggestions, null) as ResourceActor | undefined;
  const current = () => (chart()?.getSnapshot().context.value ?? null) as readonly Suggestion[] | null;

  return createOptimisticRunner<string, Removed, void>(
    {
      apply(accountId) {
        const list = current();
        if (list === null) return null;
        const { list: rest, removed } = withoutSuggestion(list, accountId);
        if (removed !== null) chart()?.send({ type: 'SET', value: rest });
        return removed;
      },
      async perform(accountId) {
        await services.api.discovery.removeSuggestion(accountId);
      },
      revert(removed) {
        const list = current();
        if (list !== null) chart()?.send({ type: 'SET', value: withSuggestionBack(list, removed) });
      },
      callId: () => 'discovery.removeSuggestion',
      keyOf: (accountId) => accountId,
    },
    { alerts: services.alerts },
  );
}

/** The account's runner, a part of its scope: stopped (what is in flight with it) when the account is let go. */
export const SUGGESTION_DISMISSALS = definePart<OptimisticRunner<string, void>>('suggestion-dismissals', (runner) =>
  runner.stop(),
);

/** Stops suggesting `accountId`: out of the suggestions at once, back in its place when the server refuses. */
export function dismissSuggestion(services: DismissalServices, accountId: string): Promise<MutationOutcome<void>> {
  return services.store.scope.use(SUGGESTION_DISMISSALS, () => createDismissals(services)).run(accountId);
}
