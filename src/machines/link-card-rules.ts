/**
 * Pure rules of a post's link card.
 *
 * - Image ratio: a video card is 16:9; a card whose image is wide is 1.91:1; anything else is square (1:1, the
 *   compact layout with the thumbnail beside the text). "Wide" is decided from the card's own width and height:
 *   an image with both sizes known and wider than tall. Unknown sizes (0) or a missing image count as not wide.
 * - Embedding a video card: the player address gets autoplay flags (the reader just pressed play). For a
 *   video-sharing provider (YouTube) the player starts at the time given by the link's `t` parameter, read from
 *   the query or the fragment, in the forms 90, 90s, 2m, 1h2m3s.
 * - A card is identified by what is drawn from it (link, image, embed html and embed address): when that
 *   changes the card chart starts over.
 */

export const VIDEO_CARD_RATIO = 16 / 9;
export const WIDE_IMAGE_CARD_RATIO = 1.91;
export const SQUARE_CARD_RATIO = 1;

export type CardShape = 'video' | 'wide' | 'square';

export interface CardGeometry {
  type: string;
  image: string | null;
  width: number;
  height: number;
}

export function cardShape(card: CardGeometry): CardShape {
  if (card.type === 'video') return 'video';
  if (card.image !== null && card.width > 0 && card.height > 0 && card.width > card.height) return 'wide';
  return 'square';
}

const RATIO_OF_SHAPE: Record<CardShape, number> = {
  video: VIDEO_CARD_RATIO,
  wide: WIDE_IMAGE_CARD_RATIO,
  square: SQUARE_CARD_RATIO,
};

/** The width / height ratio of the card's image area. */
export function cardImageRatio(card: CardGeometry): number {
  return RATIO_OF_SHAPE[cardShape(card)];
}

const DURATION = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/;

/**
 * Seconds of a `t` value: a plain count of seconds (90), with a unit (90s), or hours, minutes and seconds (1h2m3s,
 * 2m, 1h). Null for anything else, and for zero (starting at 0 is no start at all).
 */
export function parseStartTime(value: string | null): number | null {
  if (value === null) return null;
  const text = value.trim().toLowerCase();
  if (text === '') return null;
  const match = DURATION.exec(text);
  if (match === null) return null;
  const [, hours, minutes, seconds] = match;
  // a bare number is only seconds when it stands alone or ends with its `s`: "1h30" is not a duration
  if (seconds !== undefined && !text.endsWith('s') && (hours !== undefined || minutes !== undefined)) return null;
  const total = Number(hours ?? 0) * 3600 + Number(minutes ?? 0) * 60 + Number(seconds ?? 0);
  return total > 0 ? total : null;
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** The start time of a link: its `t` parameter, in the query or else in the fragment. */
export function linkStartTime(link: string): number | null {
  const url = parseUrl(link);
  if (url === null) return null;
  const fromQuery = url.searchParams.get('t');
  if (fromQuery !== null) return parseStartTime(fromQuery);
  return parseStartTime(new URLSearchParams(url.hash.replace(/^#/, '')).get('t'));
}

/** Hosts of the video-sharing provider whose player takes a start time. */
export const VIDEO_SHARING_HOSTS: readonly string[] = [
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
];

export function isVideoSharingHost(address: string): boolean {
  const url = parseUrl(address);
  return url !== null && VIDEO_SHARING_HOSTS.includes(url.hostname.toLowerCase());
}

/**
 * The address the embedded player loads once the reader pressed play: `playerSrc` (the card's https player
 * address, already checked by the caller) with autoplay flags, and for a video-sharing provider the start time
 * of `link` (the card's url). Null when `playerSrc` is not an https address.
 */
export function embedPlayerUrl(playerSrc: string, link: string): string | null {
  const url = parseUrl(playerSrc);
  if (url === null || url.protocol !== 'https:') return null;
  url.searchParams.set('autoplay', '1');
  url.searchParams.set('auto_play', '1');
  const start = linkStartTime(link);
  if (start !== null && isVideoSharingHost(url.toString())) url.searchParams.set('start', String(start));
  return url.toString();
}

/** What identifies a card for the card chart: a different value means a different card. */
export function cardIdentity(card: {
  url: string;
  image: string | null;
  html: string;
  embed_url?: string | null;
}): string {
  return JSON.stringify([card.url, card.image ?? '', card.html, card.embed_url ?? '']);
}
