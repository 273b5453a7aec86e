/**
 * A memory router for jsdom tests with the surface the tests read: the current location and history action,
 * and navigate(). It wraps react-router's declarative MemoryRouter, as the app uses BrowserRouter.
 */
import { useEffect, type ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigationType,
} from 'react-router';

export interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  navigate(to: string, options?: { replace?: boolean; state?: unknown }): Promise<void>;
  Router: (props: { children: ReactNode }) => ReactNode;
}

export function createTestRouter(initialEntries: string[] = ['/']): TestRouter {
  let navigateFn: NavigateFunction | null = null;
  const router: TestRouter = {
    state: {
      location: { pathname: initialEntries[0] ?? '/', search: '', hash: '', state: null, key: 'initial' } as Location,
      historyAction: 'POP' as NavigationType,
    },
    async navigate(to, options) {
      if (!navigateFn) throw new Error('the test router is not mounted');
      await navigateFn(to, options);
    },
    Router: ({ children }) => (
      <MemoryRouter initialEntries={initialEntries}>
        <Tracker />
        {children}
      </MemoryRouter>
    ),
  };

  function Tracker() {
    const location = useLocation();
    const type = useNavigationType();
    navigateFn = useNavigate();
    router.state.location = location;
    router.state.historyAction = type;
    useEffect(() => undefined, [location]);
    return null;
  }

  return router;
}
