/**
 * A small world for the notification rows: the reader (id 100), a few accounts, the reader's own post and
 * others' posts, and raw notification groups as GET v2/notifications sends them (imported through the real
 * importer, so the rows read what the app would store).
 */
import { act } from 'react';
import { importGroupedNotifications } from '../../../../src/services/store/notification-importers';
import { rawAccount, rawStatus } from '../../status/status-fixtures';
import { createHarness, type Harness } from '../../status/status-harness';

export const ME = '100';
export const NOW = '2025-03-03T12:05:00.000Z';
export const AT = '2025-03-03T12:00:00.000Z';

export const PARTY = {
  shortcode: 'party_parrot',
  url: 'https://files.example/emoji/parrot.gif',
  static_url: 'https://files.example/emoji/parrot.png',
  visible_in_picker: true,
};

export const ACCOUNTS = {
  me: rawAccount(ME, { username: 'alice', acct: 'alice', display_name: 'Alice' }),
  bob: rawAccount('1', { username: 'bob', acct: 'bob', display_name: 'Bob' }),
  carol: rawAccount('2', {
    username: 'carol',
    acct: 'carol@remote.example',
    display_name: 'Carol :party_parrot:',
    emojis: [PARTY],
  }),
  dave: rawAccount('3', { username: 'dave', acct: 'dave', display_name: 'Dave' }),
  erin: rawAccount('4', { username: 'erin', acct: 'erin', display_name: 'Erin' }),
  mallory: rawAccount('9', { username: 'mallory', acct: 'mallory@spam.example', display_name: 'Mallory' }),
};

/** The reader's own post, the one others favourite, boost and react to. */
export const MY_POST = rawStatus('500', {
  account: ACCOUNTS.me,
  content:
    '<p>Green tea is <a href="https://home.example/tags/tea" class="mention hashtag">#<span>tea</span></a> at its best</p>',
  tags: [{ name: 'tea', url: 'https://home.example/tags/tea' }],
});
/** The reader's poll. */
export const MY_POLL = rawStatus('501', {
  account: ACCOUNTS.me,
  content: '<p>Tea or coffee?</p>',
  poll: {
    id: '70',
    expires_at: '2025-03-03T11:00:00.000Z',
    expired: true,
    multiple: false,
    votes_count: 3,
    voters_count: 3,
    voted: false,
    own_votes: [],
    options: [
      { title: 'Tea', votes_count: 2 },
      { title: 'Coffee', votes_count: 1 },
    ],
    emojis: [],
  },
});
/** Bob's post addressed to the reader. */
export const BOBS_POST = rawStatus('600', {
  account: ACCOUNTS.bob,
  content:
    '<p><span class="h-card"><a href="https://home.example/@alice" class="u-url mention">@<span>alice</span></a></span> lunch tomorrow?</p>',
  mentions: [{ id: ME, username: 'alice', acct: 'alice', url: 'https://home.example/@alice' }],
});
/** Bob's post that someone quoted by the reader later edited. */
export const BOBS_QUOTED_POST = rawStatus('601', { account: ACCOUNTS.bob, content: '<p>An edited thought</p>' });

export function rawGroup(key: string, type: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    group_key: key,
    type,
    notifications_count: 1,
    most_recent_notification_id: '9000',
    page_min_id: '9000',
    page_max_id: '9000',
    latest_page_notification_at: AT,
    sample_account_ids: ['1'],
    ...overrides,
  };
}

export function rawReport(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: '44',
    action_taken: false,
    action_taken_at: null,
    category: 'spam',
    comment: 'Sells fake tea',
    forwarded: false,
    created_at: AT,
    status_ids: ['800', '801'],
    rule_ids: [],
    target_account: ACCOUNTS.mallory,
    ...overrides,
  };
}

export function rawWarning(action: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: '55',
    action,
    text: 'Please add content warnings',
    status_ids: [],
    target_account: ACCOUNTS.me,
    appeal: null,
    created_at: AT,
    ...overrides,
  };
}

export function rawSeverance(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: '66',
    type: 'domain_block',
    purged: false,
    target_name: 'bad.example',
    followers_count: 3,
    following_count: 1,
    created_at: AT,
    ...overrides,
  };
}

export function notificationHarness(language = 'en'): Harness {
  return createHarness({ me: ME, language });
}

/** Stores a v2 answer holding the world's accounts and posts and the given groups. */
export function importGroups(
  h: Harness,
  groups: unknown[],
  extra: { accounts?: unknown[]; statuses?: unknown[] } = {},
) {
  act(() => {
    importGroupedNotifications(h.store, {
      accounts: [...Object.values(ACCOUNTS), ...(extra.accounts ?? [])],
      statuses: [MY_POST, MY_POLL, BOBS_POST, BOBS_QUOTED_POST, ...(extra.statuses ?? [])],
      notification_groups: groups,
    });
  });
}

/** The row's article (the outermost one). */
export function rowOf(h: Harness): HTMLElement | null {
  return h.container.querySelector<HTMLElement>('article.notification');
}

/** The visible sentence, spaces squeezed. */
export function sentenceOf(h: Harness): string {
  return (h.container.querySelector('.notification__sentence')?.textContent ?? '').replace(/\s+/g, ' ').trim();
}
