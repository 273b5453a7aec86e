/**
 * Lists and circles through the data layer with a stubbed API: the whole set (stored, replacing what was there),
 * one by id (known ones shown at once; a 404 is `gone`, with no alert, and its record leaves the store), an
 * account's memberships, and a set's members paged by the Link header.
 */
import { describe, expect, it, vi } from 'vitest';
import type { PagedListActor } from '../../../src/machines/paged-list.machine';
import type { ResourceActor } from '../../../src/machines/resource.machine';
import { ApiError } from '../../../src/domain/errors/api-error';
import { collectionData, collectionsData, membershipsData } from '../../../src/services/collections/collection-data';
import { LIST_MEMBERS } from '../../../src/services/collections/member-sets';
import { membersData } from '../../../src/services/collections/members-data';
import { importLists } from '../../../src/services/store/collection-importers';
import { dataFixture, idle } from '../../support/data-fixture';
import { rawAccount } from '../status/status-fixtures';
import { stubApi } from '../timelines/support/fake-app-services';

const LISTS = [
  { id: '1', title: 'Friends', replies_policy: 'list', exclusive: false },
  { id: '2', title: 'Work', replies_policy: 'followed', exclusive: true, favourite: false },
];
const notFound = () =>
  new ApiError({ kind: 'response', status: 404, message: '404', serverMessage: 'Record not found' });

describe('the reader’s lists', () => {
  it('are stored, replacing lists the server no longer has, and kept as ids in the server order', async () => {
    const { registry, store } = dataFixture(stubApi({ lists: { list: async () => LISTS } }));
    importLists(store, [{ id: '9', title: 'Old' }]);
    const chart = registry.resource(collectionsData.lists, null) as ResourceActor;
    await idle(chart);
    expect(chart.getSnapshot().context.value).toEqual(['1', '2']);
    expect(store.has('lists', '9')).toBe(false);
    expect(store.get('lists', '2')).toMatchObject({ title: 'Work', exclusive: true, favourite: false });
    // the default: a list is a favourite unless the server says otherwise
    expect(store.get('lists', '1')?.favourite).toBe(true);
  });
});

describe('one list by id', () => {
  it('a list already stored shows at once while it is read again', async () => {
    const get = vi.fn(async () => ({ ...LISTS[0], title: 'Friends!' }));
    const { registry, store } = dataFixture(stubApi({ lists: { get } }));
    importLists(store, [LISTS[0]]);
    const chart = registry.resource(collectionData.lists, '1') as ResourceActor;
    expect(chart.getSnapshot().context.value).toBe('1');
    await idle(chart);
    expect(get).toHaveBeenCalledWith('1', { signal: expect.any(AbortSignal) });
    expect(store.get('lists', '1')?.title).toBe('Friends!');
  });

  it('a 404 means it was deleted: gone, no alert, and its record leaves the store', async () => {
    const { registry, store, alerts } = dataFixture(
      stubApi({ lists: { get: async () => Promise.reject(notFound()) } }),
    );
    importLists(store, [LISTS[0]]);
    const chart = registry.resource(collectionData.lists, '1') as ResourceActor;
    await idle(chart);
    expect(chart.getSnapshot().hasTag('gone')).toBe(true);
    expect(store.has('lists', '1')).toBe(false);
    expect(alerts.getSnapshot()).toEqual([]);
  });

  it('another failure is a failure with the call’s alert, the record kept', async () => {
    const failure = new ApiError({ kind: 'response', status: 500, message: '500' });
    const { registry, store, alerts } = dataFixture(stubApi({ lists: { get: async () => Promise.reject(failure) } }));
    const chart = registry.resource(collectionData.lists, '3') as ResourceActor;
    await idle(chart);
    expect(chart.getSnapshot().hasTag('failed')).toBe(true);
    expect(alerts.getSnapshot()).toHaveLength(1);
    expect(store.has('lists', '3')).toBe(false);
  });
});

describe('an account’s memberships', () => {
  it('every list of the reader and those holding the account', async () => {
    const ofAccount = vi.fn(async () => [LISTS[1]]);
    const { registry } = dataFixture(stubApi({ lists: { list: async () => LISTS }, accounts: { lists: ofAccount } }));
    const chart = registry.resource(membershipsData.lists, '42') as ResourceActor;
    await idle(chart);
    expect(chart.getSnapshot().context.value).toEqual({ ownerIds: ['1', '2'], holding: ['2'] });
    expect(ofAccount).toHaveBeenCalledWith('42', { signal: expect.any(AbortSignal) });
  });
});

describe('a set’s members', () => {
  it('are read 40 at a time, then older pages by the Link header', async () => {
    const accounts = vi.fn(async (_id: string, paging: Record<string, unknown>) =>
      paging.max_id === undefined
        ? {
            items: [rawAccount('30'), rawAccount('20')],
            next: 'https://social.example/api/v1/lists/1/accounts?max_id=20',
            prev: null,
          }
        : { items: [rawAccount('10')], next: null, prev: null },
    );
    const { registry, store } = dataFixture(stubApi({ lists: { accounts } }));
    const chart = registry.pagedList(membersData(LIST_MEMBERS), '1') as PagedListActor;
    await idle(chart);
    expect(accounts).toHaveBeenLastCalledWith('1', { limit: 40 }, { signal: expect.any(AbortSignal) });
    chart.send({ type: 'LOAD_MORE' });
    await idle(chart);
    expect(accounts).toHaveBeenLastCalledWith('1', { max_id: '20' }, { signal: expect.any(AbortSignal) });
    expect(chart.getSnapshot().context.items).toEqual(['30', '20', '10']);
    expect(store.has('accounts', '10')).toBe(true);
  });

  it('a 404 on the members means the list was deleted (gone, no alert)', async () => {
    const { registry, alerts } = dataFixture(stubApi({ lists: { accounts: async () => Promise.reject(notFound()) } }));
    const chart = registry.pagedList(membersData(LIST_MEMBERS), '1') as PagedListActor;
    await idle(chart);
    expect(chart.getSnapshot().hasTag('gone')).toBe(true);
    expect(alerts.getSnapshot()).toEqual([]);
  });
});
