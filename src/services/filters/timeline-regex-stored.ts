/**
 * The per-timeline regex filters of each account on this device, as the client settings the server keeps carry
 * them (section `timelineRegex`: timeline name -> expression as typed): read for a save (web-settings-blob.ts),
 * and replaced by the server's where the server hands its settings back (a page it serves with its initial
 * state); a settings object without the section changes nothing.
 */
import { TIMELINE_REGEX_PREFIX, timelineRegexChanged, timelineRegexStorageKey } from './timeline-regex-setting';

/** The section's name in the server's settings object. */
export const TIMELINE_REGEX_SECTION = 'timelineRegex';

type ListableStorage = Pick<Storage, 'getItem'> & Partial<Pick<Storage, 'key' | 'length'>>;

/** Every expression this device keeps for `account` (`${server}|${accountId}`), by timeline name. */
export function storedTimelineRegexes(storage: ListableStorage | null, account: string): Record<string, string> {
  const found: Record<string, string> = {};
  if (storage === null || typeof storage.key !== 'function') return found;
  const prefix = `${TIMELINE_REGEX_PREFIX}:${account}:`;
  try {
    for (let i = 0; i < (storage.length ?? 0); i += 1) {
      const key = storage.key(i);
      if (key === null || !key.startsWith(prefix)) continue;
      const body = storage.getItem(key);
      if (body !== null && body.trim() !== '') found[key.slice(prefix.length)] = body;
    }
  } catch {
    // storage denied: nothing kept
  }
  return found;
}

/**
 * The server's settings object's expressions for `account` in place of this device's (the whole set: one this
 * device kept that the server no longer holds goes). Nothing changes when the object has no such section.
 */
export function adoptTimelineRegexes(storage: Storage, account: string, settings: Record<string, unknown>): void {
  const section = settings[TIMELINE_REGEX_SECTION];
  if (typeof section !== 'object' || section === null || Array.isArray(section)) return;
  const wanted = Object.entries(section as Record<string, unknown>).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
  );
  try {
    for (const timeline of Object.keys(storedTimelineRegexes(storage, account)))
      storage.removeItem(timelineRegexStorageKey(account, timeline));
    for (const [timeline, body] of wanted) storage.setItem(timelineRegexStorageKey(account, timeline), body);
  } catch {
    // storage full or denied: this device keeps what it had
  }
  timelineRegexChanged();
}
