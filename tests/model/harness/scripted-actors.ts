import { fromPromise, type AnyActorLogic } from 'xstate';

/**
 * Promise actors whose outcome the model decides. The machine invokes them as usual; each running
 * invocation waits until the harness delivers the model's `xstate.done.actor.<id>` (resolve with its
 * `output`) or `xstate.error.actor.<id>` (reject with its `error`).
 */
export interface ScriptedCall {
  src: string;
  /** the invocation id (`invoke.id`), which names its done/error events */
  id: string;
  input: unknown;
  aborted: () => boolean;
}

interface Pending {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

export class ScriptedActors {
  readonly calls: ScriptedCall[] = [];
  private readonly pending = new Map<string, Pending>();

  constructor(private readonly sources: readonly string[]) {}

  /** Implementations to pass to `machine.provide({ actors })`. */
  logic(): Record<string, AnyActorLogic> {
    const out: Record<string, AnyActorLogic> = {};
    for (const src of this.sources) {
      out[src] = fromPromise<unknown, unknown>(({ input, self, signal }) => {
        this.calls.push({ src, id: self.id, input, aborted: () => signal.aborted });
        return new Promise((resolve, reject) => {
          this.pending.set(self.id, { resolve, reject });
          signal.addEventListener('abort', () => this.pending.delete(self.id), { once: true });
        });
      });
    }
    return out;
  }

  /** The latest invocation of `src`, if any. */
  lastCall(src: string): ScriptedCall | undefined {
    return this.calls.filter((c) => c.src === src).at(-1);
  }

  settle(id: string, outcome: { output: unknown } | { error: unknown }): void {
    const pending = this.pending.get(id);
    if (!pending) {
      throw new Error(
        `the model expects actor "${id}" to finish, but the machine has no running invocation with that id`,
      );
    }
    this.pending.delete(id);
    if ('error' in outcome) pending.reject(outcome.error);
    else pending.resolve(outcome.output);
  }
}

const DONE = /^xstate\.done\.actor\.(.+)$/;
const ERROR = /^xstate\.error\.actor\.(.+)$/;

/** Which invocation a done/error event settles, or null for any other event. */
export function settledInvocation(eventType: string): { id: string; kind: 'done' | 'error' } | null {
  const done = DONE.exec(eventType);
  if (done?.[1]) return { id: done[1], kind: 'done' };
  const error = ERROR.exec(eventType);
  if (error?.[1]) return { id: error[1], kind: 'error' };
  return null;
}

/** A model event saying invocation `id` finished with `output`. */
export function doneEvent<T>(id: string, output: T) {
  return { type: `xstate.done.actor.${id}` as const, output, actorId: id };
}

/** A model event saying invocation `id` failed with `error`. */
export function errorEvent(id: string, error: unknown) {
  return { type: `xstate.error.actor.${id}` as const, error, actorId: id };
}
