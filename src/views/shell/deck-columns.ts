import type { Location, RouteMatch } from 'react-router';

/** The deck's fixed columns (spec 2 default layout: COMPOSE, HOME, NOTIFICATIONS). */
export type DeckColumnType = 'COMPOSE' | 'HOME' | 'NOTIFICATIONS';

export const DEFAULT_DECK_COLUMNS: readonly DeckColumnType[] = ['COMPOSE', 'HOME', 'NOTIFICATIONS'];

/** `handle` of a route: which deck column shows it (so the deck does not show it twice). */
export interface RouteHandle {
  column?: DeckColumnType;
}

/** The deck column the deepest matched route belongs to, if any. */
export function columnOfMatches(matches: readonly RouteMatch[] | null): DeckColumnType | null {
  if (!matches) return null;
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.route.handle as RouteHandle | undefined;
    if (handle?.column) return handle.column;
  }
  return null;
}

/** Which fixed deck column shows the route at `location` (null: none, the routed screen gets a column of its own). */
export type DeckColumnOf = (location: Location) => DeckColumnType | null;
