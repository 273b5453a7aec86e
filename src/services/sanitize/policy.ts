/**
 * What the sanitiser keeps. Everything not named here is dropped: elements outside the allowlist are
 * unwrapped (their text stays), elements whose content is code, styling or embedded documents are
 * removed with everything inside them, and every attribute except a[href, rel, class] and span[class]
 * disappears.
 */
import { ALLOWED_TAGS, type AllowedTag } from './safe-tree';

const ALLOWED_TAG_SET: ReadonlySet<string> = new Set(ALLOWED_TAGS);

export function isAllowedTag(tag: string): tag is AllowedTag {
  return ALLOWED_TAG_SET.has(tag);
}

/** Class names Mastodon puts in post HTML (microformats, link shortening, mentions and hashtags). */
export const ALLOWED_CLASSES: ReadonlySet<string> = new Set([
  'mention',
  'hashtag',
  'u-url',
  'h-card',
  'invisible',
  'ellipsis',
]);

/** Elements that may carry a (filtered) class attribute. */
export const CLASS_BEARING_TAGS: ReadonlySet<string> = new Set(['a', 'span']);

/** rel tokens kept from the source; the outside-link tokens below are always added. */
const ALLOWED_REL_TOKENS: ReadonlySet<string> = new Set(['tag', 'me', 'ugc', 'nofollow', 'noopener', 'noreferrer']);

/** Forced on every outside link, with target="_blank". */
export const OUTSIDE_LINK_REL = 'nofollow noopener noreferrer';

/**
 * Dropped together with their content: scripts, styles, embedded documents and plugins, forms and their
 * controls, foreign markup (SVG, MathML), media, and document metadata.
 */
export const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'param',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'select',
  'option',
  'optgroup',
  'textarea',
  'datalist',
  'output',
  'canvas',
  'video',
  'audio',
  'source',
  'track',
  'picture',
  'img',
  'image',
  'map',
  'area',
  'head',
  'title',
  'meta',
  'link',
  'base',
  'portal',
  'dialog',
  'slot',
]);

/** Filters a class attribute down to the allowed names, keeping their first-seen order. */
export function allowedClasses(value: string | null): string {
  if (value === null) return '';
  const kept: string[] = [];
  for (const name of value.split(/\s+/)) {
    if (ALLOWED_CLASSES.has(name) && !kept.includes(name)) kept.push(name);
  }
  return kept.join(' ');
}

/** The source's allowlisted rel tokens followed by the forced outside-link tokens, without repeats. */
export function linkRel(value: string | null): string {
  const tokens: string[] = [];
  for (const token of (value ?? '').toLowerCase().split(/\s+/)) {
    if (ALLOWED_REL_TOKENS.has(token) && !tokens.includes(token)) tokens.push(token);
  }
  for (const token of OUTSIDE_LINK_REL.split(' ')) if (!tokens.includes(token)) tokens.push(token);
  return tokens.join(' ');
}

/**
 * The URL when it is an absolute http(s) URL, normalised by the URL parser (which also removes the tabs,
 * newlines and leading control characters of `java\tscript:` tricks); null for anything else: other
 * schemes (javascript:, data:, vbscript:, file:...), relative and protocol-relative (`//host`) references,
 * and unparsable text.
 */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  // Scheme and authority must be written out: `//evil.example` or `/\evil.example` would borrow the page's
  // scheme, and `https:///x` or `http:x` leave the host to the parser's error recovery.
  if (!/^https?:\/\/[^/\\\s]/i.test(trimmed)) return null;
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (parsed.hostname === '') return null;
  return parsed.href;
}
