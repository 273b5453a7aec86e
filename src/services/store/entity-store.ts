/**
 * One normalised store of entities, table by table (see tables.ts). Records are immutable and
 * frozen: a change makes a new object, and an import equal to the stored record keeps the stored
 * object (so it notifies nobody). Listeners subscribe per id or per table; inside `batch` each
 * changed id is notified once, when the outermost batch ends.
 */
import { createAccountScope, type AccountScope } from '../runtime/account-scope';
import { deepFreeze, shareUnchanged } from './structural-sharing';
import { createStoreRoots, type StoreRoots } from './store-roots';
import { recordKey, TABLE_NAMES, type EntityTables, type TableName } from './tables';

export type Listener = () => void;
export type TableListener = (changedIds: readonly string[]) => void;
export type RecordChange<R> = Partial<R> | ((current: R) => R);

export interface EntityStoreOptions {
  /** The signed-in account (null when signed out); normalisers derive `me` flags from it. */
  currentAccountId: string | null;
  /** the account's scope (its runtime's parts); a store of its own when none is given */
  scope?: AccountScope;
}

export interface EntityStore {
  readonly currentAccountId: string | null;
  /**
   * The container of the account's parts (runners, batches, charts): the store is made once per account, so what
   * is kept for the account is reached through it and stops when the account's runtime disposes the scope.
   */
  readonly scope: AccountScope;
  get<T extends TableName>(table: T, id: string): EntityTables[T] | undefined;
  has(table: TableName, id: string): boolean;
  /** how many records the table holds */
  size(table: TableName): number;
  /** A read-only snapshot of the table; the same Map object until the table changes. */
  getTable<T extends TableName>(table: T): ReadonlyMap<string, EntityTables[T]>;
  /** Stores the record under its key and returns the stored object (the old one when equal). */
  set<T extends TableName>(table: T, record: EntityTables[T]): EntityTables[T];
  /** Applies a partial change or an updater to a stored record; undefined when it is absent. */
  patch<T extends TableName>(table: T, id: string, change: RecordChange<EntityTables[T]>): EntityTables[T] | undefined;
  /** Removes a record; true when it existed. */
  remove(table: TableName, id: string): boolean;
  /** Empties one table, or every table. */
  clear(table?: TableName): void;
  /** Runs `work` with notifications held until the outermost batch ends. */
  batch<R>(work: () => R): R;
  subscribe(table: TableName, id: string, listener: Listener): () => void;
  subscribeTable(table: TableName, listener: TableListener): () => void;
  /** How many listeners are subscribed now, per id and per table (diagnostics: an account let go has none). */
  listenerCount(): number;
  /**
   * What live things hold (store-roots.ts), for the release of what nothing holds (store-release.ts). The store
   * itself holds the signed-in account and every record a listener is subscribed to by id (a view showing it).
   */
  readonly roots: StoreRoots;
}

type AnyRecord = EntityTables[TableName];

