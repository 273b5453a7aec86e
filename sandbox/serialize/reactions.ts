import type { SandboxDb } from '../kernel/db';
import { findCustomEmoji } from './emoji';
import { absoluteUrl } from './urls';

export interface EmojiReactionJson {
  name: string;
  count: number;
  account_ids: string[];
  me?: boolean;
  url?: string;
  static_url?: string;
  domain?: string;
}

/** True when `name` is a custom emoji shortcode rather than a Unicode character. */
export function isShortcode(name: string): boolean {
  return /^[a-zA-Z0-9_]+$/.test(name);
}

/**
 * Emoji reactions on a status grouped by emoji (and domain for remote custom emoji), in order of first use.
 * `me` is present only for a signed-in viewer.
 */
export function serializeEmojiReactions(db: SandboxDb, statusId: string, viewerId: string | null): EmojiReactionJson[] {
  const groups = new Map<string, EmojiReactionJson>();
  for (const reaction of db.reactionIndex.of(statusId)) {
    const key = reaction.domain ? `${reaction.name}@${reaction.domain}` : reaction.name;
    let group = groups.get(key);
    if (!group) {
      group = { name: reaction.name, count: 0, account_ids: [] };
      if (viewerId !== null) group.me = false;
      if (isShortcode(reaction.name)) {
        const emoji = findCustomEmoji(db, reaction.name, reaction.domain);
        if (emoji) {
          group.url = absoluteUrl(db, emoji.url);
          group.static_url = absoluteUrl(db, emoji.static_url);
        }
        if (reaction.domain) group.domain = reaction.domain;
      }
      groups.set(key, group);
    }
    group.count += 1;
    group.account_ids.push(reaction.account_id);
    if (viewerId !== null && reaction.account_id === viewerId) group.me = true;
  }
  return [...groups.values()];
}
