/**
 * Storing a page of a server's answer a few items per task. The first pages of a load run the importers for
 * the first time, before the engine has compiled them well: 20 to 40 posts (or notifications' posts and
 * accounts) stored at once made one long task, so each few wait for a turn of the page (input, a frame).
 */
import { asArray } from '../../domain/entities/coerce';

/** How many items are stored per task. */
export const ITEMS_STORED_PER_TASK = 5;

/**
 * Runs `importSlice` over the items of an array payload, a slice of `perTask` each after `nextTurn()`, and returns
 * the ids it gave, in order and each once.
 */
export async function importInSlices(
  raws: unknown,
  importSlice: (slice: unknown[]) => readonly string[],
  nextTurn: () => Promise<void>,
  perTask = ITEMS_STORED_PER_TASK,
): Promise<string[]> {
  const items = asArray(raws);
  const ids: string[] = [];
  const seen = new Set<string>();
  for (let start = 0; start < items.length; start += perTask) {
    await nextTurn();
    for (const id of importSlice(items.slice(start, start + perTask))) {
      if (seen.has(id)) continue;
      seen.add(id);
      ids.push(id);
    }
  }
  return ids;
}
