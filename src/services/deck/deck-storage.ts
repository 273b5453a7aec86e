/**
 * Where each signed-in account's deck layout is kept: this browser's local storage, one entry per account key
 * (`tsubame.deck.<account key>`), holding the columns and the `saved` flag (never sent to a server). The storage
 * is injected; any failure to read, parse or write falls back quietly: no layout (the default one) and not
 * remembering. Another tab saving a layout is heard through the window's `storage` events.
 */
import type { StoredDeckLayout } from '../../machines/deck-columns-rules';
import { browserStorage, type SettingStorage } from '../../machines/layout-settings';

export const DECK_STORAGE_PREFIX = 'tsubame.deck.';

export const deckStorageKey = (account: string) => `${DECK_STORAGE_PREFIX}${account}`;

export interface DeckStorage {
  /** what is stored for the deck of `account` (parsed JSON, unchecked), or null */
  read(account: string): unknown;
  write(account: string, layout: StoredDeckLayout): void;
  /** calls `onChange` with the new stored value when another tab stores the deck of `account` */
  watch(account: string, onChange: (stored: unknown) => void): () => void;
}

function parse(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** A deck storage over `storage`, listening for other tabs on `events` (the window) when given. */
export function createDeckStorage(storage: SettingStorage | null, events: EventTarget | null = null): DeckStorage {
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
  };
}

/** The page's deck storage: local storage and the window's storage events (when there is a window). */
export function browserDeckStorage(): DeckStorage {
  return createDeckStorage(browserStorage(), typeof window === 'undefined' ? null : window);
}
