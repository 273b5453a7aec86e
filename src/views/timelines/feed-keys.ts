/**
 * Keyboard movement through a feed (WAI-ARIA feed pattern): Page Down / Page Up, j / k as in Mastodon, and
 * the arrow keys move focus to the next / previous post. Items are the elements marked `data-feed-item`;
 * focus goes to the post's <article> when it renders one. The virtual feed moves by index (rows off screen are
 * not in the DOM): it uses `feedKeyDelta` and scrolls the target row in first; a feed whose items are all in
 * the DOM (a thread) moves through them with list-keys.ts.
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
