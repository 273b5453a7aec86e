/**
 * Which account's deck a tab shows. Every signed-in account has a deck of its own, and the current account's is
 * shown; but when a link in a column of another account makes that account the current one, the deck on show
 * stays (its columns each name their own account, so none of them changes by the switch). The kept deck holds
 * while that account stays current and the kept deck's account is still signed in; the deck opening for another
 * current account (the account switcher used) forgets it.
 */
import { useEffect, useState } from 'react';
import type { KeptDeck } from './deck-storage';
import { useDeckStorage } from './deck-storage-context';

/** The account whose deck is on show while `current` is the current account. */
export function shownDeck(kept: KeptDeck | null, current: string, signedIn: readonly string[]): string {
  if (kept === null || kept.current !== current || !signedIn.includes(kept.deck)) return current;
  return kept.deck;
}

/** The deck to show while `current` is the current account (decided once: the deck remounts with the account). */
export function useShownDeck(current: string, signedIn: readonly string[]): string {
  const decks = useDeckStorage();
  const [deck] = useState(() => shownDeck(decks.kept(), current, signedIn));
  useEffect(() => {
    const kept = decks.kept();
    if (kept !== null && kept.current !== current) decks.keep(null);
  }, [decks, current]);
  return deck;
}
