import type { SandboxDb } from '../../kernel/db';
import type { TagRecord } from '../../kernel/records';

const TAG_NAME = /^[\p{L}\p{N}_\u00b7\u30fb\u30fc]+$/u;
const HAS_LETTER = /[\p{L}_]/u;

export function isValidTagName(name: string): boolean {
  return TAG_NAME.test(name) && HAS_LETTER.test(name);
}

export function findTag(db: SandboxDb, name: string): TagRecord | undefined {
  const key = name.toLowerCase();
  const direct = db.tags.get(key) ?? db.tags.get(name);
  if (direct) return direct;
  return [...db.tags.values()].find((t) => t.name.toLowerCase() === key);
}

/** Whether a tag is known: it has a record or some post uses it. */
export function tagExists(db: SandboxDb, name: string): boolean {
  if (findTag(db, name)) return true;
  const key = name.toLowerCase();
  for (const status of db.statuses.values()) {
    if (!status.deleted && status.tags.some((t) => t.toLowerCase() === key)) return true;
  }
  return false;
}

/** The tag's record, created on first follow or feature (keyed by its lower-cased name). */
export function ensureTag(db: SandboxDb, name: string): TagRecord {
  const found = findTag(db, name);
  if (found) return found;
  const record: TagRecord = { name, followers: new Set(), featured_by: new Set() };
  db.tags.set(name.toLowerCase(), record);
  return record;
}
