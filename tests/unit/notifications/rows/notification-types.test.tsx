// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fullDateTime } from '../../../../src/views/common/time-format';
import { NotificationGroupRow } from '../../../../src/views/notifications/rows/NotificationGroupRow';
import { must, type Harness } from '../../status/status-harness';
import { rawStatus } from '../../status/status-fixtures';
import {
  ACCOUNTS,
  AT,
  NOW,
  importGroups,
  notificationHarness,
  rawGroup,
  rawReport,
  rawSeverance,
  rawWarning,
  rowOf,
  sentenceOf,
} from './notification-fixtures';

let h: Harness;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
  h = notificationHarness();
});
afterEach(() => {
  h.unmount();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function show(group: Record<string, unknown>, unread = false) {
  importGroups(h, [group]);
  h.render(<NotificationGroupRow groupKey={String(group.group_key)} unread={unread} />);
  return must(rowOf(h), 'notification row');
}

/** One realistic group per type, with the sentence it must say. */
const CASES: [type: string, group: Record<string, unknown>, sentence: string][] = [
  ['follow', rawGroup('g-follow', 'follow'), 'Bob followed you'],
  ['follow_request', rawGroup('g-request', 'follow_request'), 'Bob requested to follow you'],
  ['favourite', rawGroup('g-fav', 'favourite', { status_id: '500' }), 'Bob favourited your post'],
  [
    'emoji_reaction',
    rawGroup('g-react', 'emoji_reaction', {
      status_id: '500',
      emoji_reaction_groups: [{ emoji_reaction: { name: '🍵', count: 1, me: false }, sample_account_ids: ['1'] }],
    }),
    'Bob reacted with 🍵 to your post',
  ],
  ['reblog', rawGroup('g-reblog', 'reblog', { status_id: '500' }), 'Bob boosted your post'],
  ['mention', rawGroup('g-mention', 'mention', { status_id: '600' }), 'Bob mentioned you'],
  ['status_reference', rawGroup('g-ref', 'status_reference', { status_id: '600' }), 'Bob referenced your post'],
  ['quote', rawGroup('g-quote', 'quote', { status_id: '600' }), 'Bob quoted your post'],
  ['poll', rawGroup('g-poll', 'poll', { status_id: '501', sample_account_ids: ['100'] }), 'Your poll has ended'],
  ['status', rawGroup('g-status', 'status', { status_id: '600' }), 'Bob just posted'],
  [
    'list_status',
    rawGroup('g-list', 'list_status', { status_id: '600', list: { id: '7', title: 'Friends' } }),
    'Bob posted in your list “Friends”',
  ],
  ['update', rawGroup('g-update', 'update', { status_id: '600' }), 'Bob edited a post you interacted with'],
  ['quoted_update', rawGroup('g-qupdate', 'quoted_update', { status_id: '601' }), 'Bob edited a post you quoted'],
  ['admin.sign_up', rawGroup('g-signup', 'admin.sign_up'), 'Bob signed up'],
  ['admin.report', rawGroup('g-report', 'admin.report', { report: rawReport() }), 'Bob reported Mallory for spam'],
  [
    'moderation_warning',
    rawGroup('g-warn', 'moderation_warning', { sample_account_ids: [], moderation_warning: rawWarning('silence') }),
    'Your account has been limited',
  ],
  [
    'severed_relationships',
    rawGroup('g-severed', 'severed_relationships', { sample_account_ids: [], event: rawSeverance() }),
    'A moderator of your server blocked bad.example',
  ],
  [
    'annual_report',
    rawGroup('g-annual', 'annual_report', { sample_account_ids: [], annual_report: { year: 2024 } }),
    'Your 2024 year in review is ready',
  ],
];

describe('NotificationGroupRow: every notification type', () => {
  it('covers the 18 types of the product', () => {
    expect(new Set(CASES.map(([type]) => type)).size).toBe(18);
  });

  it.each(CASES)(
    '%s: says its sentence, in the row and its accessible name, beside its own icon',
    (type, group, sentence) => {
      const row = show(group);
      expect(sentenceOf(h)).toBe(sentence);
      // the accessible name also says when: the full date and time of the newest notification
      expect(row.getAttribute('aria-label')).toBe(`${sentence}, ${fullDateTime(new Date(AT), 'en')}`);
      expect(row.dataset.notificationType).toBe(type);
      const icon = must(row.querySelector('svg[data-notification-icon]'), 'icon');
      expect(icon.getAttribute('data-notification-icon')).toBe(type);
      expect(icon.getAttribute('aria-hidden')).toBe('true');
      expect(icon.querySelector('path, circle, rect')).not.toBeNull();
    },
  );

  it('draws a different icon for each type', () => {
    const drawings = new Set<string>();
    for (const [, group] of CASES) {
      h.unmount();
      h = notificationHarness();
      const row = show(group);
      drawings.add(must(row.querySelector('svg')).innerHTML);
    }
    expect(drawings.size).toBe(18);
  });

  it('shows how long ago the group last grew, from latest_page_notification_at', () => {
    const row = show(rawGroup('g-fav', 'favourite', { status_id: '500' }));
    const time = must(row.querySelector('time'));
    expect(time.getAttribute('dateTime')).toBe(AT);
    expect(time.textContent).toBe('5m');
  });
});

describe('NotificationGroupRow: what each kind of row shows under the sentence', () => {
  it('mention, status, list_status, quote, status_reference and update show the whole post', () => {
    for (const type of ['mention', 'status', 'list_status', 'quote', 'status_reference', 'update']) {
      h.unmount();
      h = notificationHarness();
      const row = show(rawGroup(`g-${type}`, type, { status_id: '600' }));
      const post = must(row.querySelector<HTMLElement>('article.status'), `${type}: the post`);
      expect(post.dataset.statusId).toBe('600');
      expect(post.textContent).toContain('lunch tomorrow?');
    }
  });

  it('favourite, reblog, emoji_reaction, poll and quoted_update show a dimmed excerpt that opens the post', () => {
    const cases: [string, string, string, string][] = [
      ['favourite', '500', 'Green tea is #tea at its best', '/@alice/500'],
      ['reblog', '500', 'Green tea is #tea at its best', '/@alice/500'],
      ['emoji_reaction', '500', 'Green tea is #tea at its best', '/@alice/500'],
      ['poll', '501', 'Tea or coffee?', '/@alice/501'],
      ['quoted_update', '601', 'An edited thought', '/@bob/601'],
    ];
    for (const [type, statusId, text, path] of cases) {
      h.unmount();
      h = notificationHarness();
      const row = show(rawGroup(`g-${type}`, type, { status_id: statusId }));
      expect(row.querySelector('article.status'), `${type}: no full post`).toBeNull();
      const excerpt = must(row.querySelector<HTMLAnchorElement>('a.notification__excerpt'), `${type}: excerpt`);
      expect(excerpt.textContent?.replace(/\s+/g, ' ').trim()).toBe(text);
      expect(excerpt.getAttribute('href')).toBe(path);
      // the post's own links are text inside the excerpt: one link, to the post
      expect(excerpt.querySelector('a')).toBeNull();
      excerpt.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
      expect(h.navigate).toHaveBeenLastCalledWith(path);
    }
  });

  it('a poll the reader voted in (not theirs) says so', () => {
    show(rawGroup('g-poll', 'poll', { status_id: '600' }));
    expect(sentenceOf(h)).toBe('A poll you voted in has ended');
  });

  it('a private mention says it is private', () => {
    importGroups(h, [rawGroup('g-dm', 'mention', { status_id: '602' })], {
      statuses: [
        rawStatus('602', {
          account: ACCOUNTS.bob,
          content: '<p>just between us</p>',
          visibility: 'direct',
          visibility_ex: 'direct',
        }),
      ],
    });
    h.render(<NotificationGroupRow groupKey="g-dm" unread={false} />);
    expect(sentenceOf(h)).toBe('Bob mentioned you privately');
  });

  it('follow shows the account: avatar, name and acct, linking to the profile', () => {
    const row = show(rawGroup('g-follow', 'follow'));
    const account = must(row.querySelector<HTMLAnchorElement>('a.notification__account'));
    expect(account.getAttribute('href')).toBe('/@bob');
    expect(account.querySelector('img.avatar')).not.toBeNull();
    expect(account.querySelector('.display-name__acct')?.textContent).toBe('@bob');
  });

  it('a report names its target and category, shows its comment and attached posts, and links nowhere off-site', () => {
    const row = show(
      rawGroup('g-report', 'admin.report', { report: rawReport({ category: 'violation', forwarded: true }) }),
    );
    expect(sentenceOf(h)).toBe('Bob reported Mallory for breaking server rules');
    expect(row.textContent).toContain('Comment: Sells fake tea');
    expect(row.textContent).toContain('2 posts attached');
    expect(row.textContent).toContain('Forwarded from a remote server');
    const hrefs = [...row.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
    expect(hrefs).toContain('/@mallory@spam.example');
    for (const href of hrefs) expect(href.startsWith('/')).toBe(true);
  });

  it('a report of an unknown category, or about an account not stored, still reads', () => {
    const report = rawReport({ category: 'something_new', target_account: null });
    show(rawGroup('g-report', 'admin.report', { report }));
    expect(sentenceOf(h)).toBe('Bob reported an account');
  });

  it.each([
    ['none', 'You have received a warning from the moderators'],
    ['disable', 'Your account has been disabled'],
    ['mark_statuses_as_sensitive', 'Some of your posts have been marked as sensitive'],
    ['delete_statuses', 'Some of your posts have been removed'],
    ['sensitive', 'From now on, your posts will be marked as sensitive'],
    ['silence', 'Your account has been limited'],
    ['suspend', 'Your account has been suspended'],
    ['a_future_action', 'You have received a warning from the moderators'],
  ])('a moderation warning with action %s says "%s" and shows the moderators\' note', (action, sentence) => {
    const row = show(
      rawGroup('g-warn', 'moderation_warning', { sample_account_ids: [], moderation_warning: rawWarning(action) }),
    );
    expect(sentenceOf(h)).toBe(sentence);
    expect(row.textContent).toContain("Moderator's note: Please add content warnings");
  });

  it.each([
    ['domain_block', 'A moderator of your server blocked bad.example'],
    ['user_domain_block', 'You blocked bad.example'],
    ['account_suspension', 'A moderator of your server suspended bad.example'],
    ['something_else', 'Some of your connections were severed'],
  ])('severed relationships by %s says who cut what, and the followers and follows lost', (type, sentence) => {
    const row = show(
      rawGroup('g-sev', 'severed_relationships', { sample_account_ids: [], event: rawSeverance({ type }) }),
    );
    expect(sentenceOf(h)).toBe(sentence);
    expect(row.textContent).toContain('Lost: 3 followers and 1 account you followed');
  });
});
