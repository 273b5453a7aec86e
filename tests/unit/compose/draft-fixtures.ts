/** Test fixtures for the draft tests: a full draft, an in-memory DraftFileStore (IndexedDB stand-in), files. */
import type { ComposeDraft, PersistedDraft } from '../../../src/machines/compose-types';
import type { UploadFile } from '../../../src/machines/upload-types';
import type { DraftFileStore, StoredFile } from '../../../src/services/compose/draft-files';

export const SERVER = 'https://kmy.example';
export const ALICE = `${SERVER}|109`;
export const BOB = `${SERVER}|110`;

export function makeDraft(overrides: Partial<ComposeDraft> = {}): ComposeDraft {
  return {
    text: '',
    spoiler: false,
    spoiler_text: '',
    sensitive: false,
    markdown: false,
    privacy: 'public',
    circle_id: null,
    searchability: 'private',
    language: 'en',
    id: null,
    in_reply_to: null,
    reply_to_limited: false,
    poll: null,
    quoted_status_id: null,
    quote_policy: 'public',
    reference_ids: [],
    idempotencyKey: 'key-1',
    stay_privacy: false,
    ...overrides,
  };
}

export function makePersisted(overrides: Partial<PersistedDraft> = {}): PersistedDraft {
  return {
    version: 1,
    accountId: '109',
    savedAt: 1_700_000_000_000,
    draft: makeDraft({ text: 'hello' }),
    media: [],
    ...overrides,
  };
}

export function makeFile(name: string, content = 'bytes', type = 'image/png'): UploadFile {
  const blob = new Blob([content], { type });
  return { blob, name, type, size: blob.size };
}

/** An IndexedDB stand-in: a Map, with switches to make it fail like a full or refused database. */
export function memoryFileStore() {
  const records = new Map<string, StoredFile>();
  const state = { failPut: false, failAll: false, puts: 0 };
  const guard = (put = false) => {
    if (state.failAll || (put && state.failPut)) return Promise.reject(new DOMException('quota', 'QuotaExceededError'));
    return Promise.resolve();
  };
  const store: DraftFileStore = {
    async put(key, file) {
      await guard(true);
      state.puts += 1;
      records.set(key, { ...file });
    },
    async get(key) {
      await guard();
      return records.get(key);
    },
    async delete(key) {
      await guard();
      records.delete(key);
    },
    async keys(prefix) {
      await guard();
      return [...records.keys()].filter((key) => key.startsWith(prefix));
    },
  };
  return { store, records, state };
}

/** A Storage whose setItem always throws, like a full localStorage. */
export function fullStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key: string) => items.get(key) ?? null,
    key: (index: number) => [...items.keys()][index] ?? null,
    removeItem: (key: string) => void items.delete(key),
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
  };
}
