import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAppServices } from '../../services/app-services/app-services';
import { DeckColumnFrame } from '../deck/DeckColumnFrame';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import type { DeckColumnOf } from './deck-columns';
import { NavigationPanel } from './NavigationPanel';
import { ScreenSuspense } from './ScreenSuspense';
import { SkipLink } from './SkipLink';

// the deck's columns (and its catalogue) download with the reader's first deck: this file is itself loaded only in
// the multi-column layout (Shell.tsx), so the first path of the other layouts does not even name their chunks
const Deck = lazyWithMessages(['deck', 'accounts'], () => import('../deck/Deck'));

/**
 * The multi-column layout (wide screen, advanced interface on): the navigation, then the deck. Signed in, the
 * deck is the reader's columns (views/deck: COMPOSE, HOME and NOTIFICATIONS by default; added, removed, moved and
 * resized by the reader, kept per account) and the routed screen as one more column, unless the route is one of
 * the shown columns (/deck/home is the HOME column). Signed out, only the routed screen. This frame and the
 * deck's code download only in this layout.
 */
export function DeckShell({ deckColumnOf }: { deckColumnOf: DeckColumnOf }) {
  const { me, session } = useAppServices();
  const routed = deckColumnOf(useLocation());
  const owner = me === null ? null : (session.current?.key ?? null);
  return (
    <div className="shell shell--deck" data-layout="multi-column">
      <SkipLink />
      <div className="deck">
        <NavigationPanel />
        {owner === null ? (
          <div className="deck__columns">
            <DeckColumnFrame main>
              <ScreenSuspense>
                <Outlet />
              </ScreenSuspense>
            </DeckColumnFrame>
          </div>
        ) : (
          <Suspense fallback={<div className="deck__columns" />}>
            <Deck key={owner} owner={owner} routed={routed} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
