/**
 * Where the files of a draft's uploads wait until they reach the server: IndexedDB database `tsubame-drafts`,
 * object store `files`, key `<accountKey>|<uploadKey>`, value `{ blob, name, type, size }` (a Blob survives
 * IndexedDB, not localStorage). `DraftFileStore` is the seam: tests give an in-memory one. Every method may
 * reject (private mode, quota, a blocked upgrade); draft-storage.ts catches and answers `false`.
 */
export const DRAFT_DB_NAME = 'tsubame-drafts';
export const DRAFT_FILE_STORE = 'files';

export interface StoredFile {
  blob: Blob;
  name: string;
  type: string;
  size: number;
}

export interface DraftFileStore {
  put(key: string, file: StoredFile): Promise<void>;
  /** the stored value as it was read (validated by the caller), undefined when absent */
  get(key: string): Promise<unknown>;
  delete(key: string): Promise<void>;
  /** every key starting with `prefix` */
  keys(prefix: string): Promise<string[]>;
}

/** The browser's IndexedDB as a DraftFileStore, or null where there is none. The database opens on first use. */
export function indexedDbDraftFiles(given?: IDBFactory | null): DraftFileStore | null {
  let factory: IDBFactory | null | undefined = given;
  if (factory === undefined) {
    try {
      // reading it throws where the browser forbids site storage
      factory = globalThis.indexedDB;
    } catch {
      return null;
    }
  }
  if (!factory) return null;
  const idb = factory;
  let opening: Promise<IDBDatabase> | null = null;

  const open = (): Promise<IDBDatabase> => {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      // open() itself throws in some private modes: the executor turns that into a rejection
      const request = idb.open(DRAFT_DB_NAME, 1);
      request.onupgradeneeded = () => {
        if (!request.result.objectStoreNames.contains(DRAFT_FILE_STORE))
          request.result.createObjectStore(DRAFT_FILE_STORE);
      };
      request.onsuccess = () => {
        const db = request.result;
        db.onversionchange = () => {
          db.close();
          opening = null;
        };
        resolve(db);
      };
      request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
      request.onblocked = () => reject(new Error('IndexedDB open blocked'));
    }).catch((error: unknown) => {
      opening = null;
      throw error;
    });
    return opening;
  };

  const run = async <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const db = await open();
    return new Promise<T>((resolve, reject) => {
      const tx = db.transaction(DRAFT_FILE_STORE, mode);
      const request = work(tx.objectStore(DRAFT_FILE_STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error ?? request.error ?? new Error('IndexedDB request failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    });
  };

  return {
    async put(key, file) {
      await run('readwrite', (store) => store.put(file, key));
    },
    get: (key) => run<unknown>('readonly', (store) => store.get(key)),
    async delete(key) {
      await run('readwrite', (store) => store.delete(key));
    },
    async keys(prefix) {
      const range = typeof IDBKeyRange === 'undefined' ? undefined : IDBKeyRange.bound(prefix, `${prefix}\uffff`);
      const keys = await run('readonly', (store) => store.getAllKeys(range));
      return keys.filter((key): key is string => typeof key === 'string' && key.startsWith(prefix));
    },
  };
}
