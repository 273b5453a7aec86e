/**
 * The embedded player of a video card, built without ever putting server HTML in the page: the iframe src
 * comes from the card's embed_url (https) or from the src of the iframe in the card's oEmbed html, read with
 * an inert DOMParser and accepted only from known video hosts over https. Autoplay flags are added, and a
 * video-sharing provider starts at the link's `t` parameter (spec 4).
 */
import type { Card } from '../../../services/entities';

/** Hosts whose players may be embedded from the oEmbed html. */
export const VIDEO_EMBED_HOSTS: readonly string[] = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
  'player.vimeo.com',
  'www.dailymotion.com',
  'geo.dailymotion.com',
  'embed.nicovideo.jp',
  'player.twitch.tv',
  'clips.twitch.tv',
  'streamable.com',
];

const YOUTUBE_HOSTS = new Set(['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com']);

/** Sandbox of the embedded player: scripts in its own (other) origin, full screen, popups to the provider. */
export const EMBED_SANDBOX =
  'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox';
export const EMBED_ALLOW = 'autoplay; encrypted-media; fullscreen; picture-in-picture';

/** Seconds from a `t` value: 90, 90s, 1m30s, 1h2m3s. Null when unreadable or zero. */
export function parseStartTime(value: string | null): number | null {
  if (value === null) return null;
  const text = value.trim().toLowerCase();
  if (/^\d+$/.test(text)) return Number(text) > 0 ? Number(text) : null;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(text);
  if (match === null || text === '') return null;
  const [, h = '0', m = '0', s = '0'] = match;
  const seconds = Number(h) * 3600 + Number(m) * 60 + Number(s);
  return seconds > 0 ? seconds : null;
}

/** The `t` parameter of the card's link (query or fragment). */
export function linkStartTime(link: string): number | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const fromQuery = url.searchParams.get('t');
  if (fromQuery !== null) return parseStartTime(fromQuery);
  const fromHash = new URLSearchParams(url.hash.replace(/^#/, '')).get('t');
  return parseStartTime(fromHash);
}

/** The src attribute of the first iframe of the html, read with an inert parser (nothing loads or runs). */
export function iframeSrcFromHtml(html: string): string | null {
  if (html === '' || typeof DOMParser === 'undefined') return null;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return doc.querySelector('iframe[src]')?.getAttribute('src') ?? null;
}

function httpsUrl(value: string | null, pageOrigin: string): URL | null {
  if (value === null) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null;
  // Never frame our own origin: with allow-scripts + allow-same-origin that would escape the sandbox.
  if (url.origin === pageOrigin) return null;
  return url;
}

/**
 * The iframe src of a video card, or null when the card cannot be embedded safely. `pageOrigin` is this
 * page's origin.
 */
export function embedSource(
  card: Pick<Card, 'type' | 'url' | 'html' | 'embed_url'>,
  pageOrigin: string,
): string | null {
  if (card.type !== 'video') return null;
  const fromHtml = httpsUrl(iframeSrcFromHtml(card.html), pageOrigin);
  const src =
    fromHtml !== null && VIDEO_EMBED_HOSTS.includes(fromHtml.hostname)
      ? fromHtml
      : httpsUrl(card.embed_url, pageOrigin);
  if (src === null) return null;
  src.searchParams.set('autoplay', '1');
  src.searchParams.set('auto_play', '1');
  const start = linkStartTime(card.url);
  if (start !== null) {
    if (YOUTUBE_HOSTS.has(src.hostname)) src.searchParams.set('start', String(start));
    else if (src.hostname === 'player.vimeo.com') src.hash = `t=${start}s`;
  }
  return src.toString();
}
