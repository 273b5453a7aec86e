/**
 * The safe trees of a status (content and spoiler text), the resolver of its links, and the body shown with the
 * hashtag bar under it (services/sanitize/hashtag-bar.ts), computed once per stored record: records are
 * immutable, so a record object always has the same trees.
 */
import type { Status } from '../../domain/entities';
import { hashtagBar } from '../../services/sanitize/hashtag-bar';
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
  /** the content shown in the post: without a last paragraph of hashtags that moved to the bar */
  body: readonly SafeNode[];
  /** the tags of the hashtag bar, none for no bar */
  hashtags: string[];
}

const cache = new WeakMap<Status, StatusTrees>();

export function statusTrees(status: Status): StatusTrees {
  let trees = cache.get(status);
  if (trees === undefined) {
    const content = sanitizeHtml(status.content, { emojis: status.emojis });
    const resolveLink = linkResolver(status.mentions, status.tags);
    const bar = hashtagBar({
      content,
      tags: status.tags,
      resolveLink,
      hasMedia: status.media_attachments.length > 0,
      hasWarning: status.spoiler_text !== '',
    });
    trees = {
      content,
      spoiler: plainTextTree(status.spoiler_text, status.emojis),
      resolveLink,
      body: bar.content,
      hashtags: bar.tags,
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
