/**
 * The status-action runner: one short-lived status-action actor per in-flight request, created with
 * createActor when the request starts and stopped when it reaches a final state. A second request of the
 * same kind on the same status (favourite/unfavourite, bookmark/unbookmark, reblog/unreblog, the same emoji,
 * ...) while one is in flight joins it rather than racing it. Loaded on first use (see index.ts).
 */
import { createActor, fromPromise } from 'xstate';
import type { Api } from '../api';
import { reportError, type AlertQueue } from '../errors';
import type { EntityStore } from '../store';
import type { TimelineRegistry } from '../timelines/timeline-registry';
import { statusActionMachine } from '../../machines/status-action.machine';
import { applyOptimistic, revertOptimistic, type OptimisticChange } from './optimistic';
import { callIdOf, performStatusAction } from './perform';
import type { StatusActionOutcome, StatusActionRequest, StatusActions } from './status-actions-types';

export interface StatusActionRunnerOptions {
  api: Api;
  store: EntityStore;
  alerts: AlertQueue;
  /** only its removeStatus is used (a deleted post leaves every timeline) */
  timelines: Pick<TimelineRegistry, 'removeStatus'>;
}

const FAMILY: Record<StatusActionRequest['type'], string> = {
  favourite: 'favourite', unfavourite: 'favourite',
  bookmark: 'bookmark', unbookmark: 'bookmark',
  reblog: 'reblog', unreblog: 'reblog',
  pin: 'pin', unpin: 'pin',
  mute: 'mute', unmute: 'mute',
  react: 'react', unreact: 'react',
  delete: 'delete', translate: 'translate', revokeQuote: 'revokeQuote',
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

export function createStatusActionRunner({ api, store, alerts, timelines }: StatusActionRunnerOptions): StatusActionRunner {
  const inFlight = new Map<string, { statusId: string; outcome: Promise<StatusActionOutcome> }>();

  const machine = statusActionMachine.provide({
    actors: {
      apply: fromPromise<OptimisticChange | null, { request: StatusActionRequest }>(
        async ({ input }) => applyOptimistic(store, input.request)),
      perform: fromPromise(({ input }: { input: { request: StatusActionRequest } }) =>
        performStatusAction({ api, store, timelines }, input.request)),
      revert: fromPromise<void, { change: OptimisticChange }>(async ({ input }) => revertOptimistic(store, input.change)),
    },
    actions: {
      reportFailure: ({ context }) => {
        reportError(alerts, context.error, { callId: callIdOf(context.request) });
      },
    },
  });

  function start(request: StatusActionRequest): Promise<StatusActionOutcome> {
    const actor = createActor(machine, { input: { request } });
    return new Promise<StatusActionOutcome>((resolve) => {
      actor.subscribe({
        complete: () => {
          resolve(actor.getSnapshot().output ?? { ok: false, error: new Error('status action ended without an outcome') });
          actor.stop();
        },
        error: (error) => {
          resolve({ ok: false, error });
          actor.stop();
        },
      });
      // the optimistic change is made synchronously here, as the `apply` invocation starts
      actor.start();
    });
  }

  return {
    run(request) {
      const key = actionKey(request);
      const running = inFlight.get(key);
      if (running !== undefined) return running.outcome;
      const outcome = start(request).finally(() => inFlight.delete(key));
      inFlight.set(key, { statusId: request.statusId, outcome });
      return outcome;
    },
    inFlight(statusId) {
      for (const entry of inFlight.values()) if (entry.statusId === statusId) return true;
      return false;
    },
    get running() {
      return inFlight.size;
    },
  };
}
