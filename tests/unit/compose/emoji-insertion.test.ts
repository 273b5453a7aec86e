/**
 * Putting a picked emoji into the post text: a custom one as :shortcode: standing apart from the words around
 * it, a Unicode one as the character in the reader's skin tone; a selection is replaced; the caret goes after it.
 */
import { describe, expect, it } from 'vitest';
import type { CompactEmoji } from 'emojibase';
import { createSkinToner, insertEmoji } from '../../../src/services/compose/emoji-insertion';

const custom = { kind: 'custom' as const, id: 'blobcat' };
const native = { kind: 'native' as const, id: '👋' };

describe('emoji insertion', () => {
  it('a custom emoji gets a space before it unless at the start or after a space, and one after unless one follows', () => {
    expect(insertEmoji('', 0, 0, custom)).toEqual({ text: ':blobcat: ', caret: 10 });
    expect(insertEmoji('tea', 3, 3, custom)).toEqual({ text: 'tea :blobcat: ', caret: 14 });
    expect(insertEmoji('tea ', 4, 4, custom)).toEqual({ text: 'tea :blobcat: ', caret: 14 });
    expect(insertEmoji('teatime', 3, 3, custom)).toEqual({ text: 'tea :blobcat: time', caret: 14 });
    expect(insertEmoji('tea time', 3, 3, custom)).toEqual({ text: 'tea :blobcat: time', caret: 13 });
    expect(insertEmoji('a\nb', 2, 2, custom)).toEqual({ text: 'a\n:blobcat: b', caret: 12 });
  });

  it('a Unicode emoji goes in as shown, with nothing around it; a selection is replaced', () => {
    expect(insertEmoji('hi there', 2, 8, native, '👋🏻')).toEqual({ text: 'hi👋🏻', caret: 2 + '👋🏻'.length });
    expect(insertEmoji('hi', 2, 2, native)).toEqual({ text: 'hi👋', caret: 2 + '👋'.length });
  });

  it('a caret out of the text is held to it', () => {
    expect(insertEmoji('hi', 9, 12, native)).toEqual({ text: 'hi👋', caret: 2 + '👋'.length });
    expect(insertEmoji('hi', -3, 1, native)).toEqual({ text: '👋i', caret: '👋'.length });
  });

  it('the skin tone applies once the emoji data is there, and only to emoji with variants', async () => {
    const data: CompactEmoji[] = [
      {
        group: 1,
        hexcode: '1F44B',
        label: 'waving hand',
        order: 1,
        unicode: '👋',
        skins: [{ group: 1, hexcode: '1F44B-1F3FD', label: 'medium', order: 2, unicode: '👋🏽' }],
      },
      { group: 0, hexcode: '1F600', label: 'grinning face', order: 3, unicode: '😀' },
    ];
    let loads = 0;
    const toner = createSkinToner('en', async () => {
      loads += 1;
      return data;
    });
    // not prepared yet: as picked
    expect(toner.toned('👋', 4)).toBe('👋');
    toner.prepare();
    toner.prepare();
    await Promise.resolve();
    await Promise.resolve();
    expect(loads).toBe(1);
    expect(toner.toned('👋', 4)).toBe('👋🏽');
    expect(toner.toned('👋', 1)).toBe('👋');
    expect(toner.toned('😀', 4)).toBe('😀');
  });

  it('emoji data that cannot be read leaves the emoji as picked and is asked for again next time', async () => {
    let loads = 0;
    const toner = createSkinToner('en', () => {
      loads += 1;
      return Promise.reject(new Error('offline'));
    });
    toner.prepare();
    await Promise.resolve();
    await Promise.resolve();
    expect(toner.toned('👋', 4)).toBe('👋');
    toner.prepare();
    expect(loads).toBe(2);
  });
});
