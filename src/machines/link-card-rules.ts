/**
 * Pure rules of a post's link card.
 *
 * - Image ratio: a video card is 16:9; a card whose image is wide is 1.91:1; anything else is square (1:1, the
 *   compact layout with the thumbnail beside the text). "Wide" is decided from the card's own width and height:
 *   an image with both sizes known and wider than tall. Unknown sizes (0) or a missing image count as not wide.
 * - Which player a video card may embed: the src of the iframe in the card's oEmbed html when it is an https
 *   address on a known video host, else the card's own embed address when it is https. Never an address with a
 *   user name or password, and never this page's own origin (a frame that may run scripts in its own origin
 *   could lift its sandbox when that origin is ours). Other card types embed nothing.
 * - Embedding a video card: the player address gets autoplay flags (the reader just pressed play). For a
 *   video-sharing provider (YouTube) the player starts at the time given by the link's `t` parameter, read from
 *   the query or the fragment, in the forms 90, 90s, 2m, 1h2m3s; Vimeo's player takes the same time in its
 *   fragment (#t=90s).
 * - The embedded frame may run scripts in the provider's origin, go full screen and open popups to the
 *   provider; it may autoplay, go full screen and picture-in-picture, and nothing else.
 * - The author line under a card names the card's first author: "More from" their profile here when the server
 *   named their account (and it is known), else "More from" their own page when they have one, else "by" their
 *   name; nothing when there is no author or the name is empty.
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

const VIMEO_PLAYER_HOST = 'player.vimeo.com';

/** Hosts whose players may be embedded from a card's oEmbed html: the video-sharing provider's and these. */
export const VIDEO_EMBED_HOSTS: readonly string[] = [
  ...VIDEO_SHARING_HOSTS,
  VIMEO_PLAYER_HOST,
  'www.dailymotion.com',
  'geo.dailymotion.com',
  'embed.nicovideo.jp',
  'player.twitch.tv',
  'clips.twitch.tv',
  'streamable.com',
];

/** The sandbox of the embedded player frame. */
export const EMBED_SANDBOX =
  'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox';
/** What the embedded player frame may use. */
export const EMBED_ALLOW = 'autoplay; fullscreen; picture-in-picture';

/** An https address without credentials and outside `pageOrigin`, or null. */
function frameableUrl(value: string | null, pageOrigin: string): URL | null {
  if (value === null) return null;
  const url = parseUrl(value);
  if (url === null || url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null;
  if (url.origin === pageOrigin) return null;
  return url;
}

export interface CardPlayerInput {
  type: string;
  embed_url: string | null;
  /** the src of the first iframe of the card's oEmbed html, read inertly by the caller (null without one) */
  htmlPlayerSrc: string | null;
}

/** The player address a card may embed (before the autoplay flags), or null when it may embed none. */
export function cardPlayerSource(card: CardPlayerInput, pageOrigin: string): string | null {
  if (card.type !== 'video') return null;
  const fromHtml = frameableUrl(card.htmlPlayerSrc, pageOrigin);
  if (fromHtml !== null && VIDEO_EMBED_HOSTS.includes(fromHtml.hostname.toLowerCase())) return fromHtml.toString();
  return frameableUrl(card.embed_url, pageOrigin)?.toString() ?? null;
}

/**
 * The address the embedded player loads once the reader pressed play: `playerSrc` (the card's https player
 * address, already checked by the caller) with autoplay flags, and for a video-sharing provider (or Vimeo) the
 * start time of `link` (the card's url). Null when `playerSrc` is not an https address.
 */
export function embedPlayerUrl(playerSrc: string, link: string): string | null {
  const url = parseUrl(playerSrc);
  if (url === null || url.protocol !== 'https:') return null;
  url.searchParams.set('autoplay', '1');
  url.searchParams.set('auto_play', '1');
  const start = linkStartTime(link);
  const host = url.hostname.toLowerCase();
  if (start !== null && VIDEO_SHARING_HOSTS.includes(host)) url.searchParams.set('start', String(start));
  else if (start !== null && host === VIMEO_PLAYER_HOST) url.hash = `t=${start}s`;
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

export interface CardAuthorInput {
  name: string;
  url: string | null;
  accountId: string | null;
}

/** What the line under a card says about its author. */
export type CardAuthorLine =
  | { kind: 'account'; accountId: string }
  | { kind: 'page'; name: string; url: string }
  | { kind: 'name'; name: string }
  | null;

/**
 * The author line of a card from its first author; `accountKnown` tells whether the account the server named
 * is in the store (without it the line falls back to the author's page or name).
 */
export function cardAuthorLine(
  authors: readonly CardAuthorInput[],
  accountKnown: (accountId: string) => boolean,
): CardAuthorLine {
  const author = authors[0];
  if (author === undefined) return null;
  if (author.accountId !== null && accountKnown(author.accountId))
    return { kind: 'account', accountId: author.accountId };
  if (author.name === '') return null;
  if (author.url !== null) return { kind: 'page', name: author.name, url: author.url };
  return { kind: 'name', name: author.name };
}
