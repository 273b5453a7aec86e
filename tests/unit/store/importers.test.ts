import { describe, expect, it, vi } from 'vitest';
import { createEntityStore } from '../../../src/services/store/entity-store';
import {
  importAccount,
  importRecords,
  importStatus,
  importStatuses,
  MAX_NESTING,
} from '../../../src/services/store/importers';
import { importCards, importContext, importSearchResults } from '../../../src/services/store/result-importers';
import {
  importConversations,
  importEmojiReactionedBy,
  importFamiliarFollowers,
  importGroupedNotifications,
  importNotifications,
  importNotificationRequests,
  importSuggestions,
} from '../../../src/services/store/notification-importers';
import { importFilters } from '../../../src/services/store/record-importers';
import { importLists } from '../../../src/services/store/collection-importers';
import { normaliseList } from '../../../src/domain/entities/collections';
import type { ApiStatus } from '../../../src/domain/entities/api-types';
import { apiAccount, apiPoll, apiStatus } from '../entities/fixtures';

const ME = '900';

/** A reblog (by A) of a quote (by B, with a card by A) of a post (by C, who moved to D) with a poll. */
function reblogOfQuoteOfMovedPost(): ApiStatus {
  const accountA = apiAccount('A');
  const original = apiStatus('P', { account: apiAccount('C', { moved: apiAccount('D') }), poll: apiPoll('poll1') });
  const quote = apiStatus('Q', {
    account: apiAccount('B'),
    quote: { state: 'accepted', quoted_status: original },
    card: {
      url: 'https://news.example/x',
      title: 't',
      description: '',
      type: 'link',
      author_name: 'A',
      author_url: '',
      authors: [{ name: 'A', url: '', account: accountA }],
      provider_name: '',
      provider_url: '',
      html: '',
      width: 0,
      height: 0,
      embed_url: '',
    },
    emoji_reactions: [{ name: '👍', count: 1, account_ids: [ME] }],
  });
  return apiStatus('R', { account: accountA, reblog: quote });
}

