/**
 * Which of the reader's saved-posts screens the server has, read from its GET v2/instance answer (the shared
 * instance chart, services/server-info/use-server-info.ts). Bookmarks and favourites are Mastodon's and always there; the others are kmyblue's
 * and detected from what the server says, never assumed:
 * - bookmark categories: `fedibird_capabilities` naming 'kmyblue_bookmark_category';
 * - emoji reactions: the reaction rule of the post's action bar (emoji/reaction-support-of.ts: 'emoji_reaction'
 *   among the capabilities, or a `configuration.emoji_reactions` block).
 * While the answer cannot be loaded, the screens say that the server's information is missing, with Retry.
 */
import { reactionSupportOf } from '../emoji/reaction-support-of';

export interface SavedFeatures {
  bookmarkCategories: boolean;
  emojiReactions: boolean;
}

/** The features by the rule above, from the raw v2/instance answer. */
export function savedFeatures(instance: unknown): SavedFeatures {
  if (typeof instance !== 'object' || instance === null) return { bookmarkCategories: false, emojiReactions: false };
  const capabilities = (instance as { fedibird_capabilities?: unknown }).fedibird_capabilities;
  return {
    bookmarkCategories: Array.isArray(capabilities) && capabilities.includes('kmyblue_bookmark_category'),
    emojiReactions: reactionSupportOf(instance).reactions,
  };
}
