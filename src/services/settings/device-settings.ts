/**
 * What this device keeps for whoever reads here, signed in or not: the colour theme (the system's, light or
 * dark), motion (the system's, or reduced) and the interface language (the browser's, English or Japanese).
 * Kept in localStorage under `tsubame:theme`, `tsubame:motion` and `tsubame:language`; index.html's boot script
 * reads the same keys before the first paint and puts the choice on <html> (`data-theme`, `data-motion`,
 * `data-language`), where tokens.css picks the colours and the motion up. A choice made here is put there too,
 * so it applies at once. A language change downloads the new language's texts and re-renders the page in it
 * (i18n/switch-language.ts); `languageSwitch` says how that went, for the screen to announce.
 */
import { tellAppWorkerLanguage } from '../app-update/worker-language';
import { languageFrom, type Language } from '../../i18n/language';
import { browserSettingsStorage } from './settings-sync';
import type { SettingsStorage } from './web-settings-blob';

export type ThemeChoice = 'system' | 'light' | 'dark';
export type MotionChoice = 'system' | 'reduce';
export type LanguageChoice = 'system' | Language;
export type LanguageSwitch = 'idle' | 'switching' | 'switched' | 'failed';

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];
export const MOTION_CHOICES: readonly MotionChoice[] = ['system', 'reduce'];
export const LANGUAGE_CHOICES: readonly LanguageChoice[] = ['system', 'en', 'ja'];

export interface DeviceSettings {
  theme: ThemeChoice;
  motion: MotionChoice;
  language: LanguageChoice;
  languageSwitch: LanguageSwitch;
}

/** The storage keys, as index.html's boot script reads them. */
export const DEVICE_KEYS = { theme: 'tsubame:theme', motion: 'tsubame:motion', language: 'tsubame:language' } as const;

/** What the <html> element carries for each choice (absent: the system's or the browser's). */
const ATTRIBUTES = { theme: 'data-theme', motion: 'data-motion', language: 'data-language' } as const;

export interface DeviceSettingsDeps {
  storage?: SettingsStorage | null;
  /** <html> by default */
  root?: HTMLElement | null;
  /** the browser's languages, for `system` */
  browserLanguages?: () => readonly string[];
  /** replaces the page's language (i18n/switch-language.ts, downloaded on first use) */
  switchLanguage?: (language: Language) => Promise<void>;
  /** tells the app's service worker the language now shown, whose files it keeps for offline use */
  keepLanguageOffline?: (language: Language) => void;
}

export interface DeviceSettingsStore {
  get(): DeviceSettings;
  subscribe(listener: () => void): () => void;
  setTheme(theme: ThemeChoice): void;
  setMotion(motion: MotionChoice): void;
  /** resolves once the page shows the language (or the switch failed: `languageSwitch` says) */
  setLanguage(language: LanguageChoice): Promise<void>;
}

function read<T extends string>(storage: SettingsStorage | null, key: string, choices: readonly T[]): T {
  try {
    const value = storage?.getItem(key);
    return choices.includes(value as T) ? (value as T) : choices[0]!;
  } catch {
    return choices[0]!;
  }
}

const defaultRoot = () => (typeof document === 'undefined' ? null : document.documentElement);
const navigatorLanguages = () =>
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
const loadSwitch = (language: Language) => import('../../i18n/switch-language').then((m) => m.switchLanguage(language));

export function createDeviceSettingsStore({
  storage = browserSettingsStorage(),
  root = defaultRoot(),
  browserLanguages = navigatorLanguages,
  switchLanguage = loadSwitch,
  keepLanguageOffline = tellAppWorkerLanguage,
}: DeviceSettingsDeps = {}): DeviceSettingsStore {
  let current: DeviceSettings = {
    theme: read(storage, DEVICE_KEYS.theme, THEME_CHOICES),
    motion: read(storage, DEVICE_KEYS.motion, MOTION_CHOICES),
    language: read(storage, DEVICE_KEYS.language, LANGUAGE_CHOICES),
    languageSwitch: 'idle',
  };
  const listeners = new Set<() => void>();
  const update = (patch: Partial<DeviceSettings>) => {
    current = { ...current, ...patch };
    for (const listener of [...listeners]) listener();
  };

  // kept on this device and put on <html>; the system's choice is the absence of both
  const keep = (name: keyof typeof DEVICE_KEYS, value: string) => {
    const system = value === 'system';
    try {
      if (system) storage?.removeItem(DEVICE_KEYS[name]);
      else storage?.setItem(DEVICE_KEYS[name], value);
    } catch {
      // storage denied: the choice lasts for this page
    }
    if (system) root?.removeAttribute(ATTRIBUTES[name]);
    else root?.setAttribute(ATTRIBUTES[name], value);
  };

  return {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setTheme(theme) {
      if (!THEME_CHOICES.includes(theme) || theme === current.theme) return;
      keep('theme', theme);
      update({ theme });
    },
    setMotion(motion) {
      if (!MOTION_CHOICES.includes(motion) || motion === current.motion) return;
      keep('motion', motion);
      update({ motion });
    },
    async setLanguage(language) {
      if (!LANGUAGE_CHOICES.includes(language) || language === current.language) return;
      keep('language', language);
      update({ language, languageSwitch: 'switching' });
      const shown = language === 'system' ? languageFrom(browserLanguages()) : language;
      try {
        await switchLanguage(shown);
        keepLanguageOffline(shown);
        // a later choice may have started meanwhile: only the latest one reports
        if (current.language === language) update({ languageSwitch: 'switched' });
      } catch {
        if (current.language === language) update({ languageSwitch: 'failed' });
      }
    },
  };
}

let page: DeviceSettingsStore | null = null;

/** The page's device settings store, made on first use. */
export function deviceSettings(): DeviceSettingsStore {
  page ??= createDeviceSettingsStore();
  return page;
}
