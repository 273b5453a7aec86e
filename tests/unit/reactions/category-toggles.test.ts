/**
 * Bookmark categories of a post (src/services/bookmark-categories): the resource (every category, which hold
 * the post) and the optimistic toggles through the generic runner: the chart changes at once, the server is
 * asked, a refusal takes the change back with the call's alert; one toggle per post and category at a time.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  CATEGORY_TOGGLES,
  toggleBookmarkCategory,
  toggleKey,
} from '../../../src/services/bookmark-categories/category-toggles';
import { postCategories, type PostCategories } from '../../../src/services/bookmark-categories/post-categories';
import type { ResourceActor } from '../../../src/machines/resource.machine';
import { ApiError } from '../../../src/domain/errors/api-error';
import { importStatus } from '../../../src/services/store';
import { expectOnePerAccount, settle } from '../../support/account-parts';
import { dataFixture, idle } from '../../support/data-fixture';
import { rawStatus } from '../status/status-fixtures';
import { stubApi, type ApiStubs } from '../timelines/support/fake-app-services';
import { waitForState } from '../../support/wait-for-state';

const CATEGORIES = [
  { id: '1', title: 'Recipes' },
  { id: '2', title: 'Reading' },
];

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function open(extra: NonNullable<ApiStubs['bookmarkCategories']> = {}) {
  const list = vi.fn(async () => CATEGORIES);
  const ofPost = vi.fn(async () => [CATEGORIES[1]]);
  const fixture = dataFixture(
    stubApi({ bookmarkCategories: { list, ...extra }, statuses: { bookmarkCategories: ofPost } }),
  );
  importStatus(fixture.store, rawStatus('10', { bookmarked: false }));
  const chart = fixture.registry.resource(postCategories, '10');
  await idle(chart);
  const holding = () => (chart.getSnapshot().context.value as PostCategories).holding;
  return { ...fixture, data: fixture.registry, chart: chart as ResourceActor, holding, list, ofPost };
}

describe('bookmark categories of a post', () => {
  it('loads every category (stored) and which hold the post', async () => {
    const { chart, store, list, ofPost } = await open();
    expect(chart.getSnapshot().context.value).toEqual({ categoryIds: ['1', '2'], holding: ['2'] });
    expect(store.get('bookmarkCategories', '1')?.title).toBe('Recipes');
    expect(list).toHaveBeenCalledWith({ signal: expect.any(AbortSignal) });
    expect(ofPost).toHaveBeenCalledWith('10', { signal: expect.any(AbortSignal) });
  });

  it('adding shows at once, then bookmarks the post once the server agrees', async () => {
    const answer = deferred<unknown>();
    const addStatuses = vi.fn(() => answer.promise);
    const services = await open({ addStatuses });
    const outcome = toggleBookmarkCategory(services, { statusId: '10', categoryId: '1', add: true });
    expect(services.holding()).toEqual(['2', '1']);
    expect(services.store.get('statuses', '10')?.bookmarked).toBe(false);
    answer.resolve({});
    expect((await outcome).ok).toBe(true);
    expect(addStatuses).toHaveBeenCalledWith('1', ['10']);
    expect(services.store.get('statuses', '10')?.bookmarked).toBe(true);
    expect(services.alerts.getSnapshot()).toEqual([]);
  });

  it('a refused removal puts the category back and raises the alert', async () => {
    const removeStatuses = vi.fn(async () => {
      throw new ApiError({ kind: 'response', status: 422, message: '422', serverMessage: 'Nope' });
    });
    const services = await open({ removeStatuses });
    const outcome = toggleBookmarkCategory(services, { statusId: '10', categoryId: '2', add: false });
    expect(services.holding()).toEqual([]);
    expect((await outcome).ok).toBe(false);
    expect(removeStatuses).toHaveBeenCalledWith('2', ['10']);
    expect(services.holding()).toEqual(['2']);
    expect(JSON.stringify(services.alerts.getSnapshot())).toContain('Nope');
  });

  it('the revert touches only its own category, and only while the chart still shows the change', async () => {
    const answers: ReturnType<typeof deferred<unknown>>[] = [];
    const addStatuses = vi.fn(() => {
      const answer = deferred<unknown>();
      answers.push(answer);
      return answer.promise;
    });
    const services = await open({ addStatuses });
    const first = toggleBookmarkCategory(services, { statusId: '10', categoryId: '1', add: true });
    await waitForState(() => expect(answers).toHaveLength(1));
    // a refresh meanwhile says category 1 does not hold it: the revert has nothing left to undo
    services.chart.send({ type: 'SET', value: { categoryIds: ['1', '2'], holding: ['2'] } });
    answers[0]!.reject(new ApiError({ kind: 'response', status: 500, message: '500' }));
    await first;
    expect(services.holding()).toEqual(['2']);
    const second = toggleBookmarkCategory(services, { statusId: '10', categoryId: '1', add: true });
    await waitForState(() => expect(answers).toHaveLength(2));
    // meanwhile the post left category 2 (another change): the revert touches category 1 only
    services.chart.send({ type: 'SET', value: { categoryIds: ['1', '2'], holding: ['1'] } });
    answers[1]!.reject(new ApiError({ kind: 'response', status: 500, message: '500' }));
    await second;
    // category 2 left by someone else stays left; category 1 is taken back
    expect(services.holding()).toEqual([]);
  });

  it('a toggle of the same post and category while one is in flight joins it', async () => {
    const answer = deferred<unknown>();
    const addStatuses = vi.fn(() => answer.promise);
    const services = await open({ addStatuses });
    const first = toggleBookmarkCategory(services, { statusId: '10', categoryId: '1', add: true });
    expect(toggleBookmarkCategory(services, { statusId: '10', categoryId: '1', add: false })).toBe(first);
    answer.resolve({});
    await first;
    expect(addStatuses).toHaveBeenCalledTimes(1);
    expect(services.holding()).toEqual(['2', '1']);
    expect(toggleKey({ statusId: '10', categoryId: '1' })).not.toBe(toggleKey({ statusId: '1', categoryId: '01' }));
  });
});

describe("the account's runner", () => {
  it('is one per account, and letting the account go stops what it has in flight', async () => {
    const account = async () => {
      const addStatuses = vi.fn(async () => ({}));
      return { addStatuses, services: await open({ addStatuses }) };
    };
    const one = await account();
    const other = await account();
    const toggle = { statusId: '10', categoryId: '1', add: true };
    const stopped = toggleBookmarkCategory(one.services, toggle);
    const going = toggleBookmarkCategory(other.services, toggle);
    expectOnePerAccount(CATEGORY_TOGGLES, one.services.store, other.services.store);
    one.services.store.scope.dispose();
    expect((await stopped).ok).toBe(false);
    expect((await going).ok).toBe(true);
    await settle();
    expect(one.addStatuses).not.toHaveBeenCalled();
    expect(other.addStatuses).toHaveBeenCalledWith('1', ['10']);
  });
});
