/**
 * The stored player volume and mute switch: defaults (0.5, sound on) for a missing, unreadable or out-of-range
 * value, a saved value read back as it was, and a storage that refuses to read or write never breaking a player.
 */
import { describe, expect, it } from 'vitest';
import {
  loadPlayerPreferences,
  PLAYER_PREFERENCES_KEY,
  savePlayerPreferences,
} from '../../../src/services/media/player-preferences';

/** A Storage over a Map (the browser's own is not there in this environment). */
function memoryStorage(initial: Record<string, string> = {}): Storage & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

const DEFAULTS = { volume: 0.5, muted: false };
const holding = (raw: string) => memoryStorage({ [PLAYER_PREFERENCES_KEY]: raw });

describe('player preferences in storage', () => {
  it('loads the defaults from an empty storage, or none at all', () => {
    expect(loadPlayerPreferences(memoryStorage())).toEqual(DEFAULTS);
    expect(loadPlayerPreferences(null)).toEqual(DEFAULTS);
  });

  it('loads the defaults from garbage', () => {
    for (const raw of ['not json', '{', '', '"loud"', '42', 'null', 'true', '[0.3, true]']) {
      expect(loadPlayerPreferences(holding(raw)), raw).toEqual(DEFAULTS);
    }
  });

  it('loads the default for each out-of-range or mistyped value, keeping the valid one', () => {
    expect(loadPlayerPreferences(holding('{"volume": 1.5, "muted": true}'))).toEqual({ volume: 0.5, muted: true });
    expect(loadPlayerPreferences(holding('{"volume": -0.1, "muted": false}'))).toEqual(DEFAULTS);
    expect(loadPlayerPreferences(holding('{"volume": "0.3", "muted": "yes"}'))).toEqual(DEFAULTS);
    expect(loadPlayerPreferences(holding('{"volume": 0.3, "muted": 1}'))).toEqual({ volume: 0.3, muted: false });
  });

  it('reads back what it saved', () => {
    const storage = memoryStorage();
    savePlayerPreferences({ volume: 0.35, muted: true }, storage);
    expect(JSON.parse(storage.values.get(PLAYER_PREFERENCES_KEY)!)).toEqual({ volume: 0.35, muted: true });
    expect(loadPlayerPreferences(storage)).toEqual({ volume: 0.35, muted: true });
    savePlayerPreferences({ volume: 0, muted: false }, storage);
    expect(loadPlayerPreferences(storage)).toEqual({ volume: 0, muted: false });
    savePlayerPreferences({ volume: 1, muted: false }, storage);
    expect(loadPlayerPreferences(storage)).toEqual({ volume: 1, muted: false });
  });

  it('keeps only the volume and the mute switch', () => {
    const storage = memoryStorage();
    savePlayerPreferences({ volume: 0.2, muted: false, extra: 'x' } as never, storage);
    expect(JSON.parse(storage.values.get(PLAYER_PREFERENCES_KEY)!)).toEqual({ volume: 0.2, muted: false });
  });

  it('a storage whose setItem throws does not throw, and the old value stays', () => {
    const storage = holding('{"volume": 0.8, "muted": false}');
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(() => savePlayerPreferences({ volume: 0.1, muted: true }, storage)).not.toThrow();
    expect(loadPlayerPreferences(storage)).toEqual({ volume: 0.8, muted: false });
  });

  it('a storage whose getItem throws loads the defaults', () => {
    const storage = memoryStorage();
    storage.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(loadPlayerPreferences(storage)).toEqual(DEFAULTS);
  });
});
