/**
 * The deck storage the deck uses, injected through React context: the browser's local storage unless a
 * provider above gives another (tests).
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import { browserDeckStorage, type DeckStorage } from './deck-storage';

const DeckStorageContext = createContext<DeckStorage | null>(null);

export function DeckStorageProvider({ value, children }: { value: DeckStorage; children: ReactNode }) {
  return <DeckStorageContext.Provider value={value}>{children}</DeckStorageContext.Provider>;
}

export function useDeckStorage(): DeckStorage {
  const given = useContext(DeckStorageContext);
  const [page] = useState(browserDeckStorage);
  return given ?? page;
}
