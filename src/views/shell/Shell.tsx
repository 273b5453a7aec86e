import { useLayout } from './layout-context';
import { DeckShell } from './DeckShell';
import type { DeckColumnOf } from './deck-columns';
import { MobileShell } from './MobileShell';
import { SingleColumnShell } from './SingleColumnShell';
import './shell.css';

/** The frame around the routed screen, one per layout mode (spec 4). */
export function Shell({ deckColumnOf }: { deckColumnOf: DeckColumnOf }) {
  const { mode } = useLayout();
  if (mode === 'mobile') return <MobileShell />;
  if (mode === 'multi-column') return <DeckShell deckColumnOf={deckColumnOf} />;
  return <SingleColumnShell />;
}
