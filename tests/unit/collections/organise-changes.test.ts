/**
 * Changes to lists and circles with a stubbed API: members put in or taken out at once (members editor and
 * profile dialog alike) and put back when refused, with the call's alert; lists made and renamed as form saves
 * (a 422 is the form's, without an alert); a deletion shown at once, undone in place when refused, and once
 * done forgotten here (record, index, the list's timeline); a list's settings changed at once and put back.
 */
import { describe, expect, it, vi } from 'vitest';
import type { PagedListActor } from '../../../src/machines/paged-list.machine';
import type { ResourceActor } from '../../../src/machines/resource.machine';
import { ApiError } from '../../../src/domain/errors/api-error';
import { changeListSetting } from '../../../src/services/lists/list-settings';
import {
  COLLECTION_REMOVALS,
  createCollection,
  deleteCollection,
  renameCollection,
} from '../../../src/services/collections/collection-actions';
import { collectionsData, membershipsData } from '../../../src/services/collections/collection-data';
import { CIRCLE_MEMBERS, LIST_MEMBERS } from '../../../src/services/collections/member-sets';
import { membersData } from '../../../src/services/collections/members-data';
import { MEMBERSHIP_TOGGLES, toggleMembership } from '../../../src/services/collections/membership-toggles';
import { importLists } from '../../../src/services/store/collection-importers';
import { expectOnePerAccount, settle } from '../../support/account-parts';
import { dataFixture, idle } from '../../support/data-fixture';
import { rawAccount } from '../status/status-fixtures';
import { deferred, stubApi, type ApiStubs } from '../timelines/support/fake-app-services';

const refused = (status: number, serverMessage: string) =>
  new ApiError({ kind: 'response', status, message: String(status), serverMessage });

function fixture(stubs: ApiStubs) {
  const data = dataFixture(stubApi(stubs));
  const forget = vi.fn();
  return { ...data, timelines: { forget } };
}

describe('membership toggles', () => {
  async function withMembers(extra: NonNullable<ApiStubs['lists']>) {
    const services = fixture({
      lists: {
        accounts: async () => ({ items: [rawAccount('30'), rawAccount('10')], next: null, prev: null }),
        list: async () => [{ id: '1', title: 'Friends' }],
        ...extra,
      },
      accounts: { lists: async () => [] },
    });
    const members = services.registry.pagedList(membersData(LIST_MEMBERS), '1') as PagedListActor;
    const memberships = services.registry.resource(membershipsData.lists, '20') as ResourceActor;
    await idle(members);
    await idle(memberships);
    const items = () => members.getSnapshot().context.items;
    const holding = () => (memberships.getSnapshot().context.value as { holding: string[] }).holding;
    return { services, items, holding };
  }

  it('adding shows the account at once in its place among the members and ticks the list for the account', async () => {
    const answer = deferred<unknown>();
    const addAccounts = vi.fn(() => answer.promise);
    const { services, items, holding } = await withMembers({ addAccounts });
    const outcome = toggleMembership(services, { set: LIST_MEMBERS, ownerId: '1', accountId: '20', add: true });
    expect(items()).toEqual(['30', '20', '10']);
    expect(holding()).toEqual(['1']);
    answer.resolve({});
    expect((await outcome).ok).toBe(true);
    expect(addAccounts).toHaveBeenCalledWith('1', ['20']);
    expect(services.alerts.getSnapshot()).toEqual([]);
  });

  it('a refused add (a list takes only followed accounts: 422) is taken back with the server’s words', async () => {
    const addAccounts = vi.fn(async () => Promise.reject(refused(422, 'Validation failed: Account must be following')));
    const { services, items, holding } = await withMembers({ addAccounts });
    const outcome = await toggleMembership(services, { set: LIST_MEMBERS, ownerId: '1', accountId: '20', add: true });
    expect(outcome.ok).toBe(false);
    expect(items()).toEqual(['30', '10']);
    expect(holding()).toEqual([]);
    expect(JSON.stringify(services.alerts.getSnapshot())).toContain('Account must be following');
  });

  it('a refused removal puts the member back in its place', async () => {
    const removeAccounts = vi.fn(async () => Promise.reject(refused(500, 'Boom')));
    const { services, items } = await withMembers({ removeAccounts });
    const outcome = toggleMembership(services, { set: LIST_MEMBERS, ownerId: '1', accountId: '30', add: false });
    expect(items()).toEqual(['10']);
    expect((await outcome).ok).toBe(false);
    expect(items()).toEqual(['30', '10']);
    expect(services.alerts.getSnapshot()).toHaveLength(1);
  });

  it('a circle’s change goes to the circle calls', async () => {
    const addAccounts = vi.fn(async () => ({}));
    const services = fixture({ circles: { addAccounts } });
    await toggleMembership(services, { set: CIRCLE_MEMBERS, ownerId: '7', accountId: '20', add: true });
    expect(addAccounts).toHaveBeenCalledWith('7', ['20']);
  });
});

