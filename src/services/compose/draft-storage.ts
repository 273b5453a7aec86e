/**
 * Drafts that never get lost: one saved draft per account in localStorage under `tsubame:draft:<server>|<accountId>`
 * (the account key of src/services/auth/account-profile.ts), written as it changes (draft-autosave.ts) and read back
 * after a reload. What is read is validated field by field: anything malformed, of another version or of another
 * account gives null, never a crash. The files of uploads that had not reached the server go to IndexedDB
 * (draft-files.ts) when the browser has it. Every failure (quota, private mode, no IndexedDB) is caught and answered as
 * `false`; the draft JSON is saved whatever happens to the files.
 */
import {
  PRIVACY_ORDER,
  type ComposeDraft,
  type PersistedDraft,
  type PollDraft,
  type Privacy,
} from '../../machines/compose-types';
import type { PersistedUpload, UploadFile, UploadFocus } from '../../machines/upload-types';
import type { ApiMediaAttachment } from '../../domain/entities/api-types';
import { browserStorage } from '../emoji/emoji-frequency';
import { indexedDbDraftFiles, type DraftFileStore } from './draft-files';

export const DRAFT_VERSION = 1;

export function draftStorageKey(accountKey: string): string {
  return `tsubame:draft:${accountKey}`;
}

/** The account id inside an account key (`<server>|<accountId>`). */
export function accountIdOf(accountKey: string): string {
  return accountKey.slice(accountKey.lastIndexOf('|') + 1);
}

// ---------- validation ----------

type Reader<T> = (value: unknown) => T | undefined;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str: Reader<string> = (v) => (typeof v === 'string' ? v : undefined);
const bool: Reader<boolean> = (v) => (typeof v === 'boolean' ? v : undefined);
const oneOf =
  <T extends string>(values: readonly T[]): Reader<T> =>
  (v) =>
    values.includes(v as T) ? (v as T) : undefined;
const id: Reader<string> = (v) => (typeof v === 'string' && v !== '' ? v : undefined);
/** `null` is a value here, `undefined` means malformed */
const nullable =
  <T>(read: Reader<T>): Reader<T | null> =>
  (v) =>
    v === null ? null : read(v);
const strings: Reader<string[]> = (v) =>
  Array.isArray(v) && v.every((s) => typeof s === 'string') ? [...(v as string[])] : undefined;

const PRIVACIES: readonly Privacy[] = [...PRIVACY_ORDER, 'reply', 'circle', 'banned'];
const SEARCHABILITIES = ['public', 'private', 'direct', 'limited', 'public_unlisted'] as const;
const QUOTE_POLICIES = ['public', 'followers', 'nobody'] as const;
const PHASES = ['uploading', 'processing', 'attached', 'failed'] as const;
const MEDIA_TYPES = ['unknown', 'image', 'gifv', 'video', 'audio'] as const;

const poll: Reader<PollDraft> = (v) => {
  if (!isRecord(v)) return undefined;
  const options = strings(v.options);
  const expires = v.expires_in;
  const multiple = bool(v.multiple);
  if (
    !options ||
    options.length > 100 ||
    typeof expires !== 'number' ||
    !Number.isInteger(expires) ||
    expires <= 0 ||
    multiple === undefined
  ) {
    return undefined;
  }
  return { options, expires_in: expires, multiple };
};

/** Reads every field of a ComposeDraft; one missing or wrong field makes the whole draft malformed. */
export function readDraft(v: unknown): ComposeDraft | undefined {
  if (!isRecord(v)) return undefined;
  const fields: { [K in keyof ComposeDraft]: Reader<ComposeDraft[K]> } = {
    text: str,
    spoiler: bool,
    spoiler_text: str,
    sensitive: bool,
    markdown: bool,
    privacy: oneOf(PRIVACIES),
    circle_id: nullable(id),
    searchability: oneOf(SEARCHABILITIES),
    language: str,
    id: nullable(id),
    in_reply_to: nullable(id),
    reply_to_limited: bool,
    poll: nullable(poll),
    quoted_status_id: nullable(id),
    quote_policy: oneOf(QUOTE_POLICIES),
    reference_ids: strings,
    idempotencyKey: id,
    stay_privacy: bool,
  };
  const out: Record<string, unknown> = {};
  for (const [name, read] of Object.entries(fields) as Array<[string, Reader<unknown>]>) {
    const value = read(v[name]);
    if (value === undefined) return undefined;
    out[name] = value;
  }
  return out as unknown as ComposeDraft;
}

