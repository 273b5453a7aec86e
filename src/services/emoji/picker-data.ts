/**
 * The parts of the emoji picker as data-layer resources: the reader's reaction deck (signed in, when the
 * server keeps one), the server's custom emoji grouped by category, and the Unicode emoji of a language. A part that fails is left
 * out of the picker without an alert (the others still show) and is asked for again the next time the
 * picker opens; the deck is asked for again each time (the reader may have changed it elsewhere).
 */
import { defineResource } from '../data/define-resource';
import type { PickerEmoji } from './picker-emoji';
import { fetchCustomEmojis, fetchReactionDeck, groupCustomEmojis, type CustomEmojiCategory } from './server-emoji';
import { loadUnicodeEmojis, type UnicodeEmojiGroup } from './unicode-emoji';

/** The deck; `wanted` false (signed out, or no deck on this server): null without asking. */
export const reactionDeckData = defineResource<boolean, PickerEmoji[] | null>({
  name: 'emoji.reactionDeck',
  callId: 'emoji.reactionDeck',
  keyOf: (wanted) => (wanted ? 'deck' : 'none'),
  alerts: { skipAlert: true },
  revisit: 'refresh',
  load: ({ api }, wanted) => (wanted ? fetchReactionDeck(api) : Promise.resolve(null)),
});

/** The custom emoji shown in the picker, by category (the emoji themselves are stored, once per account). */
export const customEmojiData = defineResource<null, CustomEmojiCategory[]>({
  name: 'emoji.custom',
  callId: 'emoji.custom',
  keyOf: () => '',
  alerts: { skipAlert: true },
  revisit: 'retry',
  load: ({ api, store }) => fetchCustomEmojis(api, store).then(groupCustomEmojis),
});

/**
 * The Unicode emoji of a language in the reader's skin tone (1 to 6, compose/skin-tone.ts), from a data file
 * downloaded on first use (not a server call: nothing to alert about; a file that cannot be read leaves the part
 * out).
 */
export const unicodeEmojiData = defineResource<{ language: string; tone: number }, UnicodeEmojiGroup[]>({
  name: 'emoji.unicode',
  callId: 'emoji.unicodeData',
  keyOf: ({ language, tone }) => `${language}:${tone}`,
  alerts: { skipAlert: true },
  revisit: 'retry',
  load: (_services, { language, tone }) => loadUnicodeEmojis(language, tone),
});
