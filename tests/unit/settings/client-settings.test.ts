import { describe, expect, it, vi } from 'vitest';
import { createClientSettingsStore } from '../../../src/services/settings/client-settings';
import { clientSettingsStorageKey, storedWebSettings } from '../../../src/services/settings/web-settings-blob';
import { readSkinTone } from '../../../src/services/compose/skin-tone';

const ACCOUNT = 'https://sandbox.example|7';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    length: 0,
    clear: () => data.clear(),
    key: () => null,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  } as Storage & { data: Map<string, string> };
}

const remembered = () =>
  memoryStorage({
    [`tsubame:emoji-frequency:${ACCOUNT}`]: JSON.stringify({
      '🎉': { count: 1, last: 2 },
      blobcat: { count: 5, last: 1 },
    }),
    [`tsubame:languages:${ACCOUNT}`]: JSON.stringify({ en: 1, ja: 3 }),
  });

describe('the client settings of an account', () => {
  it('show trends and use the plain skin tone until the reader chooses (the defaults)', () => {
    const settings = createClientSettingsStore(ACCOUNT, { storage: memoryStorage() }).get();
    expect(settings.trendsShown).toBe(true);
    expect(settings.skinTone).toBe(1);
    expect(settings.frequentEmoji).toEqual([]);
    expect(settings.frequentLanguages).toEqual([]);
  });

  it('keep a change on this device at once, tell the settings sync and the views', () => {
    const storage = memoryStorage();
    const sync = { changed: vi.fn() };
    const store = createClientSettingsStore(ACCOUNT, { storage, sync });
    const listener = vi.fn();
    store.subscribe(listener);
    store.setTrendsShown(false);
    store.setSkinTone(4);
    expect(JSON.parse(storage.data.get(clientSettingsStorageKey(ACCOUNT))!)).toEqual({ trends: { show: false } });
    // the skin tone is the one the composer's suggestions and the emoji picker read
    expect(readSkinTone(storage)).toBe(4);
    expect(store.get()).toMatchObject({ trendsShown: false, skinTone: 4 });
    expect(sync.changed).toHaveBeenCalledTimes(2);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ignore a choice that changes nothing, and a skin tone outside 1 to 6', () => {
    const sync = { changed: vi.fn() };
    const store = createClientSettingsStore(ACCOUNT, { storage: memoryStorage(), sync });
    store.setTrendsShown(true);
    store.setSkinTone(1);
    store.setSkinTone(7);
    store.setSkinTone(0);
    expect(sync.changed).not.toHaveBeenCalled();
  });

  it('list the emoji and languages the pickers remember, most used first, and forget them on request', () => {
    const storage = remembered();
    const sync = { changed: vi.fn() };
    const store = createClientSettingsStore(ACCOUNT, { storage, sync });
    expect(store.get().frequentEmoji).toEqual(['blobcat', '🎉']);
    expect(store.get().frequentLanguages).toEqual(['ja', 'en']);
    store.resetFrequentEmoji();
    expect(store.get().frequentEmoji).toEqual([]);
    expect(store.get().frequentLanguages).toEqual(['ja', 'en']);
    store.resetFrequentLanguages();
    expect(store.get().frequentLanguages).toEqual([]);
    expect(sync.changed).toHaveBeenCalledTimes(2);
    // nothing left to forget: nothing changes
    store.resetFrequentEmoji();
    expect(sync.changed).toHaveBeenCalledTimes(2);
  });

  it('answer the same object until something it reads changes (also a pick made by the emoji picker)', () => {
    const storage = memoryStorage();
    const store = createClientSettingsStore(ACCOUNT, { storage });
    const first = store.get();
    expect(store.get()).toBe(first);
    storage.setItem(`tsubame:emoji-frequency:${ACCOUNT}`, JSON.stringify({ '👍': { count: 1, last: 1 } }));
    expect(store.get()).not.toBe(first);
    expect(store.get().frequentEmoji).toEqual(['👍']);
  });

  it('keep the visibility after posting only when the reader asks (stay_privacy), sent with the others', () => {
    const storage = memoryStorage();
    const sync = { changed: vi.fn() };
    const store = createClientSettingsStore(ACCOUNT, { storage, sync });
    expect(store.get().stayPrivacy).toBe(false);
    expect(storedWebSettings(storage, ACCOUNT).stayPrivacy).toBe(false);
    store.setStayPrivacy(true);
    expect(store.get().stayPrivacy).toBe(true);
    expect(storedWebSettings(storage, ACCOUNT).stayPrivacy).toBe(true);
    store.setStayPrivacy(true);
    expect(sync.changed).toHaveBeenCalledTimes(1);
    // a store made later on this device reads it back
    expect(createClientSettingsStore(ACCOUNT, { storage }).get().stayPrivacy).toBe(true);
    // refused by storage: kept for the page
    storage.setItem = () => {
      throw new Error('denied');
    };
    store.setStayPrivacy(false);
    expect(store.get().stayPrivacy).toBe(false);
  });

  it('keep the trends choice for the page when storage refuses it', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new Error('denied');
    };
    const store = createClientSettingsStore(ACCOUNT, { storage });
    store.setTrendsShown(false);
    expect(store.get().trendsShown).toBe(false);
  });
});