const optionalText = (v: unknown) => v === undefined || v === null || typeof v === 'string';

const attachment: Reader<ApiMediaAttachment> = (v) => {
  if (!isRecord(v) || id(v.id) === undefined || oneOf(MEDIA_TYPES)(v.type) === undefined) return undefined;
  const texts = ['url', 'preview_url', 'remote_url', 'description', 'blurhash'] as const;
  if (!texts.every((name) => optionalText(v[name]))) return undefined;
  if (!(v.meta === undefined || v.meta === null || isRecord(v.meta))) return undefined;
  return v as unknown as ApiMediaAttachment;
};

const inRange = (n: unknown) => typeof n === 'number' && Number.isFinite(n) && n >= -1 && n <= 1;
const focus: Reader<UploadFocus> = (v) =>
  isRecord(v) && inRange(v.x) && inRange(v.y) ? { x: v.x as number, y: v.y as number } : undefined;

export function readUpload(v: unknown): PersistedUpload | undefined {
  if (!isRecord(v)) return undefined;
  const upload = {
    key: id(v.key),
    phase: oneOf(PHASES)(v.phase),
    attachment: nullable(attachment)(v.attachment),
    description: str(v.description),
    focus: nullable(focus)(v.focus),
    fileName: nullable(str)(v.fileName),
    fileType: nullable(str)(v.fileType),
  };
  if (Object.values(upload).some((value) => value === undefined)) return undefined;
  // processing and attached uploads exist on the server: without the attachment they mean nothing
  if ((upload.phase === 'processing' || upload.phase === 'attached') && upload.attachment === null) return undefined;
  return upload as PersistedUpload;
}

/** A saved draft of `accountId`, or null when anything in it is malformed, of another version or account. */
export function readPersistedDraft(v: unknown, accountId: string): PersistedDraft | null {
  if (!isRecord(v) || v.version !== DRAFT_VERSION || v.accountId !== accountId) return null;
  if (typeof v.savedAt !== 'number' || !Number.isFinite(v.savedAt)) return null;
  const draft = readDraft(v.draft);
  if (!draft || !Array.isArray(v.media)) return null;
  const media: PersistedUpload[] = [];
  for (const raw of v.media) {
    const upload = readUpload(raw);
    if (!upload || media.some((m) => m.key === upload.key)) return null;
    media.push(upload);
  }
  const persisted: PersistedDraft = { version: DRAFT_VERSION, accountId, savedAt: v.savedAt, draft, media };
  if (v.editBase !== undefined) {
    const base = v.editBase;
    if (!isRecord(base) || id(base.id) === undefined || nullable(str)(base.editedAt) === undefined) return null;
    // an edit draft belongs to one post: a base naming another post than draft.id is not ours to send
    if (draft.id !== base.id) return null;
    persisted.editBase = { id: base.id as string, editedAt: base.editedAt as string | null };
  }
  return persisted;
}

// ---------- files ----------

const isBlob = (v: unknown): v is Blob =>
  (typeof Blob !== 'undefined' && v instanceof Blob) ||
  (isRecord(v) && typeof v.size === 'number' && typeof v.slice === 'function');

/** A stored file record read back as an UploadFile, or null when it is not one. */
export function readStoredFile(v: unknown): UploadFile | null {
  if (!isRecord(v) || !isBlob(v.blob) || typeof v.name !== 'string' || typeof v.type !== 'string') return null;
  return { blob: v.blob, name: v.name, type: v.type, size: typeof v.size === 'number' ? v.size : v.blob.size };
}

// ---------- the storage ----------

