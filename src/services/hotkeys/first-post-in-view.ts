/**
 * Where j or k go when nothing has the focus: the first post in view. A row is in view when its top edge lies in
 * the visible part of the page, below whatever bars cover the top and above those covering the bottom; when no
 * row starts there (one post taller than the window fills it) the row covering the top of the view is taken.
 * The rule reads plain edges (`firstRowInView`); `firstPostInView` measures a page region's rows for it.
 */

/** A row starting less than this above the view's top starts in view (edges fall between device pixels). */
const SUBPIXEL = 1;

export interface Edges {
  top: number;
  bottom: number;
}

/** The index of the row to focus among `rows` (their edges, in any order), or -1 when none is in `view`. */
export function firstRowInView(rows: readonly Edges[], view: Edges): number {
  let best = -1;
  for (const [index, row] of rows.entries()) {
    const starts = row.top > view.top - SUBPIXEL && row.top < view.bottom;
    if (starts && (best === -1 || row.top < rows[best]!.top)) best = index;
  }
  if (best !== -1) return best;
  // no row starts in view: the one reaching over its top, if any
  return rows.findIndex((row) => row.top < view.top && row.bottom > view.top);
}

const FEED_ROW = '[data-feed-item]';

function px(value: string): number {
  const number = parseFloat(value);
  return Number.isFinite(number) ? number : 0;
}

/**
 * The visible part of the page around `row`: the window, narrowed by every scrolling box around the row and by
 * the scroll padding each declares (the stylesheets give the sticky and fixed bars' heights as scroll padding).
 */
function viewAround(row: Element): Edges {
  const document = row.ownerDocument;
  const window = document.defaultView;
  if (window === null) return { top: 0, bottom: 0 };
  const root = window.getComputedStyle(document.documentElement);
  const view = {
    top: px(root.scrollPaddingTop),
    bottom: window.innerHeight - px(root.scrollPaddingBottom),
  };
  for (let box = row.parentElement; box !== null && box !== document.body; box = box.parentElement) {
    const style = window.getComputedStyle(box);
    if (!/auto|scroll/.test(style.overflowY)) continue;
    const rect = box.getBoundingClientRect();
    view.top = Math.max(view.top, rect.top + px(style.scrollPaddingTop));
    view.bottom = Math.min(view.bottom, rect.bottom - px(style.scrollPaddingBottom));
  }
  return view;
}

/** The post (its article, else the row) of the first row in view inside `region`, or null. */
export function firstPostInView(region: ParentNode): HTMLElement | null {
  const rows = [...region.querySelectorAll<HTMLElement>(FEED_ROW)].filter((row) => row.getClientRects().length > 0);
  if (rows.length === 0) return null;
  const edges = rows.map((row) => row.getBoundingClientRect());
  const row = rows[firstRowInView(edges, viewAround(rows[0]!))];
  return row === undefined ? null : (row.querySelector<HTMLElement>('article[data-status-id]') ?? row);
}
