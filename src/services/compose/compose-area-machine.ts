/**
 * One compose area's chart (machines/compose-area.machine.ts) with its effects: the account's composer (one per
 * account, compose-runtime.ts), the compose events an intent stands for (intent-events.ts), and applying them
 * to the composer. Downloaded with the composer.
 */
import { fromPromise } from 'xstate';
import type { Api } from '../api';
import type { AlertQueue } from '../alerts';
import type { EntityStore } from '../store';
import { composeAreaMachine, type ResolveIntentInput } from '../../machines/compose-area.machine';
import type { ComposeEvent } from '../../machines/compose-types';
import { composeRuntimeFor } from './compose-runtime';
import { type ComposeRuntime } from '../../machines/compose-runtime-types';
import { applyIntentEvents, eventsForIntent } from './intent-events';
import { outboxOf } from './outbox';

export interface ComposeAreaServices {
  server: string;
  api: Api;
  store: EntityStore;
  alerts: AlertQueue;
  /** the signed-in account id; null when reading signed out */
  me: string | null;
}

export function composeAreaMachineFor({ server, api, store, alerts, me }: ComposeAreaServices) {
  return composeAreaMachine.provide({
    actors: {
      // signed out there is no composer: the area keeps waiting (the routes ask for an account first)
      loadRuntime: fromPromise<ComposeRuntime, void>(() =>
        me === null ? new Promise<never>(() => {}) : composeRuntimeFor({ server, api, store, alerts, me }),
      ),
      resolveIntent: fromPromise<readonly ComposeEvent[] | null, ResolveIntentInput>(({ input }) =>
        me === null
          ? Promise.resolve(null)
          : eventsForIntent(input.intent, { api, store, me, outbox: outboxOf({ server, api, store, alerts, me }) }),
      ),
    },
    actions: {
      apply: (_, { runtime, events }) => {
        if (runtime !== null) applyIntentEvents(runtime, events);
      },
    },
  });
}
