/**
 * The sanitiser's output: a plain, inert tree that views map to React elements. Nothing in it is HTML;
 * every string is text or an already-checked http(s) URL, so rendering it can never run script.
 */

/** Elements kept from server HTML (the allowlist of the field notes). `a` is a separate node kind. */
export const ALLOWED_TAGS = [
  'p',
  'br',
  'span',
  'del',
  's',
  'pre',
  'blockquote',
  'code',
  'b',
  'strong',
  'u',
  'i',
  'em',
  'ul',
  'ol',
  'li',
  'ruby',
  'rt',
  'rp',
] as const;

export type AllowedTag = (typeof ALLOWED_TAGS)[number];

export interface SafeText {
  kind: 'text';
  text: string;
}

export interface SafeElement {
  kind: 'element';
  tag: AllowedTag;
  /** only the Mastodon class names of ALLOWED_CLASSES, space separated; '' when none */
  className: string;
  children: SafeNode[];
}

export interface SafeLink {
  kind: 'link';
  /** an absolute http(s) URL, normalised by the URL parser */
  href: string;
  /** Mastodon class names kept from the source (mention, hashtag, u-url, h-card...) */
  className: string;
  /** allowlisted rel tokens from the source plus the forced nofollow noopener noreferrer */
  rel: string;
  children: SafeNode[];
}

export interface SafeEmoji {
  kind: 'emoji';
  shortcode: string;
  /** animated image (http(s)) */
  url: string;
  /** still image (http(s)) */
  staticUrl: string;
}

export type SafeNode = SafeText | SafeElement | SafeLink | SafeEmoji;

/** The plain text of a tree (emoji as `:shortcode:`), for labels and previews. */
export function safeTreeText(nodes: readonly SafeNode[]): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'text') out += node.text;
    else if (node.kind === 'emoji') out += `:${node.shortcode}:`;
    else if (node.kind === 'element' && node.tag === 'br') out += '\n';
    else if (node.kind === 'element' && node.className.split(' ').includes('invisible')) continue;
    else {
      out += safeTreeText(node.children);
      if (node.kind === 'element' && node.tag === 'p') out += '\n\n';
    }
  }
  return out;
}
