/**
 * kmyblue emoji reactions, the reacted-by list, the user's reacted posts and the reaction deck
 * (server-api-facts.md "kmyblue: emoji reactions").
 */
import {
  type OperationInput,
  type OverlayConcern,
  arrayOf,
  closedObject,
  errorResponses,
  int,
  nullable,
  pagingQuery,
  ref,
  str,
  uri,
} from './types';

/** The emoji is a Unicode character, a shortcode, or shortcode@domain for a remote custom emoji. */
const emojiBody = { schema: closedObject({ emoji: { type: 'string', minLength: 1 } }, ['emoji']), required: true };
const imageFields = { url: nullable(uri), static_url: nullable(uri), width: nullable(int), height: nullable(int) };
const deckEntry = ref('ReactionDeckEmoji');

const operations: Record<string, OperationInput> = {
  'POST /api/v1/statuses/{id}/emoji_reactions': {
    body: emojiBody,
    responses: { 200: ref('Status'), ...errorResponses(401, 404, 422) },
  },
  'POST /api/v1/statuses/{id}/emoji_unreaction': {
    body: emojiBody,
    responses: { 200: ref('Status'), ...errorResponses(401, 404, 422) },
  },
  'GET /api/v1/statuses/{id}/emoji_reactioned_by': {
    query: pagingQuery,
    responses: { 200: arrayOf(ref('EmojiReactionedBy')), ...errorResponses(401, 404) },
  },
  'GET /api/v1/emoji_reactions': {
    query: pagingQuery,
    responses: { 200: arrayOf(ref('Status')), ...errorResponses(401) },
  },
  'GET /api/v1/reaction_deck': { responses: { 200: arrayOf(deckEntry), ...errorResponses(401) } },
  'POST /api/v1/reaction_deck': {
    body: {
      schema: closedObject(
        {
          emojis: {
            type: 'array',
            maxItems: 256,
            items: { anyOf: [{ type: 'string', minLength: 1 }, closedObject({ name: str, ...imageFields }, ['name'])] },
          },
        },
        ['emojis'],
      ),
      required: true,
    },
    responses: { 200: arrayOf(deckEntry), ...errorResponses(401, 422) },
  },
};

export const emojiReactions: OverlayConcern = {
  concern: 'kmyblue emoji reactions, reacted-by, reacted posts, reaction deck',
  schemas: {
    EmojiReactionedBy: closedObject(
      { id: str, name: str, domain: nullable(str), ...imageFields, account: ref('Account') },
      ['name', 'account'],
    ),
    ReactionDeckEmoji: closedObject({ id: str, name: str, ...imageFields }, ['name']),
  },
  operations,
};
