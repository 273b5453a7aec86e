/**
 * The state of a menu button (a post's "More", a conversation's "More", a profile's "More", the tab bar's
 * Account): closed, the menu shown, the dialog the menu opened in its place, or another overlay the button's
 * owner shows (a post's BOOST modal). The button itself is a plain button saying aria-haspopup="menu",
 * aria-expanded and aria-controls: react-aria-components' MenuTrigger would put react-aria on the first path,
 * where these buttons sit, so the menu (MenuPopover) arrives on first use and this hook holds what MenuTrigger
 * would.
 *
 * Rules:
 * - When the menu, or the dialog it opened, closes, focus goes back to the button once the page outside is no
 *   longer inert (react-aria makes it so while an overlay is open); `close(false)` leaves the focus alone (the
 *   row is leaving, another account is shown).
 * - With a `scope` (the account the menu was opened for), a change of scope closes the menu without refocus.
 * - Escape on the button while the menu is still on its way closes it.
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

export type MenuShown = 'closed' | 'menu' | 'dialog';

export interface MenuTrigger<O extends string = never> {
  /** what shows */
  shown: MenuShown | O;
  /** the menu shows (for aria-expanded) */
  menuOpen: boolean;
  /** the menu element's id, for the button's aria-controls while it shows */
  menuId: string;
  /** shows the menu, or another overlay of the button's owner */
  show(what: 'menu' | O): void;
  /** the button pressed: the menu opens, or closes when it shows */
  toggle(): void;
  /** the menu opened a dialog in its place */
  showDialog(): void;
  /** closes what shows; focus goes back to the button unless `refocus` is false */
  close(refocus?: boolean): void;
  /** the button's keys: Escape closes the menu that is still on its way */
  onTriggerKeyDown(event: KeyboardEvent): void;
}

/** `triggerRef` is the button's: the menu sits next to it and the focus comes back to it. */
export function useMenuTrigger<O extends string = never>(
  triggerRef: RefObject<HTMLElement | null>,
  scope?: string,
): MenuTrigger<O> {
  const [state, setState] = useState<{ shown: MenuShown | O; scope: string | undefined }>({
    shown: 'closed',
    scope,
  });
  const menuId = useId();
  const refocus = useRef(false);
  const shown: MenuShown | O = state.scope === scope ? state.shown : 'closed';
  // stable for the scope's life, so owners may hand them on (memoised action hooks)
  const show = useCallback((next: MenuShown | O) => setState({ shown: next, scope }), [scope]);
  const toggle = useCallback(
    () => setState((was) => ({ shown: was.scope === scope && was.shown !== 'closed' ? 'closed' : 'menu', scope })),
    [scope],
  );

  useEffect(() => {
    if (shown !== 'closed' || !refocus.current) return;
    refocus.current = false;
    triggerRef.current?.focus();
  }, [shown, triggerRef]);

  return {
    shown,
    menuOpen: shown === 'menu',
    menuId,
    show,
    toggle,
    showDialog: () => show('dialog'),
    close(back = true) {
      refocus.current = back;
      show('closed');
    },
    onTriggerKeyDown(event) {
      if (event.key !== 'Escape' || shown === 'closed') return;
      event.preventDefault();
      show('closed');
    },
  };
}
