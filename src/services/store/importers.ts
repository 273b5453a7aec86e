/**
 * Importers: take nested server payloads, store each entity once (accounts, statuses, polls...)
 * and return ids. Everything an importer writes is notified as one batch. Payloads without an id
 * are skipped. Nesting is followed to a bounded depth, so a hostile payload cannot recurse forever.
 */
import { normaliseAccount } from '../../domain/entities/account';
import { asArray, asRecord, isRecord } from '../../domain/entities/coerce';
import { normalisePoll, mergePoll } from '../../domain/entities/poll';
import { mergeStatus, normaliseStatus } from '../../domain/entities/status';
import type { EntityStore } from './entity-store';
import { recordKey, type EntityTables, type TableName } from './tables';

/** How deep reblog / quote / moved chains are followed. */
export const MAX_NESTING = 8;

export function importAccount(store: EntityStore, raw: unknown, depth = 0): string | null {
  const account = normaliseAccount(raw);
  if (account === null || !isRecord(raw)) return null;
  store.batch(() => {
    if (isRecord(raw.moved) && depth < MAX_NESTING) importAccount(store, raw.moved, depth + 1);
    store.set('accounts', account);
  });
  return account.id;
}

export function importAccounts(store: EntityStore, raws: unknown): string[] {
  return store.batch(() => collectIds(raws, (raw) => importAccount(store, raw)));
}

export function importPoll(store: EntityStore, raw: unknown): string | null {
  const poll = normalisePoll(raw);
  if (poll === null) return null;
  store.set('polls', mergePoll(store.get('polls', poll.id), poll));
  return poll.id;
}

/** Stores the accounts of a card's authors. */
export function importCardAuthors(store: EntityStore, rawCard: unknown): void {
  for (const author of asArray(asRecord(rawCard).authors)) {
    if (isRecord(author) && isRecord(author.account)) importAccount(store, author.account);
  }
}

/** Stores a status with its account, reblog, quoted status, poll and card authors. */
export function importStatus(store: EntityStore, raw: unknown, depth = 0): string | null {
  const status = normaliseStatus(raw, { currentAccountId: store.currentAccountId });
  if (status === null || !isRecord(raw)) return null;
  store.batch(() => {
    importAccount(store, raw.account);
    if (depth < MAX_NESTING) {
      if (isRecord(raw.reblog)) importStatus(store, raw.reblog, depth + 1);
      const quote = asRecord(raw.quote);
      if (isRecord(quote.quoted_status)) importStatus(store, quote.quoted_status, depth + 1);
    }
    if (isRecord(raw.poll)) importPoll(store, raw.poll);
    importCardAuthors(store, raw.card);
    store.set('statuses', mergeStatus(store.get('statuses', status.id), status));
  });
  return status.id;
}

export function importStatuses(store: EntityStore, raws: unknown): string[] {
  return store.batch(() => collectIds(raws, (raw) => importStatus(store, raw)));
}

export interface ImportRecordsOptions {
  /** The payload is the complete table: stored records absent from it are removed. */
  replace?: boolean;
}

/** Stores plain records (lists, filters, circles...) through their normaliser and returns their keys. */
export function importRecords<T extends TableName>(
  store: EntityStore,
  table: T,
  raws: unknown,
  normalise: (raw: unknown) => EntityTables[T] | null,
  options: ImportRecordsOptions = {},
): string[] {
  return store.batch(() => {
    const ids: string[] = [];
    for (const raw of asArray(raws)) {
      const record = normalise(raw);
      if (record === null) continue;
      store.set(table, record);
      const key = recordKey(table, record);
      if (!ids.includes(key)) ids.push(key);
    }
    if (options.replace === true) {
      const keep = new Set(ids);
      for (const id of [...store.getTable(table).keys()]) if (!keep.has(id)) store.remove(table, id);
    }
    return ids;
  });
}

/** Runs `importOne` over an array payload, keeping each returned id once, in order. */
export function collectIds(raws: unknown, importOne: (raw: unknown) => string | null): string[] {
  const ids: string[] = [];
  const seen = new Set<string>();
  for (const raw of asArray(raws)) {
    const id = importOne(raw);
    if (id !== null && !seen.has(id)) {
      seen.add(id);
      ids.push(id);
    }
  }
  return ids;
}
