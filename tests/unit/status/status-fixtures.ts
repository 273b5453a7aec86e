/** Raw server payloads (Mastodon + kmyblue shapes) for the status renderer tests. */

export const BLOB = {
  shortcode: 'blob',
  url: 'https://files.example/emoji/blob.gif',
  static_url: 'https://files.example/emoji/blob.png',
  visible_in_picker: true,
};

export function rawAccount(id: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    username: `user${id}`,
    acct: `user${id}@remote.example`,
    url: `https://remote.example/@user${id}`,
    uri: `https://remote.example/users/user${id}`,
    display_name: `User ${id}`,
    note: '',
    avatar: `https://files.example/avatars/${id}.gif`,
    avatar_static: `https://files.example/avatars/${id}.png`,
    header: '',
    header_static: '',
    locked: false,
    bot: false,
    created_at: '2024-01-01T00:00:00.000Z',
    statuses_count: 1,
    followers_count: 1,
    following_count: 1,
    emojis: [],
    fields: [],
    ...overrides,
  };
}

export function rawStatus(id: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    uri: `https://remote.example/users/user1/statuses/${id}`,
    url: `https://remote.example/@user1/${id}`,
    created_at: '2025-03-03T12:00:00.000Z',
    account: rawAccount('1'),
    content: `<p>Status ${id}</p>`,
    visibility: 'public',
    visibility_ex: 'public',
    searchability: 'public',
    sensitive: false,
    spoiler_text: '',
    media_attachments: [],
    mentions: [],
    tags: [],
    emojis: [],
    reblogs_count: 0,
    favourites_count: 0,
    replies_count: 0,
    ...overrides,
  };
}