describe('making and renaming (form saves)', () => {
  it('a new list is stored and joins the shown lists', async () => {
    const services = fixture({
      lists: { list: async () => [{ id: '1', title: 'Friends' }], create: async () => ({ id: '5', title: 'Cats' }) },
    });
    const all = services.registry.resource(collectionsData.lists, null) as ResourceActor;
    await idle(all);
    await expect(createCollection(services, 'lists', 'Cats')).resolves.toBe('5');
    expect(all.getSnapshot().context.value).toEqual(['1', '5']);
    expect(services.store.get('lists', '5')?.title).toBe('Cats');
  });

  it('a refused title (422) rejects with the server’s words and raises no alert', async () => {
    const services = fixture({
      circles: { create: async () => Promise.reject(refused(422, 'You can create at most 100 circles')) },
    });
    await expect(createCollection(services, 'circles', 'One more')).rejects.toEqual({
      kind: 'refused',
      message: 'You can create at most 100 circles',
    });
    expect(services.alerts.getSnapshot()).toEqual([]);
  });

  it('another failure rejects as failed with the call’s alert', async () => {
    const services = fixture({ lists: { update: async () => Promise.reject(refused(503, 'Busy')) } });
    await expect(renameCollection(services, 'lists', '1', 'New')).rejects.toEqual({ kind: 'failed' });
    expect(services.alerts.getSnapshot()).toHaveLength(1);
  });

  it('a rename stores the server’s answer', async () => {
    const update = vi.fn(async () => ({ id: '1', title: 'Close friends' }));
    const services = fixture({ lists: { update } });
    importLists(services.store, [{ id: '1', title: 'Friends' }]);
    await renameCollection(services, 'lists', '1', 'Close friends');
    expect(update).toHaveBeenCalledWith('1', { title: 'Close friends' });
    expect(services.store.get('lists', '1')?.title).toBe('Close friends');
  });
});

describe('deleting', () => {
  const THREE = [
    { id: '1', title: 'A' },
    { id: '2', title: 'B' },
    { id: '3', title: 'C' },
  ];

  it('the list leaves at once; once deleted its record and its timeline are forgotten', async () => {
    const answer = deferred<unknown>();
    const services = fixture({ lists: { list: async () => THREE, delete: vi.fn(() => answer.promise) } });
    const all = services.registry.resource(collectionsData.lists, null) as ResourceActor;
    await idle(all);
    const outcome = deleteCollection(services, { kind: 'lists', id: '2' });
    expect(all.getSnapshot().context.value).toEqual(['1', '3']);
    expect(services.store.has('lists', '2')).toBe(true);
    answer.resolve({});
    expect((await outcome).ok).toBe(true);
    expect(services.store.has('lists', '2')).toBe(false);
    expect(services.timelines.forget).toHaveBeenCalledWith('list:2');
  });

  it('a refused deletion puts the list back in its place with the call’s alert', async () => {
    const services = fixture({
      lists: { list: async () => THREE, delete: async () => Promise.reject(refused(500, 'Nope')) },
    });
    const all = services.registry.resource(collectionsData.lists, null) as ResourceActor;
    await idle(all);
    expect((await deleteCollection(services, { kind: 'lists', id: '2' })).ok).toBe(false);
    expect(all.getSnapshot().context.value).toEqual(['1', '2', '3']);
    expect(services.store.has('lists', '2')).toBe(true);
    expect(services.timelines.forget).not.toHaveBeenCalled();
    expect(JSON.stringify(services.alerts.getSnapshot())).toContain('Nope');
  });

  it('a circle has no timeline to forget', async () => {
    const services = fixture({ circles: { delete: async () => ({}) } });
    expect((await deleteCollection(services, { kind: 'circles', id: '4' })).ok).toBe(true);
    expect(services.timelines.forget).not.toHaveBeenCalled();
  });
});

