/**
 * Runs optimistic changes: one short-lived actor of the optimistic-action chart per request in flight,
 * made when the request starts and stopped when it reaches a final state. A mutation says how to apply
 * its change at once, how to ask the server, how to take the change back, and which call's alert policy
 * a failure follows; this runner does the rest in one place. A request whose key is already in flight joins that one
 * rather than racing it. Views can follow which keys are in flight (aria-busy). A runner is a part of its account's
 * scope: `stop` (the account let go) stops every actor in flight, so no server call, revert or alert follows, and
 * answers every waiting request with a failure; nothing starts after it.
 */
import { createActor, fromPromise } from 'xstate';
import { optimisticActionMachine, type OptimisticActionOutput } from '../../machines/optimistic-action.machine';
import { reportError, type AlertQueue } from '../alerts';

export interface OptimisticMutation<R, C, O> {
  /** makes the change at once (synchronously) and describes it; null when there is nothing to change */
  apply(request: R): C | null;
  /** the server call and its effect (importing the answer...) */
  perform(request: R): Promise<O>;
  /** takes back exactly what `apply` described */
  revert(change: C): void;
  /** the calls.ts id whose alert policy a failure follows */
  callId(request: R): string;
  /** requests with the same key are the same change: a second one joins the first while it runs */
  keyOf(request: R): string;
  /**
   * says what a failure shows instead of the call's alert (a form shows the server's refusal beside it:
   * services/alerts/form-failure.ts); without it, the alert of `callId`'s policy
   */
  report?(error: unknown, request: R): void;
}

export type MutationOutcome<O> = { ok: true; result: O } | { ok: false; error: unknown };

export interface OptimisticRunner<R, O> {
  /** starts the change (or joins the same one in flight); resolves once done, or reverted after the alert */
  run(request: R): Promise<MutationOutcome<O>>;
  /** the requests in flight now */
  inFlight(): readonly R[];
  /** whether a request with this key is in flight */
  isRunning(key: string): boolean;
  /** called whenever a request starts or ends; returns the unsubscribe */
  subscribe(listener: () => void): () => void;
  /** stops every request in flight (each answers a failure) and refuses any later one: the account is gone */
  stop(): void;
}

/** What a request answers when its runner stopped (its account was let go) before it was done. */
export class RunnerStoppedError extends Error {
  constructor() {
    super("The account's optimistic runner was stopped");
    this.name = 'RunnerStoppedError';
  }
}

export function createOptimisticRunner<R, C, O>(
  mutation: OptimisticMutation<R, C, O>,
  { alerts }: { alerts: AlertQueue },
): OptimisticRunner<R, O> {
  const running = new Map<string, { request: R; outcome: Promise<MutationOutcome<O>>; stop(): void }>();
  const listeners = new Set<() => void>();
  let stopped = false;
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };

  const machine = optimisticActionMachine.provide({
    actors: {
      // async, yet the change is made synchronously: the function body runs as the invocation starts
      apply: fromPromise<unknown, { request: unknown }>(async ({ input }) => mutation.apply(input.request as R)),
      perform: fromPromise<unknown, { request: unknown }>(({ input }) => mutation.perform(input.request as R)),
      revert: fromPromise<void, { change: unknown }>(async ({ input }) => mutation.revert(input.change as C)),
    },
    actions: {
      reportFailure: ({ context }) => {
        const request = context.request as R;
        if (mutation.report) mutation.report(context.error, request);
        else reportError(alerts, context.error, { callId: mutation.callId(request) });
      },
    },
  });

  function start(request: R): { outcome: Promise<MutationOutcome<O>>; stop(): void } {
    const actor = createActor(machine, { input: { request } });
    let settle: (outcome: MutationOutcome<O>) => void = () => {};
    const outcome = new Promise<MutationOutcome<O>>((resolve) => {
      settle = resolve;
      actor.subscribe({
        complete: () => {
          const output: OptimisticActionOutput = actor.getSnapshot().output ?? {
            ok: false,
            error: new Error('optimistic action ended without an outcome'),
          };
          resolve(output.ok ? { ok: true, result: output.result as O } : output);
          actor.stop();
        },
        error: (error) => {
          resolve({ ok: false, error });
          actor.stop();
        },
      });
      actor.start();
    });
    return {
      outcome,
      stop() {
        settle({ ok: false, error: new RunnerStoppedError() });
        actor.stop();
      },
    };
  }

  return {
    run(request) {
      if (stopped) return Promise.resolve({ ok: false, error: new RunnerStoppedError() });
      const key = mutation.keyOf(request);
      const joined = running.get(key);
      if (joined !== undefined) return joined.outcome;
      if (stopped) return Promise.resolve({ ok: false, error: new RunnerStoppedError() });
      const started = start(request);
      const outcome = started.outcome.finally(() => {
        if (stopped) return;
        running.delete(key);
        changed();
      });
      running.set(key, { request, outcome, stop: started.stop });
      changed();
      return outcome;
    },
    inFlight: () => [...running.values()].map((entry) => entry.request),
    isRunning: (key) => running.has(key),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    stop() {
      if (stopped) return;
      stopped = true;
      const inFlight = [...running.values()];
      running.clear();
      for (const entry of inFlight) entry.stop();
      if (inFlight.length > 0) changed();
      listeners.clear();
    },
  };
}
