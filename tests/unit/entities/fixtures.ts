/** Builders of raw server payloads (typed with the Api* shapes) for entity and store tests. */
import type { ApiAccount, ApiPoll, ApiStatus } from '../../../src/domain/entities/api-types';

export function apiAccount(id: string, overrides: Partial<ApiAccount> = {}): ApiAccount {
  return {
    id,
    username: `user${id}`,
    acct: `user${id}@remote.example`,
    url: `https://remote.example/@user${id}`,
    uri: `https://remote.example/users/user${id}`,
    display_name: `User ${id}`,
    note: '<p>Hello</p>',
    avatar: `https://files.example/avatars/${id}.png`,
    avatar_static: `https://files.example/avatars/${id}_static.png`,
    header: `https://files.example/headers/${id}.png`,
    header_static: `https://files.example/headers/${id}_static.png`,
    locked: false,
    bot: false,
    group: false,
    discoverable: true,
    indexable: true,
    created_at: '2024-01-01T00:00:00.000Z',
    last_status_at: '2024-02-01',
    statuses_count: 10,
    followers_count: 5,
    following_count: 3,
    emojis: [],
    fields: [],
    ...overrides,
  };
}

export function apiPoll(id: string, overrides: Partial<ApiPoll> = {}): ApiPoll {
  return {
    id,
    expires_at: '2030-01-01T00:00:00.000Z',
    expired: false,
    multiple: false,
    votes_count: 3,
    voters_count: 3,
    voted: true,
    own_votes: [1],
    options: [
      { title: 'Yes', votes_count: 1 },
      { title: 'No', votes_count: 2 },
    ],
    emojis: [],
    ...overrides,
  };
}

export function apiStatus(id: string, overrides: Partial<ApiStatus> = {}): ApiStatus {
  return {
    id,
    uri: `https://remote.example/users/user1/statuses/${id}`,
    url: `https://remote.example/@user1/${id}`,
    created_at: '2024-03-01T12:00:00.000Z',
    account: apiAccount('1'),
    content: `<p>Status ${id}</p>`,
    visibility: 'public',
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

export const blobEmoji = {
  shortcode: 'blob',
  url: 'https://files.example/emoji/blob.png',
  static_url: 'https://files.example/emoji/blob_s.png',
  visible_in_picker: true,
};

/** Values of the wrong type that a broken server might send anywhere. */
export const JUNK_VALUES: readonly unknown[] = [
  null,
  undefined,
  0,
  -5,
  3.5,
  Number.NaN,
  'text',
  '',
  true,
  [],
  {},
  [null],
  { x: 1 },
];
