/**
 * The picker's data services: server feature detection, deck parsing, custom emoji grouping, Unicode emoji
 * from emojibase-data (groups, skin tone), the frequency store and search (75 results by default).
 */
import { describe, expect, it } from 'vitest';
import type { CompactEmoji } from 'emojibase';
import {
  createFrequencyStore,
  deckEmojis,
  EMOJI_SEARCH_LIMIT,
  FREQUENT_KEPT,
  groupCustomEmojis,
  groupUnicodeEmojis,
  loadUnicodeData,
  nativePickerEmoji,
  reactionSupportOf,
  searchEmoji,
  withSkinTone,
} from '../../../src/services/emoji';
import { normaliseCustomEmojis } from '../../../src/domain/entities';
import { KMYBLUE_INSTANCE, MASTODON_INSTANCE } from './reaction-support';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('reaction support', () => {
  it('detects kmyblue reactions and the deck from the instance, and their absence on Mastodon', () => {
    expect(reactionSupportOf(KMYBLUE_INSTANCE)).toEqual({
      reactions: true,
      deck: true,
      maxPerAccount: 3,
      deckMax: 256,
    });
    expect(reactionSupportOf(MASTODON_INSTANCE)).toEqual({
      reactions: false,
      deck: false,
      maxPerAccount: null,
      deckMax: null,
    });
    expect(reactionSupportOf({ configuration: { emoji_reactions: {} } }).reactions).toBe(true);
  });
});

describe('deck and custom emoji', () => {
  it('reads deck entries as native characters or custom emoji, once each, refusing unsafe images', () => {
    const deck = deckEmojis([
      { name: '👍' },
      { name: 'blob', url: 'https://s.example/blob.gif', static_url: 'https://s.example/blob.png' },
      { name: '👍' },
      { name: 'evil', url: 'javascript:alert(1)' },
      { nope: true },
      'x',
    ]);
    expect(deck.map((e) => [e.id, e.kind, e.label, e.staticUrl])).toEqual([
      ['👍', 'native', '👍', undefined],
      ['blob', 'custom', ':blob:', 'https://s.example/blob.png'],
    ]);
  });

  it('groups custom emoji by category (uncategorised first), leaving out those hidden from the picker', () => {
    const emojis = normaliseCustomEmojis([
      {
        shortcode: 'a',
        url: 'https://s.example/a.png',
        static_url: 'https://s.example/a.png',
        visible_in_picker: true,
        category: 'Cats',
      },
      {
        shortcode: 'b',
        url: 'https://s.example/b.png',
        static_url: 'https://s.example/b.png',
        visible_in_picker: true,
      },
      {
        shortcode: 'c',
        url: 'https://s.example/c.png',
        static_url: 'https://s.example/c.png',
        visible_in_picker: false,
      },
      {
        shortcode: 'd',
        url: 'https://s.example/d.png',
        static_url: 'https://s.example/d.png',
        visible_in_picker: true,
        category: 'Cats',
        aliases: ['kitty'],
      },
    ]);
    expect(groupCustomEmojis(emojis).map((g) => [g.category, g.emojis.map((e) => e.id)])).toEqual([
      [null, ['b']],
      ['Cats', ['a', 'd']],
    ]);
    expect(groupCustomEmojis(emojis)[1]!.emojis[1]!.terms).toEqual(['d', 'kitty']);
  });
});

describe('Unicode emoji', () => {
  it("loads the reader's language: English names for en, Japanese for ja", async () => {
    const en = await loadUnicodeData('en');
    const ja = await loadUnicodeData('ja');
    expect(en.find((e) => e.unicode === '😀')?.label).toBe('grinning face');
    expect(ja.find((e) => e.unicode === '😀')?.label).not.toBe('grinning face');
    expect(await loadUnicodeData('fr')).toBe(en);
  });

  it('groups in picker order without skin components, default skin tone 1 the plain emoji', async () => {
    const groups = groupUnicodeEmojis(await loadUnicodeData('en'));
    expect(groups.map((g) => g.group)).toEqual([
      'smileys-emotion',
      'people-body',
      'animals-nature',
      'food-drink',
      'travel-places',
      'activities',
      'objects',
      'symbols',
      'flags',
    ]);
    expect(groups[0]!.emojis[0]!.id).toBe('😀');
    const people = groups[1]!.emojis;
    expect(people.find((e) => e.label === 'waving hand')?.id).toBe('👋');
    expect(people.some((e) => /\u{1F3FB}|\u{1F3FF}/u.test(e.id))).toBe(false);
  });

  it('applies skin tones 2..6 with the matching modifier', async () => {
    const wave = (await loadUnicodeData('en')).find((e) => e.unicode === '👋') as CompactEmoji;
    expect(withSkinTone(wave, 1).unicode).toBe('👋');
    expect(withSkinTone(wave, 2).unicode).toBe('👋🏻');
    expect(withSkinTone(wave, 6).unicode).toBe('👋🏿');
    const dog = (await loadUnicodeData('en')).find((e) => e.unicode === '🐶') as CompactEmoji;
    expect(withSkinTone(dog, 4)).toBe(dog);
  });
});

describe('frequency store', () => {
  it('counts uses per account; most used first, ties by the latest use; keeps a bounded number', () => {
    let clock = 0;
    const storage = new MemoryStorage() as unknown as Storage;
    const alice = createFrequencyStore(storage, 'alice', () => (clock += 1));
    const bob = createFrequencyStore(storage, 'bob', () => (clock += 1));
    for (const id of ['a', 'b', 'b', 'c', 'a', 'd']) alice.record(id);
    bob.record('z');
    expect(alice.top()).toEqual(['a', 'b', 'd', 'c']);
    expect(alice.top(2)).toEqual(['a', 'b']);
    expect(bob.top()).toEqual(['z']);
    for (let i = 0; i < FREQUENT_KEPT + 10; i += 1) alice.record(`e${i}`);
    expect(alice.top(1000)).toHaveLength(FREQUENT_KEPT);
    expect(alice.top(2)).toEqual(['a', 'b']);
  });

  it('survives unreadable storage', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    storage.setItem('k', '{not json');
    const store = createFrequencyStore(storage, 'k');
    expect(store.top()).toEqual([]);
    store.record('x');
    expect(store.top()).toEqual(['x']);
    expect(createFrequencyStore(null, 'k').top()).toEqual([]);
  });
});

describe('emoji search', () => {
  it('matches exact, then prefix, then substring; shortcode colons ignored; each emoji once', () => {
    const list = [
      nativePickerEmoji('🐱', 'cat face', ['cat', 'pet']),
      nativePickerEmoji('🐈', 'cat', ['pet']),
      nativePickerEmoji('🙀', 'weary cat', ['scared']),
      nativePickerEmoji('🐶', 'dog face', ['pet']),
    ];
    expect(searchEmoji([list, list], 'cat').map((e) => e.id)).toEqual(['🐱', '🐈', '🙀']);
    expect(searchEmoji([list], ':CAT:').map((e) => e.id)).toEqual(['🐱', '🐈', '🙀']);
    expect(searchEmoji([list], 'pe').map((e) => e.id)).toEqual(['🐱', '🐈', '🐶']);
    expect(searchEmoji([list], '  ')).toEqual([]);
  });

  it('returns at most 75 results by default', async () => {
    const all = groupUnicodeEmojis(await loadUnicodeData('en')).map((g) => g.emojis);
    expect(EMOJI_SEARCH_LIMIT).toBe(75);
    const faces = searchEmoji(all, 'face');
    expect(faces).toHaveLength(75);
    expect(searchEmoji(all, 'face', 10)).toHaveLength(10);
  });
});
