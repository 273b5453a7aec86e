/**
 * The post a key press is about, read from the page: the post is the focusable <article data-status-id>
 * a post renders (a quote inside it is no focusable article of its own), holding the focus itself or around
 * the focused element. Its own controls are found inside it but never inside a post nested in it (a quote),
 * so the keys press exactly the buttons the reader sees on that post.
 */
import type { Account, Status } from '../../domain/entities';
import type { EntityStore } from '../store';

const POST = 'article[data-status-id][tabindex]';

/** The focused post's article: the element itself or the post around it, null when none. */
export function postAround(target: EventTarget | null): HTMLElement | null {
  const element = target as Partial<Element> | null;
  if (typeof element?.closest !== 'function') return null;
  return element.closest<HTMLElement>(POST);
}

/** Where the focus is relative to a post: none, something inside one, or the post itself. */
export function postPlace(target: EventTarget | null): 'none' | 'within' | 'itself' {
  const post = postAround(target);
  return post === null ? 'none' : post === target ? 'itself' : 'within';
}

/**
 * True when no control has the focus: the page itself (no element, the body, the document element) or a region
 * that takes the focus only when sent there (tabIndex -1: the main content after the skip link, a deck column).
 */
export function nothingFocused(target: EventTarget | null): boolean {
  const element = target as Partial<HTMLElement> | null;
  if (element === null || typeof element.closest !== 'function') return true;
  const document = element.ownerDocument;
  return element === document?.body || element === document?.documentElement || element.tabIndex === -1;
}

/** The post's own element matching `selector` (not one of a post nested in it). */
export function ownPart<T extends Element>(post: Element, selector: string): T | null {
  for (const element of post.querySelectorAll<T>(selector)) {
    if (element.closest('article') === post) return element;
  }
  return null;
}

export interface ShownPost {
  /** the post shown: the boosted one for a boost */
  status: Status;
  author: Account;
}

/** The post an article shows, from the store (a boost's article carries the boost's id). */
export function shownPost(store: EntityStore, post: Element): ShownPost | null {
  const id = post.getAttribute('data-status-id');
  const wrapper = id === null ? undefined : store.get('statuses', id);
  const status = wrapper?.reblogId == null ? wrapper : store.get('statuses', wrapper.reblogId);
  const author = status === undefined ? undefined : store.get('accounts', status.accountId);
  return status === undefined || author === undefined ? null : { status, author };
}
