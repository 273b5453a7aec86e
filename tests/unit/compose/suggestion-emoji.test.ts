/**
 * Emoji suggestions: the server's custom emoji and the Unicode set (the real emojibase data, loaded lazily),
 * 5 shown, Unicode emoji in the reader's skin tone (localStorage 'tsubame:skinTone', default 1).
 */
import { describe, expect, it } from 'vitest';
import type { Api } from '../../../src/services/api';
import { emojiSuggestions } from '../../../src/services/compose/emoji-suggestions';
import { readSkinTone, SKIN_TONE_KEY, writeSkinTone } from '../../../src/services/compose/skin-tone';
import { fetchSuggestions } from '../../../src/services/compose/suggestion-fetch';
import { createTagHistory } from '../../../src/services/compose/tag-history';
import { replacementFor } from '../../../src/machines/suggestions.machine';
import { createEntityStore } from '../../../src/services/store';
import { memoryStorage } from './suggestions-support/memory-storage';

const custom = (shortcode: string, extra: Record<string, unknown> = {}) => ({
  shortcode,
  url: `https://social.example/emoji/${shortcode}.gif`,
  static_url: `https://social.example/emoji/${shortcode}.png`,
  visible_in_picker: true,
  category: null,
  ...extra,
});
const CUSTOM = [
  custom('cat_wave'),
  custom('blobcat'),
  custom('catjam_secret', { visible_in_picker: false }),
  custom('tsubame'),
];

function options(skinTone = 1, list: unknown[] = CUSTOM) {
  const api = { emoji: { custom: async () => list } } as unknown as Api;
  return { api, store: createEntityStore({ currentAccountId: null }), language: 'en', skinTone };
}

describe('emoji suggestions', () => {
  it('5 emoji shown, custom and Unicode', async () => {
    const found = await emojiSuggestions(options(), ':cat');
    expect(found).toHaveLength(5);
    // ':cat:' itself, then shortcodes starting with 'cat' (custom first among equals), then names and tags
    expect(found[0]).toEqual({ kind: 'emoji', shortcode: 'cat', native: '🐱', url: null, staticUrl: null });
    expect(found[1]).toEqual({
      kind: 'emoji',
      shortcode: 'cat_wave',
      native: null,
      url: 'https://social.example/emoji/cat_wave.gif',
      staticUrl: 'https://social.example/emoji/cat_wave.png',
    });
    expect(found[2]).toMatchObject({ shortcode: 'cat2', native: '🐈\uFE0F' });
    expect(found.slice(3).every((s) => s.native !== null)).toBe(true);
    // emoji hidden from the picker are not offered; a shortcode containing the query comes last
    expect((await emojiSuggestions(options(), ':catj')).map((s) => s.shortcode)).toEqual([]);
    expect((await emojiSuggestions(options(), ':t_wa')).map((s) => s.shortcode)).toEqual(['cat_wave']);
    // custom only, Unicode only
    expect((await emojiSuggestions(options(), ':tsub')).map((s) => s.shortcode)).toEqual(['tsubame']);
    expect((await emojiSuggestions(options(), ':thumbsup'))[0]).toEqual({
      kind: 'emoji',
      native: '👍\uFE0F',
      shortcode: '+1',
      url: null,
      staticUrl: null,
    });
  });

  it('still suggests Unicode emoji when the custom ones cannot be fetched', async () => {
    const api = {
      emoji: {
        custom: async () => {
          throw new Error('503');
        },
      },
    } as unknown as Api;
    const found = await emojiSuggestions(
      { api, store: createEntityStore({ currentAccountId: null }), language: 'en', skinTone: 1 },
      ':wave',
    );
    expect(found[0]).toMatchObject({ native: '👋', shortcode: 'wave' });
  });

  it('emoji in the chosen skin tone', async () => {
    expect((await emojiSuggestions(options(1), ':wave'))[0]?.native).toBe('👋');
    expect((await emojiSuggestions(options(3), ':wave'))[0]?.native).toBe('👋🏼');
    // the setting is read from localStorage when the token is fetched, default 1
    const storage = memoryStorage();
    expect(readSkinTone(storage)).toBe(1);
    writeSkinTone(6, storage);
    expect(storage.getItem(SKIN_TONE_KEY)).toBe('6');
    const { api, store } = options();
    const found = await fetchSuggestions(
      { api, store, tagHistory: createTagHistory(storage, 'a'), language: 'en', skinTone: () => readSkinTone(storage) },
      { text: ':wave', start: 0 },
    );
    expect(found[0]).toMatchObject({ kind: 'emoji', native: '👋🏿' });
    expect(replacementFor(found[0]!)).toBe('👋🏿 ');
    // emoji without skin variants are unchanged
    expect((await emojiSuggestions(options(5), ':coffee'))[0]?.native).toBe('\u2615\uFE0F');
    expect(readSkinTone(memoryStorage({ [SKIN_TONE_KEY]: '9' }))).toBe(1);
  });

  it('Japanese names are searched too', async () => {
    const found = await emojiSuggestions({ ...options(), language: 'ja' }, ':ネコ');
    expect(
      found
        .slice(0, 2)
        .map((s) => s.native)
        .sort(),
    ).toEqual(['🐈\uFE0F', '🐱']);
  });
});
