/**
 * Creating, renaming and deleting bookmark categories through the optimistic runner: a create shows nothing before
 * the server answers, then joins the store and the categories chart; a rename shows at once and goes back when
 * refused; a delete leaves the list at once, comes back in its place when refused (with the alert), and once
 * agreed its record leaves the store and its posts' timeline is stopped. A 422 on a create or rename raises no
 * alert (the form shows it); the same change asked twice while in flight is one request.
 */
import { describe, expect, it, vi } from 'vitest';
import type { ResourceActor } from '../../../src/machines/resource.machine';
import { bookmarkCategoryList, categoriesByTitle } from '../../../src/services/bookmark-categories/category-data';
import { CATEGORY_CHANGES, changeBookmarkCategory } from '../../../src/services/bookmark-categories/category-changes';
import { dataRegistryOf } from '../../../src/services/data/data-registry';
import { createAlertQueue } from '../../../src/services/alerts';
import { ApiError } from '../../../src/domain/errors/api-error';
import { createEntityStore } from '../../../src/services/store';
import { expectOnePerAccount } from '../../support/account-parts';
import { deferred, stubApi, type ApiStubs } from '../timelines/support/fake-app-services';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const error = (status: number, message: string) =>
  new ApiError({ kind: 'response', message, status, statusText: '', serverMessage: message });

async function setUp(stubs: ApiStubs) {
  const store = createEntityStore({ currentAccountId: 'me' });
  const alerts = createAlertQueue();
  const api = stubApi({
    ...stubs,
    bookmarkCategories: {
      list: async () => [
        { id: '1', title: 'Recipes' },
        { id: '2', title: 'Art' },
      ],
      ...stubs.bookmarkCategories,
    },
  });
  const forget = vi.fn();
  const services = { api, store, alerts, server: 'https://social.example', timelines: { forget } };
  const chart = dataRegistryOf(services).resource(bookmarkCategoryList, null) as ResourceActor;
  await flush();
  const ids = () => chart.getSnapshot().context.value as readonly string[];
  return { store, alerts, services, ids, forget };
}

describe('bookmark category changes', () => {
  it('a created category joins the store and the list once the server answers', async () => {
    const answer = deferred<{ id: string; title: string }>();
    const { services, ids, store } = await setUp({ bookmarkCategories: { create: () => answer.promise } });
    const done = changeBookmarkCategory(services, { kind: 'create', title: 'Birds' });
    await flush();
    expect(ids()).toEqual(['1', '2']);
    answer.resolve({ id: '3', title: 'Birds' });
    expect(await done).toEqual({ ok: true, result: { id: '3' } });
    expect(ids()).toEqual(['1', '2', '3']);
    expect(store.get('bookmarkCategories', '3')?.title).toBe('Birds');
  });

  it('a create refused with 422 raises no alert (the form shows the server’s words); a 500 does', async () => {
    let next = error(422, "Validation failed: Title can't be blank");
    const { services, ids, alerts } = await setUp({
      bookmarkCategories: {
        create: async () => {
          throw next;
        },
      },
    });
    const outcome = await changeBookmarkCategory(services, { kind: 'create', title: ' ' });
    expect(outcome).toEqual({ ok: false, error: next });
    expect(alerts.getSnapshot()).toEqual([]);
    next = error(500, 'boom');
    await changeBookmarkCategory(services, { kind: 'create', title: 'x' });
    expect(alerts.getSnapshot()).toHaveLength(1);
    expect(ids()).toEqual(['1', '2']);
  });

  it('a rename shows at once and goes back when the server refuses it', async () => {
    const answer = deferred<{ id: string; title: string }>();
    const { services, store, alerts } = await setUp({ bookmarkCategories: { update: () => answer.promise } });
    const done = changeBookmarkCategory(services, { kind: 'rename', id: '1', title: 'Cooking' });
    expect(store.get('bookmarkCategories', '1')?.title).toBe('Cooking');
    answer.reject(error(422, 'Validation failed'));
    expect((await done).ok).toBe(false);
    expect(store.get('bookmarkCategories', '1')?.title).toBe('Recipes');
    expect(alerts.getSnapshot()).toEqual([]);
  });

  it('a delete leaves the list at once and comes back in its place, with the alert, when refused', async () => {
    const answer = deferred<unknown>();
    const { services, ids, alerts, store } = await setUp({ bookmarkCategories: { delete: () => answer.promise } });
    const done = changeBookmarkCategory(services, { kind: 'delete', id: '1' });
    await flush();
    expect(ids()).toEqual(['2']);
    answer.reject(error(500, 'boom'));
    await done;
    expect(ids()).toEqual(['1', '2']);
    expect(store.get('bookmarkCategories', '1')).toBeDefined();
    expect(alerts.getSnapshot()).toHaveLength(1);
  });

  it('a deleted category leaves the store and its posts’ timeline is stopped, once the server agrees', async () => {
    const remove = vi.fn(async () => ({}));
    const { services, ids, store, forget } = await setUp({ bookmarkCategories: { delete: remove } });
    const first = changeBookmarkCategory(services, { kind: 'delete', id: '2' });
    const again = changeBookmarkCategory(services, { kind: 'delete', id: '2' });
    expect(again).toBe(first);
    expect((await first).ok).toBe(true);
    expect(remove).toHaveBeenCalledTimes(1);
    expect(ids()).toEqual(['1']);
    expect(store.get('bookmarkCategories', '2')).toBeUndefined();
    expect(forget).toHaveBeenCalledWith('bookmark_category:2');
  });

  it('lists categories by title as the reader reads them', () => {
    const sorted = categoriesByTitle(
      [
        { id: '1', title: 'recipes' },
        { id: '2', title: 'Art 10' },
        { id: '3', title: 'Art 9' },
      ],
      'en',
    );
    expect(sorted.map((c) => c.id)).toEqual(['3', '2', '1']);
  });
});

describe("the account's runner", () => {
  it('is one per account, and letting the account go stops what it has in flight', async () => {
    const account = async () => {
      const update = vi.fn(async () => ({ id: '1', title: 'Cooking' }));
      return { update, ...(await setUp({ bookmarkCategories: { update } })) };
    };
    const one = await account();
    const other = await account();
    const stopped = changeBookmarkCategory(one.services, { kind: 'rename', id: '1', title: 'Cooking' });
    const going = changeBookmarkCategory(other.services, { kind: 'rename', id: '1', title: 'Cooking' });
    expectOnePerAccount(CATEGORY_CHANGES, one.store, other.store);
    one.store.scope.dispose();
    expect((await stopped).ok).toBe(false);
    expect((await going).ok).toBe(true);
    await flush();
    expect(one.update).not.toHaveBeenCalled();
    expect(other.update).toHaveBeenCalledWith('1', 'Cooking');
    expect(one.alerts.getSnapshot()).toEqual([]);
  });
});
