/**
 * A menu in a popover (react-aria-components Popover + Menu), anchored to a trigger button that the opener
 * renders itself. The triggers (a post's "More", the tab bar's Account) sit on the first path, where
 * react-aria-components must not load, so there is no MenuTrigger around them: each trigger says
 * aria-haspopup="menu" and aria-expanded, and this module arrives with the menu, on first use.
 *
 * The menu takes the focus on its first entry; arrows move (wrapping), Home and End jump, typing a letter finds
 * an entry; Enter, Space or a click chooses (then `onAction`, and the menu closes unless the entry says
 * otherwise); Escape, Tab or a click outside close it and the opener puts the focus back on its trigger.
 * Keys and clicks inside do not reach the view that opened it (OverlayEvents).
 *
 * Only lazy chunks may import this module (react-aria-components stays off the first path).
 */
import type { FocusEvent, ReactNode, RefObject } from 'react';
import { Menu, Popover, type Key } from 'react-aria-components/Menu';
import { OverlayEvents } from '../dialog/overlay-events';
import './menu.css';

export interface MenuPopoverProps {
  /** the button that opened the menu: the popover sits next to it */
  triggerRef: RefObject<HTMLElement | null>;
  /** the menu's accessible name */
  label: string;
  /** the menu closes (Escape, Tab, a click outside, or an entry was chosen) */
  onClose(): void;
  onAction(key: Key): void;
  placement?: 'bottom end' | 'bottom start' | 'top end' | 'top start' | 'top';
  /** the menu element's id, for the trigger's aria-controls */
  id?: string;
  className?: string;
  children: ReactNode;
}

/**
 * The menu itself got the focus while one of its entries is the current one (react-aria defers its own focus
 * moves after a screen reader's click, and the menu's can win the race): the entry takes it, so the arrows
 * start from where the reader is.
 */
function focusCurrentEntry(event: FocusEvent) {
  const target = event.target;
  if (!(target instanceof HTMLElement) || target.getAttribute('role') !== 'menu') return;
  target.querySelector<HTMLElement>('[data-key][tabindex="0"]')?.focus();
}

export function MenuPopover({
  triggerRef,
  label,
  onClose,
  onAction,
  placement = 'bottom end',
  id,
  className,
  children,
}: MenuPopoverProps) {
  return (
    <OverlayEvents
      onFocus={focusCurrentEntry}
      onKeyDown={(event) => {
        if (event.key !== 'Tab') return;
        // Tab leaves the menu: it closes, and focus goes back to its trigger
        event.preventDefault();
        onClose();
      }}
    >
      <Popover
        triggerRef={triggerRef}
        isOpen
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        placement={placement}
        offset={4}
        className="menu-popover"
        aria-label={label}
      >
        <Menu
          id={id}
          aria-label={label}
          // a menu takes the focus when it opens (WAI-ARIA menu button pattern), on its first entry
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus="first"
          shouldFocusWrap
          onAction={onAction}
          onClose={onClose}
          className={className === undefined ? 'menu' : `menu ${className}`}
        >
          {children}
        </Menu>
      </Popover>
    </OverlayEvents>
  );
}
