import type { AnyStateMachine, AnyTransitionDefinition } from 'xstate';
import { getStateNodes, type AnyStateNode } from 'xstate/graph';

/**
 * Every state node and every transition written in a machine definition, under stable string keys.
 * Keys do not depend on object identity, so the same key names a transition in `machine` and in
 * `machine.provide(...)` (which rebuilds the node objects).
 */
export interface DefinitionInventory {
  /** state node ids, root excluded (the root is always active) */
  states: string[];
  /** transition key -> readable label */
  transitions: Map<string, string>;
}

function guardLabel(guard: AnyTransitionDefinition['guard']): string {
  if (guard === undefined) return '';
  if (typeof guard === 'string') return `[${guard}]`;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return `[${String(guard.type)}]`;
  return '[guard]';
}

function shortId(node: AnyStateNode): string {
  return node.path.length ? node.path.join('.') : node.id;
}

function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[][] {
  return [...node.transitions.values(), ...(node.always ? [node.always] : [])];
}

/** `<source id>|<event type or "always">|<index among that event's alternatives>`, or null if `t` is not in its source. */
export function transitionKey(t: AnyTransitionDefinition): string | null {
  const source = t.source as AnyStateNode;
  const alternatives =
    t.eventType === undefined || (t.eventType as string) === '' ? source.always : source.transitions.get(t.eventType);
  let index = alternatives?.indexOf(t) ?? -1;
  if (index < 0 && source.always) {
    index = source.always.indexOf(t);
    if (index >= 0) return `${source.id}|always|${index}`;
  }
  return index < 0 ? null : `${source.id}|${t.eventType}|${index}`;
}

function transitionLabel(t: AnyTransitionDefinition, event: string): string {
  const source = t.source as AnyStateNode;
  const targets = t.target?.map((n) => shortId(n as AnyStateNode)).join(',') ?? '(stays)';
  return `${shortId(source)} -${event}${guardLabel(t.guard)}-> ${targets}`;
}

export function inventoryOf(machine: AnyStateMachine): DefinitionInventory {
  const nodes = getStateNodes(machine);
  const transitions = new Map<string, string>();
  for (const node of [machine.root as AnyStateNode, ...nodes]) {
    for (const alternatives of transitionsOf(node)) {
      for (const t of alternatives) {
        const key = transitionKey(t);
        if (key !== null) transitions.set(key, transitionLabel(t, key.split('|')[1] ?? '?'));
      }
    }
  }
  return { states: nodes.map((n) => n.id), transitions };
}
