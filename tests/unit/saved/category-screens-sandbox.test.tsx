// @vitest-environment jsdom
/**
 * The bookmark categories screens against the sandbox through the real API (contract-checked): the index creates
 * (a blank title is refused beside the field without asking the server, the typed text kept, no alert), renames and
 * deletes after asking in the dialog (the focus then moves to the next category), the server agreeing each time;
 * a category's screen shows its posts titled with its name, a post taken out of it leaves once the server agrees,
 * and a deleted category says so instead of showing a feed.
 */
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toggleBookmarkCategory } from '../../../src/services/bookmark-categories/category-toggles';
import { BookmarkCategoriesScreen } from '../../../src/views/bookmark-categories/BookmarkCategoriesScreen';
import { BookmarkCategoryScreen } from '../../../src/views/bookmark-categories/BookmarkCategoryScreen';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import { buttonNamed, typeInto } from '../filters/filter-dom';
import { fakeServices, mount, type FakeServices, type Mounted } from '../timelines/support/fake-app-services';
import { until } from '../../support/wait-for-state';
import { installFakeLayout, type FakeLayout } from '../timelines/support/fake-layout';

const contract = useContractSandbox();
let carol: SignedIn;
let mounted: Mounted | null = null;
let layout: FakeLayout;

beforeAll(async () => {
  carol = await signIn(contract, { username: 'carol' });
});
beforeEach(() => {
  layout = installFakeLayout({ viewport: 2000, rowHeight: 100 });
});
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  layout.restore();
});

function services(): FakeServices {
  return fakeServices({ me: carol.accountId, realApi: carol.api, server: contract.origin });
}

const titles = (container: HTMLElement) =>
  [...container.querySelectorAll('.category-row__link')].map((link) => link.textContent);
const submit = (form: HTMLFormElement) => act(() => form.requestSubmit());

describe('the bookmark categories screen with the sandbox', () => {
  it('creates, renames and deletes categories as the server agrees; a blank title stays as typed, unsent', async () => {
    const app = services();
    mounted = mount(app, <BookmarkCategoriesScreen />);
    const { container } = mounted;
    await until(() => container.querySelector('.category-form') !== null);
    await until(() => container.querySelector('.category-screens__list, .data-note:not([role])') !== null);
    const field = container.querySelector<HTMLInputElement>('.category-form input')!;

    const before = (await carol.api.bookmarkCategories.list()).length;
    typeInto(field, '   ');
    submit(container.querySelector('form')!);
    // refused beside the field without asking the server
    expect(container.querySelector('.category-form__error')?.textContent).toBe('Enter a title.');
    expect(field.value).toBe('   ');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(await carol.api.bookmarkCategories.list()).toHaveLength(before);

    typeInto(field, 'Aardvarks');
    submit(container.querySelector('form')!);
    await until(() => titles(container).includes('Aardvarks'));
    typeInto(field, 'Zebras');
    submit(container.querySelector('form')!);
    await until(() => titles(container).includes('Zebras'));
    expect(field.value).toBe('');
    expect(container.querySelector('.category-form__error')).toBeNull();
    expect(container.querySelector('.category-screens > [role="status"]')?.textContent).toBe(
      'Category “Zebras” created.',
    );
    // listed by title
    expect(titles(container).indexOf('Aardvarks')).toBeLessThan(titles(container).indexOf('Zebras'));
    const listed = async () => (await carol.api.bookmarkCategories.list()).map((c) => c.title);
    expect(await listed()).toEqual(expect.arrayContaining(['Aardvarks', 'Zebras']));

    act(() => buttonNamed(container, 'Rename “Aardvarks”').click());
    const rename = container.querySelector<HTMLInputElement>('.category-row__rename input')!;
    expect(document.activeElement).toBe(rename);
    typeInto(rename, 'Anteaters');
    submit(container.querySelector<HTMLFormElement>('.category-row__rename')!);
    await until(() => titles(container).includes('Anteaters'));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Rename “Anteaters”');
    expect(await listed()).toContain('Anteaters');

    const order = titles(container);
    const after = order[order.indexOf('Anteaters') + 1];
    act(() => buttonNamed(container, 'Delete “Anteaters”').click());
    const dialog = document.querySelector('[role="alertdialog"]')!;
    expect(dialog.textContent).toContain('“Anteaters” will be deleted.');
    act(() => buttonNamed(dialog, 'Delete').click());
    await until(() => !titles(container).includes('Anteaters'));
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    expect(document.activeElement?.textContent).toBe(after);
    await until(
      () =>
        container.querySelector('.category-screens > [role="status"]')?.textContent === 'Category “Anteaters” deleted.',
    );
    expect(await listed()).not.toContain('Anteaters');
    expect(app.alerts.getSnapshot()).toEqual([]);
  });
});

describe("a bookmark category's screen with the sandbox", () => {
  const rowIds = (container: HTMLElement) =>
    [...container.querySelectorAll('[role="feed"] [data-feed-item]')].map((row) => row.getAttribute('data-feed-item'));

  async function openCategory(app: FakeServices, id: string) {
    mounted = mount(app, <BookmarkCategoryScreen />, {
      path: `/bookmark_categories/${id}`,
      route: '/bookmark_categories/:id',
    });
    return mounted.container;
  }

  it('shows the category’s posts under its name; a post taken out leaves once the server agrees', async () => {
    const category = await carol.api.bookmarkCategories.create('Moths');
    const posts = [...contract.sandbox.db.statuses.values()]
      .filter((s) => !s.deleted && s.visibility === 'public' && s.reblog_of_id === null)
      .slice(0, 3);
    await carol.api.bookmarkCategories.addStatuses(
      category.id,
      posts.map((p) => p.id),
    );
    const app = services();
    const container = await openCategory(app, category.id);
    await until(() => rowIds(container).length === 3);
    expect(container.querySelector('h1')?.textContent).toBe('Bookmark category: Moths');
    const server = (await carol.api.bookmarkCategories.statuses(category.id)).items.map((s) => s.id);
    expect(rowIds(container)).toEqual(server);

    const leaving = server[1]!;
    await toggleBookmarkCategory(app, { statusId: leaving, categoryId: category.id, add: false });
    await until(() => !rowIds(container).includes(leaving));
    expect((await carol.api.bookmarkCategories.statuses(category.id)).items.map((s) => s.id)).not.toContain(leaving);
    expect(app.alerts.getSnapshot()).toEqual([]);
  });

  it('says a deleted category was deleted instead of showing a feed, without an alert', async () => {
    const category = await carol.api.bookmarkCategories.create('Gone soon');
    await carol.api.bookmarkCategories.delete(category.id);
    const app = services();
    const container = await openCategory(app, category.id);
    await until(() => container.textContent?.includes('This category was deleted.') === true);
    expect(container.querySelector('[role="feed"]')).toBeNull();
    expect(container.querySelector('a[href="/bookmark_categories"]')).not.toBeNull();
    expect(app.alerts.getSnapshot()).toEqual([]);
  });
});
