/** Emoji and the reaction deck: the `emoji.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';
import { customEmoji, record } from '../answers/more-shapes';
import { listOf } from '../answers/shapes';

/** deck entries are objects naming a Unicode emoji or a custom one */
const deck = listOf('deck entry', record);

export const calls: readonly CallSpec[] = [
  c('emoji.custom', 'GET', '/api/v1/custom_emojis', listOf('custom emoji', customEmoji)),
  c('emoji.reactionDeck', 'GET', '/api/v1/reaction_deck', deck),
  c('emoji.saveReactionDeck', 'POST', '/api/v1/reaction_deck', deck),
];
