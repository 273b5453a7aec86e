/**
 * The status-action runner: the generic optimistic runner (src/services/mutations/optimistic-runner.ts, one
 * short-lived actor of the optimistic-action chart per request in flight) with the status actions' own
 * parts: the optimistic store change and its revert (optimistic.ts), the request (status-action-requests.ts), and the call
 * whose alert policy a failure follows. A second request of the same kind on the same status
 * (favourite/unfavourite, bookmark/unbookmark, reblog/unreblog, the same emoji, ...) while one is in flight
 * joins it rather than racing it. Loaded on first use (see index.ts).
 */
import type { Api } from '../api';
import type { AlertQueue } from '../alerts';
import { createOptimisticRunner, type MutationOutcome } from '../mutations/optimistic-runner';
import { leaveSavedTimelines } from '../saved/saved-timelines';
import type { EntityStore } from '../store';
import type { TimelineRegistry } from '../timelines/timeline-registry';
import { applyOptimistic, revertOptimistic, type OptimisticChange } from './optimistic';
import { callIdOf, performStatusAction, type PerformOutput } from './status-action-requests';
import type { StatusActionOutcome, StatusActionRequest, StatusActions } from './status-actions-types';

export interface StatusActionRunnerOptions {
  api: Api;
  store: EntityStore;
  alerts: AlertQueue;
  /**
   * a deleted post leaves every timeline (removeStatus); an unsaved one leaves the saved posts' timelines once the
   * server agrees (removeFrom, services/saved/saved-timelines.ts)
   */
  timelines: Pick<TimelineRegistry, 'removeStatus'> & Partial<Pick<TimelineRegistry, 'removeFrom'>>;
}

const FAMILY: Record<StatusActionRequest['type'], string> = {
  favourite: 'favourite',
  unfavourite: 'favourite',
  bookmark: 'bookmark',
  unbookmark: 'bookmark',
  reblog: 'reblog',
  unreblog: 'reblog',
  pin: 'pin',
  unpin: 'pin',
  mute: 'mute',
  unmute: 'mute',
  react: 'react',
  unreact: 'react',
  delete: 'delete',
  translate: 'translate',
  revokeQuote: 'revokeQuote',
  quotePolicy: 'quotePolicy',
};

/** What makes two requests "the same action": kind, status, and the emoji or quoting post when there is one. */
export function actionKey(request: StatusActionRequest): string {
  const extra = 'emoji' in request ? request.emoji : 'quotingStatusId' in request ? request.quotingStatusId : '';
  return `${FAMILY[request.type]}:${request.statusId}:${extra}`;
}

export interface StatusActionRunner extends StatusActions {
  /** how many actors are running now (tests) */
  readonly running: number;
}

export function createStatusActionRunner({
  api,
  store,
  alerts,
  timelines,
}: StatusActionRunnerOptions): StatusActionRunner {
  const runner = createOptimisticRunner<StatusActionRequest, OptimisticChange, PerformOutput>(
    {
      apply: (request) => applyOptimistic(store, request),
      perform: async (request) => {
        const output = await performStatusAction({ api, store, timelines }, request);
        if (timelines.removeFrom) leaveSavedTimelines({ removeFrom: timelines.removeFrom }, store, request);
        return output;
      },
      revert: (change) => revertOptimistic(store, change),
      callId: callIdOf,
      keyOf: actionKey,
    },
    { alerts },
  );

  // a request that joins one in flight gets the very same promise
  const outcomes = new WeakMap<Promise<MutationOutcome<PerformOutput>>, Promise<StatusActionOutcome>>();
  const toStatusOutcome = (outcome: MutationOutcome<PerformOutput>): StatusActionOutcome => {
    if (!outcome.ok) return outcome;
    return outcome.result?.redraftSaved ? { ok: true, redraftSaved: true } : { ok: true };
  };

  return {
    run(request) {
      const running = runner.run(request);
      let outcome = outcomes.get(running);
      if (outcome === undefined) outcomes.set(running, (outcome = running.then(toStatusOutcome)));
      return outcome;
    },
    inFlight: (statusId) => runner.inFlight().some((request) => request.statusId === statusId),
    get running() {
      return runner.inFlight().length;
    },
  };
}
