/**
 * The src attribute of the first iframe in server HTML (a link card's oEmbed html), read with an inert parser:
 * nothing in the HTML loads or runs, and the HTML itself never reaches the page. The caller decides whether
 * the address may be framed (machines/link-card-rules.ts: cardPlayerSource).
 */
export function firstIframeSrc(html: string): string | null {
  if (html === '' || typeof DOMParser === 'undefined') return null;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return doc.querySelector('iframe[src]')?.getAttribute('src') ?? null;
}
