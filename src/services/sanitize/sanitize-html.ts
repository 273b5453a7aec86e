/**
 * Server HTML -> safe tree. The HTML is parsed by the browser's own parser into an inert document
 * (DOMParser: no scripts run, no images load, no handlers compile), then walked element by element and
 * rebuilt from the allowlist in policy.ts. Nothing is ever serialised back to an HTML string, so the
 * re-parsing ("mutation XSS") class of attacks does not apply: views turn the tree into React elements.
 */
import { emojiLookup, textWithEmoji, type EmojiLookup, type EmojiSource } from './emoji-nodes';
import { allowedClasses, CLASS_BEARING_TAGS, DROPPED_WITH_CONTENT, isAllowedTag, linkRel, safeHttpUrl } from './policy';
import type { SafeNode } from './safe-tree';

export interface SanitizeOptions {
  /** the entity's custom emoji: `:shortcode:` texts and emoji <img>s naming them become emoji nodes */
  emojis?: readonly EmojiSource[] | EmojiLookup;
}

/** Deeper nesting is flattened to its text (a hostile post cannot exhaust the stack while rendering). */
export const MAX_TREE_DEPTH = 48;

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

/** Block elements outside the allowlist that become paragraphs where one may stand (else they unwrap). */
const PARAGRAPH_LIKE: ReadonlySet<string> = new Set([
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'section',
  'article',
  'header',
  'footer',
  'aside',
  'nav',
  'main',
  'address',
  'figure',
  'figcaption',
  'details',
  'summary',
  'dl',
  'dt',
  'dd',
  'table',
  'tr',
  'caption',
  'hgroup',
]);
const HEADINGS: ReadonlySet<string> = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Where a paragraph may be placed: the root, a quote, a list item. */
const PARAGRAPH_PARENTS: ReadonlySet<string> = new Set(['#root', 'blockquote', 'li']);

interface WalkContext {
  emojis: EmojiLookup;
  parent: string;
  insideLink: boolean;
  depth: number;
}

const CUSTOM_EMOJI_ALT = /^:([a-zA-Z0-9_]+):$/;

function emojiFromImage(element: Element, ctx: WalkContext): SafeNode[] {
  const classes = (element.getAttribute('class') ?? '').split(/\s+/);
  if (!classes.includes('custom-emoji') && !classes.includes('emojione')) return [];
  const code = CUSTOM_EMOJI_ALT.exec(element.getAttribute('alt') ?? '')?.[1];
  // The image URL comes from the entity's emoji list, never from the markup.
  const emoji = code === undefined ? undefined : ctx.emojis.get(code);
  return emoji === undefined ? [] : [emoji];
}

function walkChildren(parent: Node, ctx: WalkContext): SafeNode[] {
  const out: SafeNode[] = [];
  for (let child = parent.firstChild; child !== null; child = child.nextSibling) {
    if (child.nodeType === TEXT_NODE) out.push(...textWithEmoji(child.nodeValue ?? '', ctx.emojis));
    else if (child.nodeType === ELEMENT_NODE) out.push(...walkElement(child as Element, ctx));
    // comments, processing instructions and doctypes are dropped
  }
  return out;
}

function walkElement(element: Element, ctx: WalkContext): SafeNode[] {
  if (element.namespaceURI !== HTML_NAMESPACE) return []; // SVG, MathML and everything inside them
  const tag = element.localName.toLowerCase();
  if (tag === 'img') return emojiFromImage(element, ctx);
  if (DROPPED_WITH_CONTENT.has(tag)) return [];
  if (ctx.depth >= MAX_TREE_DEPTH) {
    const text = element.textContent ?? '';
    return text === '' ? [] : [{ kind: 'text', text }];
  }
  const inner = (parent: string, insideLink = ctx.insideLink): WalkContext => ({
    emojis: ctx.emojis,
    parent,
    insideLink,
    depth: ctx.depth + 1,
  });

  if (tag === 'a') {
    const href = ctx.insideLink ? null : safeHttpUrl(element.getAttribute('href'));
    const children = walkChildren(element, inner(href === null ? ctx.parent : 'a', true));
    if (href === null) return children; // unusable link: keep its text
    return [
      {
        kind: 'link',
        href,
        className: allowedClasses(element.getAttribute('class')),
        rel: linkRel(element.getAttribute('rel')),
        children,
      },
    ];
  }
  if (tag === 'br') return [{ kind: 'element', tag: 'br', className: '', children: [] }];
  if (isAllowedTag(tag)) {
    const className = CLASS_BEARING_TAGS.has(tag) ? allowedClasses(element.getAttribute('class')) : '';
    return [{ kind: 'element', tag, className, children: walkChildren(element, inner(tag)) }];
  }
  if (PARAGRAPH_LIKE.has(tag) && PARAGRAPH_PARENTS.has(ctx.parent)) {
    const children = walkChildren(element, inner('p'));
    if (children.length === 0) return [];
    const content: SafeNode[] = HEADINGS.has(tag)
      ? [{ kind: 'element', tag: 'strong', className: '', children }]
      : children;
    return [{ kind: 'element', tag: 'p', className: '', children: content }];
  }
  return walkChildren(element, inner(ctx.parent)); // unknown element: its content stays, the element goes
}

function parseInert(html: string): Document {
  if (typeof DOMParser === 'undefined') throw new Error('sanitizeHtml needs a DOM (DOMParser)');
  return new DOMParser().parseFromString(html, 'text/html');
}

/** Parses untrusted HTML and returns the allowlisted tree. */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): SafeNode[] {
  if (html === '') return [];
  const emojis =
    options.emojis instanceof Map ? options.emojis : emojiLookup(options.emojis as readonly EmojiSource[] | undefined);
  const doc = parseInert(html);
  return walkChildren(doc.body, { emojis, parent: '#root', insideLink: false, depth: 0 });
}
