/**
 * The reader's player volume and mute switch, kept between sessions in the browser's storage (one value for the
 * whole browser, shared by the video and audio players). A missing, unreadable or out-of-range value reads back
 * as the defaults (volume 0.5, sound on); a storage that refuses to write (private mode, quota) loses the change
 * quietly: the player keeps working with its current level.
 */
import { restorePreferences, type PlayerPreferences } from '../../machines/media-player-rules';

export const PLAYER_PREFERENCES_KEY = 'tsubame:player';

const browserStorage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

export function loadPlayerPreferences(storage: Storage | null = browserStorage()): PlayerPreferences {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(PLAYER_PREFERENCES_KEY) ?? 'null');
    return restorePreferences(typeof parsed === 'object' && parsed !== null ? parsed : null);
  } catch {
    return restorePreferences(null);
  }
}

export function savePlayerPreferences(
  preferences: PlayerPreferences,
  storage: Storage | null = browserStorage(),
): void {
  try {
    storage?.setItem(PLAYER_PREFERENCES_KEY, JSON.stringify({ volume: preferences.volume, muted: preferences.muted }));
  } catch {
    // a full or refused storage keeps the previous value
  }
}