describe('importers', () => {
  it('stores each entity of a reblog of a quote of a moved account post once, linked by ids', () => {
    const store = createEntityStore({ currentAccountId: ME });
    const accountListener = vi.fn();
    store.subscribe('accounts', 'A', accountListener);
    expect(importStatus(store, reblogOfQuoteOfMovedPost())).toBe('R');

    expect([...store.getTable('statuses').keys()].sort()).toEqual(['P', 'Q', 'R']);
    expect([...store.getTable('accounts').keys()].sort()).toEqual(['A', 'B', 'C', 'D']);
    expect([...store.getTable('polls').keys()]).toEqual(['poll1']);

    const reblog = store.get('statuses', 'R');
    const quote = store.get('statuses', reblog?.reblogId ?? '');
    const original = store.get('statuses', quote?.quote?.quotedStatusId ?? '');
    const author = store.get('accounts', original?.accountId ?? '');
    expect(reblog?.accountId).toBe('A');
    expect(quote?.id).toBe('Q');
    expect(quote?.accountId).toBe('B');
    expect(quote?.card?.authors[0]?.accountId).toBe('A');
    expect(quote?.emoji_reactions[0]?.me).toBe(true);
    expect(original?.id).toBe('P');
    expect(original?.pollId).toBe('poll1');
    expect(author?.id).toBe('C');
    expect(store.get('accounts', author?.movedId ?? '')?.id).toBe('D');
    // Account A appears twice in the payload but is notified once.
    expect(accountListener).toHaveBeenCalledTimes(1);
  });

  it('keeps identity and notifies nobody on an unchanged re-import', () => {
    const store = createEntityStore({ currentAccountId: ME });
    importStatus(store, reblogOfQuoteOfMovedPost());
    const before = {
      r: store.get('statuses', 'R'),
      q: store.get('statuses', 'Q'),
      c: store.get('accounts', 'C'),
      poll: store.get('polls', 'poll1'),
    };
    const listener = vi.fn();
    for (const table of ['statuses', 'accounts', 'polls'] as const) store.subscribeTable(table, listener);
    importStatus(store, reblogOfQuoteOfMovedPost());
    expect(listener).not.toHaveBeenCalled();
    expect(store.get('statuses', 'R')).toBe(before.r);
    expect(store.get('statuses', 'Q')).toBe(before.q);
    expect(store.get('accounts', 'C')).toBe(before.c);
    expect(store.get('polls', 'poll1')).toBe(before.poll);
  });

  it('notifies only the ids that changed on a re-import', () => {
    const store = createEntityStore({ currentAccountId: ME });
    importStatus(store, reblogOfQuoteOfMovedPost());
    const spies = { R: vi.fn(), Q: vi.fn(), P: vi.fn() };
    for (const [id, spy] of Object.entries(spies)) store.subscribe('statuses', id, spy);
    const payload = reblogOfQuoteOfMovedPost();
    if (payload.reblog) payload.reblog.favourites_count = 7;
    const oldR = store.get('statuses', 'R');
    importStatus(store, payload);
    expect(spies.Q).toHaveBeenCalledTimes(1);
    expect(spies.R).not.toHaveBeenCalled();
    expect(spies.P).not.toHaveBeenCalled();
    expect(store.get('statuses', 'R')).toBe(oldR);
    expect(store.get('statuses', 'Q')?.favourites_count).toBe(7);
  });

  it('keeps the user reveal state across re-imports of an unchanged status', () => {
    const store = createEntityStore({ currentAccountId: ME });
    importStatus(store, apiStatus('1', { spoiler_text: 'cw' }));
    store.patch('statuses', '1', { hidden: false });
    importStatus(store, apiStatus('1', { spoiler_text: 'cw', replies_count: 4 }));
    expect(store.get('statuses', '1')?.hidden).toBe(false);
    expect(store.get('statuses', '1')?.replies_count).toBe(4);
  });

  it('skips payloads without ids and survives junk arrays', () => {
    const store = createEntityStore({ currentAccountId: null });
    expect(importStatuses(store, 'junk')).toEqual([]);
    expect(importStatuses(store, [null, 3, { id: '1' }, apiStatus('2'), apiStatus('2')])).toEqual(['2']);
    expect(importAccount(store, { username: 'no id' })).toBeNull();
    expect(store.getTable('accounts').size).toBe(1);
  });

  it('follows nesting only to a bounded depth', () => {
    const store = createEntityStore({ currentAccountId: null });
    let payload: ApiStatus = apiStatus('s0');
    for (let i = 1; i <= MAX_NESTING + 5; i++) payload = apiStatus(`s${i}`, { reblog: payload });
    expect(() => importStatus(store, payload)).not.toThrow();
    expect(store.getTable('statuses').size).toBe(MAX_NESTING + 1);
  });

  it('imports a context with ancestors, descendants and kmyblue references', () => {
    const store = createEntityStore({ currentAccountId: null });
    expect(
      importContext(store, {
        ancestors: [apiStatus('a')],
        descendants: [apiStatus('d1'), apiStatus('d2')],
        references: [apiStatus('ref')],
      }),
    ).toEqual({ ancestorIds: ['a'], descendantIds: ['d1', 'd2'], referenceIds: ['ref'] });
    expect(importContext(store, { ancestors: [], descendants: [] }).referenceIds).toEqual([]);
    expect(store.has('statuses', 'ref')).toBe(true);
  });

  it('imports search results', () => {
    const store = createEntityStore({ currentAccountId: null });
    const result = importSearchResults(store, {
      accounts: [apiAccount('7')],
      statuses: [apiStatus('8')],
      hashtags: [
        { name: 'cats', url: 'https://x.example/tags/cats', history: [{ day: '1', uses: '3', accounts: '2' }] },
      ],
    });
    expect(result.accountIds).toEqual(['7']);
    expect(result.statusIds).toEqual(['8']);
    expect(result.hashtags[0]).toMatchObject({ name: 'cats', history: [{ day: '1', uses: 3, accounts: 2 }] });
    expect(store.has('accounts', '1')).toBe(true); // the status author
  });

  it('imports grouped notifications: accounts, partial accounts, statuses and groups', () => {
    const store = createEntityStore({ currentAccountId: null });
    importAccount(store, apiAccount('known', { display_name: 'Full Name' }));
    const keys = importGroupedNotifications(store, {
      accounts: [apiAccount('2')],
      partial_accounts: [
        {
          id: 'known',
          acct: 'known@x',
          url: 'https://x.example/@known',
          avatar: 'https://x.example/a.png',
          avatar_static: 'https://x.example/a.png',
          locked: false,
          bot: false,
        },
        {
          id: 'p',
          acct: 'pat@x.example',
          url: 'https://x.example/@pat',
          avatar: 'https://x.example/p.png',
          avatar_static: 'https://x.example/p.png',
          locked: false,
          bot: false,
        },
      ],
      statuses: [apiStatus('s1')],
      notification_groups: [
        {
          group_key: 'g1',
          type: 'favourite',
          notifications_count: 2,
          most_recent_notification_id: 10,
          sample_account_ids: ['2', 'p'],
          status_id: 's1',
        },
        { type: 'follow' },
        {
          group_key: 'g2',
          type: 'admin.report',
          notifications_count: 1,
          most_recent_notification_id: '11',
          sample_account_ids: ['2'],
          report: { id: 'r', target_account: apiAccount('t') },
        },
      ],
    });
    expect(keys).toEqual(['g1', 'g2']);
    expect(store.get('notificationGroups', 'g1')).toMatchObject({
      statusId: 's1',
      sampleAccountIds: ['2', 'p'],
      most_recent_notification_id: '10',
    });
    expect(store.get('accounts', 'known')?.display_name).toBe('Full Name');
    expect(store.get('accounts', 'p')?.username).toBe('pat');
    expect(store.has('accounts', 't')).toBe(true);
    expect(store.has('statuses', 's1')).toBe(true);
  });

  it('imports v1 notifications, storing their account and status', () => {
    const store = createEntityStore({ currentAccountId: null });
    const notifications = importNotifications(store, [
      { id: 'n', type: 'mention', account: apiAccount('2'), status: apiStatus('3') },
      { type: 'x' },
    ]);
    expect(notifications.map((n) => [n.id, n.accountId, n.statusId])).toEqual([['n', '2', '3']]);
    expect(store.has('accounts', '2') && store.has('statuses', '3')).toBe(true);
  });

  it('imports conversations with participant ids and the last status', () => {
    const store = createEntityStore({ currentAccountId: null });
    expect(
      importConversations(store, [{ id: 'c', unread: true, accounts: [apiAccount('4')], last_status: apiStatus('5') }]),
    ).toEqual(['c']);
    expect(store.get('conversations', 'c')).toEqual({ id: 'c', unread: true, accountIds: ['4'], lastStatusId: '5' });
    expect(store.has('accounts', '4') && store.has('statuses', '5')).toBe(true);
  });

  it('imports requests, suggestions, familiar followers, reactioned-by and cards with their accounts', () => {
    const store = createEntityStore({ currentAccountId: null });
    expect(
      importNotificationRequests(store, [{ id: 'r', account: apiAccount('a1'), notifications_count: '2' }])[0]
        ?.accountId,
    ).toBe('a1');
    expect(importSuggestions(store, [{ sources: ['featured'], account: apiAccount('a2') }])).toEqual([
      { accountId: 'a2', sources: ['featured'] },
    ]);
    expect(importFamiliarFollowers(store, [{ id: 'x', accounts: [apiAccount('a3')] }])).toEqual([
      { id: 'x', accountIds: ['a3'] },
    ]);
    expect(importEmojiReactionedBy(store, [{ name: 'blob', url: 'javascript:1', account: apiAccount('a4') }])).toEqual([
      { name: 'blob', url: null, static_url: null, domain: null, accountId: 'a4' },
    ]);
    expect(
      importCards(store, [
        { url: 'https://l.example', authors: [{ name: 'n', url: '', account: apiAccount('a5') }] },
      ])[0]?.authors[0]?.accountId,
    ).toBe('a5');
    for (const id of ['a1', 'a2', 'a3', 'a4', 'a5']) expect(store.has('accounts', id)).toBe(true);
  });

  it('imports flat records, optionally replacing the whole table', () => {
    const store = createEntityStore({ currentAccountId: null });
    expect(
      importLists(store, [
        { id: '1', title: 'a' },
        { id: '2', title: 'b' },
      ]),
    ).toEqual(['1', '2']);
    expect(importLists(store, [{ id: '2', title: 'b2' }], { replace: true })).toEqual(['2']);
    expect([...store.getTable('lists').keys()]).toEqual(['2']);
    expect(importRecords(store, 'lists', [{ id: '3' }], normaliseList)).toEqual(['3']);
    expect(importFilters(store, [{ id: 'f', title: 'F', context: ['home'], filter_action: 'blur' }])).toEqual(['f']);
    expect(store.get('filters', 'f')?.filter_action).toBe('blur');
  });
});
