/**
 * The deck's columns, downloaded only in the multi-column layout (<LazyDeck owner routed /> inside a Suspense
 * boundary), through a small doorway chunk (deck-entry.tsx), so the first path's code does not even list the
 * deck's chunks.
 */
import { lazyWithMessages } from '../../i18n/lazy-with-messages';

export const LazyDeck = lazyWithMessages([], () => import('./deck-entry').then((m) => ({ default: m.DeckEntry })));
