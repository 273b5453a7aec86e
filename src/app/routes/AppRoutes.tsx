import { memo } from 'react';
import { useRoutes } from 'react-router';
import { appRoutes } from './route-table';

const routes = appRoutes();

/**
 * The route table rendered with react-router's declarative API (useRoutes inside a BrowserRouter), not the
 * data router: the data router's loaders and actions are unused here and cost about 16 KB gzip before the
 * first timeline shows. Matching flattens and ranks the whole table each time, so the routes render again only
 * when the address changes (memo: not with every change of the session above them).
 */
export const AppRoutes = memo(function AppRoutes() {
  return useRoutes(routes);
});
