/**
 * One deck column's frame. The column showing the current route is the page's main landmark (and the skip link's
 * target); the others are complementary landmarks named after their column. Every column can take the focus
 * (tabIndex -1: the deck's number keys focus the Nth `.deck__columns > .deck-column`). The routed column is
 * scrolled into view after each navigation (the deck scrolls sideways). A column of a signed-in account names it
 * (COLUMN_ACCOUNT_ATTRIBUTE), so the keys pressed on a post inside act as that account.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { COLUMN_ACCOUNT_ATTRIBUTE } from '../../services/deck/column-account-attribute';
import { MAIN_CONTENT_ID } from '../shell/SkipLink';

export interface DeckColumnFrameProps {
  label?: string;
  main: boolean;
  /** in CSS pixels; the stylesheet's width when absent */
  width?: number;
  /** the deck column's id, for finding it again after a change */
  columnId?: string;
  /** the key of the signed-in account the column belongs to */
  account?: string;
  children: ReactNode;
}

export function DeckColumnFrame({ label, main, width, columnId, account, children }: DeckColumnFrameProps) {
  const ref = useRef<HTMLElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (main) ref.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [main, key]);
  const style = width === undefined ? undefined : { width: `${width}px`, flexBasis: `${width}px` };
  const props = {
    ref,
    'aria-label': label,
    tabIndex: -1,
    style,
    'data-column-id': columnId,
    [COLUMN_ACCOUNT_ATTRIBUTE]: account,
  };
  return main ? (
    <main {...props} id={MAIN_CONTENT_ID} className="deck-column deck-column--main">
      {children}
    </main>
  ) : (
    <aside {...props} className="deck-column">
      {children}
    </aside>
  );
}
