/**
 * Keyboard movement through a feed (WAI-ARIA feed pattern): Page Down / Page Up, j / k as in Mastodon, and
 * the arrow keys move focus to the next / previous post. Items are the elements marked `data-feed-item`;
 * focus goes to the post's <article> when it renders one. The virtual feed moves by index instead (rows
 * off screen are not in the DOM): it uses `feedKeyDelta` and scrolls the target row in first.
 */
import type { KeyboardEvent } from 'react';

const NEXT_KEYS = new Set(['PageDown', 'ArrowDown', 'j']);
const PREVIOUS_KEYS = new Set(['PageUp', 'ArrowUp', 'k']);

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** +1 / -1 for a feed movement key, 0 for anything else (modifiers held, or typing in a field). */
export function feedKeyDelta(
  event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'target'>,
): 1 | -1 | 0 {
  if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return 0;
  return NEXT_KEYS.has(event.key) ? 1 : PREVIOUS_KEYS.has(event.key) ? -1 : 0;
}

/** The element to focus for an item: its post's article, else the item. */
export function focusTargetOf(item: HTMLElement): HTMLElement {
  const article = item.querySelector<HTMLElement>('article');
  return article ?? item;
}

/** Focuses an item's target (made focusable if needed) without scrolling the page. */
export function focusItem(item: HTMLElement): void {
  const target = focusTargetOf(item);
  if (!target.hasAttribute('tabindex') && !target.matches('a[href], button, input, select, textarea'))
    target.tabIndex = -1;
  target.focus({ preventScroll: true });
}

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
