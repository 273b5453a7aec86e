/** Custom emoji and the kmyblue reaction deck (spec 7 "Emoji and announcements"): `emoji.*`. */
import type { ApiClient, CallOptions } from './client';
import type { ApiCustomEmoji, ApiReactionDeckEmoji } from '../../domain/entities/api-types';
import { registerCalls } from './calls/registry';
import { calls as areaCalls } from './calls/emoji';

// the client finds this area's calls by id once this module has loaded (calls/registry.ts)
registerCalls(areaCalls);

export function custom(client: ApiClient, options: CallOptions = {}): Promise<ApiCustomEmoji[]> {
  return client.call('emoji.custom', options);
}

export function reactionDeck(client: ApiClient, options: CallOptions = {}): Promise<ApiReactionDeckEmoji[]> {
  return client.call('emoji.reactionDeck', options);
}

/** Replaces the deck; each entry is a native character or a custom emoji shortcode. */
export function saveReactionDeck(
  client: ApiClient,
  emojis: readonly string[],
  options: CallOptions = {},
): Promise<ApiReactionDeckEmoji[]> {
  return client.call('emoji.saveReactionDeck', { ...options, body: { emojis } });
}
