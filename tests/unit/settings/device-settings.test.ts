// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createDeviceSettingsStore, DEVICE_KEYS } from '../../../src/services/settings/device-settings';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const root = () => document.createElement('html');

describe('theme and motion', () => {
  it('follow the system until the reader chooses; a choice is kept on this device and put on <html>', () => {
    const storage = memoryStorage();
    const html = root();
    const store = createDeviceSettingsStore({ storage, root: html });
    expect(store.get()).toMatchObject({ theme: 'system', motion: 'system', language: 'system' });
    store.setTheme('dark');
    store.setMotion('reduce');
    expect(html.dataset.theme).toBe('dark');
    expect(html.dataset.motion).toBe('reduce');
    expect(storage.data.get(DEVICE_KEYS.theme)).toBe('dark');
    expect(storage.data.get(DEVICE_KEYS.motion)).toBe('reduce');
    // the system's again: nothing kept, nothing on <html>
    store.setTheme('system');
    store.setMotion('system');
    expect(html.hasAttribute('data-theme')).toBe(false);
    expect(html.hasAttribute('data-motion')).toBe(false);
    expect(storage.data.size).toBe(0);
  });

  it('read what this device kept, and take unknown values as the system', () => {
    const store = createDeviceSettingsStore({
      storage: memoryStorage({ [DEVICE_KEYS.theme]: 'light', [DEVICE_KEYS.motion]: 'wobbly' }),
      root: root(),
    });
    expect(store.get()).toMatchObject({ theme: 'light', motion: 'system' });
  });
});

describe('the interface language', () => {
  it('switches the page to the chosen language, then says it is done and has its files kept offline', async () => {
    const switchLanguage = vi.fn(async () => {});
    const keepLanguageOffline = vi.fn();
    const html = root();
    const store = createDeviceSettingsStore({
      storage: memoryStorage(),
      root: html,
      switchLanguage,
      keepLanguageOffline,
    });
    const done = store.setLanguage('ja');
    expect(store.get().languageSwitch).toBe('switching');
    expect(html.dataset.language).toBe('ja');
    expect(keepLanguageOffline).not.toHaveBeenCalled();
    await done;
    expect(switchLanguage).toHaveBeenCalledWith('ja');
    expect(keepLanguageOffline).toHaveBeenCalledWith('ja');
    expect(store.get()).toMatchObject({ language: 'ja', languageSwitch: 'switched' });
  });

  it("goes back to the browser's language for `system`", async () => {
    const switchLanguage = vi.fn(async () => {});
    const store = createDeviceSettingsStore({
      storage: memoryStorage({ [DEVICE_KEYS.language]: 'en' }),
      root: root(),
      browserLanguages: () => ['ja-JP', 'en'],
      switchLanguage,
    });
    await store.setLanguage('system');
    expect(switchLanguage).toHaveBeenCalledWith('ja');
  });

  it('says when the language could not be loaded (the choice is kept for the next load)', async () => {
    const storage = memoryStorage();
    const keepLanguageOffline = vi.fn();
    const store = createDeviceSettingsStore({
      storage,
      root: root(),
      switchLanguage: () => Promise.reject(new Error('offline')),
      keepLanguageOffline,
    });
    await store.setLanguage('ja');
    expect(store.get().languageSwitch).toBe('failed');
    expect(keepLanguageOffline).not.toHaveBeenCalled();
    expect(storage.data.get(DEVICE_KEYS.language)).toBe('ja');
  });
});

describe("index.html's boot script", () => {
  const html = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

  it('is tiny and runs before the page (inline, in the head)', () => {
    expect(script.trim().length).toBeGreaterThan(0);
    expect(script.replace(/\s+/g, ' ').length).toBeLessThan(400);
    expect(html.indexOf(script)).toBeLessThan(html.indexOf('</head>'));
  });

  it('puts the kept theme, motion and language on <html> before the first paint', () => {
    const storage = memoryStorage({
      [DEVICE_KEYS.theme]: 'dark',
      [DEVICE_KEYS.motion]: 'reduce',
      [DEVICE_KEYS.language]: 'ja',
    });
    const element = root();
    new Function('document', 'localStorage', script)({ documentElement: element }, storage);
    expect(element.dataset).toMatchObject({ theme: 'dark', motion: 'reduce', language: 'ja' });
    expect(element.lang).toBe('ja');
  });

  it('puts nothing there for the system and for values it does not know, and survives refused storage', () => {
    const element = root();
    new Function('document', 'localStorage', script)(
      { documentElement: element },
      memoryStorage({ [DEVICE_KEYS.theme]: 'sepia', [DEVICE_KEYS.language]: 'fr' }),
    );
    expect(element.hasAttribute('data-theme')).toBe(false);
    expect(element.hasAttribute('data-language')).toBe(false);
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => new Function('document', 'localStorage', script)({ documentElement: root() }, refusing)).not.toThrow();
  });
});
