/**
 * A menu whose entry can open a dialog in its place (delete, block, sign out...): which dialog shows, if any. When
 * an entry opens one, the menu's own closing that follows (its focus moved into the dialog) is not a close of the
 * whole: `menuClosed` lets it pass, and only the dialog's answer closes.
 */
import { useRef, useState } from 'react';

export interface MenuDialog<D extends string> {
  /** the dialog shown in the menu's place; null while the menu shows */
  dialog: D | null;
  /** an entry opens `dialog` in the menu's place; `onDialog` tells the button's owner */
  openDialog(dialog: D): void;
  /** the menu closed: runs `close` unless a dialog took its place */
  menuClosed(close: () => void): void;
}

export function useMenuDialog<D extends string>(onDialog?: () => void): MenuDialog<D> {
  const [dialog, setDialog] = useState<D | null>(null);
  const replaced = useRef(false);
  return {
    dialog,
    openDialog(next) {
      replaced.current = true;
      setDialog(next);
      onDialog?.();
    },
    menuClosed(close) {
      if (!replaced.current) close();
    },
  };
}