describe('a list’s settings', () => {
  it('change at once and take the server’s answer', async () => {
    const answer = deferred<unknown>();
    const update = vi.fn(() => answer.promise);
    const services = fixture({ lists: { update } });
    importLists(services.store, [{ id: '1', title: 'Friends', exclusive: false, replies_policy: 'list' }]);
    const outcome = changeListSetting(services, { listId: '1', fields: { exclusive: true } });
    expect(services.store.get('lists', '1')?.exclusive).toBe(true);
    answer.resolve({ id: '1', title: 'Friends', exclusive: true, replies_policy: 'list', notify: true });
    expect((await outcome).ok).toBe(true);
    expect(update).toHaveBeenCalledWith('1', { exclusive: true });
    expect(services.store.get('lists', '1')?.notify).toBe(true);
  });

  it('a refused change puts back only its own field, not a later change of another', async () => {
    const first = deferred<unknown>();
    const update = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValue({
      id: '1',
      title: 'Friends',
      replies_policy: 'none',
      exclusive: true,
    });
    const services = fixture({ lists: { update } });
    importLists(services.store, [{ id: '1', title: 'Friends', exclusive: false, replies_policy: 'list' }]);
    const exclusive = changeListSetting(services, { listId: '1', fields: { exclusive: true } });
    await changeListSetting(services, { listId: '1', fields: { replies_policy: 'none' } });
    first.reject(refused(500, 'Nope'));
    expect((await exclusive).ok).toBe(false);
    expect(services.store.get('lists', '1')).toMatchObject({ exclusive: false, replies_policy: 'none' });
  });

  it('a refused change alone goes back', async () => {
    const services = fixture({ lists: { update: async () => Promise.reject(refused(422, 'Bad')) } });
    importLists(services.store, [{ id: '1', title: 'Friends', replies_policy: 'list' }]);
    expect((await changeListSetting(services, { listId: '1', fields: { replies_policy: 'followed' } })).ok).toBe(false);
    expect(services.store.get('lists', '1')?.replies_policy).toBe('list');
    expect(services.alerts.getSnapshot()).toHaveLength(1);
  });
});

describe("the account's runners", () => {
  it('are one per account, and letting the account go stops what they have in flight', async () => {
    const account = () => {
      const calls = { addAccounts: vi.fn(async () => ({})), delete: vi.fn(async () => ({})) };
      return { calls, services: fixture({ circles: calls }) };
    };
    const one = account();
    const other = account();
    const toggle = { set: CIRCLE_MEMBERS, ownerId: '7', accountId: '20', add: true };
    const outcomes = [one, other].map(({ services }) => [
      toggleMembership(services, toggle),
      deleteCollection(services, { kind: 'circles', id: '4' }),
    ]);
    expectOnePerAccount(MEMBERSHIP_TOGGLES, one.services.store, other.services.store);
    expectOnePerAccount(COLLECTION_REMOVALS, one.services.store, other.services.store);
    one.services.store.scope.dispose();
    expect((await Promise.all(outcomes[0]!)).map((outcome) => outcome.ok)).toEqual([false, false]);
    expect((await Promise.all(outcomes[1]!)).map((outcome) => outcome.ok)).toEqual([true, true]);
    await settle();
    expect(one.calls.addAccounts).not.toHaveBeenCalled();
    expect(one.calls.delete).not.toHaveBeenCalled();
    expect(other.calls.addAccounts).toHaveBeenCalledWith('7', ['20']);
    expect(other.calls.delete).toHaveBeenCalledWith('4');
  });
});
