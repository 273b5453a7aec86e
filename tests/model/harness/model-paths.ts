import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import {
  getAdjacencyMap,
  getShortestPaths,
  serializeSnapshot,
  type AdjacencyValue,
  type StatePath,
} from 'xstate/graph';

/**
 * Paths through a machine's model, built with `xstate/graph`: the shortest path to every reachable
 * (state value, context) pair, plus, for every edge of the adjacency map (a state and one sample event)
 * not already walked, the shortest path to its source followed by that event. Paths that are prefixes
 * of longer ones are dropped. Every step carries the event and the snapshot the model expects after it;
 * the first step is `xstate.init` with the initial snapshot.
 */
export type ModelPath = StatePath<AnyMachineSnapshot, EventObject>;

export interface PathOptions {
  input?: unknown;
  /** sample events, for every state or per state; a user event type with no sample is sent as `{ type }` */
  events: readonly EventObject[] | ((snapshot: AnyMachineSnapshot) => readonly EventObject[]);
  /** traversal limit (states visited) before giving up */
  limit?: number;
}

/** Event types the traversal must not send from outside: raised internally or wildcards. */
function sendable(event: EventObject): boolean {
  return !event.type.startsWith('xstate.done.state.') && !event.type.includes('*');
}

/**
 * The events offered in `snapshot`: for every event type some active state node handles, its samples,
 * or `{ type }` when none was given (xstate/graph's own default does the same, but is replaced as a
 * whole by an explicit `events` option). Done and error events of invoked actors carry a payload, so
 * they are offered only from samples.
 */
function offeredEvents(options: PathOptions) {
  return (snapshot: AnyMachineSnapshot): EventObject[] => {
    const samples = typeof options.events === 'function' ? options.events(snapshot) : options.events;
    const handled = new Set(snapshot._nodes.flatMap((node) => node.ownEvents as string[]));
    return [...handled].flatMap((type) => {
      const matching = samples.filter((e) => e.type === type);
      if (matching.length) return matching;
      return /^xstate\.(done|error)\.actor\./.test(type) ? [] : [{ type }];
    });
  };
}

function traversalOptions(options: PathOptions) {
  return {
    input: options.input,
    events: offeredEvents(options) as never,
    filterEvents: (_snapshot: AnyMachineSnapshot, event: EventObject) => sendable(event),
    limit: options.limit ?? 5_000,
  };
}

const eventKey = (event: EventObject) => JSON.stringify(event);

function dropPrefixes(paths: ModelPath[]): ModelPath[] {
  const sequences = paths
    .map((path) => ({ path, seq: path.steps.slice(1).map((s) => eventKey(s.event)) }))
    .sort((a, b) => b.seq.length - a.seq.length);
  const kept: typeof sequences = [];
  for (const candidate of sequences) {
    const covered = kept.some((k) => candidate.seq.every((e, i) => k.seq[i] === e));
    if (!covered) kept.push(candidate);
  }
  return kept.map((k) => k.path).sort((a, b) => a.steps.length - b.steps.length);
}

export function modelPaths(machine: AnyStateMachine, options: PathOptions): ModelPath[] {
  const traversal = traversalOptions(options);
  const shortest = getShortestPaths(machine, traversal) as ModelPath[];
  const toState = new Map<string, ModelPath>();
  for (const path of shortest) toState.set(serializeSnapshot(path.state), path);

  const walked = new Set<string>();
  for (const path of shortest) {
    for (let i = 1; i < path.steps.length; i += 1) {
      walked.add(`${serializeSnapshot(path.steps[i - 1]!.state)} ${eventKey(path.steps[i]!.event)}`);
    }
  }

  const edgePaths: ModelPath[] = [];
  const adjacency = getAdjacencyMap(machine, traversal);
  for (const [from, value] of Object.entries(adjacency) as Array<
    [string, AdjacencyValue<AnyMachineSnapshot, EventObject>]
  >) {
    const head = toState.get(from);
    if (!head) continue;
    for (const { event, state: next } of Object.values(value.transitions) as Array<{
      event: EventObject;
      state: AnyMachineSnapshot;
    }>) {
      const edge = `${from} ${eventKey(event)}`;
      if (walked.has(edge)) continue;
      walked.add(edge);
      edgePaths.push({ state: next, steps: [...head.steps, { event, state: next }], weight: head.weight + 1 });
    }
  }
  return dropPrefixes([...shortest, ...edgePaths]);
}

/** `CHANGE_ADDRESS(address=social.example) → CHECK → done:fetchInstance` */
export function describePath(path: ModelPath): string {
  const events = path.steps.slice(1).map((s) => describeEvent(s.event));
  return `${JSON.stringify(path.state.value)} via ${events.length ? events.join(' → ') : '(initial)'}`;
}

function describeEvent(event: EventObject): string {
  const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (settled) {
    const detail = settled[1] === 'error' ? describeValue((event as { error?: unknown }).error) : '';
    return `${settled[1]}:${settled[2]}${detail ? `(${detail})` : ''}`;
  }
  const { type, ...rest } = event as EventObject & Record<string, unknown>;
  const fields = Object.entries(rest).map(
    ([k, v]) => `${k}=${typeof v === 'string' ? JSON.stringify(v) : describeValue(v)}`,
  );
  return fields.length ? `${type}(${fields.join(', ')})` : type;
}

function describeValue(value: unknown): string {
  if (value instanceof Error) {
    const failure = (value as { failure?: { kind?: string } }).failure;
    return failure?.kind ?? value.message;
  }
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}
