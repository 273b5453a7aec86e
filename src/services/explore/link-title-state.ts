/**
 * A link timeline opened from the trending links carries the link's title in its history entry, so its heading
 * can name the article instead of its address. The title counts only for the URL it was given with (another
 * link timeline shown beside it, in the deck, keeps its own heading). The timeline screen reads it on the way
 * to the first posts, so this reader stays small; the explore screen writes it (linkTimelineState, trend-links.ts).
 */

/** The history state a link timeline is opened with from the trending links. */
export type LinkTitleState = { linkTitle: { url: string; title: string } };

/** The title a history state gives for `url`; null when it gives none for that URL. */
export function linkTitleFromState(state: unknown, url: string): string | null {
  const entry = (state as Partial<LinkTitleState> | null | undefined)?.linkTitle;
  const title = entry?.url === url && typeof entry.title === 'string' ? entry.title.trim() : '';
  return title === '' ? null : title;
}
