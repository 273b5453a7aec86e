/**
 * Frequently used emoji (the frequentlyUsedEmojis counters of the client settings), kept per account in localStorage:
 * each pick adds one to its emoji's count; the most used come first (ties: the latest pick).
 */
export const FREQUENT_SHOWN = 16;
/** counters kept at most; the least used are dropped beyond */
export const FREQUENT_KEPT = 64;

interface Counter {
  count: number;
  last: number;
}
type Counters = Record<string, Counter>;

export interface FrequencyStore {
  /** emoji ids, most used first */
  top(limit?: number): string[];
  /** counts one use of `emojiId` */
  record(emojiId: string): void;
}

/** The storage key of an account: `${server}|${accountId}`. */
export function frequencyKey(server: string, accountId: string): string {
  return `tsubame:emoji-frequency:${server}|${accountId}`;
}

function read(storage: Storage | null, key: string): Counters {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const out: Counters = {};
    for (const [id, value] of Object.entries(parsed as Record<string, unknown>)) {
      const counter = value as Partial<Counter> | null;
      if (typeof counter?.count === 'number' && counter.count > 0)
        out[id] = { count: counter.count, last: Number(counter.last) || 0 };
    }
    return out;
  } catch {
    return {};
  }
}

const byUse = ([, a]: [string, Counter], [, b]: [string, Counter]) => b.count - a.count || b.last - a.last;

export function createFrequencyStore(
  storage: Storage | null,
  key: string,
  now: () => number = Date.now,
): FrequencyStore {
  return {
    top(limit = FREQUENT_SHOWN) {
      return Object.entries(read(storage, key))
        .sort(byUse)
        .slice(0, limit)
        .map(([id]) => id);
    },
    record(emojiId) {
      const counters = read(storage, key);
      const previous = counters[emojiId];
      counters[emojiId] = { count: (previous?.count ?? 0) + 1, last: now() };
      const kept = Object.fromEntries(Object.entries(counters).sort(byUse).slice(0, FREQUENT_KEPT));
      try {
        storage?.setItem(key, JSON.stringify(kept));
      } catch {
        // storage full or refused: the counts are a convenience
      }
    },
  };
}

/** The browser's localStorage, or null where it is unavailable. */
export function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
