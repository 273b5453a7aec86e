/**
 * Where an account's outbox outlives a reload: localStorage under `tsubame-outbox:<server>|<accountId>`, written
 * whenever the outbox changes, removed when it is empty. What is read back is checked entry by entry (the draft
 * as strictly as a saved draft); a malformed entry is dropped, never sent, and never crashes the page. A refused or
 * full storage keeps the outbox in memory only. Before a post goes, the stored outbox tells whether it still waits
 * (another tab of the account may have sent or cancelled it meanwhile).
 */
import type { OutboxEntry, OutboxRefusal } from '../../machines/outbox-rules';
import { browserStorage } from '../emoji/emoji-frequency';
import { accountIdOf, readPersistedDraft } from './draft-storage';
import { outboxStorageKey } from './outbox-key';

const OUTBOX_VERSION = 1;

export interface OutboxStorage {
  /** the localStorage key it is stored under */
  readonly key: string;
  load(): OutboxEntry[];
  save(entries: readonly OutboxEntry[]): void;
  /**
   * Whether the stored outbox still holds the post `id`; true whenever the storage cannot tell (none, unreadable,
   * or this tab's last write did not reach it), so that a post is never held back for want of storage.
   */
  stillWaits(id: string): boolean;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function refusalOf(v: unknown): OutboxRefusal | null | undefined {
  if (v === null) return null;
  if (!isRecord(v) || typeof v.status !== 'number') return undefined;
  if (!(v.message === null || typeof v.message === 'string')) return undefined;
  if (v.edit === undefined) return { status: v.status, message: v.message };
  if (v.edit !== 'stale' && v.edit !== 'gone') return undefined;
  return { status: v.status, message: v.message, edit: v.edit };
}

/**
 * One stored entry of the account, or null when anything in it is wrong: its key must be its draft's, and the
 * version an edit began on, when it says, must be of the post it edits.
 */
export function readOutboxEntry(v: unknown, accountId: string): OutboxEntry | null {
  if (!isRecord(v) || typeof v.id !== 'string' || v.id === '') return null;
  if (typeof v.writtenAt !== 'number' || !Number.isFinite(v.writtenAt)) return null;
  const refusal = refusalOf(v.refusal);
  const saved = readPersistedDraft(v.saved, accountId);
  if (refusal === undefined || saved === null || saved.draft.idempotencyKey !== v.id) return null;
  if (saved.editBase !== undefined && saved.editBase.id !== saved.draft.id) return null;
  return { id: v.id, writtenAt: v.writtenAt, refusal, saved };
}

export function createOutboxStorage(accountKey: string, storage: Storage | null = browserStorage()): OutboxStorage {
  const key = outboxStorageKey(accountKey);
  const accountId = accountIdOf(accountKey);
  let lastWriteStored = true;
  return {
    key,
    load() {
      try {
        const raw: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
        if (!isRecord(raw) || raw.version !== OUTBOX_VERSION || !Array.isArray(raw.entries)) return [];
        const entries: OutboxEntry[] = [];
        for (const item of raw.entries) {
          const entry = readOutboxEntry(item, accountId);
          if (entry && !entries.some((e) => e.id === entry.id)) entries.push(entry);
        }
        return entries;
      } catch {
        return [];
      }
    },
    save(entries) {
      try {
        if (entries.length === 0) storage?.removeItem(key);
        else storage?.setItem(key, JSON.stringify({ version: OUTBOX_VERSION, entries }));
        lastWriteStored = true;
      } catch {
        // a full or forbidden storage: the outbox lives in memory for this visit
        lastWriteStored = false;
      }
    },
    stillWaits(id) {
      if (storage === null || !lastWriteStored) return true;
      try {
        const text = storage.getItem(key);
        if (text === null) return false;
        const raw: unknown = JSON.parse(text);
        if (!isRecord(raw) || raw.version !== OUTBOX_VERSION || !Array.isArray(raw.entries)) return true;
        return raw.entries.some((item) => isRecord(item) && item.id === id);
      } catch {
        return true;
      }
    },
  };
}
