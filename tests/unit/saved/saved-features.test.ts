/**
 * Which saved-posts screens a server has, from its v2/instance answer: bookmark categories when kmyblue names
 * 'kmyblue_bookmark_category', emoji reactions by the action bar's reaction rule; plain Mastodon has neither, and
 * nothing is assumed from an answer that is not an instance. Saved posts keep what a filter hides (with its warning).
 */
import { describe, expect, it } from 'vitest';
import { savedFeatures } from '../../../src/services/saved/saved-features';
import { filterContextOf, hideRemovesPostIn } from '../../../src/services/filters/filter-context';

describe('saved-posts features of a server', () => {
  it('kmyblue: bookmark categories and emoji reactions', () => {
    expect(
      savedFeatures({ fedibird_capabilities: ['emoji_reaction', 'kmyblue_bookmark_category'], configuration: {} }),
    ).toEqual({ bookmarkCategories: true, emojiReactions: true });
  });

  it('reactions alone (a configuration block), no categories', () => {
    expect(savedFeatures({ configuration: { emoji_reactions: { max_reactions: 3 } } })).toEqual({
      bookmarkCategories: false,
      emojiReactions: true,
    });
  });

  it('plain Mastodon, and anything that is not an instance: neither', () => {
    expect(savedFeatures({ domain: 'mastodon.example', configuration: {} })).toEqual({
      bookmarkCategories: false,
      emojiReactions: false,
    });
    expect(savedFeatures(null)).toEqual({ bookmarkCategories: false, emojiReactions: false });
  });
});

describe('filters on saved posts', () => {
  it.each(['bookmarks', 'favourites', 'emoji_reactions', 'bookmark_category:4'])(
    '%s follows the home filters and keeps a hidden post behind its warning',
    (context) => {
      expect(filterContextOf(context)).toBe('home');
      expect(hideRemovesPostIn(context)).toBe(false);
    },
  );
});
