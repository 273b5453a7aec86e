/**
 * Keyboard movement through a feed whose items are all in the DOM (a thread, the conversations): j / k, the
 * arrows and Page keys move the focus to the next / previous item (feed-keys.ts says which keys).
 */
import type { KeyboardEvent } from 'react';
import { feedKeyDelta, focusItem } from './feed-keys';

/** Moves focus `delta` items from the one holding `from`; returns false when there is nowhere to go. */
export function moveFeedFocus(container: HTMLElement, from: Element | null, delta: 1 | -1): boolean {
  const items = [...container.querySelectorAll<HTMLElement>('[data-feed-item]')];
  if (items.length === 0) return false;
  const current = from?.closest<HTMLElement>('[data-feed-item]') ?? null;
  const index = current ? items.indexOf(current) : -1;
  const nextIndex = index === -1 ? (delta === 1 ? 0 : items.length - 1) : index + delta;
  const next = items[nextIndex];
  if (!next) return false;
  focusItem(next);
  next.scrollIntoView?.({ block: 'nearest' });
  return true;
}

/** onKeyDown for a feed whose items are all in the DOM (a thread). */
export function handleFeedKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const delta = feedKeyDelta(event);
  if (delta === 0) return;
  if (moveFeedFocus(event.currentTarget, event.target as Element, delta)) event.preventDefault();
}
