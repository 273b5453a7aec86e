import type { CallSpec } from './call-spec';

/**
 * The calls the client knows by id. Each area module registers its own table (calls/<area>.ts) when it loads,
 * so the page only carries the tables of the areas it has used, not the whole catalogue of ../calls.ts.
 */
const known = new Map<string, CallSpec>();

export function registerCalls(calls: readonly CallSpec[]): void {
  for (const call of calls) known.set(call.id, call);
}

/** The registered call with this id, or undefined. */
export function registeredCall(id: string): CallSpec | undefined {
  return known.get(id);
}
