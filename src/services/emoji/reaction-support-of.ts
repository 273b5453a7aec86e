/** Reads the kmyblue reaction features from a v2/instance body (downloaded once, when first asked). */
import { ASSUMED_SUPPORT, type ReactionSupport } from './reaction-support';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The reaction features of a v2/instance body. */
export function reactionSupportOf(instance: unknown): ReactionSupport {
  if (!isRecord(instance)) return ASSUMED_SUPPORT;
  const capabilities = Array.isArray(instance.fedibird_capabilities) ? instance.fedibird_capabilities : [];
  const configuration = isRecord(instance.configuration) ? instance.configuration : {};
  const reactionsConfig = isRecord(configuration.emoji_reactions) ? configuration.emoji_reactions : null;
  const max = reactionsConfig?.max_reactions_per_account ?? reactionsConfig?.max_reactions;
  const deckConfig = isRecord(configuration.reaction_deck) ? configuration.reaction_deck : null;
  const deckMax = deckConfig?.max_emojis;
  return {
    reactions: capabilities.includes('emoji_reaction') || reactionsConfig !== null,
    deck: capabilities.includes('kmyblue_reaction_deck') || deckConfig !== null,
    maxPerAccount: typeof max === 'number' && max > 0 ? max : null,
    deckMax: typeof deckMax === 'number' && deckMax > 0 ? Math.floor(deckMax) : null,
  };
}
