// @vitest-environment jsdom
/**
 * The lists screens with a stubbed API: /lists (sorted, favourites first on kmyblue, the new-list form keeping
 * what was typed on a refusal, Delete asked first in the one dialog frame), /lists/:id/edit (the settings, the
 * kmyblue switches only on kmyblue, the members editor), and the list timeline (the list read first; a 404 says
 * it was deleted instead of showing the feed).
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/domain/errors/api-error';
import { importLists } from '../../../src/services/store/collection-importers';
import ListEditScreen from '../../../src/views/lists/ListEditScreen';
import ListsScreen from '../../../src/views/lists/ListsScreen';
import ListTimelineScreen from '../../../src/views/lists/ListTimelineScreen';
import { rawAccount } from '../status/status-fixtures';
import {
  clickButton,
  deferred,
  expectNoAxeViolations,
  fakeServices,
  mount,
  settle,
  type ApiStubs,
  type FakeServices,
  type Mounted,
} from '../timelines/support/fake-app-services';
import { typeValue } from '../timelines/support/drive-screen';
import { until } from '../../support/wait-for-state';

vi.mock('../../../src/views/timelines/TimelineScreen', () => ({
  default: ({ timeline }: { timeline: string }) => <section data-screen="timeline" data-timeline={timeline} />,
}));

const KMYBLUE = { fedibird_capabilities: ['kmyblue_circle_history', 'favourite_list'] };
const MASTODON = { api_versions: { mastodon: 6 } };
const LISTS = [
  { id: '1', title: 'work', favourite: false },
  { id: '2', title: 'Art', favourite: false, exclusive: true },
  { id: '3', title: 'Zines', favourite: true },
];

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  document.body.innerHTML = '';
});

function open(element: React.ReactNode, api: ApiStubs, options: { path?: string; route?: string } = {}) {
  const services = fakeServices({ me: '99', api });
  mounted = mount(services, element, options);
  return { services, container: mounted.container };
}

const rowTitles = (container: HTMLElement) =>
  [...container.querySelectorAll('.organise-row__link')].map((link) => link.textContent);

describe('/lists', () => {
  it('lists by title, favourite lists first on a server that marks favourites, saying which are', async () => {
    const { container } = open(<ListsScreen />, {
      lists: { list: async () => LISTS },
      instance: { get: async () => KMYBLUE },
    });
    await until(() => (rowTitles(container).length === 3 ? true : null), 'rows');
    await settle(3);
    expect(rowTitles(container)).toEqual(['Zines', 'Art', 'work']);
    const badges = [...container.querySelectorAll('.organise-row')].map((row) =>
      [...row.querySelectorAll('.organise-badge')].map((b) => b.textContent),
    );
    expect(badges).toEqual([['Favourite'], ['Exclusive'], []]);
    expect(container.querySelector('a.organise-row__link')?.getAttribute('href')).toBe('/lists/3');
    expect(container.querySelector('[aria-label="Edit list “Zines”"]')?.getAttribute('href')).toBe('/lists/3/edit');
    await expectNoAxeViolations(container);
  });

  it('on a plain Mastodon server lists sort by title only, with no favourite marks', async () => {
    const { container } = open(<ListsScreen />, {
      lists: { list: async () => LISTS },
      instance: { get: async () => MASTODON },
    });
    await until(() => (rowTitles(container).length === 3 ? true : null), 'rows');
    await settle(3);
    expect(rowTitles(container)).toEqual(['Art', 'work', 'Zines']);
    expect(container.textContent).not.toContain('Favourite');
  });

  it('a new list is made from the form, joins the rows, the field empties and it is announced', async () => {
    const create = vi.fn(async (fields: { title: string }) => ({ id: '8', title: fields.title }));
    const { container } = open(<ListsScreen />, {
      lists: { list: async () => [], create },
      instance: { get: async () => MASTODON },
    });
    await until(() => container.querySelector('.data-note:not([role])'), 'empty note');
    expect(container.textContent).toContain('You have no lists yet.');
    const input = container.querySelector<HTMLInputElement>('input[type="text"]')!;
    expect(container.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('New list');
    typeValue(input, '  Cats ');
    clickButton(container, 'Create list');
    await until(() => (rowTitles(container).includes('Cats') ? true : null), 'the new row');
    expect(create).toHaveBeenCalledWith({ title: 'Cats' });
    expect(input.value).toBe('');
    expect(container.querySelector('.organise-title-form [role="status"]')?.textContent).toBe('List “Cats” created.');
  });

  it('a blank title is not sent and the form says a title is needed', async () => {
    const create = vi.fn();
    const { container } = open(<ListsScreen />, {
      lists: { list: async () => [], create },
      instance: { get: async () => MASTODON },
    });
    await settle(3);
    clickButton(container, 'Create list');
    expect(create).not.toHaveBeenCalled();
    expect(container.querySelector('.organise-title-form [role="alert"]')?.textContent).toBe('Enter a title.');
  });

  it('a refused title (422) shows the server’s words beside the field, keeps what was typed, raises no alert', async () => {
    const refusal = new ApiError({ kind: 'response', status: 422, message: '422', serverMessage: 'Title is too long' });
    const { services, container } = open(<ListsScreen />, {
      lists: { list: async () => [], create: async () => Promise.reject(refusal) },
      instance: { get: async () => MASTODON },
    });
    await settle(3);
    const input = container.querySelector<HTMLInputElement>('input[type="text"]')!;
    typeValue(input, 'A very long title');
    clickButton(container, 'Create list');
    const alert = await until(() => container.querySelector('.organise-title-form [role="alert"]'), 'the refusal');
    expect(alert.textContent).toBe('Title is too long');
    expect(input.value).toBe('A very long title');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(services.alerts.getSnapshot()).toEqual([]);
  });

  it('Delete asks first in an alert dialog, then the list leaves at once and the focus goes to the heading', async () => {
    const answer = deferred<unknown>();
    const remove = vi.fn(() => answer.promise);
    const { services, container } = open(<ListsScreen />, {
      lists: { list: async () => LISTS, delete: remove },
      instance: { get: async () => MASTODON },
    });
    await until(() => (rowTitles(container).length === 3 ? true : null), 'rows');
    act(() => container.querySelector<HTMLButtonElement>('[aria-label="Delete list “Art”"]')!.click());
    const dialog = await until(() => document.querySelector<HTMLElement>('[role="alertdialog"]'), 'the dialog');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Delete list “Art”?');
    expect(remove).not.toHaveBeenCalled();
    clickButton(dialog, 'Delete list');
    await settle(2);
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    expect(rowTitles(container)).toEqual(['work', 'Zines']);
    expect(remove).toHaveBeenCalledWith('2');
    expect(document.activeElement?.tagName).toBe('H1');
    answer.resolve({});
    await settle(2);
    expect(services.store.has('lists', '2')).toBe(false);
  });

  it('Cancel keeps the list', async () => {
    const remove = vi.fn();
    const { container } = open(<ListsScreen />, {
      lists: { list: async () => LISTS, delete: remove },
      instance: { get: async () => MASTODON },
    });
    await until(() => (rowTitles(container).length === 3 ? true : null), 'rows');
    act(() => container.querySelector<HTMLButtonElement>('[aria-label="Delete list “Art”"]')!.click());
    const dialog = await until(() => document.querySelector<HTMLElement>('[role="alertdialog"]'), 'the dialog');
    clickButton(dialog, 'Cancel');
    await settle(1);
    expect(remove).not.toHaveBeenCalled();
    expect(rowTitles(container)).toHaveLength(3);
  });
});

describe('/lists/:id/edit', () => {
  const editStubs = (instance: unknown, extra: NonNullable<ApiStubs['lists']> = {}): ApiStubs => ({
    lists: {
      get: async () => ({ id: '1', title: 'Friends', replies_policy: 'list', exclusive: false, notify: false }),
      accounts: async () => ({ items: [rawAccount('30', { acct: 'bob' })], next: null, prev: null }),
      ...extra,
    },
    instance: { get: async () => instance },
  });

  async function openEditor(instance: unknown, extra: NonNullable<ApiStubs['lists']> = {}) {
    const opened = open(<ListEditScreen />, editStubs(instance, extra), {
      path: '/lists/1/edit',
      route: '/lists/:id/edit',
    });
    await until(() => opened.container.querySelector('[aria-label="Remove @bob from Friends"]'), 'the member');
    await settle(3);
    return opened;
  }

  const switchLabels = (container: HTMLElement) =>
    [...container.querySelectorAll('input[role="switch"]')].map((input) => input.closest('label')?.textContent);

  it('names the list, offers rename, exclusive, the replies radios and the members', async () => {
    const { container } = await openEditor(MASTODON);
    expect(container.querySelector('h1')?.textContent).toBe('Edit list “Friends”');
    expect(container.querySelector<HTMLInputElement>('input[type="text"]')?.value).toBe('Friends');
    expect(switchLabels(container)).toEqual(['Exclusive']);
    const radios = [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      'Any account you follow',
      'Members of the list',
      'Nobody',
    ]);
    expect(radios.find((r) => r.checked)?.value).toBe('list');
    await expectNoAxeViolations(container);
  });

  it('notify and favourite are offered only on a kmyblue server', async () => {
    const { container } = await openEditor(KMYBLUE);
    expect(switchLabels(container)).toEqual(['Exclusive', 'Notify me of new posts', 'Favourite']);
  });

  it('a switch changes at once and is sent', async () => {
    const update = vi.fn(async () => ({ id: '1', title: 'Friends', exclusive: true }));
    const { services, container } = await openEditor(MASTODON, { update });
    const exclusive = container.querySelector<HTMLInputElement>('input[role="switch"]')!;
    act(() => exclusive.click());
    expect(services.store.get('lists', '1')?.exclusive).toBe(true);
    await settle(2);
    expect(update).toHaveBeenCalledWith('1', { exclusive: true });
    const none = container.querySelector<HTMLInputElement>('input[value="none"]')!;
    act(() => none.click());
    await settle(2);
    expect(update).toHaveBeenLastCalledWith('1', { replies_policy: 'none' });
  });

  it('a member’s Remove takes the row away at once and announces it', async () => {
    const removeAccounts = vi.fn(async () => ({}));
    const { container } = await openEditor(MASTODON, { removeAccounts });
    act(() => container.querySelector<HTMLButtonElement>('[aria-label="Remove @bob from Friends"]')!.click());
    expect(container.querySelector('[aria-label="Remove @bob from Friends"]')).toBeNull();
    await settle(2);
    expect(removeAccounts).toHaveBeenCalledWith('1', ['30']);
    expect(container.textContent).toContain('@bob removed from Friends.');
    expect(document.activeElement?.textContent).toContain('No members yet.');
  });

  it('a deleted list (404) says so', async () => {
    const notFound = new ApiError({ kind: 'response', status: 404, message: '404' });
    const { container, services } = open(
      <ListEditScreen />,
      { lists: { get: async () => Promise.reject(notFound) }, instance: { get: async () => MASTODON } },
      { path: '/lists/5/edit', route: '/lists/:id/edit' },
    );
    await until(() => container.querySelector('.organise-gone'), 'the deleted note');
    expect(container.textContent).toContain('This list was deleted.');
    expect(services.alerts.getSnapshot()).toEqual([]);
  });
});

describe('the list timeline /lists/:id', () => {
  const route = { path: '/lists/4', route: '/lists/:id' };

  it('a known list shows its timeline at once while it is read again', async () => {
    const get = vi.fn(() => new Promise(() => {}));
    const services: FakeServices = fakeServices({ me: '99', api: { lists: { get } } });
    importLists(services.store, [{ id: '4', title: 'Cats' }]);
    mounted = mount(services, <ListTimelineScreen />, route);
    // the loading note never shows: the timeline (lazy) comes as soon as its code is in
    expect(mounted.container.querySelector('[role="status"]')).toBeNull();
    const timeline = await until(() => mounted!.container.querySelector('[data-screen="timeline"]'), 'the timeline');
    expect(timeline.getAttribute('data-timeline')).toBe('list:4');
    expect(get).toHaveBeenCalledWith('4', { signal: expect.any(AbortSignal) });
  });

  it('an unknown list is read first, then its timeline shows (its name now in the store)', async () => {
    const { services, container } = open(
      <ListTimelineScreen />,
      { lists: { get: async () => ({ id: '4', title: 'Cats' }) } },
      route,
    );
    expect(container.querySelector('[data-screen="timeline"]')).toBeNull();
    await until(() => container.querySelector('[data-screen="timeline"]'), 'the timeline');
    expect(services.store.get('lists', '4')?.title).toBe('Cats');
  });

  it('a deleted list (404) says “This list was deleted” instead of the feed, with no alert', async () => {
    const notFound = new ApiError({ kind: 'response', status: 404, message: '404' });
    const { services, container } = open(
      <ListTimelineScreen />,
      { lists: { get: async () => Promise.reject(notFound) } },
      route,
    );
    await until(() => container.querySelector('.organise-gone'), 'the deleted note');
    expect(container.textContent).toContain('This list was deleted.');
    expect(container.querySelector('[data-screen="timeline"]')).toBeNull();
    expect(container.querySelector('a[href="/lists"]')?.textContent).toBe('Back to your lists');
    expect(services.alerts.getSnapshot()).toEqual([]);
  });
});
