import { describe, expect, it, vi } from 'vitest';
import {
  createActor,
  createEmptyActor,
  type AnyActorLogic,
  type AnyActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type EventObject,
  type InspectionEvent,
  type SnapshotFrom,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { assertFullCoverage, CoverageRecorder, writeCoverage, type ModelCoverage } from './harness/coverage';
import { transitionKey } from './harness/definition-inventory';
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
 *
 * Which generated paths are replayed depends on MODEL_WALK (see `modelWalk`): by default (`quick`) the shortest
 * path that takes each transition of the definition and the shortest that enters each state node, once per
 * boundary class of the context it leads to (see `quickPaths`); with MODEL_WALK=full every generated path.
 * Coverage is measured on the real actors either way, so the 100 % check holds the quick walk to the same standard.
 *
 * Every path starts with fresh mocks: the harness clears the calls of every mock (`vi.clearAllMocks`) before it
 * replays a path, so a check such as `expect(reportFailure).toHaveBeenCalled()` sees only the calls of that path,
 * never those an earlier path left behind. What a test records outside mocks (arrays, counters) it resets itself,
 * in a `beforeEach`.
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
    for (const invoke of node.invoke)
      if (typeof invoke.src === 'string' && sources.includes(invoke.src)) ids.add(invoke.id);
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
  // the mocks a test provides to the machine answer for this path alone
  vi.clearAllMocks();
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

/** `quick`: the shortest paths that cover every transition and state (see `quickPaths`); `full`: every generated path. */
export type ModelWalk = 'quick' | 'full';
export const MODEL_WALK_ENV = 'MODEL_WALK';

/** The walk MODEL_WALK asks for: `full`, or `quick` (also when unset or empty); anything else is an error. */
export function modelWalk(env: NodeJS.ProcessEnv = process.env): ModelWalk {
  const value = (env[MODEL_WALK_ENV] ?? '').trim();
  if (value === '' || value === 'quick') return 'quick';
  if (value === 'full') return 'full';
  throw new Error(
    `${MODEL_WALK_ENV}=${value} is not a walk: use ${MODEL_WALK_ENV}=full (every generated path) or quick (the default)`,
  );
}

/** An actor scope like xstate/graph's own mock scope, whose system hands the inspection events to `record`. */
function recordingScope(record: (event: InspectionEvent) => void): AnyActorScope {
  const empty = createEmptyActor();
  return {
    self: empty,
    logger: () => undefined,
    id: '',
    sessionId: 'model-walk',
    defer: () => undefined,
    system: { ...empty.system, _sendInspectionEvent: record },
    stopChild: () => undefined,
    emit: () => undefined,
    actionExecutor: () => undefined,
  } as unknown as AnyActorScope;
}

/**
 * What the model says a step covers: the keys of the definition's transitions that fire (`t:` + transitionKey)
 * and the ids of the state nodes that are active on the way (`s:` + id), as the coverage recorder counts them
 * on the real actors. Results are cached per (source snapshot, event): generated paths share their prefixes.
 */
function modelStepItems(machine: AnyStateMachine) {
  let items = new Set<string>();
  const addNodes = (snapshot: unknown) => {
    for (const node of (snapshot as { _nodes?: Array<{ id: string }> })._nodes ?? []) items.add(`s:${node.id}`);
  };
  const scope = recordingScope((event) => {
    if (event.type !== '@xstate.microstep') return;
    addNodes(event.snapshot);
    for (const t of event._transitions as AnyTransitionDefinition[]) {
      const key = transitionKey(t);
      if (key !== null) items.add(`t:${key}`);
    }
  });
  const cache = new WeakMap<object, Map<string, ReadonlySet<string>>>();
  return {
    initial(input: unknown): ReadonlySet<string> {
      items = new Set();
      addNodes(machine.getInitialSnapshot(scope, input));
      return items;
    },
    step(from: AnyMachineSnapshot, event: EventObject): ReadonlySet<string> {
      const byEvent = cache.get(from) ?? new Map<string, ReadonlySet<string>>();
      cache.set(from, byEvent);
      const key = JSON.stringify(event);
      let found = byEvent.get(key);
      if (!found) {
        items = new Set();
        addNodes(machine.transition(from, event as never, scope));
        found = items;
        byEvent.set(key, found);
      }
      return found;
    },
  };
}

/**
 * The boundary class of a context: each top-level field as null, true/false, empty or not (arrays, strings, maps,
 * sets), zero or not (numbers), or present (other objects). Invariants tend to break at these boundaries (a list
 * emptied after it was loaded, a flag flipped), so the quick walk enters every state and takes every transition
 * once per class of the context it leads to.
 */
function contextClass(context: unknown): string {
  if (!context || typeof context !== 'object') return String(context);
  return Object.entries(context as Record<string, unknown>)
    .map(([key, value]) => {
      if (value === null || value === undefined) return `${key}:null`;
      if (typeof value === 'boolean') return `${key}:${value}`;
      if (typeof value === 'number') return `${key}:${value === 0 ? 'zero' : 'number'}`;
      if (typeof value === 'string') return `${key}:${value === '' ? 'empty' : 'text'}`;
      if (Array.isArray(value)) return `${key}:${value.length === 0 ? 'empty' : 'items'}`;
      if (value instanceof Map || value instanceof Set) return `${key}:${value.size === 0 ? 'empty' : 'items'}`;
      return `${key}:${typeof value}`;
    })
    .join(',');
}

/**
 * The quick walk. Each generated path covers, in the model, some transitions of the definition and some state
 * nodes, each in the boundary class of the context it leads to (`contextClass`). For every transition, every
 * state node and every such (item, class) pair, the shortest path covering it is kept (the first of the shortest,
 * in generation order); the result keeps generation order. So the quick walk takes every transition and enters
 * every state the full walk does, each by its shortest generated path, and meets each state in every class of
 * context the full walk meets it in, with a small fraction of the paths.
 */
export function quickPaths(machine: AnyStateMachine, input: unknown, paths: readonly ModelPath[]): ModelPath[] {
  const items = modelStepItems(machine);
  const initial = items.initial(input);
  const best = new Map<string, number>();
  paths.forEach((path, index) => {
    const covered = new Set<string>();
    const cover = (found: ReadonlySet<string>, snapshot: AnyMachineSnapshot) => {
      const kind = contextClass(snapshot.context);
      for (const item of found) {
        covered.add(item);
        covered.add(`${item} in ${kind}`);
      }
    };
    cover(initial, path.steps[0]!.state as AnyMachineSnapshot);
    for (let i = 1; i < path.steps.length; i += 1) {
      const from = path.steps[i - 1]!.state as AnyMachineSnapshot;
      cover(items.step(from, path.steps[i]!.event), path.steps[i]!.state as AnyMachineSnapshot);
    }
    for (const item of covered) {
      const current = best.get(item);
      if (current === undefined || paths[current]!.steps.length > path.steps.length) best.set(item, index);
    }
  });
  const chosen = new Set(best.values());
  return paths.filter((_, index) => chosen.has(index));
}

/** Generates the paths of `spec` (exported for inspection and for testing the harness itself); see `modelWalk`. */
export function pathsOf<TMachine extends AnyStateMachine>(
  spec: ModelSpec<TMachine>,
  walk: ModelWalk = modelWalk(),
): ModelPath[] {
  const all = modelPaths(spec.machine, {
    input: spec.input,
    events: spec.events as never,
    ...(spec.limit !== undefined ? { limit: spec.limit } : {}),
  });
  return walk === 'full' ? all : quickPaths(spec.machine, spec.input, all);
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
