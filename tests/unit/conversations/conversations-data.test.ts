/**
 * The conversations list of the data layer: each page imported into the store, the list holding
 * conversation ids ordered by their last post (newest first, ids compared as numbers of any length), older
 * pages asked by the Link header's next URL; and the chart's UPSERT that keeps a sorted list sorted.
 */
import { describe, expect, it } from 'vitest';
import { upsertItems } from '../../../src/machines/paged-list.machine';
import {
  compareLastStatus,
  compareNumericIds,
  sortByLastStatus,
} from '../../../src/services/conversations/conversation-order';
import { conversationsList } from '../../../src/services/conversations/conversations-data';
import { dataFixture, idle } from '../../support/data-fixture';
import { conversationsApi, NEXT, page, rawConversation } from './conversation-fixtures';

describe('conversation order', () => {
  it('compares ids as numbers of any length (a longer id is newer)', () => {
    expect(compareNumericIds('99', '100')).toBeLessThan(0);
    expect(compareNumericIds('113000000000000000001', '113000000000000000000')).toBeGreaterThan(0);
    expect(compareNumericIds('5', '5')).toBe(0);
  });

  it('puts the newest last post first and a conversation without one last', () => {
    expect(compareLastStatus('100', '99')).toBeLessThan(0);
    expect(compareLastStatus(null, '1')).toBeGreaterThan(0);
    expect(compareLastStatus('1', null)).toBeLessThan(0);
  });
});

describe('upsertItems (the paged-list chart UPSERT)', () => {
  const key = (item: string) => item;
  const byNumberDesc = (a: string, b: string) => Number(b) - Number(a);

  it('puts a new item at its sorted place', () => {
    expect(upsertItems(['9', '5', '1'], ['7'], key, byNumberDesc)).toEqual(['9', '7', '5', '1']);
    expect(upsertItems(['9', '5', '1'], ['0'], key, byNumberDesc)).toEqual(['9', '5', '1', '0']);
  });

  it('moves a held item whose sort value changed, keeping it once', () => {
    const rank = new Map([
      ['a', 9],
      ['b', 5],
      ['c', 1],
    ]);
    const byRank = (x: string, y: string) => rank.get(y)! - rank.get(x)!;
    rank.set('c', 10);
    expect(upsertItems(['a', 'b', 'c'], ['c'], key, byRank)).toEqual(['c', 'a', 'b']);
  });

  it('without an order puts the items on top, moving held ones', () => {
    expect(upsertItems(['a', 'b', 'c'], ['c', 'z'], key)).toEqual(['c', 'z', 'a', 'b']);
  });
});

describe('conversationsList', () => {
  it('orders a page by last post, newest first, and imports it into the store', async () => {
    const { api } = conversationsApi({
      list: () =>
        Promise.resolve(
          page([
            rawConversation('c1', '99'),
            rawConversation('c2', '1000', { unread: false }),
            rawConversation('c3', '100'),
          ]),
        ),
    });
    const fixture = dataFixture(api);
    const snapshot = await idle(fixture.registry.pagedList(conversationsList, null));
    expect(snapshot.context.items).toEqual(['c2', 'c3', 'c1']);
    expect(fixture.store.get('conversations', 'c2')).toMatchObject({ unread: false, lastStatusId: '1000' });
    expect(fixture.store.get('statuses', '1000')?.visibility).toBe('direct');
    expect(sortByLastStatus(fixture.store, ['c1', 'c2'])).toEqual(['c2', 'c1']);
  });

  it('asks the first page without a cursor and an older page by the next URL, appended once', async () => {
    const { api, list } = conversationsApi({
      list: (paging) =>
        Promise.resolve(
          (paging as { max_id?: string }).max_id === '100'
            ? page([rawConversation('c3', '100'), rawConversation('c4', '50')])
            : page([rawConversation('c1', '300'), rawConversation('c3', '100')], NEXT),
        ),
    });
    const fixture = dataFixture(api);
    const chart = fixture.registry.pagedList(conversationsList, null);
    const first = await idle(chart);
    expect(list.mock.calls[0]?.[0]).toEqual({});
    expect(first.context.next).toBe(NEXT);
    chart.send({ type: 'LOAD_MORE' });
    const more = await idle(chart);
    expect(list.mock.calls[1]?.[0]).toEqual({ max_id: '100' });
    expect(more.context.items).toEqual(['c1', 'c3', 'c4']);
    expect(more.context.next).toBeNull();
  });

  it('a next URL without a cursor means there is no older page', async () => {
    const { api } = conversationsApi({
      list: () => Promise.resolve(page([rawConversation('c1', '1')], 'https://social.example/api/v1/conversations')),
    });
    const snapshot = await idle(dataFixture(api).registry.pagedList(conversationsList, null));
    expect(snapshot.context.next).toBeNull();
  });
});
