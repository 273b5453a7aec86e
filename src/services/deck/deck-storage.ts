/**
 * Where each signed-in account's deck layout is kept: this browser's local storage, one entry per account key
 * (`tsubame.deck.<account key>`), holding the columns and the `saved` flag (never sent to a server). The storage
 * is injected; any failure to read, parse or write falls back quietly: no layout (the default one) and not
 * remembering. Another tab saving a layout is heard through the window's `storage` events.
 * Beside the layouts, this tab's storage (the browser's session storage) keeps which deck the tab keeps on show
 * after a column's link made that column's account the current one (services/deck/shown-deck.ts).
 */
import type { StoredDeckLayout } from '../../machines/deck-columns-rules';
import { browserStorage, type SettingStorage } from '../../machines/layout-settings';

export const DECK_STORAGE_PREFIX = 'tsubame.deck.';

export const deckStorageKey = (account: string) => `${DECK_STORAGE_PREFIX}${account}`;

/** The tab's kept deck, in its own storage. */
export const KEPT_DECK_KEY = 'tsubame.deck-kept';

/** The deck of `deck` stays on show while `current` is the current account. */
export interface KeptDeck {
  deck: string;
  current: string;
}

export interface DeckStorage {
  /** what is stored for the deck of `account` (parsed JSON, unchecked), or null */
  read(account: string): unknown;
  write(account: string, layout: StoredDeckLayout): void;
  /** calls `onChange` with the new stored value when another tab stores the deck of `account` */
  watch(account: string, onChange: (stored: unknown) => void): () => void;
  /** the deck this tab keeps on show, or null */
  kept(): KeptDeck | null;
  /** keeps `kept` on show (null forgets it) */
  keep(kept: KeptDeck | null): void;
}

function parse(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function keptDeckOf(value: unknown): KeptDeck | null {
  if (typeof value !== 'object' || value === null) return null;
  const { deck, current } = value as Partial<Record<keyof KeptDeck, unknown>>;
  return typeof deck === 'string' && typeof current === 'string' ? { deck, current } : null;
}

/**
 * A deck storage over `storage`, listening for other tabs on `events` (the window) when given; the kept deck goes
 * to `tab` (the same storage unless given).
 */
export function createDeckStorage(
  storage: SettingStorage | null,
  events: EventTarget | null = null,
  tab: SettingStorage | null = storage,
): DeckStorage {
  return {
    read(account) {
      try {
        return parse(storage?.getItem(deckStorageKey(account)) ?? null);
      } catch {
        return null;
      }
    },
    write(account, layout) {
      try {
        storage?.setItem(deckStorageKey(account), JSON.stringify(layout));
      } catch {
        // not remembered; the deck still changes for this visit
      }
    },
    watch(account, onChange) {
      if (events === null) return () => undefined;
      const key = deckStorageKey(account);
      const listener = (event: Event) => {
        const { key: changed, newValue } = event as StorageEvent;
        if (changed === key) onChange(parse(newValue));
      };
      events.addEventListener('storage', listener);
      return () => events.removeEventListener('storage', listener);
    },
    kept() {
      try {
        return keptDeckOf(parse(tab?.getItem(KEPT_DECK_KEY) ?? null));
      } catch {
        return null;
      }
    },
    keep(kept) {
      try {
        tab?.setItem(KEPT_DECK_KEY, JSON.stringify(kept));
      } catch {
        // not remembered: the tab shows the current account's deck after its next remount
      }
    },
  };
}

/** window.sessionStorage when it can be used, else null. */
function tabStorage(): SettingStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The page's deck storage: local storage and the window's storage events (when there is a window); the kept deck
 * in session storage (this tab only).
 */
export function browserDeckStorage(): DeckStorage {
  return createDeckStorage(browserStorage(), typeof window === 'undefined' ? null : window, tabStorage());
}
