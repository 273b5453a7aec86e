/**
 * The who-lists as paged-list definitions (src/services/who-lists): the first page, older pages by the
 * Link header's next URL (through the one Link parser), reaction rows kept once per emoji and account, a post
 * that is gone as a state, and a refusal told apart from other failures.
 */
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/domain/errors/api-error';
import {
  INTERACTION_LIST_DATA,
  INTERACTION_LISTS,
  isRefusal,
  listItemsOf,
  reactionKey,
  type ReactionRow,
} from '../../../src/services/who-lists/who-lists';
import { dataFixture, idle } from '../../support/data-fixture';
import { rawAccount, rawStatus } from '../status/status-fixtures';
import { stubApi, type ApiStubs } from '../timelines/support/fake-app-services';

const page = <T>(items: T[], next: string | null = null) => ({ items, next, prev: null });
const NEXT = 'https://social.example/api/v1/statuses/5/reblogged_by?max_id=77&limit=2';
const error = (status: number) =>
  new ApiError({ kind: 'response', status, message: String(status), statusText: String(status) });

function open(stubs: ApiStubs) {
  return dataFixture(stubApi(stubs));
}

describe('interaction list definitions', () => {
  it('one definition per list, named after it and keyed by the post', () => {
    expect(Object.keys(INTERACTION_LIST_DATA).sort()).toEqual([...INTERACTION_LISTS].sort());
    expect(new Set(INTERACTION_LISTS.map((list) => INTERACTION_LIST_DATA[list].name)).size).toBe(
      INTERACTION_LISTS.length,
    );
    expect(INTERACTION_LIST_DATA.quotes.keyOf('5')).toBe('5');
    expect(INTERACTION_LIST_DATA.reactions.callId).toBe('statuses.emojiReactionedBy');
  });

  it('pages accounts by the next URL, each once, and stores them', async () => {
    const rebloggedBy = vi
      .fn()
      .mockResolvedValueOnce(page([rawAccount('1'), rawAccount('2')], NEXT))
      .mockResolvedValueOnce(page([rawAccount('2'), rawAccount('3')]));
    const { registry, store } = open({ statuses: { rebloggedBy } });
    const list = registry.pagedList(INTERACTION_LIST_DATA.reblogs, '5');
    await idle(list);
    expect(rebloggedBy).toHaveBeenCalledWith('5', {});
    expect(list.getSnapshot().context).toMatchObject({ items: ['1', '2'], next: NEXT });
    list.send({ type: 'LOAD_MORE' });
    await idle(list);
    expect(rebloggedBy).toHaveBeenLastCalledWith('5', { max_id: '77', limit: 2 });
    expect(list.getSnapshot().context).toMatchObject({ items: ['1', '2', '3'], next: null });
    expect(store.get('accounts', '3')?.acct).toBe('user3@remote.example');
    expect(listItemsOf('reblogs', list.getSnapshot().context.items as string[])).toEqual({
      kind: 'accounts',
      ids: ['1', '2', '3'],
    });
  });

  it('a next URL without a cursor means no older page', async () => {
    const favouritedBy = vi
      .fn()
      .mockResolvedValue(page([rawAccount('1')], 'https://social.example/api/v1/statuses/5/favourited_by?limit=40'));
    const { registry } = open({ statuses: { favouritedBy } });
    const list = registry.pagedList(INTERACTION_LIST_DATA.favourites, '5');
    await idle(list);
    expect(list.getSnapshot().context.next).toBeNull();
    list.send({ type: 'LOAD_MORE' });
    expect(list.getSnapshot().hasTag('loadingMore')).toBe(false);
  });

  it('reaction rows: one per emoji and account across pages; remote custom emoji named with their domain', async () => {
    const emojiReactionedBy = vi
      .fn()
      .mockResolvedValueOnce(
        page(
          [
            { name: '👍', account: rawAccount('1') },
            {
              name: 'blob',
              url: 'https://far.example/blob.gif',
              static_url: 'https://far.example/blob.png',
              domain: 'far.example',
              account: rawAccount('1'),
            },
            { name: '', account: rawAccount('9') },
          ],
          NEXT,
        ),
      )
      .mockResolvedValueOnce(
        page([
          { name: '👍', account: rawAccount('1') },
          { name: '👍', account: rawAccount('2') },
        ]),
      );
    const { registry } = open({ statuses: { emojiReactionedBy } });
    const list = registry.pagedList(INTERACTION_LIST_DATA.reactions, '5');
    await idle(list);
    list.send({ type: 'LOAD_MORE' });
    await idle(list);
    const rows = list.getSnapshot().context.items as ReactionRow[];
    expect(rows.map(reactionKey)).toEqual(['👍\u00001', 'blob@far.example\u00001', '👍\u00002']);
    expect(rows[1]).toMatchObject({
      name: 'blob',
      url: 'https://far.example/blob.gif',
      staticUrl: 'https://far.example/blob.png',
    });
    expect(listItemsOf('reactions', rows)).toEqual({ kind: 'reactions', rows });
  });

  it('posts quoting or referring to it are stored, the list keeps their ids', async () => {
    const referredBy = vi.fn().mockResolvedValue(page([rawStatus('31'), rawStatus('32')]));
    const { registry, store } = open({ statuses: { referredBy } });
    const list = registry.pagedList(INTERACTION_LIST_DATA.references, '5');
    await idle(list);
    expect(list.getSnapshot().context.items).toEqual(['31', '32']);
    expect(store.get('statuses', '31')).toBeDefined();
  });

  it('a post that is gone is a state without an alert; a refusal (403) is told apart from other failures', async () => {
    const { registry, alerts } = open({
      statuses: {
        mentionedBy: vi.fn().mockRejectedValue(error(404)),
        quotes: vi.fn().mockRejectedValue(error(403)),
        favouritedBy: vi.fn().mockRejectedValue(new ApiError({ kind: 'network', message: 'offline' })),
      },
    });
    const gone = registry.pagedList(INTERACTION_LIST_DATA.mentions, '5');
    expect((await idle(gone)).hasTag('gone')).toBe(true);
    expect(alerts.getSnapshot()).toEqual([]);
    const refused = await idle(registry.pagedList(INTERACTION_LIST_DATA.quotes, '5'));
    expect(refused.hasTag('failed')).toBe(true);
    expect(isRefusal(refused.context.error)).toBe(true);
    const offline = await idle(registry.pagedList(INTERACTION_LIST_DATA.favourites, '5'));
    expect(offline.hasTag('failed')).toBe(true);
    expect(isRefusal(offline.context.error)).toBe(false);
  });
});
