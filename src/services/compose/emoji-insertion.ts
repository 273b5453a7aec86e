/**
 * An emoji picked in the composer's emoji picker, put into the post text at the caret:
 * - a custom emoji goes in as `:shortcode:`, set apart from the words around it (a space before it unless the
 *   caret is at the start or after a space, and a space after it unless one follows), since servers only read a
 *   shortcode that stands apart;
 * - a Unicode emoji goes in as the character in the reader's skin tone (1, the plain emoji, to 6), with nothing
 *   added around it.
 * A selection is replaced. The caret ends after what was put in.
 */
import type { CompactEmoji } from 'emojibase';
import { loadUnicodeData, withSkinTone } from '../emoji/unicode-emoji';

export interface PickedEmoji {
  kind: 'native' | 'custom';
  /** the native character (skin tone 1), or the custom shortcode */
  id: string;
}

export interface Insertion {
  text: string;
  /** where the caret goes */
  caret: number;
}

const isSpace = (character: string | undefined) => character === undefined || /\s/u.test(character);

/** `text` with `emoji` put in place of `start`..`end` (the caret, or a selection). */
export function insertEmoji(text: string, start: number, end: number, emoji: PickedEmoji, shown = emoji.id): Insertion {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  const before = text.slice(0, from);
  const after = text.slice(to);
  let inserted = shown;
  if (emoji.kind === 'custom') {
    inserted = `${from > 0 && !isSpace(before.at(-1)) ? ' ' : ''}:${emoji.id}:${after === '' || !isSpace(after[0]) ? ' ' : ''}`;
  }
  return { text: before + inserted + after, caret: before.length + inserted.length };
}

/**
 * The skin-tone variants of the Unicode emoji, read from the emoji data of the reader's language once it has been
 * downloaded (`prepare`, when the picker opens: the picker downloads the same file). Until then, or for an emoji
 * without variants, the character stays as it is.
 */
export interface SkinToner {
  prepare(): void;
  toned(character: string, tone: number): string;
}

export function createSkinToner(language: string, load = loadUnicodeData): SkinToner {
  let byCharacter: Map<string, CompactEmoji> | null = null;
  let asked = false;
  return {
    prepare() {
      if (asked) return;
      asked = true;
      load(language).then(
        (data) => {
          byCharacter = new Map(data.map((entry) => [entry.unicode, entry]));
        },
        () => {
          // the data could not be read: emoji go in as picked (asked again next time)
          asked = false;
        },
      );
    },
    toned(character, tone) {
      const entry = byCharacter?.get(character);
      return entry === undefined ? character : withSkinTone(entry, tone).unicode;
    },
  };
}
