/**
 * The safe tree of an announcement's content (the server's HTML through the sanitiser, custom emoji as images)
 * and the resolver of its links, computed once per stored record: records are immutable.
 */
import type { Announcement } from '../../domain/entities';
import { linkResolver, sanitizeHtml, type LinkResolver, type SafeNode } from '../../services/sanitize';

interface AnnouncementTree {
  content: SafeNode[];
  resolveLink: LinkResolver;
}

const cache = new WeakMap<Announcement, AnnouncementTree>();

export function announcementTree(announcement: Announcement): AnnouncementTree {
  let tree = cache.get(announcement);
  if (tree === undefined) {
    tree = {
      content: sanitizeHtml(announcement.content, { emojis: announcement.emojis }),
      resolveLink: linkResolver(announcement.mentions, announcement.tags),
    };
    cache.set(announcement, tree);
  }
  return tree;
}
