import { createContext } from 'react';

/**
 * Where a timeline is shown as a deck column: how its timeline changes within the column (a hashtag column's more
 * tags become the column's own), given the new timeline name. Null outside a column: a timeline's settings change
 * its address instead.
 */
export const TimelineTargetContext = createContext<((timeline: string) => void) | null>(null);
