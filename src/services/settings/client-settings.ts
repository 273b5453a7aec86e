/**
 * The signed-in reader's client settings for one account, as the settings screen and the parts that follow
 * them read them: whether trends are shown (client-settings-model.ts), the emoji skin tone (kept for this
 * device by compose/skin-tone.ts, where the composer and the emoji picker read it), and the frequently used
 * emoji and languages the pickers remember (emoji/emoji-frequency.ts, compose/language-frequency.ts), which the
 * reader can forget, and whether the composer keeps the audience after posting (compose/stay-privacy.ts). There is one client settings object per account: every change is kept on this device at
 * once and handed to the account's settings sync (settings-sync.ts), which sends the whole object to the server.
 * `get` answers the same object until something it reads changes, so views can use useSyncExternalStore.
 */
import type { Api } from '../api';
import { readSkinTone, writeSkinTone } from '../compose/skin-tone';
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';
import { languagesStorageKey } from '../compose/language-frequency';
import { readStayPrivacy, stayPrivacyStorageKey, writeStayPrivacy } from '../compose/stay-privacy';
import { createFrequencyStore, frequencyKey } from '../emoji/emoji-frequency';
import { readClientSettings, type ClientSettings } from './client-settings-model';
import { browserSettingsStorage, settingsSyncOf, type SettingsSync } from './settings-sync';
import { clientSettingsStorageKey, storedWebSettings, type SettingsStorage } from './web-settings-blob';

export interface ClientSettingsSnapshot {
  trendsShown: boolean;
  /** 1 (no modifier) to 6 */
  skinTone: number;
  /** the emoji ids the picker shows first, most used first */
  frequentEmoji: readonly string[];
  /** the language codes the language pickers list first, most used first */
  frequentLanguages: readonly string[];
  /** after posting a non-reply, the next draft keeps its audience (the draft's stay_privacy) */
  stayPrivacy: boolean;
}

export interface ClientSettingsStore {
  readonly accountKey: string;
  get(): ClientSettingsSnapshot;
  subscribe(listener: () => void): () => void;
  setTrendsShown(show: boolean): void;
  setSkinTone(tone: number): void;
  setStayPrivacy(stay: boolean): void;
  /** forgets the emoji used (the picker starts without a "frequently used" row) */
  resetFrequentEmoji(): void;
  /** forgets the languages posted in (the language pickers go back to their usual order) */
  resetFrequentLanguages(): void;
}

export interface ClientSettingsDeps {
  /** the account's settings sync; none: this device only */
  sync?: Pick<SettingsSync, 'changed'> | null;
  storage?: SettingsStorage | null;
}

function emojiKey(accountKey: string): string {
  const [server = '', ...rest] = accountKey.split('|');
  return frequencyKey(server, rest.join('|'));
}

export function createClientSettingsStore(
  accountKey: string,
  { sync = null, storage = browserSettingsStorage() }: ClientSettingsDeps = {},
): ClientSettingsStore {
  const listeners = new Set<() => void>();
  const keys = [
    clientSettingsStorageKey(accountKey),
    emojiKey(accountKey),
    languagesStorageKey(accountKey),
    stayPrivacyStorageKey(accountKey),
    'tsubame:skinTone',
  ];
  // what the snapshot was made from, and what is kept in memory when storage refuses
  let readFrom: string | null = null;
  let snapshot: ClientSettingsSnapshot | null = null;
  let memory: ClientSettings | null = null;
  let stayMemory: boolean | null = null;

  const raw = () => {
    try {
      return keys.map((key) => storage?.getItem(key) ?? '').join('\u0000');
    } catch {
      return '';
    }
  };

  const make = (): ClientSettingsSnapshot => {
    const stored = storedWebSettings(storage, accountKey);
    const client = memory ?? readClientSettings({ trends: stored.trends });
    const counts = (value: unknown) =>
      Object.entries(value as Record<string, number>)
        .sort(([, a], [, b]) => b - a)
        .map(([id]) => id);
    return {
      trendsShown: client.trends.show,
      skinTone: readSkinTone(storage as Storage | null),
      frequentEmoji: createFrequencyStore(storage as Storage | null, emojiKey(accountKey)).top(),
      frequentLanguages: counts(stored.frequentlyUsedLanguages),
      stayPrivacy: stayMemory ?? readStayPrivacy(accountKey, storage),
    };
  };

  const changed = () => {
    snapshot = null;
    sync?.changed();
    for (const listener of [...listeners]) listener();
  };

  const write = (key: string, value: string | null): boolean => {
    try {
      if (value === null) storage?.removeItem(key);
      else storage?.setItem(key, value);
      return storage !== null;
    } catch {
      // storage full or denied: the change lasts for this page
      return false;
    }
  };

  const get = (): ClientSettingsSnapshot => {
    const now = raw();
    if (snapshot === null || now !== readFrom) {
      readFrom = now;
      snapshot = make();
    }
    return snapshot;
  };

  return {
    accountKey,
    get,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setTrendsShown(show) {
      if (get().trendsShown === show) return;
      const next: ClientSettings = { trends: { show } };
      memory = write(clientSettingsStorageKey(accountKey), JSON.stringify(next)) ? null : next;
      changed();
    },
    setSkinTone(tone) {
      if (!Number.isInteger(tone) || tone < 1 || tone > 6 || get().skinTone === tone) return;
      writeSkinTone(tone, storage as Storage | null);
      changed();
    },
    setStayPrivacy(stay) {
      if (get().stayPrivacy === stay) return;
      stayMemory = writeStayPrivacy(accountKey, stay, storage) ? null : stay;
      changed();
    },
    resetFrequentEmoji() {
      if (get().frequentEmoji.length === 0) return;
      write(emojiKey(accountKey), null);
      changed();
    },
    resetFrequentLanguages() {
      if (get().frequentLanguages.length === 0) return;
      write(languagesStorageKey(accountKey), null);
      changed();
    },
  };
}

/** The account's client settings, a part of its scope: read again from storage when the account comes back. */
const CLIENT_SETTINGS = definePart<ClientSettingsStore>('client-settings');

/**
 * The account's client settings (`accountKey`: `${server}|${accountId}`), kept in the scope of the account's
 * entity store: made on first use, with the account's settings sync when `api` is given, then the same one for
 * the account's life.
 */
export function clientSettingsOf(
  accountKey: string,
  { api = null, store }: { api?: Pick<Api, 'settings'> | null; store: EntityStore },
): ClientSettingsStore {
  return store.scope.use(CLIENT_SETTINGS, () => {
    const sync = api ? settingsSyncOf(accountKey, { api, store }) : null;
    const made = createClientSettingsStore(accountKey, { sync });
    // what the reader chose here, even when this device's storage refused to keep it
    sync?.provide('trends', () => ({ show: made.get().trendsShown }));
    return made;
  });
}
