import { useLayout } from './layout-context';
import { DeckShell } from './DeckShell';
import type { DeckColumnOf } from './deck-columns';
import { MediaStageDoorway } from './MediaStageDoorway';
import { MobileShell } from './MobileShell';
import { SingleColumnShell } from './SingleColumnShell';
import './shell.css';

/** The frame around the routed screen, one per layout mode (spec 4). */
export function Shell({ deckColumnOf }: { deckColumnOf: DeckColumnOf }) {
  const { mode } = useLayout();
  return (
    <>
      {mode === 'mobile' ? (
        <MobileShell />
      ) : mode === 'multi-column' ? (
        <DeckShell deckColumnOf={deckColumnOf} />
      ) : (
        <SingleColumnShell />
      )}
      {/* outside the layout's frame: a layout change keeps the viewer and the picture-in-picture player */}
      <MediaStageDoorway />
    </>
  );
}
