/**
 * The reader's client settings as the server keeps them (PUT api/web/settings replaces the whole object, so
 * every save sends every section, never one alone): the emoji skin tone, whether trends are shown, the
 * frequently used emoji and languages (counts), the notification settings, whether the composer keeps the
 * audience after posting, and the per-timeline regex filters. Each section is read from this
 * device's copy (localStorage), where the part of the client that owns it keeps it; a part that holds its
 * section in memory (the notification settings store) can hand it over instead (settings-sync.ts `provide`).
 * The local `saved` flag is never part of it.
 */
import { readSkinTone } from '../compose/skin-tone';
import { frequentLanguages } from '../compose/language-frequency';
import { readStayPrivacy } from '../compose/stay-privacy';
import { frequencyKey } from '../emoji/emoji-frequency';
import { readNotificationSettings } from '../notifications/notification-settings-model';
import { readClientSettings } from './client-settings-model';
import { storedTimelineRegexes } from '../filters/timeline-regex-stored';

export type SettingsStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
/** What reading the settings needs of a storage. */
export type ReadableStorage = Pick<Storage, 'getItem'> & Partial<Pick<Storage, 'key' | 'length'>>;

/** The sections of the server's settings object this client writes. */
export type WebSettingsSection =
  | 'skinTone'
  | 'trends'
  | 'frequentlyUsedEmojis'
  | 'frequentlyUsedLanguages'
  | 'notifications'
  | 'stayPrivacy'
  | 'timelineRegex';

function readJson(storage: ReadableStorage | null, key: string): unknown {
  try {
    const text = storage?.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    // unreadable JSON or storage denied: nothing kept
    return null;
  }
}

/** The emoji counters as the server's settings name them: emoji id -> times used. */
export function emojiCounts(storage: ReadableStorage | null, accountKey: string): Record<string, number> {
  const [server = '', ...rest] = accountKey.split('|');
  const raw = readJson(storage, frequencyKey(server, rest.join('|')));
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const counts: Record<string, number> = {};
  for (const [id, counter] of Object.entries(raw as Record<string, unknown>)) {
    const count = (counter as { count?: unknown } | null)?.count;
    if (typeof count === 'number' && count > 0) counts[id] = count;
  }
  return counts;
}

/** The local storage key of the account's notification settings (as the notification settings store keeps it). */
export const notificationSettingsStorageKey = (accountKey: string) => `tsubame:notification-settings:${accountKey}`;

/** Every section as this device holds it for the account (`accountKey`: `${server}|${accountId}`). */
export function storedWebSettings(
  storage: ReadableStorage | null,
  accountKey: string,
): Record<WebSettingsSection, unknown> {
  const client = readClientSettings(readJson(storage, clientSettingsStorageKey(accountKey)));
  return {
    skinTone: readSkinTone(storage as Storage | null),
    trends: { show: client.trends.show },
    frequentlyUsedEmojis: emojiCounts(storage, accountKey),
    frequentlyUsedLanguages: frequentLanguages(accountKey, storage as Storage | null),
    notifications: readNotificationSettings(readJson(storage, notificationSettingsStorageKey(accountKey))),
    stayPrivacy: readStayPrivacy(accountKey, storage),
    timelineRegex: storedTimelineRegexes(storage, accountKey),
  };
}

/** Where the account's own client settings (trends...) are kept on this device. */
export function clientSettingsStorageKey(accountKey: string): string {
  return `tsubame:client-settings:${accountKey}`;
}
