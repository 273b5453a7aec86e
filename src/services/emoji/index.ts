/** Emoji for reactions and the picker: server features, the deck, custom and Unicode emoji, frequency, search. */
export * from './picker-emoji';
export * from './emoji-frequency';
export * from './emoji-search';
export * from './server-emoji';
export * from './unicode-emoji';
export { ASSUMED_SUPPORT, loadReactionSupport, useReactionSupport } from './reaction-support';
export { reactionSupportOf } from './reaction-support-of';
export type { ReactionSupport } from './reaction-support';
