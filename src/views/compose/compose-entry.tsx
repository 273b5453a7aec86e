import { lazyWithMessages } from '../../i18n/lazy-with-messages';

/**
 * The composer's loader: the first path only knows this tiny chunk, and the composer's own chunks (and the list
 * of what they need) are named here, so they add nothing to what loads before the first timeline shows.
 * (A lazy component may not resolve to another lazy one: these are plain components rendering them.)
 */
const Screen = lazyWithMessages(['compose', 'composeMedia'], () => import('./ComposeScreen'));
const Column = lazyWithMessages(['compose', 'composeMedia'], () => import('./ComposeColumn'));

export function ComposeScreenEntry() {
  return <Screen />;
}

export function ComposeColumnEntry() {
  return <Column />;
}
