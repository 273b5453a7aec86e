import type { CallSpec } from './call-spec';

/**
 * The calls the client knows by id. Each catalogue entry is registered when its area module loads (defineCall in
 * call-spec.ts), so the page only carries the entries of the areas it has used, not the whole catalogue of
 * ../calls.ts.
 */
const known = new Map<string, CallSpec>();

export function registerCall(call: CallSpec): void {
  known.set(call.id, call);
}

/** The registered call with this id, or undefined. */
export function registeredCall(id: string): CallSpec | undefined {
  return known.get(id);
}

/** Every registered call, in the order they were registered. */
export function registeredCalls(): CallSpec[] {
  return [...known.values()];
}
