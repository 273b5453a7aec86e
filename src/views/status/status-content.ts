/**
 * The safe trees of a status (content and spoiler text) and the resolver of its links, computed once per
 * stored record: records are immutable, so a record object always has the same trees.
 */
import type { Status } from '../../services/entities';
import {
  linkResolver,
  plainTextTree,
  safeTreeText,
  sanitizeHtml,
  type LinkResolver,
  type SafeNode,
} from '../../services/sanitize';

interface StatusTrees {
  content: SafeNode[];
  spoiler: SafeNode[];
  resolveLink: LinkResolver;
}

const cache = new WeakMap<Status, StatusTrees>();

export function statusTrees(status: Status): StatusTrees {
  let trees = cache.get(status);
  if (trees === undefined) {
    trees = {
      content: sanitizeHtml(status.content, { emojis: status.emojis }),
      spoiler: plainTextTree(status.spoiler_text, status.emojis),
      resolveLink: linkResolver(status.mentions, status.tags),
    };
    cache.set(status, trees);
  }
  return trees;
}

const PREVIEW_LENGTH = 100;

/** The start of what a reader sees first: the spoiler text while hidden behind it, else the content. */
export function statusPreviewText(status: Status): string {
  const trees = statusTrees(status);
  const source = status.spoiler_text !== '' ? trees.spoiler : trees.content;
  const text = safeTreeText(source).replace(/\s+/g, ' ').trim();
  const chars = [...text];
  return chars.length > PREVIEW_LENGTH ? `${chars.slice(0, PREVIEW_LENGTH).join('')}…` : text;
}
