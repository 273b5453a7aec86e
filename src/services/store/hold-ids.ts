/**
 * A root for holders that keep ids in plain data of many shapes (a screen's data charts, the search results): every
 * string found in the value, a few levels deep, is held in whichever large table keys a record by it. Strings
 * that are not ids (a URL, a query) match nothing and hold nothing.
 */
import type { HoldId } from './store-roots';

/** How deep arrays and plain objects are followed (a page of items holding ids in their fields is 3). */
const DEPTH = 4;

export function holdIdsIn(value: unknown, hold: HoldId, depth = DEPTH): void {
  if (typeof value === 'string') {
    hold(value);
    return;
  }
  if (depth === 0 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) holdIdsIn(item, hold, depth - 1);
    return;
  }
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return;
  for (const field of Object.values(value)) holdIdsIn(field, hold, depth - 1);
}
