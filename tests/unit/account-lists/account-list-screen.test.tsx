// @vitest-environment jsdom
/**
 * The followers / following screens: the account found by acct, its list paged by the Link header with Load
 * more, a 404 shown as "not available" without an alert, other failures with the call's alert and a retry,
 * and an empty answer for an account hiding its network said as hidden rather than empty.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountListScreen, type AccountNetworkList } from '../../../src/views/account-lists/AccountListScreen';
import type { ApiAccount } from '../../../src/domain/entities/api-types';
import { ApiError } from '../../../src/domain/errors/api-error';
import { apiAccount, blobEmoji } from '../entities/fixtures';
import {
  expectNoAxeViolations,
  fakeServices,
  mount,
  settle,
  type FakeServices,
  type Mounted,
} from '../timelines/support/fake-app-services';

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

const page = (items: ApiAccount[], next: string | null = null) => ({ items, next, prev: null });
const NEXT = 'https://social.example/api/v1/accounts/7/followers?max_id=55&limit=2';
const notFound = () => new ApiError({ kind: 'response', message: 'Not Found', status: 404, statusText: 'Not Found' });
const serverError = () =>
  new ApiError({ kind: 'response', message: 'Server Error', status: 500, statusText: 'Internal Server Error' });
const alice = (overrides: Partial<ApiAccount> = {}) =>
  apiAccount('7', { username: 'alice', acct: 'alice', display_name: 'Alice', ...overrides });

interface Calls {
  lookup?: (...args: never[]) => unknown;
  followers?: (...args: never[]) => unknown;
  following?: (...args: never[]) => unknown;
}

function show(list: AccountNetworkList, calls: Calls, options: { me?: string } = {}): FakeServices {
  const accounts = { lookup: vi.fn().mockResolvedValue(alice()), ...calls };
  const services = fakeServices({ me: options.me ?? '99', api: { accounts } });
  mounted = mount(services, <AccountListScreen list={list} />, { path: `/@alice/${list}`, route: '/:acct/*' });
  return services;
}

const container = () => mounted!.container;
const heading = () => container().querySelector('h1')?.textContent;
const rows = () =>
  [...container().querySelectorAll<HTMLAnchorElement>('.interactions__account a')].map((a) => a.getAttribute('href'));
const button = (text: string) => [...container().querySelectorAll('button')].find((b) => b.textContent === text);
const note = () => container().querySelector('.data-note')?.textContent;

describe('followers and following screens', () => {
  it('looks the account up by acct, lists its followers and pages by the Link header', async () => {
    const lookup = vi.fn().mockResolvedValue(alice());
    const followers = vi
      .fn()
      .mockResolvedValueOnce(page([apiAccount('1'), apiAccount('2')], NEXT))
      .mockResolvedValueOnce(page([apiAccount('2'), apiAccount('3')]));
    const services = show('followers', { lookup, followers });
    await settle();
    expect(lookup).toHaveBeenCalledWith('alice', expect.anything());
    expect(followers).toHaveBeenCalledWith('7', {}, expect.anything());
    expect(heading()).toBe('Followers of Alice');
    expect(rows()).toEqual(['/@user1@remote.example', '/@user2@remote.example']);
    expect(container().querySelector('ul')?.getAttribute('aria-label')).toBe('Followers of Alice');
    await expectNoAxeViolations(container());

    act(() => button('Load more')!.click());
    await settle();
    expect(followers).toHaveBeenLastCalledWith('7', { max_id: '55', limit: 2 }, expect.anything());
    expect(rows()).toEqual(['/@user1@remote.example', '/@user2@remote.example', '/@user3@remote.example']);
    expect(button('Load more')).toBeUndefined();
    expect(services.alerts.getSnapshot()).toEqual([]);
  });

  it('lists the accounts an account follows under its own heading', async () => {
    const following = vi.fn().mockResolvedValue(page([apiAccount('4')]));
    const followers = vi.fn();
    show('following', { following, followers });
    await settle();
    expect(heading()).toBe('Followed by Alice');
    expect(following).toHaveBeenCalledWith('7', {}, expect.anything());
    expect(followers).not.toHaveBeenCalled();
    expect(rows()).toEqual(['/@user4@remote.example']);
  });

  it("draws the name's custom emoji in the heading (in either language's word order)", async () => {
    show('following', {
      lookup: vi.fn().mockResolvedValue(alice({ display_name: 'Alice :blob:', emojis: [blobEmoji] })),
      following: vi.fn().mockResolvedValue(page([apiAccount('4')])),
    });
    await settle();
    const h1 = container().querySelector('h1')!;
    expect(h1.textContent).toBe('Followed by Alice ');
    expect(h1.querySelector('img')?.getAttribute('alt')).toBe(':blob:');
    expect(h1.textContent).not.toContain('\u0000');
  });

  it('a 404 says the list is not available, with no alert and no retry', async () => {
    const followers = vi.fn().mockRejectedValue(notFound());
    const services = show('followers', { followers });
    await settle();
    expect(note()).toBe('This list is not available.');
    expect(services.alerts.getSnapshot()).toEqual([]);
    expect(button('Try again')).toBeUndefined();
    expect(container().querySelector('[role="alert"]')).toBeNull();
    await expectNoAxeViolations(container());
  });

  it('another failure raises the alert and offers a retry that loads the list', async () => {
    const following = vi
      .fn()
      .mockRejectedValueOnce(serverError())
      .mockResolvedValueOnce(page([apiAccount('4')]));
    const services = show('following', { following });
    await settle();
    expect(container().querySelector('[role="alert"]')?.textContent).toContain('This list could not be loaded.');
    expect(services.alerts.getSnapshot()).toHaveLength(1);
    act(() => button('Try again')!.click());
    await settle();
    expect(rows()).toEqual(['/@user4@remote.example']);
  });

  const HIDING: Array<[string, Partial<ApiAccount>, AccountNetworkList]> = [
    ['hide_collections', { hide_collections: true }, 'followers'],
    ['kmyblue hide_network', { other_settings: { hide_network: true } }, 'following'],
    ['kmyblue hide_followers_count', { other_settings: { hide_followers_count: true } }, 'followers'],
    ['kmyblue hide_following_count', { other_settings: { hide_following_count: true } }, 'following'],
  ];
  for (const [what, overrides, list] of HIDING) {
    it(`an empty ${list} list of an account with ${what} says it is hidden`, async () => {
      show(list, { lookup: vi.fn().mockResolvedValue(alice(overrides)), [list]: vi.fn().mockResolvedValue(page([])) });
      await settle();
      expect(note()).toBe('This user has chosen not to show this information.');
      expect(rows()).toEqual([]);
    });
  }

  it('an empty list of an account that hides nothing (or hides only the other list) is just empty', async () => {
    show('followers', {
      lookup: vi.fn().mockResolvedValue(alice({ other_settings: { hide_following_count: true } })),
      followers: vi.fn().mockResolvedValue(page([])),
    });
    await settle();
    expect(note()).toBe('No one follows this account yet.');
  });

  it("the reader's own hidden list, when empty, is just empty", async () => {
    show(
      'followers',
      {
        lookup: vi.fn().mockResolvedValue(alice({ hide_collections: true })),
        followers: vi.fn().mockResolvedValue(page([])),
      },
      { me: '7' },
    );
    await settle();
    expect(note()).toBe('No one follows this account yet.');
  });

  it('an acct that does not exist says so, without asking for a list', async () => {
    const followers = vi.fn();
    const services = show('followers', { lookup: vi.fn().mockRejectedValue(notFound()), followers });
    await settle();
    expect(note()).toBe('Account not found');
    expect(followers).not.toHaveBeenCalled();
    expect(services.alerts.getSnapshot()).toEqual([]);
  });
});
