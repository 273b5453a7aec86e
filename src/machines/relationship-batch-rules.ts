/**
 * Pure rules of the relationship batch chart (relationships fetched batched, with a 500 ms debounce
 * and with_suspended).
 *
 * - Views ask for the relationship with the accounts they show, by account id, as they show them. Asks are
 *   gathered; one request goes out once no new id has been asked for during RELATIONSHIP_FETCH_DEBOUNCE_MS.
 * - An id is asked for once: an id already gathered, already waiting to be sent, or in a request that has not
 *   answered yet is not gathered again. An id whose relationship came back from an earlier request ("known")
 *   is skipped too, unless the ask says `refresh` (its relationship may have changed elsewhere): then it is
 *   gathered again, even when a request for it is still out (that answer may predate the change).
 * - A request carries at most RELATIONSHIP_BATCH_SIZE ids; more are split into several requests.
 */

/** Issue 12: the request goes out this many ms after the last ask that added an id. */
export const RELATIONSHIP_FETCH_DEBOUNCE_MS = 500;

/**
 * The most ids one request carries. Mastodon's GET /api/v1/accounts/relationships reads every `id[]` it is
 * given, with no cap of its own, but the ids ride in the query string: 40 ids of up to 19 digits, each as
 * `id%5B%5D=…&`, stay near 1.2 KB, far below the 8 KB request lines proxies commonly accept. 40 is also the
 * default page size of Mastodon's account lists, so a page of accounts goes out as one request.
 */
export const RELATIONSHIP_BATCH_SIZE = 40;

/** Where every id stands. Arrays (not sets) so the chart's context stays plain, comparable data. */
export interface RelationshipBatchContext {
  /** asked for, waiting for the debounce to end */
  collected: string[];
  /** the debounce ended: waiting to be sent, RELATIONSHIP_BATCH_SIZE at a time */
  due: string[];
  /** in the request that has not answered yet (empty when none is out) */
  inFlight: string[];
  /** came back from a successful request: not asked again unless an ask says `refresh` */
  known: string[];
}

export interface RelationshipAsk {
  ids: readonly string[];
  /** ask again even for ids already known (their relationship may have changed elsewhere) */
  refresh?: boolean;
}

/** The ids of `ask` the chart has to gather: new to it, each once, in the order asked. */
export function idsToAsk(context: RelationshipBatchContext, ask: RelationshipAsk): string[] {
  const skipped = new Set([...context.collected, ...context.due]);
  if (!ask.refresh) for (const id of [...context.inFlight, ...context.known]) skipped.add(id);
  const out: string[] = [];
  for (const id of ask.ids) {
    if (skipped.has(id)) continue;
    skipped.add(id);
    out.push(id);
  }
  return out;
}

/** The next request's ids (the first RELATIONSHIP_BATCH_SIZE due) and what stays due after it. */
export function nextBatch(due: readonly string[]): { batch: string[]; rest: string[] } {
  return { batch: due.slice(0, RELATIONSHIP_BATCH_SIZE), rest: due.slice(RELATIONSHIP_BATCH_SIZE) };
}

/** `ids` followed by those of `added` it does not hold yet. */
export function withIds(ids: readonly string[], added: readonly string[]): string[] {
  const held = new Set(ids);
  return [...ids, ...added.filter((id) => !held.has(id))];
}

/** `ids` without any of `removed`. */
export function withoutIds(ids: readonly string[], removed: readonly string[]): string[] {
  const gone = new Set(removed);
  return ids.filter((id) => !gone.has(id));
}
