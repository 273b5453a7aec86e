import { lazy, Suspense } from 'react';
import { useLayout } from './layout-context';
import type { DeckColumnOf } from './deck-columns';
import { LazyMediaViewer } from './LazyMediaViewer';
import { LazyMobileShell } from './LazyMobileShell';
import { SingleColumnShell } from './SingleColumnShell';
import './shell.css';

// the multi-column layout's frame downloads only in that layout
const DeckShell = lazy(() => import('./DeckShell').then((module) => ({ default: module.DeckShell })));

/** The frame around the routed screen, one per layout mode (mobile, single column, deck). */
export function Shell({ deckColumnOf }: { deckColumnOf: DeckColumnOf }) {
  const { mode } = useLayout();
  return (
    <>
      {mode === 'mobile' ? (
        <LazyMobileShell />
      ) : mode === 'multi-column' ? (
        <Suspense fallback={null}>
          <DeckShell deckColumnOf={deckColumnOf} />
        </Suspense>
      ) : (
        <SingleColumnShell />
      )}
      {/* outside the layout's frame: a layout change keeps the viewer and the picture-in-picture player */}
      <LazyMediaViewer />
    </>
  );
}
