// @vitest-environment jsdom
/**
 * Circles and the profile's lists dialog with a stubbed API: circles show only on a server that has them
 * (nothing is asked otherwise); a circle's posts (paged); a circle's members searched among the reader's
 * followers and added at once; the dialog's checkboxes ticked for the lists (and, on kmyblue, circles) holding
 * the account, each change made at once.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CircleEditScreen from '../../../src/views/circles/CircleEditScreen';
import CirclePostsScreen from '../../../src/views/circles/CirclePostsScreen';
import CirclesScreen from '../../../src/views/circles/CirclesScreen';
import MembershipDialog from '../../../src/views/collections/MembershipDialog';
import { rawAccount, rawStatus } from '../status/status-fixtures';
import {
  expectNoAxeViolations,
  fakeServices,
  mount,
  settle,
  type ApiStubs,
  type Mounted,
} from '../timelines/support/fake-app-services';
import { typeValue } from '../timelines/support/drive-screen';
import { until } from '../../support/wait-for-state';

const KMYBLUE = { fedibird_capabilities: ['kmyblue_circle_history'] };
const MASTODON = { api_versions: { mastodon: 6 } };

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

describe('circles exist only where the server has them', () => {
  it('on a plain Mastodon server the circles screen says they are not available and asks nothing of circles', async () => {
    const list = vi.fn(async () => []);
    const { container } = open(<CirclesScreen />, { circles: { list }, instance: { get: async () => MASTODON } });
    await until(() => (container.textContent?.includes('not available') ? true : null), 'the note');
    expect(container.textContent).toContain('Circles are not available on this server.');
    expect(list).not.toHaveBeenCalled();
  });

  it('on kmyblue the circles are listed by title with Edit and Delete', async () => {
    const { container } = open(<CirclesScreen />, {
      circles: {
        list: async () => [
          { id: '2', title: 'Work' },
          { id: '1', title: 'close friends' },
        ],
      },
      instance: { get: async () => KMYBLUE },
    });
    await until(() => container.querySelector('.organise-row'), 'rows');
    expect([...container.querySelectorAll('.organise-row__link')].map((a) => a.getAttribute('href'))).toEqual([
      '/circles/1',
      '/circles/2',
    ]);
    expect(container.querySelector('[aria-label="Delete circle “Work”"]')).not.toBeNull();
    await expectNoAxeViolations(container);
  });
});

describe('a circle’s posts', () => {
  it('shows the reader’s posts to the circle under its name, then older ones with Load more', async () => {
    const statuses = vi.fn(async (_id: string, paging: { max_id?: string }) =>
      paging.max_id === undefined
        ? {
            items: [rawStatus('50', { content: '<p>first circle post</p>' })],
            next: 'https://social.example/api/v1/circles/3/statuses?max_id=50',
            prev: null,
          }
        : { items: [rawStatus('40', { content: '<p>older circle post</p>' })], next: null, prev: null },
    );
    const { container } = open(
      <CirclePostsScreen />,
      {
        circles: { get: async () => ({ id: '3', title: 'Inner' }), statuses },
        instance: { get: async () => KMYBLUE },
      },
      { path: '/circles/3', route: '/circles/:id' },
    );
    await until(() => container.querySelector('article'), 'a post');
    await until(() => (container.querySelector('h1')?.textContent === 'Circle “Inner”' ? true : null), 'the name');
    expect(container.textContent).toContain('first circle post');
    expect(statuses).toHaveBeenCalledWith('3', { limit: 20 }, { signal: expect.any(AbortSignal) });
    act(() => [...container.querySelectorAll('button')].find((b) => b.textContent === 'Load more')!.click());
    await until(() => (container.textContent?.includes('older circle post') ? true : null), 'the older post');
    expect(container.querySelectorAll('article')).toHaveLength(2);
  });
});

describe('a circle’s members', () => {
  it('are searched among the reader’s followers and added at once', async () => {
    const search = vi.fn(async () => [rawAccount('77', { acct: 'dave', username: 'dave' })]);
    const addAccounts = vi.fn(async () => ({}));
    const { container } = open(
      <CircleEditScreen />,
      {
        circles: {
          get: async () => ({ id: '3', title: 'Inner' }),
          accounts: async () => ({ items: [], next: null, prev: null }),
          addAccounts,
        },
        accounts: { search },
        instance: { get: async () => KMYBLUE },
      },
      { path: '/circles/3/edit', route: '/circles/:id/edit' },
    );
    const input = await until(() => container.querySelector<HTMLInputElement>('input[type="search"]'), 'the search');
    expect(container.querySelector(`label[for="${input.id}"]`)?.textContent).toBe(
      'Search among the accounts that follow you',
    );
    typeValue(input, 'da');
    const add = await until(
      () => container.querySelector<HTMLButtonElement>('[aria-label="Add @dave to Inner"]'),
      'the result',
      1000,
    );
    expect(search).toHaveBeenCalledWith(
      { q: 'da', resolve: false, limit: 10, follower: true },
      { signal: expect.any(AbortSignal) },
    );
    expect(container.textContent).toContain('1 account found.');
    act(() => add.click());
    // the member shows at once among the members, and the result now offers Remove
    const members = container.querySelector('[aria-label="Members of Inner"]');
    expect(members?.textContent).toContain('dave');
    expect(container.querySelectorAll('[aria-label="Remove @dave from Inner"]')).toHaveLength(2);
    await settle(2);
    expect(addAccounts).toHaveBeenCalledWith('3', ['77']);
    expect(container.textContent).toContain('@dave added to Inner.');
  });
});

describe('the profile’s lists dialog', () => {
  const stubs = (instance: unknown, extra: ApiStubs = {}): ApiStubs => ({
    lists: {
      list: async () => [
        { id: '1', title: 'Friends' },
        { id: '2', title: 'Art' },
      ],
      addAccounts: vi.fn(async () => ({})),
      removeAccounts: vi.fn(async () => ({})),
    },
    circles: { list: async () => [{ id: '5', title: 'Inner' }], addAccounts: vi.fn(async () => ({})) },
    accounts: { lists: async () => [{ id: '1', title: 'Friends' }], circles: async () => [] },
    instance: { get: async () => instance },
    ...extra,
  });

  const boxes = () =>
    [...document.querySelectorAll<HTMLInputElement>('[role="dialog"] input[type="checkbox"]')].map((box) => [
      box.closest('label')?.textContent,
      box.checked,
    ]);

  it('ticks the lists holding the account; on kmyblue it also lists the circles', async () => {
    open(<MembershipDialog accountId="42" acct="bob" onClose={() => {}} />, stubs(KMYBLUE));
    await until(() => (boxes().length === 3 ? true : null), 'three boxes');
    expect(boxes()).toEqual([
      ['Art', false],
      ['Friends', true],
      ['Inner', false],
    ]);
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'Lists and circles of @bob',
    );
    await expectNoAxeViolations(dialog);
  });

  it('on a server without circles only the lists show', async () => {
    const circles = vi.fn(async () => []);
    open(
      <MembershipDialog accountId="42" acct="bob" onClose={() => {}} />,
      stubs(MASTODON, { accounts: { lists: async () => [], circles } }),
    );
    await until(() => (boxes().length === 2 ? true : null), 'two boxes');
    await settle(3);
    expect(boxes().map(([title]) => title)).toEqual(['Art', 'Friends']);
    expect(circles).not.toHaveBeenCalled();
  });

  it('ticking adds the account at once, unticking removes it', async () => {
    const api = stubs(KMYBLUE);
    open(<MembershipDialog accountId="42" acct="bob" onClose={() => {}} />, api);
    await until(() => (boxes().length === 3 ? true : null), 'three boxes');
    const box = (title: string) =>
      [...document.querySelectorAll<HTMLInputElement>('[role="dialog"] input[type="checkbox"]')].find(
        (input) => input.closest('label')?.textContent === title,
      )!;
    act(() => box('Art').click());
    expect(box('Art').checked).toBe(true);
    act(() => box('Friends').click());
    expect(box('Friends').checked).toBe(false);
    act(() => box('Inner').click());
    await settle(2);
    expect(api.lists!.addAccounts).toHaveBeenCalledWith('2', ['42']);
    expect(api.lists!.removeAccounts).toHaveBeenCalledWith('1', ['42']);
    expect(api.circles!.addAccounts).toHaveBeenCalledWith('5', ['42']);
  });
});
