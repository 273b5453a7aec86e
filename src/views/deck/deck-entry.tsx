/**
 * The deck's doorway: the first path only knows this tiny chunk; the deck's own chunks (and its `deck`
 * catalogue) are named here. (A lazy component may not resolve to another lazy one: this is a plain component
 * rendering it.)
 */
import type { ComponentProps } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';

const Deck = lazyWithMessages(['deck'], () => import('./Deck'));

export function DeckEntry(props: ComponentProps<typeof Deck>) {
  return <Deck {...props} />;
}
