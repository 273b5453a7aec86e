/**
 * kmyblue fields of Status and Context (server-api-facts.md "kmyblue: status"). Status, its emoji reaction and
 * Context are closed: a misspelt field is a violation.
 */
import {
  type OverlayConcern,
  arrayOf,
  bool,
  closedObject,
  dateTime,
  int,
  nullable,
  oneOfValues,
  ref,
  str,
  uri,
} from './types';

export const statusFields: OverlayConcern = {
  concern: 'kmyblue Status fields, emoji reactions, Context references',
  defects: [6, 9],
  schemas: {
    /** one entry of Status.emoji_reactions */
    EmojiReaction: closedObject(
      {
        name: str,
        count: { type: 'integer', minimum: 0 },
        account_ids: arrayOf(str),
        me: bool,
        url: nullable(uri),
        static_url: nullable(uri),
        domain: nullable(str),
        width: nullable(int),
        height: nullable(int),
      },
      ['name', 'count', 'account_ids'],
    ),
  },
  extend: {
    Status: {
      properties: {
        // kmyblue masks its own visibilities in `visibility` (limited -> private; public_unlisted, login -> public)
        // and gives the real one in `visibility_ex`.
        visibility: oneOfValues('public', 'unlisted', 'private', 'direct'),
        visibility_ex: ref('VisibilityExEnum'),
        limited_scope: nullable(ref('LimitedScopeEnum')),
        searchability: nullable(ref('SearchabilityEnum')),
        emoji_reactions: arrayOf(ref('EmojiReaction')),
        emoji_reactions_count: { type: 'integer', minimum: 0 },
        status_reference_ids: arrayOf(str),
        status_references_count: { type: 'integer', minimum: 0 },
        status_referred_by_count: { type: 'integer', minimum: 0 },
        markdown: bool,
        expires_at: nullable(dateTime),
        /** legacy kmyblue quote (server feature legacy_quote) */
        quote_id: nullable(str),
      },
    },
    Context: { properties: { references: arrayOf(ref('Status')) } },
  },
  closed: ['Status', 'Context'],
};
