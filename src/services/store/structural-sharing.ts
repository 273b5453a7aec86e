/**
 * Structural sharing for immutable records: `shareUnchanged(previous, next)` returns `previous`
 * itself when the two are deeply equal, otherwise a copy of `next` in which every unchanged
 * subtree is the old object. `deepFreeze` freezes a record and its not-yet-frozen parts.
 */

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

export function shareUnchanged<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return next;
  if (Array.isArray(previous) && Array.isArray(next)) {
    let same = previous.length === next.length;
    const out = next.map((item: unknown, index) => {
      const shared = shareUnchanged(previous[index], item);
      if (shared !== previous[index]) same = false;
      return shared;
    });
    return (same ? previous : out) as T;
  }
  if (isPlainObject(previous) && isPlainObject(next)) {
    const keys = Object.keys(next);
    let same = keys.length === Object.keys(previous).length;
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      const shared = shareUnchanged(previous[key], next[key]);
      if (shared !== previous[key] || !Object.hasOwn(previous, key)) same = false;
      out[key] = shared;
    }
    return (same ? previous : out) as T;
  }
  return next;
}

export function deepEqual(a: unknown, b: unknown): boolean {
  return shareUnchanged(a, b) === a;
}

export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}
