import type { Location, RouteMatch } from 'react-router';
import type { DeckColumnType } from '../../machines/deck-columns-rules';

export type { DeckColumnType } from '../../machines/deck-columns-rules';

/**
 * `handle` of a route: which deck column type shows it (COMPOSE, HOME, NOTIFICATIONS), so the deck does not show
 * it twice: the deck's own account's column of that type becomes the routed column.
 */
export interface RouteHandle {
  column?: DeckColumnType;
}

/** The deck column type the deepest matched route belongs to, if any. */
export function columnOfMatches(matches: readonly RouteMatch[] | null): DeckColumnType | null {
  if (!matches) return null;
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.route.handle as RouteHandle | undefined;
    if (handle?.column) return handle.column;
  }
  return null;
}

/** Which deck column type shows the route at `location` (null: none, the routed screen gets a column of its own). */
export type DeckColumnOf = (location: Location) => DeckColumnType | null;
