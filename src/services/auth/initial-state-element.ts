/**
 * Where a page served by a Mastodon server carries its initial state: `<script id="initial-state"
 * type="application/json">`. Finding it costs nothing; reading what it says (initial-state.ts) is downloaded only
 * when a page has one.
 */

export const INITIAL_STATE_ID = 'initial-state';

/** The JSON text of the page's initial state element, or null when the page has none (or not a JSON script). */
export function initialStateText(doc: Pick<Document, 'getElementById'>): string | null {
  const element = doc.getElementById(INITIAL_STATE_ID);
  if (!element || element.tagName.toLowerCase() !== 'script') return null;
  const type = element.getAttribute('type');
  if (type !== null && type !== 'application/json') return null;
  return element.textContent ?? '';
}
