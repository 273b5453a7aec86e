import { describe, expect, it, vi } from 'vitest';
import {
  createActor,
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { assertFullCoverage, CoverageRecorder, writeCoverage, type ModelCoverage } from './harness/coverage';
import { describePath, modelPaths, type ModelPath } from './harness/model-paths';
import { ScriptedActors, settledInvocation } from './harness/scripted-actors';

export { doneEvent, errorEvent, ScriptedActors } from './harness/scripted-actors';
export type { ModelCoverage } from './harness/coverage';

/**
 * Model-based testing of an XState machine.
 *
 * Paths come from the machine's own definition (`xstate/graph`, see harness/model-paths.ts) walked with
 * the sample events given here. Each path is then replayed against the REAL machine: a started actor
 * with the given actor implementations, where invocations listed in `scriptedActors` finish exactly as
 * the path's `xstate.done.actor.*` / `xstate.error.actor.*` events say, and `xstate.after.*` events
 * advance Vitest's fake timers. After every step the actor must be in the state (and, unless
 * `compareContext: false`, hold the context) the model predicted, and the `expectations` for that
 * state must hold. Coverage is measured on the real actors: state nodes active at some point out of all
 * state nodes, transitions fired out of all transitions written in the definition. It is written to
 * .tmp/model-coverage/<name>.json, and the suite fails below 100 % unless `incompleteCoverage` says why.
 */
export interface ModelSpec<TMachine extends AnyStateMachine> {
  /** names the coverage file and the table row */
  name: string;
  machine: TMachine;
  input?: unknown;
  /** sample events (user events plus done/error events of scripted actors), for all states or per state */
  events:
    | readonly (EventFromLogic<TMachine> | EventObject)[]
    | ((snapshot: SnapshotFrom<TMachine>) => readonly (EventFromLogic<TMachine> | EventObject)[]);
  /** `src` names of promise actors the harness settles as the model says */
  scriptedActors?: readonly string[];
  /** further actor implementations provided to the machine */
  actors?: Record<string, AnyActorLogic>;
  /** checks run whenever the real actor is in a state matching the key (`snapshot.matches(key)`) */
  expectations?: Record<string, (snapshot: SnapshotFrom<TMachine>, scripted: ScriptedActors) => void>;
  /** compare the real context with the model's after every step (default true) */
  compareContext?: boolean;
  /** accept less than full coverage, saying why */
  incompleteCoverage?: { reason: string };
  /** traversal limit */
  limit?: number;
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function usesDelays(machine: AnyStateMachine): boolean {
  return getStateNodes(machine).some((node) => node.after.length > 0);
}

/** Invocation ids whose `src` is one of the scripted actors. */
function scriptedInvocationIds(machine: AnyStateMachine, sources: readonly string[]): Set<string> {
  const ids = new Set<string>();
  for (const node of getStateNodes(machine)) {
    for (const invoke of node.invoke) if (typeof invoke.src === 'string' && sources.includes(invoke.src)) ids.add(invoke.id);
  }
  return ids;
}

function delayOf(machine: AnyStateMachine, eventType: string, snapshot: AnyMachineSnapshot): number {
  const ref = eventType.slice('xstate.after.'.length).split('.')[0] ?? '';
  if (/^\d+$/.test(ref)) return Number(ref);
  const named = (machine.implementations.delays as Record<string, unknown>)[ref];
  if (typeof named === 'number') return named;
  if (typeof named === 'function') return Number(named({ context: snapshot.context, event: { type: eventType } }));
  throw new Error(`unknown delay "${ref}" in ${eventType}`);
}

/** Replays one model path against a real actor; throws (via expect) at the first divergence. */
export async function runModelPath<TMachine extends AnyStateMachine>(
  spec: ModelSpec<TMachine>,
  path: ModelPath,
  recorder?: CoverageRecorder,
): Promise<void> {
  const scripted = new ScriptedActors(spec.scriptedActors ?? []);
  const machine = spec.machine.provide({ actors: { ...spec.actors, ...scripted.logic() } });
  const scriptedIds = scriptedInvocationIds(spec.machine, spec.scriptedActors ?? []);
  const fakeTimers = usesDelays(spec.machine);
  if (fakeTimers) vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  let root: unknown = null;
  const actor = createActor(machine, {
    input: spec.input,
    ...(recorder ? { inspect: recorder.inspector((ref) => ref === root) } : {}),
  });
  root = actor;
  recorder?.countPath();
  try {
    for (const [index, step] of path.steps.entries()) {
      const where = index === 0 ? 'initially' : `after step ${index} (${step.event.type})`;
      if (index === 0) actor.start();
      else await deliver(step.event);
      await flush();
      await flush();
      const real = actor.getSnapshot() as AnyMachineSnapshot;
      const model = step.state as AnyMachineSnapshot;
      expect(real.value, `state ${where}`).toEqual(model.value);
      expect(real.status, `status ${where}`).toEqual(model.status);
      if (spec.compareContext !== false) expect(real.context, `context ${where}`).toEqual(model.context);
      for (const [key, check] of Object.entries(spec.expectations ?? {})) {
        if (real.matches(key as never)) check(real as SnapshotFrom<TMachine>, scripted);
      }
    }
  } finally {
    actor.stop();
    if (fakeTimers) vi.useRealTimers();
  }

  async function deliver(event: EventObject): Promise<void> {
    const settled = settledInvocation(event.type);
    if (settled && scriptedIds.has(settled.id)) {
      // throws when the real machine has no such invocation running
      const payload = event as EventObject & { output?: unknown; error?: unknown };
      scripted.settle(settled.id, settled.kind === 'done' ? { output: payload.output } : { error: payload.error });
    } else if (event.type.startsWith('xstate.after.')) {
      await vi.advanceTimersByTimeAsync(delayOf(machine, event.type, actor.getSnapshot() as AnyMachineSnapshot));
    } else {
      actor.send(event as never);
    }
  }
}

/** Generates the paths of `spec` (exported for inspection and for testing the harness itself). */
export function pathsOf<TMachine extends AnyStateMachine>(spec: ModelSpec<TMachine>): ModelPath[] {
  return modelPaths(spec.machine, {
    input: spec.input,
    events: spec.events as never,
    ...(spec.limit !== undefined ? { limit: spec.limit } : {}),
  });
}

/** Runs every path of `spec` and returns the coverage of the real runs (no Vitest test declared). */
export async function runModel<TMachine extends AnyStateMachine>(spec: ModelSpec<TMachine>): Promise<ModelCoverage> {
  const recorder = new CoverageRecorder(spec.machine);
  for (const path of pathsOf(spec)) await runModelPath(spec, path, recorder);
  return recorder.report(spec.name, spec.incompleteCoverage?.reason ?? null);
}

/** Declares a Vitest suite: one test per model path, then the coverage test. */
export function describeModel<TMachine extends AnyStateMachine>(spec: ModelSpec<TMachine>): void {
  describe(`model: ${spec.name}`, () => {
    const paths = pathsOf(spec);
    const recorder = new CoverageRecorder(spec.machine);
    paths.forEach((path, i) => {
      it(`path ${i + 1}: ${describePath(path)}`, async () => {
        await runModelPath(spec, path, recorder);
      });
    });
    it(`covers every state and transition of ${spec.name}`, () => {
      const coverage = recorder.report(spec.name, spec.incompleteCoverage?.reason ?? null);
      writeCoverage(coverage);
      expect(paths.length).toBeGreaterThan(0);
      assertFullCoverage(coverage);
    });
  });
}