export function createEntityStore(options: EntityStoreOptions): EntityStore {
  const tables = new Map<TableName, Map<string, AnyRecord>>(TABLE_NAMES.map((name) => [name, new Map()]));
  /** Tables whose current Map has been handed out by getTable (so the next write copies it). */
  const exposed = new Set<TableName>();
  const idListeners = new Map<TableName, Map<string, Set<Listener>>>();
  const tableListeners = new Map<TableName, Set<TableListener>>();
  const pending = new Map<TableName, Set<string>>();
  let depth = 0;
  const roots = createStoreRoots();
  roots.add((hold) => {
    if (options.currentAccountId !== null) hold(options.currentAccountId, 'accounts');
    for (const [table, perId] of idListeners) for (const id of perId.keys()) hold(id, table);
  });

  const tableOf = (table: TableName): Map<string, AnyRecord> => {
    const map = tables.get(table);
    if (map === undefined) throw new Error(`Unknown table: ${String(table)}`);
    return map;
  };

  const writable = (table: TableName): Map<string, AnyRecord> => {
    const map = tableOf(table);
    if (!exposed.has(table)) return map;
    const copy = new Map(map);
    tables.set(table, copy);
    exposed.delete(table);
    return copy;
  };

  const markChanged = (table: TableName, id: string): void => {
    let ids = pending.get(table);
    if (ids === undefined) pending.set(table, (ids = new Set()));
    ids.add(id);
  };

  const flush = (): void => {
    const errors: unknown[] = [];
    const call = (fn: () => void): void => {
      try {
        fn();
      } catch (error) {
        errors.push(error);
      }
    };
    while (pending.size > 0) {
      const batch = [...pending.entries()];
      pending.clear();
      for (const [table, ids] of batch) {
        const perId = idListeners.get(table);
        if (perId !== undefined) {
          for (const id of ids) for (const listener of [...(perId.get(id) ?? [])]) call(listener);
        }
        const changed = [...ids];
        for (const listener of [...(tableListeners.get(table) ?? [])]) call(() => listener(changed));
      }
    }
    if (errors.length > 0) throw errors[0];
  };

  const batch = <R>(work: () => R): R => {
    depth++;
    try {
      return work();
    } finally {
      depth--;
      if (depth === 0) flush();
    }
  };

  const set = <T extends TableName>(table: T, record: EntityTables[T]): EntityTables[T] => {
    const id = recordKey(table, record);
    const previous = tableOf(table).get(id) as EntityTables[T] | undefined;
    const next = deepFreeze(shareUnchanged(previous, record));
    if (next === previous) return previous;
    batch(() => {
      writable(table).set(id, next);
      markChanged(table, id);
    });
    return next;
  };

  return {
    currentAccountId: options.currentAccountId,
    scope: options.scope ?? createAccountScope(),
    get: (table, id) => tableOf(table).get(id) as never,
    has: (table, id) => tableOf(table).has(id),
    size: (table) => tableOf(table).size,
    getTable: <T extends TableName>(table: T) => {
      exposed.add(table);
      return tableOf(table) as unknown as ReadonlyMap<string, EntityTables[T]>;
    },
    set,
    patch: (table, id, change) => {
      const current = tableOf(table).get(id) as EntityTables[typeof table] | undefined;
      if (current === undefined) return undefined;
      const next = typeof change === 'function' ? change(current) : { ...current, ...change };
      if (recordKey(table, next) !== id) throw new Error(`patch may not change the key of ${table}/${id}`);
      return set(table, next);
    },
    remove: (table, id) => {
      if (!tableOf(table).has(id)) return false;
      batch(() => {
        writable(table).delete(id);
        markChanged(table, id);
      });
      return true;
    },
    clear: (table) => {
      batch(() => {
        for (const name of table === undefined ? TABLE_NAMES : [table]) {
          const ids = [...tableOf(name).keys()];
          if (ids.length === 0) continue;
          tables.set(name, new Map());
          exposed.delete(name);
          for (const id of ids) markChanged(name, id);
        }
      });
    },
    batch,
    subscribe: (table, id, listener) => {
      let perId = idListeners.get(table);
      if (perId === undefined) idListeners.set(table, (perId = new Map()));
      let set_ = perId.get(id);
      if (set_ === undefined) perId.set(id, (set_ = new Set()));
      set_.add(listener);
      return () => {
        const current = idListeners.get(table)?.get(id);
        if (current === undefined) return;
        current.delete(listener);
        if (current.size === 0) idListeners.get(table)?.delete(id);
      };
    },
    subscribeTable: (table, listener) => {
      let listeners = tableListeners.get(table);
      if (listeners === undefined) tableListeners.set(table, (listeners = new Set()));
      listeners.add(listener);
      return () => {
        tableListeners.get(table)?.delete(listener);
      };
    },
    listenerCount: () =>
      [...idListeners.values()].reduce((sum, perId) => sum + [...perId.values()].reduce((n, l) => n + l.size, 0), 0) +
      [...tableListeners.values()].reduce((sum, listeners) => sum + listeners.size, 0),
    roots,
  };
}
