import type { AccountRecord, StatusRecord } from '../kernel/records';

/** An account record with every field at its default; override what matters. */
export function blankAccount(fields: Partial<AccountRecord> & { id: string; username: string }): AccountRecord {
  const { other_settings: other, ...rest } = fields;
  return {
    domain: null,
    display_name: fields.username,
    note: '',
    locked: false,
    bot: false,
    group: false,
    discoverable: true,
    indexable: true,
    noindex: false,
    created_at: '2024-01-01T00:00:00.000Z',
    avatar: '',
    header: '',
    fields: [],
    emojis: [],
    moved_to_id: null,
    suspended: false,
    limited: false,
    memorial: false,
    hide_collections: false,
    roles: [],
    ...rest,
    other_settings: {
      noindex: false,
      hide_network: false,
      hide_statuses_count: false,
      hide_following_count: false,
      hide_followers_count: false,
      translatable_private: false,
      link_preview: true,
      allow_quote: true,
      emoji_reaction_policy: 'allow',
      subscription_policy: 'allow',
      ...other,
    },
  };
}

/** A status record with every field at its default (public, searchable by all); override what matters. */
export function blankStatus(
  fields: Partial<StatusRecord> & { id: string; account_id: string; created_at: string },
): StatusRecord {
  return {
    edited_at: null,
    in_reply_to_id: null,
    reblog_of_id: null,
    quote_of_id: null,
    quote_state: null,
    text: '',
    content: '',
    spoiler_text: '',
    sensitive: false,
    visibility: 'public',
    limited_scope: null,
    circle_id: null,
    searchability: 'public',
    language: 'en',
    markdown: false,
    media_ids: [],
    poll_id: null,
    card: null,
    mention_ids: [],
    tags: [],
    emojis: [],
    reference_ids: [],
    quote_approval_policy: 'public',
    pinned: false,
    edits: [],
    deleted: false,
    ...fields,
  };
}
