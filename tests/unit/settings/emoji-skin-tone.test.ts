/** The skin tone chosen in the settings is the one the emoji picker shows its emoji in. */
import { describe, expect, it } from 'vitest';
import { unicodeEmojiData } from '../../../src/services/emoji/picker-data';
import type { DataServices } from '../../../src/services/data/data-definitions';

const thumbsUp = async (tone: number) => {
  const groups = await unicodeEmojiData.load(
    {} as DataServices,
    { language: 'en', tone },
    new AbortController().signal,
  );
  return groups.flatMap((group) => group.emojis).find((emoji) => emoji.id.startsWith('👍'))?.id;
};

describe("the picker's Unicode emoji", () => {
  it('are kept apart per skin tone (a change of tone is a new list)', () => {
    expect(unicodeEmojiData.keyOf({ language: 'en', tone: 1 })).not.toBe(
      unicodeEmojiData.keyOf({ language: 'en', tone: 3 }),
    );
  });

  it('show emoji that have skin tones in the chosen one, and as they are for tone 1', async () => {
    const modifiers = /[\u{1F3FB}-\u{1F3FF}]/u;
    expect(await thumbsUp(1)).not.toMatch(modifiers);
    expect(await thumbsUp(5)).toBe('👍🏾');
    expect(await thumbsUp(2)).toBe('👍🏻');
  });
});
