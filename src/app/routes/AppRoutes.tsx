import { useRoutes } from 'react-router';
import { appRoutes } from './route-table';

const routes = appRoutes();

/**
 * The route table rendered with react-router's declarative API (useRoutes inside a BrowserRouter), not the
 * data router: the data router's loaders and actions are unused here and cost about 16 KB gzip before the
 * first timeline shows.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

export { routes as appRouteObjects };
