/**
 * The hashtag bar under a post, read from its sanitised content:
 * - A last paragraph made only of the post's hashtags (links to tags the post carries, with nothing but spaces and
 *   line breaks between them) leaves the body and its tags go to the bar, unless that would leave nothing readable:
 *   when it is the post's only paragraph it stays, except in a post with media and no content warning (the media
 *   are then the post, and the tags need not stand as its text; behind a warning they stay, or the warning would
 *   open on nothing).
 * - The post's tags that its text never shows (a server adds them, or they were cut) are always in the bar.
 * - A tag in the bar already written earlier in the body is left out, and so is a second spelling of one tag:
 *   names that differ only in letter case, width or Latin accents are one tag (the first spelling is kept).
 * Part of every post's rendering, on the first path: keep it small.
 */
import type { LinkResolver } from './link-targets';
import { safeTreeText, type SafeLink, type SafeNode } from './safe-tree';

export interface HashtagBarInput {
  /** the post's sanitised content */
  content: readonly SafeNode[];
  /** the tags the server says the post carries */
  tags: readonly { name: string }[];
  resolveLink: LinkResolver;
  hasMedia: boolean;
  hasWarning: boolean;
}

export interface HashtagBarSplit {
  /** the body: the content without a last paragraph that moved to the bar */
  content: readonly SafeNode[];
  /** the tags of the bar (as written), none for no bar */
  tags: string[];
}

/** A tag name as the server compares them: case, width and Latin accents set aside. */
export const tagKey = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const blank = (node: SafeNode) =>
  (node.kind === 'text' && node.text.trim() === '') || (node.kind === 'element' && node.tag === 'br');

export function hashtagBar({ content, tags, resolveLink, hasMedia, hasWarning }: HashtagBarInput): HashtagBarSplit {
  const carried = new Set(tags.map((tag) => tagKey(tag.name)));
  /** the tag a node links to (as written), when it is one the post carries */
  const tagOf = (node: SafeNode): string | null => {
    const target = node.kind === 'link' ? resolveLink(node) : null;
    if (target?.kind !== 'hashtag' || !carried.has(tagKey(target.tag))) return null;
    const text = safeTreeText((node as SafeLink).children).trim();
    return text[0] === '#' ? text.slice(1) : target.tag;
  };
  /** the keys of the tags written in `nodes` */
  const keysIn = (nodes: readonly SafeNode[], into = new Set<string>()): Set<string> => {
    for (const node of nodes) {
      const tag = tagOf(node);
      if (tag !== null) into.add(tagKey(tag));
      else if (node.kind === 'element') keysIn(node.children, into);
    }
    return into;
  };

  const last = content.at(-1);
  const trailing: string[] = [];
  const onlyTags =
    last?.kind === 'element' &&
    last.tag === 'p' &&
    last.children.every((node) => {
      const tag = tagOf(node);
      if (tag !== null) trailing.push(tag);
      return tag !== null || blank(node);
    }) &&
    trailing.length > 0;
  const body = onlyTags ? content.slice(0, -1) : content;
  const moves = onlyTags && (body.some((node) => !blank(node)) || (hasMedia && !hasWarning));

  const written = keysIn(content);
  const shown = keysIn(body);
  const bar: string[] = [];
  const unwritten = tags.filter((tag) => !written.has(tagKey(tag.name))).map((tag) => tag.name);
  for (const name of moves ? [...trailing, ...unwritten] : unwritten) {
    const key = tagKey(name);
    if (!shown.has(key)) bar.push(name);
    shown.add(key);
  }
  return { content: moves ? body : content, tags: bar };
}
