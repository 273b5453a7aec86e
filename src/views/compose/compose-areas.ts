import { useEffect } from 'react';

/** How many compose areas (the compose page, the deck's COMPOSE column) are on the page right now. */
let mounted = 0;

/** Counts this view as a compose area while it is mounted. */
export function useComposeArea(): void {
  useEffect(() => {
    mounted += 1;
    return () => {
      mounted -= 1;
    };
  }, []);
}

export function composeAreasMounted(): number {
  return mounted;
}
