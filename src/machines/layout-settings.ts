/**
 * The advanced interface setting, kept in this browser's local storage (not synced to the server). The storage
 * is injectable for tests; any failure to read or write (private mode, quota, no storage) falls back quietly to
 * "off" and to not remembering.
 */
export const ADVANCED_INTERFACE_STORAGE_KEY = 'tsubame.layout.advancedInterface';

export type SettingStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** window.localStorage when it can be used, else null. */
export function browserStorage(): SettingStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readAdvancedInterface(storage: SettingStorage | null): boolean {
  try {
    return storage?.getItem(ADVANCED_INTERFACE_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function writeAdvancedInterface(storage: SettingStorage | null, enabled: boolean): void {
  try {
    storage?.setItem(ADVANCED_INTERFACE_STORAGE_KEY, enabled ? 'true' : 'false');
  } catch {
    // not remembered; the layout still changes for this visit
  }
}
