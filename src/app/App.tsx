import { useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { createAlertQueue, type AlertQueue } from '../services/alerts';
import { AlertArea } from '../views/alerts/AlertArea';
import { navigateInApp, pathForLayout } from '../services/routing/app-navigation';
import { AppRoutes } from './routes/AppRoutes';
import { createNavigationBridge, NavigationBridgeSetter, type NavigationBridge } from './routes/navigation-bridge';
import type { ActiveSession } from '../services/app-services/session-types';
import { SessionGate } from './session/SessionGate';
import { LayoutProvider, useLiveLayout } from '../views/shell/layout-context';
import { ShellEnvironmentProvider } from './shell/shell-environment';

export type AppRouter = ComponentType<{ children: ReactNode }>;

export interface AppProps {
  defaultServer: string;
  /** the router around the routes (tests pass a memory router); by default the page's BrowserRouter */
  Router?: AppRouter;
}

function Routed({
  session,
  alerts,
  Router,
  bridge,
}: {
  session: ActiveSession;
  alerts: AlertQueue;
  Router: AppRouter;
  bridge: NavigationBridge;
}): ReactNode {
  return (
    <ShellEnvironmentProvider value={{ session, alerts }}>
      <Router>
        <NavigationBridgeSetter bridge={bridge} />
        <AppRoutes />
      </Router>
    </ShellEnvironmentProvider>
  );
}

/**
 * The client's root: the one alert queue and its alert area, the layout (mode and advanced setting), and the
 * session gate (sign-in until someone is signed in or reads signed out). Inside the gate, the router whose root
 * layout builds AppServices and the shell of the current layout (src/app/shell/RootLayout.tsx). The router is
 * mounted once a session exists, so the session layer has settled the address (after the sign-in callback).
 */
export function App({ defaultServer, Router = BrowserRouter }: AppProps) {
  const [alerts] = useState(() => createAlertQueue());
  const [bridge] = useState<NavigationBridge>(createNavigationBridge);
  const layout = useLiveLayout();
  const { mode } = layout;
  const openPath = useCallback(
    (path: string) => {
      const navigate = bridge.current();
      if (navigate) navigateInApp(navigate, mode, path);
      else window.location.assign(pathForLayout(path, mode));
    },
    [bridge, mode],
  );
  const hrefFor = useCallback((path: string) => pathForLayout(path, mode), [mode]);
  return (
    <LayoutProvider value={layout}>
      <SessionGate defaultServer={defaultServer} alerts={alerts}>
        {(session) => <Routed session={session} alerts={alerts} Router={Router} bridge={bridge} />}
      </SessionGate>
      <AlertArea alerts={alerts} openPath={openPath} hrefFor={hrefFor} />
    </LayoutProvider>
  );
}
