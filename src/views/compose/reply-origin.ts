/**
 * Where a reply was started, so that closing it (Escape, Cancel reply) puts the focus back there: the post's
 * row in a feed (a boost's row for a boosted post), the control the reader used (the post's Reply button, or the
 * post itself when r was pressed on it) and the deck column it sits in.
 *
 * The composer's code may arrive only after Reply was pressed (the single column opens the compose page), so a
 * document-wide focus listener, installed by the first compose area, remembers the last control of a post that
 * had the focus; it is trusted only when it belongs to the post replied to. Otherwise the reply goes back to the
 * first row showing that post, on its Reply button.
 *
 * Going back, the element pressed may have gone (the single column drew home again; the deck redrew the column
 * when the compose column took the route): the same row's control is then focused as soon as it is drawn again,
 * unless the reader has put the focus somewhere else meanwhile.
 */

export interface ReplyOrigin {
  /** the post replied to */
  statusId: string;
  /** the element pressed, while it is on the page */
  element: Element | null;
  /** the row's id (data-status-id of its article: the boost's id for a boosted post), when known */
  row: string | null;
  /** the deck column's id (data-column-id), when the row was in one */
  column: string | null;
  control: 'reply' | 'post';
}

/** Whether a row (an article's data-status-id) shows the post replied to: the post itself or a boost of it. */
export type ShowsPost = (row: string) => boolean;

const ROW = 'article[data-status-id]';
const REPLY_BUTTON = '.status-action--reply';
/** how many frames the row is waited for after closing the reply (a feed draws a row per frame) */
const RETURN_FRAMES = 600;

interface PostFocus {
  element: Element;
  row: string;
  column: string | null;
  control: 'reply' | 'post';
}

let lastPostFocus: PostFocus | null = null;
let watching = false;

function postFocusOf(target: EventTarget | null): PostFocus | null {
  if (!(target instanceof Element)) return null;
  const article = target.closest<HTMLElement>(ROW);
  const row = article?.dataset.statusId;
  if (!article || row === undefined) return null;
  const control = target === article ? 'post' : target.closest(REPLY_BUTTON) !== null ? 'reply' : null;
  if (control === null) return null;
  const column = article.closest<HTMLElement>('[data-column-id]')?.dataset.columnId ?? null;
  return { element: target, row, column, control };
}

/** Starts remembering the last post control focused (once per page). */
export function watchPostFocus(doc: Document = document): void {
  if (watching) return;
  watching = true;
  doc.addEventListener(
    'focusin',
    (event) => {
      lastPostFocus = postFocusOf(event.target) ?? lastPostFocus;
    },
    true,
  );
}

/** Where the reply to `statusId` now arriving was started, as far as the page tells. */
export function replyOriginFor(statusId: string, showsPost: ShowsPost): ReplyOrigin {
  const seen = lastPostFocus;
  if (seen !== null && showsPost(seen.row)) {
    const element = seen.element.isConnected ? seen.element : null;
    return { statusId, element, row: seen.row, column: seen.column, control: seen.control };
  }
  return { statusId, element: null, row: null, column: null, control: 'reply' };
}

/** The control to focus for `origin` among the rows drawn now, if any. */
function controlNow(origin: ReplyOrigin, showsPost: ShowsPost, doc: Document): HTMLElement | null {
  if (origin.element instanceof HTMLElement && origin.element.isConnected) return origin.element;
  const column =
    origin.column === null
      ? undefined
      : [...doc.querySelectorAll<HTMLElement>('[data-column-id]')].find((c) => c.dataset.columnId === origin.column);
  const scope = column ?? doc;
  const rows = [...scope.querySelectorAll<HTMLElement>(ROW)].filter((article) => {
    const row = article.dataset.statusId ?? '';
    return origin.row === null ? showsPost(row) : row === origin.row;
  });
  for (const article of rows) {
    const control = origin.control === 'post' ? article : article.querySelector<HTMLElement>(REPLY_BUTTON);
    if (control !== null) return control;
  }
  return null;
}

/** Nothing the reader chose has the focus: the page, a landmark or column frame, or what had it when we began. */
function focusIsFree(doc: Document, began: Element | null): boolean {
  const active = doc.activeElement;
  return (
    active === null ||
    active === began ||
    active === doc.body ||
    active === doc.documentElement ||
    active.matches('main, .deck-column')
  );
}

/**
 * Puts the focus back where the reply was started: at once when its control is drawn, else on the first frame it
 * is (until the reader focuses something else, or the wait runs out). Returns a function that stops waiting.
 */
export function returnFocusToOrigin(origin: ReplyOrigin, showsPost: ShowsPost, doc: Document = document): () => void {
  const began = doc.activeElement;
  let frames = 0;
  let handle = 0;
  const attempt = () => {
    if (!focusIsFree(doc, began)) return;
    const control = controlNow(origin, showsPost, doc);
    if (control !== null) {
      control.focus();
      return;
    }
    frames += 1;
    if (frames < RETURN_FRAMES) handle = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(handle);
}
