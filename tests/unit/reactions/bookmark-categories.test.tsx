// @vitest-environment jsdom
/**
 * The bookmark categories dialog: one checkbox per category, checked for those holding the post; checking
 * adds (and bookmarks), unchecking removes; a refused change reverts its checkbox with the alert.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/domain/errors/api-error';
import { importStatus } from '../../../src/services/store';
import { BookmarkCategoriesDialog } from '../../../src/views/bookmark-categories/BookmarkCategoriesDialog';
import { rawStatus } from '../status/status-fixtures';
import {
  deferred,
  expectNoAxeViolations,
  fakeServices,
  mount,
  settle,
  type ApiStubs,
  type FakeServices,
  type Mounted,
} from '../timelines/support/fake-app-services';

const CATEGORIES = [
  { id: '1', title: 'Recipes' },
  { id: '2', title: 'Reading' },
  { id: '3', title: 'Later' },
];

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

function open(api: ApiStubs, me: string | null = '99'): FakeServices {
  const services = fakeServices({ me, api });
  importStatus(services.store, rawStatus('10', { bookmarked: false }));
  mounted = mount(services, <BookmarkCategoriesDialog statusId="10" onClose={() => {}} />);
  return services;
}

const dialog = () => document.body.querySelector<HTMLElement>('[role="dialog"]')!;
const boxes = () => [...dialog().querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
const labelled = () => boxes().map((box) => `${box.closest('label')?.textContent}:${box.checked ? 'on' : 'off'}`);

function baseApi(extra: ApiStubs['bookmarkCategories'] = {}): ApiStubs {
  return {
    bookmarkCategories: { list: async () => CATEGORIES, ...extra },
    statuses: { bookmarkCategories: async (id: string) => (id === '10' ? [CATEGORIES[1]] : []) },
  };
}

describe('bookmark categories dialog', () => {
  it('lists every category, checked where the post already is', async () => {
    open(baseApi());
    expect(dialog().textContent).toContain('Loading categories…');
    await settle();
    expect(labelled()).toEqual(['Recipes:off', 'Reading:on', 'Later:off']);
    await expectNoAxeViolations(dialog());
  });

  it('checking adds the post (and marks it bookmarked); unchecking removes it', async () => {
    const addStatuses = vi.fn(async () => ({}));
    const removeStatuses = vi.fn(async () => ({}));
    const services = open(baseApi({ addStatuses, removeStatuses }));
    await settle();
    act(() => boxes()[0]!.click());
    expect(boxes()[0]!.checked).toBe(true);
    await settle();
    expect(addStatuses).toHaveBeenCalledWith('1', ['10']);
    expect(services.store.get('statuses', '10')?.bookmarked).toBe(true);
    act(() => boxes()[1]!.click());
    await settle();
    expect(removeStatuses).toHaveBeenCalledWith('2', ['10']);
    expect(labelled()).toEqual(['Recipes:on', 'Reading:off', 'Later:off']);
  });

  it('a refused change reverts the checkbox and raises the alert', async () => {
    const answer = deferred<unknown>();
    const addStatuses = vi.fn(() => answer.promise);
    const services = open(baseApi({ addStatuses }));
    await settle();
    act(() => boxes()[2]!.click());
    expect(boxes()[2]!.checked).toBe(true);
    expect(boxes()[2]!.getAttribute('aria-busy')).toBe('true');
    answer.reject(
      new ApiError({ kind: 'response', status: 422, message: '422', serverMessage: 'Too many categories' }),
    );
    await settle();
    expect(boxes()[2]!.checked).toBe(false);
    expect(boxes()[2]!.hasAttribute('aria-busy')).toBe(false);
    expect(services.store.get('statuses', '10')?.bookmarked).toBe(false);
    expect(services.alerts.getSnapshot().map((a) => [a.title, a.message])).toEqual([
      [expect.anything(), expect.anything()],
    ]);
    expect(JSON.stringify(services.alerts.getSnapshot()[0])).toContain('Too many categories');
  });

  it('says so when there are no categories', async () => {
    open({ bookmarkCategories: { list: async () => [] }, statuses: { bookmarkCategories: async () => [] } });
    await settle();
    expect(boxes()).toEqual([]);
    expect(dialog().textContent).toContain('You have no bookmark categories yet.');
  });

  it('a failed load offers a retry that loads again', async () => {
    let calls = 0;
    open({
      bookmarkCategories: {
        list: async () => {
          calls += 1;
          if (calls === 1) throw new ApiError({ kind: 'response', status: 500, message: 'boom' });
          return CATEGORIES;
        },
      },
      statuses: { bookmarkCategories: async () => [] },
    });
    await settle();
    expect(dialog().querySelector('[role="alert"]')?.textContent).toContain('The categories could not be loaded.');
    act(() => [...dialog().querySelectorAll('button')].find((b) => b.textContent === 'Try again')!.click());
    await settle();
    expect(labelled()).toEqual(['Recipes:off', 'Reading:off', 'Later:off']);
  });
});
