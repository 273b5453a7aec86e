import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { EntityStoreProvider } from '../../services/store/use-entity';
import { Shell } from '../../views/shell/Shell';
import type { DeckColumnOf } from '../../views/shell/deck-columns';
import { navigateInApp } from '../../services/routing/app-navigation';
import { AppServicesProvider, type AppServices } from '../../services/app-services/app-services';
import { useLayout } from '../../views/shell/layout-context';
import { FocusAfterNavigation } from './FocusAfterNavigation';
import { AfterFirstPaint } from '../../views/shell/AfterFirstPaint';
import { PreloadParts } from '../../views/common/preloadable';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { ScrollToTop } from './ScrollToTop';
import { useShellEnvironment } from './shell-environment';
import { onEarlyKey } from '../../services/hotkeys/early-keys';

// the keyboard shortcuts download once the first posts have painted (reading the first posts does not need
// them), or at the first key press if that comes sooner
const Hotkeys = lazy(() => import('./Hotkeys').then((m) => ({ default: m.Hotkeys })));

/**
 * The router's root route: builds the AppServices of the current session (session fields, the alert queue,
 * the layout mode, navigate with the /deck prefix and the own-history marker) and renders the shell of the
 * current layout mode around the routed screen.
 */
export function RootLayout({ deckColumnOf }: { deckColumnOf: DeckColumnOf }) {
  const { session, alerts } = useShellEnvironment();
  const { mode } = useLayout();
  const routerNavigate = useNavigate();
  const [keyPressed, setKeyPressed] = useState(false);
  useEffect(() => onEarlyKey(() => setKeyPressed(true)), []);

  const services = useMemo<AppServices>(
    () => ({
      server: session.server,
      api: session.api,
      store: session.store,
      streaming: session.streaming,
      timelines: session.timelines,
      statusActions: session.statusActions,
      me: session.me,
      alerts,
      layout: mode,
      session,
      promptSignIn: (prompt) => session.promptSignIn(prompt),
      navigate: (path, options) => navigateInApp(routerNavigate, mode, path, options),
    }),
    [session, alerts, mode, routerNavigate],
  );

  // another account (or server) is another world: its screens start afresh with its own api and store
  const world = session.current?.key ?? `signed-out|${session.server}`;

  const hotkeys = (
    <Suspense fallback={null}>
      <Hotkeys />
    </Suspense>
  );

  return (
    <AppServicesProvider value={services}>
      <EntityStoreProvider store={session.store}>
        <ScreenErrorBoundary>
          <Shell key={world} deckColumnOf={deckColumnOf} />
        </ScreenErrorBoundary>
        <ScrollToTop />
        <FocusAfterNavigation world={world} />
        {/* a key pressed before the first paint brings the shortcuts in early; they come first either way, so they
            stay mounted (and keep their state) once the paint is over */}
        <AfterFirstPaint fallback={keyPressed && hotkeys}>
          {hotkeys}
          {/* the parts few first screens need (alerts, quoted posts, reactions) */}
          <PreloadParts />
        </AfterFirstPaint>
      </EntityStoreProvider>
    </AppServicesProvider>
  );
}
