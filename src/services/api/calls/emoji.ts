/** Emoji and the reaction deck: the `emoji.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';

export const calls: readonly CallSpec[] = [
  c('emoji.custom', 'GET', '/api/v1/custom_emojis'),
  c('emoji.reactionDeck', 'GET', '/api/v1/reaction_deck'),
  c('emoji.saveReactionDeck', 'POST', '/api/v1/reaction_deck'),
];
