/**
 * React events bubble from a portal to the components that rendered it, not along the DOM: what happens in a
 * dialog or a menu (clicks, keys, a submit, a paste, a drop) would otherwise reach the view that opened it (a
 * post opens its page on click or Enter, the feed moves on arrows and j/k, the compose form posts on submit and
 * attaches what is pasted or dropped). Wrapped in OverlayEvents, they stop here. Tab goes on to the document,
 * where react-aria's focus scope keeps it inside the overlay. The wrapper stays empty where the opener renders
 * it (the overlay itself is portalled to the body) and draws no box.
 */
import type { FocusEvent, KeyboardEvent, ReactNode, SyntheticEvent } from 'react';

const stop = (event: SyntheticEvent) => event.stopPropagation();
const stopKey = (event: KeyboardEvent) => {
  if (event.key !== 'Tab') event.stopPropagation();
};

export interface OverlayEventsProps {
  children: ReactNode;
  /** sees every key first (before it is stopped), e.g. to close a menu on Tab */
  onKeyDown?(event: KeyboardEvent): void;
  /** focus moved to an element inside */
  onFocus?(event: FocusEvent): void;
}

export function OverlayEvents({ children, onKeyDown, onFocus }: OverlayEventsProps) {
  return (
    <span
      role="presentation"
      style={{ display: 'contents' }}
      onClick={stop}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        stopKey(event);
      }}
      onKeyUp={stopKey}
      onFocus={onFocus}
      onSubmit={stop}
      onPaste={stop}
      onDragEnter={stop}
      onDragOver={stop}
      onDragLeave={stop}
      onDrop={stop}
    >
      {children}
    </span>
  );
}
