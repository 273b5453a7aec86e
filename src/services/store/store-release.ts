/**
 * The entity store lets go of what no live thing holds: a mark and sweep from the roots (store-roots.ts), run
 * when the page is idle, never in the middle of what the reader does.
 *
 * - Marked: what a root names (a timeline's rows and pending posts, a screen's data charts, a draft's reply or
 *   quote target, the notifications lists, every record a view subscribes to by id, the signed-in account), every
 *   record of the tables kept whole (lists, filters, conversations, announcements...: small, and complete sets),
 *   and what all of these refer to (store-references.ts), followed to the end.
 * - Young: a record written since the last release is kept this once. Between storing a page's posts and a chart
 *   taking their ids there are a few tasks in which no root names them yet; releases are at least
 *   RELEASE_SPACING_MS apart, so a record is only let go once it has gone unnamed through a whole release.
 * - Swept: the records of the large tables (posts, accounts, polls, notification groups) nothing marked. A view
 *   showing a record subscribes to it, so nothing on screen is ever released; a record let go comes back the way
 *   it came the first time (a timeline's gap or older page, a screen's load).
 *
 * Reference counts were the other way: every holder would have had to count and uncount each id it takes and
 * drops (rows cut, pages replaced, charts stopped), and one missed uncount leaks for ever, one extra frees a
 * record on screen. Roots only say what they hold now, and the sweep is one pass over a few hundred records.
 */
import type { EntityStore } from './entity-store';
import { referencesOf } from './store-references';
import type { HoldId } from './store-roots';
import { TABLE_NAMES, type TableName } from './tables';

/** The tables whose unheld records are let go: they grow with every post read; the others are small. */
export const RELEASED_TABLES: readonly TableName[] = ['statuses', 'accounts', 'polls', 'notificationGroups'];

/** New records (written since the last release) that make a release due without anything cut. */
export const RELEASE_AFTER_RECORDS = 200;

/** The least time between two releases (the young records' grace: see above). */
export const RELEASE_SPACING_MS = 2000;

export type ReleaseCounts = Partial<Record<TableName, number>>;

/** Records kept this time whatever holds them (per table). */
export type YoungRecords = ReadonlyMap<TableName, ReadonlySet<string>>;

/** Releases every record of RELEASED_TABLES that nothing holds; returns how many left each table. */
export function releaseUnheld(store: EntityStore, young: YoungRecords = new Map()): ReleaseCounts {
  const marked = new Map<TableName, Set<string>>(RELEASED_TABLES.map((table) => [table, new Set()]));
  const queue: Array<readonly [TableName, string]> = [];
  const hold: HoldId = (id, table) => {
    if (table === undefined) {
      for (const name of RELEASED_TABLES) hold(id, name);
      return;
    }
    const held = marked.get(table);
    if (held === undefined || held.has(id) || !store.has(table, id)) return;
    held.add(id);
    queue.push([table, id]);
  };

  store.roots.forEach(hold);
  for (const [table, ids] of young) for (const id of ids) hold(id, table);
  for (const table of TABLE_NAMES) {
    if (marked.has(table)) continue;
    for (const record of store.getTable(table).values()) referencesOf(table, record, hold);
  }
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const [table, id] = next;
    const record = store.get(table, id);
    if (record !== undefined) referencesOf(table, record, hold);
  }

  const released: ReleaseCounts = {};
  store.batch(() => {
    for (const [table, held] of marked) {
      const gone = [...store.getTable(table).keys()].filter((id) => !held.has(id));
      for (const id of gone) store.remove(table, id);
      released[table] = gone.length;
    }
  });
  return released;
}

/** Runs `run` once, later (when the page is idle); the returned function cancels it. */
export type ReleaseScheduler = (run: () => void) => () => void;

export interface StoreReleaseOptions {
  schedule: ReleaseScheduler;
  /** new records that make a release due (RELEASE_AFTER_RECORDS by default) */
  afterRecords?: number;
  /** told what each release let go (tests, the soak bench) */
  onReleased?(counts: ReleaseCounts): void;
}

export interface StoreRelease {
  /** stops asking for releases (the account is forgotten) */
  stop(): void;
}

/**
 * Keeps the store's large tables to what live things hold: a release is asked for (through `schedule`) when a
 * root lets records go (a timeline cut, `roots.letGo`) and when RELEASE_AFTER_RECORDS new records came in.
 */
export function startStoreRelease(store: EntityStore, options: StoreReleaseOptions): StoreRelease {
  const afterRecords = options.afterRecords ?? RELEASE_AFTER_RECORDS;
  const young = new Map<TableName, Set<string>>(RELEASED_TABLES.map((table) => [table, new Set()]));
  let youngCount = 0;
  let cancel: (() => void) | null = null;
  let stopped = false;

  const run = () => {
    cancel = null;
    if (stopped) return;
    const counts = releaseUnheld(store, young);
    for (const ids of young.values()) ids.clear();
    youngCount = 0;
    options.onReleased?.(counts);
  };
  const request = () => {
    if (cancel === null && !stopped) cancel = options.schedule(run);
  };

  const stops = [
    store.roots.onLetGo(request),
    ...RELEASED_TABLES.map((table) =>
      store.subscribeTable(table, (ids) => {
        const fresh = young.get(table);
        if (fresh === undefined) return;
        for (const id of ids) {
          if (fresh.has(id) || !store.has(table, id)) continue;
          fresh.add(id);
          youngCount += 1;
        }
        if (youngCount >= afterRecords) request();
      }),
    ),
  ];

  return {
    stop() {
      stopped = true;
      cancel?.();
      cancel = null;
      for (const stop of stops) stop();
    },
  };
}

type IdleWindow = {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** The browser's scheduler: RELEASE_SPACING_MS from now, at the next idle moment (at most 10 s later). */
export const idleReleaseScheduler: ReleaseScheduler = (run) => {
  const page = globalThis as IdleWindow;
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if (page.requestIdleCallback) idle = page.requestIdleCallback(run, { timeout: 10_000 });
    else run();
  }, RELEASE_SPACING_MS);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) page.cancelIdleCallback?.(idle);
  };
};