export interface DraftStorage {
  load(accountKey: string): PersistedDraft | null;
  /** writes the draft JSON at once (safe in pagehide); false when the storage refused */
  save(accountKey: string, draft: PersistedDraft): boolean;
  /** removes the saved draft (at once) and its files (async); false when something refused */
  clear(accountKey: string): Promise<boolean>;
  /** keeps exactly these files (by upload key) for the account; false without IndexedDB or on failure */
  saveFiles(accountKey: string, files: Readonly<Record<string, UploadFile>>): Promise<boolean>;
  /** the files found for these upload keys ({} without IndexedDB or on failure) */
  loadFiles(accountKey: string, uploadKeys: readonly string[]): Promise<Record<string, UploadFile>>;
  /** the saved draft and the files of its uploads not yet on the server: ComposeInput.restored / restoredFiles */
  restore(accountKey: string): Promise<{ restored: PersistedDraft | null; restoredFiles: Record<string, UploadFile> }>;
}

export interface DraftStorageOptions {
  /** localStorage (default), null when the browser refuses it */
  storage?: Storage | null;
  /** IndexedDB (default, null when absent) or any DraftFileStore */
  files?: DraftFileStore | null;
}

export function createDraftStorage(options: DraftStorageOptions = {}): DraftStorage {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const files = options.files === undefined ? indexedDbDraftFiles() : options.files;
  /** what this tab wrote last per IndexedDB key, so an unchanged file is not written again */
  const written = new Map<string, Blob>();
  /** file operations run one after another, so a clear never races a save */
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = <T>(work: () => Promise<T>, fallback: T): Promise<T> => {
    const next = queue.then(work).catch(() => fallback);
    queue = next;
    return next;
  };
  const prefixOf = (accountKey: string) => `${accountKey}|`;

  const syncFiles = (accountKey: string, wanted: Readonly<Record<string, UploadFile>>): Promise<boolean> => {
    if (!files) return Promise.resolve(false);
    const prefix = prefixOf(accountKey);
    return enqueue(async () => {
      const existing = new Set(await files.keys(prefix));
      const keep = new Map(Object.entries(wanted).map(([key, file]) => [prefix + key, file] as const));
      for (const key of existing) {
        if (keep.has(key)) continue;
        await files.delete(key);
        written.delete(key);
      }
      for (const [key, file] of keep) {
        if (existing.has(key) && written.get(key) === file.blob) continue;
        await files.put(key, { blob: file.blob, name: file.name, type: file.type, size: file.size });
        written.set(key, file.blob);
      }
      return true;
    }, false);
  };

  const loadFiles = (accountKey: string, uploadKeys: readonly string[]): Promise<Record<string, UploadFile>> => {
    if (!files || uploadKeys.length === 0) return Promise.resolve({});
    const prefix = prefixOf(accountKey);
    return enqueue(async () => {
      const out: Record<string, UploadFile> = {};
      for (const key of uploadKeys) {
        const file = readStoredFile(await files.get(prefix + key));
        if (file) {
          out[key] = file;
          written.set(prefix + key, file.blob);
        }
      }
      return out;
    }, {});
  };

  const load = (accountKey: string): PersistedDraft | null => {
    try {
      const text = storage?.getItem(draftStorageKey(accountKey));
      return text ? readPersistedDraft(JSON.parse(text), accountIdOf(accountKey)) : null;
    } catch {
      return null;
    }
  };

  return {
    load,
    save(accountKey, draft) {
      if (!storage || draft.accountId !== accountIdOf(accountKey)) return false;
      try {
        storage.setItem(draftStorageKey(accountKey), JSON.stringify(draft));
        return true;
      } catch {
        return false;
      }
    },
    clear(accountKey) {
      let removed = storage !== null;
      try {
        storage?.removeItem(draftStorageKey(accountKey));
      } catch {
        removed = false;
      }
      if (!files) return Promise.resolve(removed);
      return syncFiles(accountKey, {}).then((ok) => removed && ok);
    },
    saveFiles: syncFiles,
    loadFiles,
    async restore(accountKey) {
      const restored = load(accountKey);
      if (!restored) return { restored: null, restoredFiles: {} };
      const pending = restored.media.filter((upload) => upload.attachment === null).map((upload) => upload.key);
      return { restored, restoredFiles: await loadFiles(accountKey, pending) };
    },
  };
}
