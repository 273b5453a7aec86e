/**
 * kmyblue fields of Account (server-api-facts.md "kmyblue: account"), on every account shape the client reads.
 */
import { type OverlayConcern, type SchemaExtension, bool, closedObject, ref } from './types';

const accountExtension: SchemaExtension = {
  properties: {
    other_settings: closedObject({
      noindex: bool,
      hide_network: bool,
      hide_statuses_count: bool,
      hide_following_count: bool,
      hide_followers_count: bool,
      translatable_private: bool,
      link_preview: bool,
      allow_quote: bool,
      emoji_reaction_policy: ref('EmojiReactionPolicyEnum'),
      subscription_policy: { type: 'string', enum: ['allow', 'followers_only', 'block'] },
    }),
    server_features: closedObject({
      circle: bool,
      emoji_reaction: bool,
      quote: bool,
      status_reference: bool,
      legacy_quote: bool,
    }),
  },
};

export const accountFields: OverlayConcern = {
  concern: 'kmyblue Account fields (other_settings, server_features)',
  defects: [6, 9],
  extend: {
    Account: accountExtension,
    MutedAccount: accountExtension,
    CredentialAccount: accountExtension,
  },
  transform(doc) {
    // The signed-in account's defaults include kmyblue's searchability and the compose visibilities.
    const source = (doc.components.schemas.CredentialAccount?.properties as Record<string, Record<string, unknown>>)
      ?.source;
    const props = source?.properties as Record<string, unknown> | undefined;
    if (props) props.searchability = { $ref: '#/components/schemas/SearchabilityEnum' };
  },
  closed: ['Account', 'MutedAccount', 'CredentialAccount'],
};
