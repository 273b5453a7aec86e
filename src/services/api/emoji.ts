/** Custom emoji and the kmyblue reaction deck: `emoji.*`. */
import type { CallOptions } from './client';
import type { ApiCustomEmoji, ApiReactionDeckEmoji } from '../../domain/entities/api-types';
import { defineCall, entry } from './calls/call-spec';
import { customEmoji, record } from './answers/more-shapes';
import { listOf } from './answers/shapes';

/** deck entries are objects naming a Unicode emoji or a custom one */
const deck = listOf('deck entry', record);

export const custom = defineCall(
  entry('emoji.custom', 'GET', '/api/v1/custom_emojis', listOf('custom emoji', customEmoji)),
  (call, options: CallOptions = {}): Promise<ApiCustomEmoji[]> => call.answer(options),
);

export const reactionDeck = defineCall(
  entry('emoji.reactionDeck', 'GET', '/api/v1/reaction_deck', deck),
  (call, options: CallOptions = {}): Promise<ApiReactionDeckEmoji[]> => call.answer(options),
);

/** Replaces the deck; each entry is a native character or a custom emoji shortcode. */
export const saveReactionDeck = defineCall(
  entry('emoji.saveReactionDeck', 'POST', '/api/v1/reaction_deck', deck),
  (call, emojis: readonly string[], options: CallOptions = {}): Promise<ApiReactionDeckEmoji[]> =>
    call.answer({ ...options, body: { emojis } }),
);
