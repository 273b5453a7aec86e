import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from '../../views/shell/SkipLink';

/** True when nothing has focus but the page itself. */
function pageHasFocus(doc: Document): boolean {
  const active = doc.activeElement;
  return active === null || active === doc.body || active === doc.documentElement;
}

/**
 * Keyboard focus after the page changes under it. Activating a link inside a screen (an author, a post) or
 * switching accounts removes the element that had focus, and the browser drops focus to <body>: the next Tab
 * would start again from the top of the page. So after each navigation and each change of world (account),
 * when the element focused last is gone and nothing else has focus, focus goes to the main content region
 * (tabIndex -1), where the new screen starts; a screen that focuses something itself afterwards (the status
 * page focuses its post) takes over. Focus still on something (a navigation panel link) stays, and a page load,
 * where nothing was focused yet, starts at the top as usual.
 */
export function FocusAfterNavigation({ world }: { world: string }) {
  const { key } = useLocation();
  const lastFocused = useRef<Element | null>(null);

  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Element) lastFocused.current = event.target;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  useEffect(() => {
    const last = lastFocused.current;
    if (last === null || last.isConnected || !pageHasFocus(document)) return;
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [key, world]);
  return null;
}
