/**
 * Text too long to show. A server may send a post of any size (a broken or hostile one, a megabyte): reading,
 * emojifying, sanitising and drawing all of it would hold the page for seconds. Text longer than MAX_TEXT
 * characters (far beyond any server's post limit) is cut where it enters the store and ends with "…", so the
 * reader sees that it goes on. The cut never ends inside a tag.
 */
export const MAX_TEXT = 100_000;

export function cutLongText(text: string): string {
  if (text.length <= MAX_TEXT) return text;
  const cut = text.slice(0, MAX_TEXT);
  const tag = cut.lastIndexOf('<');
  return `${tag > cut.lastIndexOf('>') ? cut.slice(0, tag) : cut}…`;
}
