// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationGroupRow } from '../../../../src/views/notifications/rows/NotificationGroupRow';
import { click, must, type Harness } from '../../status/status-harness';
import { fullDateTime } from '../../../../src/views/common/time-format';
import {
  ACCOUNTS,
  AT,
  NOW,
  PARTY,
  importGroups,
  notificationHarness,
  rawGroup,
  rowOf,
  sentenceOf,
} from './notification-fixtures';
import { rawAccount } from '../../status/status-fixtures';

const settle = vi.hoisted(() => vi.fn<(services: unknown, accountId: string, decision: string) => Promise<boolean>>());
vi.mock('../../../../src/services/notifications/follow-requests', () => ({ settleFollowRequest: settle }));

let h: Harness;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
  settle.mockReset();
  h = notificationHarness();
});
afterEach(() => {
  h.unmount();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function show(group: Record<string, unknown>, props: { unread?: boolean; index?: number; size?: number } = {}) {
  importGroups(h, [group]);
  h.render(
    <NotificationGroupRow
      groupKey={String(group.group_key)}
      unread={props.unread ?? false}
      index={props.index}
      size={props.size}
    />,
  );
  return rowOf(h);
}

/** The rows' time as their accessible names give it: the full date and time of the newest notification. */
const when = (language = 'en') => fullDateTime(new Date(AT), language);

const avatarLinks = (root: Element) => [...root.querySelectorAll<HTMLAnchorElement>('.notification__avatars a')];

describe('NotificationGroupRow: groups of several accounts', () => {
  it('names the first account and counts the others as notifications_count - 1', () => {
    const row = must(
      show(
        rawGroup('g', 'favourite', { status_id: '500', notifications_count: 3, sample_account_ids: ['1', '2', '3'] }),
      ),
    );
    expect(sentenceOf(h)).toBe('Bob and 2 others favourited your post');
    expect(row.getAttribute('aria-label')).toBe(`Bob and 2 others favourited your post, ${when()}`);
  });

  it('uses the singular for exactly one other', () => {
    show(rawGroup('g', 'reblog', { status_id: '500', notifications_count: 2, sample_account_ids: ['1', '2'] }));
    expect(sentenceOf(h)).toBe('Bob and 1 other boosted your post');
  });

  it('counts others the server did not sample', () => {
    show(rawGroup('g', 'follow', { notifications_count: 40, sample_account_ids: ['1', '2'] }));
    expect(sentenceOf(h)).toBe('Bob and 39 others followed you');
  });

  it('shows at most 8 sample avatars, each linking to its profile and named by the account', () => {
    const extra = Array.from({ length: 8 }, (_, i) => rawAccount(String(20 + i), { acct: `u${20 + i}` }));
    importGroups(
      h,
      [
        rawGroup('g', 'favourite', {
          status_id: '500',
          notifications_count: 12,
          sample_account_ids: ['1', '2', ...extra.map((a) => a.id)],
        }),
      ],
      { accounts: extra },
    );
    h.render(<NotificationGroupRow groupKey="g" unread={false} />);
    const links = avatarLinks(must(rowOf(h)));
    expect(links).toHaveLength(8);
    expect(links[0]!.getAttribute('href')).toBe('/@bob');
    expect(links[0]!.getAttribute('aria-label')).toBe('Bob');
    expect(links[1]!.getAttribute('aria-label')).toBe('Carol :party_parrot:');
    click(links[1]);
    expect(h.navigate).toHaveBeenCalledWith('/@carol@remote.example');
  });

  it('links the named account in the sentence to its profile, custom emoji drawn', () => {
    const row = must(
      show(rawGroup('g', 'favourite', { status_id: '500', notifications_count: 2, sample_account_ids: ['2', '1'] })),
    );
    const name = must(row.querySelector<HTMLAnchorElement>('.notification__sentence a.notification__name'));
    expect(name.getAttribute('href')).toBe('/@carol@remote.example');
    expect(must(name.querySelector('img.custom-emoji')).getAttribute('alt')).toBe(':party_parrot:');
    expect(row.getAttribute('aria-label')).toBe(`Carol :party_parrot: and 1 other favourited your post, ${when()}`);
  });

  it('a grouped follow shows the faces; a single follow shows the account instead', () => {
    const grouped = must(show(rawGroup('g', 'follow', { notifications_count: 2, sample_account_ids: ['1', '3'] })));
    expect(avatarLinks(grouped)).toHaveLength(2);
    expect(grouped.querySelector('.notification__account')).toBeNull();
  });
});

describe('NotificationGroupRow: emoji reactions grouped by emoji', () => {
  const reactions = rawGroup('g', 'emoji_reaction', {
    status_id: '500',
    notifications_count: 3,
    sample_account_ids: ['1', '2', '3'],
    emoji_reaction_groups: [
      { emoji_reaction: { name: '🍵', count: 2, me: false }, sample_account_ids: ['1', '3'] },
      {
        emoji_reaction: {
          name: 'party_parrot',
          count: 1,
          me: false,
          url: PARTY.url,
          static_url: PARTY.static_url,
          domain: 'remote.example',
        },
        sample_account_ids: ['2'],
      },
    ],
  });

  it('shows each emoji with the faces of those who reacted with it', () => {
    const row = must(show(reactions));
    expect(sentenceOf(h)).toBe('Bob and 2 others reacted to your post');
    const groups = [...row.querySelectorAll('.notification__reaction-group')];
    expect(groups).toHaveLength(2);
    expect(groups[0]!.querySelector('.notification__emoji')?.textContent).toBe('🍵');
    expect(avatarLinks(groups[0]!).map((a) => a.getAttribute('aria-label'))).toEqual(['Bob', 'Dave']);
    expect(must(groups[1]!.querySelector('img.custom-emoji')).getAttribute('alt')).toBe(':party_parrot:');
    expect(avatarLinks(groups[1]!).map((a) => a.getAttribute('aria-label'))).toEqual(['Carol :party_parrot:']);
  });

  it('names the emoji in the sentence when everyone used the same one', () => {
    const row = must(
      show(
        rawGroup('g', 'emoji_reaction', {
          status_id: '500',
          notifications_count: 2,
          sample_account_ids: ['2', '1'],
          emoji_reaction_groups: [
            {
              emoji_reaction: {
                name: 'party_parrot',
                count: 2,
                me: false,
                url: PARTY.url,
                static_url: PARTY.static_url,
              },
              sample_account_ids: ['2', '1'],
            },
          ],
        }),
      ),
    );
    expect(row.getAttribute('aria-label')).toBe(
      `Carol :party_parrot: and 1 other reacted with :party_parrot: to your post, ${when()}`,
    );
    expect(row.querySelectorAll('.notification__sentence img.custom-emoji')).toHaveLength(2);
  });

  it('without emoji groups, shows the sample accounts and a sentence without an emoji', () => {
    const row = must(show(rawGroup('g', 'emoji_reaction', { status_id: '500', notifications_count: 1 })));
    expect(sentenceOf(h)).toBe('Bob reacted to your post');
    expect(avatarLinks(row)).toHaveLength(1);
  });
});

describe('NotificationGroupRow: unknown, missing and malformed data', () => {
  it('renders nothing for a type this client does not know', () => {
    expect(show(rawGroup('g', 'some_future_type', { status_id: '500' }))).toBeNull();
    expect(h.container.innerHTML).toBe('');
  });

  it('renders nothing for a group not in the store', () => {
    h.render(<NotificationGroupRow groupKey="nowhere" unread={false} />);
    expect(h.container.innerHTML).toBe('');
  });

  it('a group whose accounts and post are not stored still says what happened, without faces or excerpt', () => {
    const row = must(
      show(
        rawGroup('g', 'favourite', { status_id: '999', notifications_count: 3, sample_account_ids: ['404', '405'] }),
      ),
    );
    expect(sentenceOf(h)).toBe('Someone and 2 others favourited your post');
    expect(row.querySelector('.notification__avatars')).toBeNull();
    expect(row.querySelector('.notification__excerpt')).toBeNull();
  });

  it('a face appears once its account arrives in the store', () => {
    const row = must(
      show(rawGroup('g', 'favourite', { status_id: '500', notifications_count: 2, sample_account_ids: ['1', '404'] })),
    );
    expect(avatarLinks(row)).toHaveLength(1);
    importGroups(h, [], { accounts: [rawAccount('404', { acct: 'late', display_name: 'Late' })] });
    expect(avatarLinks(row).map((a) => a.getAttribute('aria-label'))).toEqual(['Bob', 'Late']);
  });

  it('a follow request from an account not stored still offers the decision', () => {
    const row = must(show(rawGroup('g', 'follow_request', { sample_account_ids: ['404'] })));
    expect(sentenceOf(h)).toBe('Someone requested to follow you');
    expect(row.querySelectorAll('button')).toHaveLength(2);
  });

  it('types that need details read without them', () => {
    const cases: [string, string][] = [
      ['moderation_warning', 'You have received a warning from the moderators'],
      ['severed_relationships', 'Some of your connections were severed'],
      ['annual_report', 'Your year in review is ready'],
      ['admin.report', 'Bob reported an account'],
      ['list_status', 'Bob posted in one of your lists'],
      ['poll', 'A poll has ended'],
    ];
    for (const [type, sentence] of cases) {
      h.unmount();
      h = notificationHarness();
      show(rawGroup(`g-${type}`, type, { status_id: null }));
      expect(sentenceOf(h), type).toBe(sentence);
    }
  });

  it('survives malformed fields: they are coerced or dropped, never thrown', () => {
    const row = show(
      rawGroup('g', 'emoji_reaction', {
        status_id: { nested: true },
        notifications_count: 'many',
        sample_account_ids: 'not-a-list',
        latest_page_notification_at: 'yesterday-ish',
        emoji_reaction_groups: [
          null,
          { emoji_reaction: { name: '' } },
          { emoji_reaction: { name: '🔥' }, sample_account_ids: 5 },
        ],
        list: 'Friends',
        report: [],
      }),
    );
    expect(must(row).querySelector('time')).toBeNull();
    expect(sentenceOf(h)).toBe('Someone reacted with 🔥 to your post');
  });

  it('a row that throws while rendering is left out instead of taking the list down', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    importGroups(h, [rawGroup('g', 'favourite', { status_id: '500' })]);
    const group = h.store.get('notificationGroups', 'g')!;
    // a record broken in a way the normaliser never makes
    act(() => {
      h.store.set('notificationGroups', { ...group, emojiReactionGroups: null as never, type: 'emoji_reaction' });
    });

    h.render(<NotificationGroupRow groupKey="g" unread={false} />);
    expect(h.container.innerHTML).toBe('');
    expect(warn).toHaveBeenCalled();
  });
});

describe('NotificationGroupRow: the row in the feed', () => {
  it('is a focusable article with its place in the list (index is 0-based)', () => {
    const row = must(show(rawGroup('g', 'follow'), { index: 4, size: 20 }));
    expect(row.tagName).toBe('ARTICLE');
    expect(row.tabIndex).toBe(0);
    expect(row.getAttribute('aria-posinset')).toBe('5');
    expect(row.getAttribute('aria-setsize')).toBe('20');
    expect(row.dataset.groupKey).toBe('g');
  });

  it('an unread row is marked and says "Unread" first in its accessible name', () => {
    const row = must(show(rawGroup('g', 'follow'), { unread: true }));
    expect(row.classList.contains('notification--unread')).toBe(true);
    expect(row.getAttribute('aria-label')).toBe(`Unread: Bob followed you, ${when()}`);
  });

  it('a row without a time is named by its sentence alone', () => {
    const row = must(show(rawGroup('g', 'follow', { latest_page_notification_at: null })));
    expect(row.getAttribute('aria-label')).toBe('Bob followed you');
  });

  it('a read row is not marked', () => {
    const row = must(show(rawGroup('g', 'follow')));
    expect(row.classList.contains('notification--unread')).toBe(false);
    expect(row.getAttribute('aria-label')).toBe(`Bob followed you, ${when()}`);
  });

  it('Enter on the row opens what it is about: the post, or the account', () => {
    const press = (row: HTMLElement) =>
      act(() => {
        row.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
      });
    press(must(show(rawGroup('g', 'favourite', { status_id: '500' }))));
    expect(h.navigate).toHaveBeenLastCalledWith('/@alice/500');
    h.unmount();
    h = notificationHarness();
    press(must(show(rawGroup('g2', 'follow'))));
    expect(h.navigate).toHaveBeenLastCalledWith('/@bob');
  });

  it('says its sentence in Japanese for a Japanese reader', () => {
    h.unmount();
    h = notificationHarness('ja');
    const row = must(
      show(rawGroup('g', 'favourite', { status_id: '500', notifications_count: 3, sample_account_ids: ['1', '2'] }), {
        unread: true,
      }),
    );
    expect(sentenceOf(h)).toBe('Bobさんほか2人があなたの投稿をお気に入りに登録しました');
    expect(row.getAttribute('aria-label')).toBe(
      `未読: Bobさんほか2人があなたの投稿をお気に入りに登録しました、${when('ja')}`,
    );
  });
});

describe('NotificationGroupRow: follow requests', () => {
  it('shows the account and Accept / Reject, which settle the request through the service', async () => {
    settle.mockResolvedValue(true);
    const row = must(show(rawGroup('g', 'follow_request')));
    expect(must(row.querySelector('a.notification__account')).getAttribute('href')).toBe('/@bob');
    const [accept, reject] = [...row.querySelectorAll('button')];
    expect(accept!.textContent).toBe('Accept');
    expect(accept!.getAttribute('aria-label')).toBe('Accept the follow request of Bob');
    expect(reject!.textContent).toBe('Reject');
    click(accept);
    await act(async () => {});
    expect(settle).toHaveBeenCalledTimes(1);
    const [services, accountId, decision] = settle.mock.calls[0]!;
    expect(services).toBe(h.services);
    expect(accountId).toBe('1');
    expect(decision).toBe('authorize');
  });

  it('Reject asks for reject; both buttons wait while it runs and come back when it failed', async () => {
    let finish: (ok: boolean) => void = () => {};
    settle.mockImplementation(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const row = must(show(rawGroup('g', 'follow_request', { sample_account_ids: [ACCOUNTS.dave.id] })));
    const [accept, reject] = [...row.querySelectorAll('button')];
    click(reject);
    expect(settle).toHaveBeenLastCalledWith(h.services, '3', 'reject');
    expect(accept!.getAttribute('aria-disabled')).toBe('true');
    click(accept);
    expect(settle).toHaveBeenCalledTimes(1);
    await act(async () => finish(false));
    expect(accept!.hasAttribute('aria-disabled')).toBe(false);
    click(accept);
    expect(settle).toHaveBeenLastCalledWith(h.services, '3', 'authorize');
  });
});
