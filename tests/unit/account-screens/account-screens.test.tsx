// @vitest-environment jsdom
/**
 * The follow requests, blocked accounts and muted accounts screens: each lists its accounts paged by the Link
 * header, runs its row actions through the account action runner, takes a row out once the runner answers
 * true (and only then), says when a mute ends, and has its own empty state; failures alert and offer a retry.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountScreen, type AccountModerationList } from '../../../src/views/account-screens/AccountScreen';
import type { ApiAccount } from '../../../src/domain/entities/api-types';
import { ApiError } from '../../../src/domain/errors/api-error';
import { apiAccount } from '../entities/fixtures';
import {
  deferred,
  expectNoAxeViolations,
  fakeServices,
  mount,
  settle,
  type FakeServices,
  type Mounted,
} from '../timelines/support/fake-app-services';

const runner = vi.hoisted(() => ({ runAccountAction: vi.fn<(...args: unknown[]) => Promise<boolean>>() }));
vi.mock('../../../src/services/account-actions/run-account-action', () => runner);

let mounted: Mounted | null = null;
beforeEach(() => {
  runner.runAccountAction.mockReset();
  runner.runAccountAction.mockResolvedValue(true);
});
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

const page = (items: ApiAccount[], next: string | null = null) => ({ items, next, prev: null });
const NEXT = 'https://social.example/api/v1/blocks?max_id=55&limit=2';
const serverError = () =>
  new ApiError({ kind: 'response', message: 'Server Error', status: 500, statusText: 'Internal Server Error' });

const CALL_OF: Record<AccountModerationList, [area: 'followRequests' | 'discovery', call: string]> = {
  followRequests: ['followRequests', 'list'],
  blocks: ['discovery', 'blocks'],
  mutes: ['discovery', 'mutes'],
};

function show(list: AccountModerationList, fetch: (...args: never[]) => unknown): FakeServices {
  const [area, call] = CALL_OF[list];
  const services = fakeServices({ me: '99', api: { [area]: { [call]: fetch } } });
  mounted = mount(services, <AccountScreen list={list} />);
  return services;
}

const container = () => mounted!.container;
const heading = () => container().querySelector('h1')?.textContent;
const rows = () =>
  [...container().querySelectorAll<HTMLAnchorElement>('.interactions__account a')].map((a) => a.getAttribute('href'));
const buttonNamed = (name: string) =>
  [...container().querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === name);
const button = (text: string) => [...container().querySelectorAll('button')].find((b) => b.textContent === text);
const announced = () => container().querySelector('[role="status"]')?.textContent;
const note = () => container().querySelector('.data-note')?.textContent;

describe('follow requests screen', () => {
  it('lists the requests, pages by the Link header, and authorizes one through the runner', async () => {
    const list = vi
      .fn()
      .mockResolvedValueOnce(page([apiAccount('1'), apiAccount('2')], NEXT))
      .mockResolvedValueOnce(page([apiAccount('3')]));
    const services = show('followRequests', list);
    await settle();
    expect(heading()).toBe('Follow requests');
    expect(list).toHaveBeenCalledWith({}, expect.anything());
    expect(rows()).toEqual(['/@user1@remote.example', '/@user2@remote.example']);
    expect(buttonNamed('Authorize @user1@remote.example')?.textContent).toBe('Authorize');
    expect(buttonNamed('Reject @user1@remote.example')?.textContent).toBe('Reject');
    await expectNoAxeViolations(container());

    act(() => button('Load more')!.click());
    await settle();
    expect(list).toHaveBeenLastCalledWith({ max_id: '55', limit: 2 }, expect.anything());
    expect(rows()).toHaveLength(3);

    const authorize = buttonNamed('Authorize @user1@remote.example')!;
    act(() => authorize.focus());
    act(() => authorize.click());
    await settle();
    expect(runner.runAccountAction).toHaveBeenCalledWith(services, {
      kind: 'authorizeFollowRequest',
      accountId: '1',
    });
    expect(rows()).toEqual(['/@user2@remote.example', '/@user3@remote.example']);
    expect(announced()).toBe('@user1@remote.example can now follow you.');
    // the focus goes on to the next request instead of being lost with the row
    expect(document.activeElement).toBe(buttonNamed('Authorize @user2@remote.example'));
  });

  it('a refused reject keeps the row; one action at a time per row', async () => {
    const answer = deferred<boolean>();
    runner.runAccountAction.mockReturnValueOnce(answer.promise);
    show('followRequests', vi.fn().mockResolvedValue(page([apiAccount('1')])));
    await settle();
    act(() => buttonNamed('Reject @user1@remote.example')!.click());
    expect(buttonNamed('Authorize @user1@remote.example')!.getAttribute('aria-disabled')).toBe('true');
    act(() => buttonNamed('Authorize @user1@remote.example')!.click());
    expect(runner.runAccountAction).toHaveBeenCalledTimes(1);
    expect(runner.runAccountAction).toHaveBeenCalledWith(expect.anything(), {
      kind: 'rejectFollowRequest',
      accountId: '1',
    });
    await act(async () => answer.resolve(false));
    await settle();
    expect(rows()).toEqual(['/@user1@remote.example']);
    expect(buttonNamed('Reject @user1@remote.example')!.getAttribute('aria-disabled')).toBe('false');
    expect(announced()).toBe('');
  });

  it('says there are no follow requests', async () => {
    show('followRequests', vi.fn().mockResolvedValue(page([])));
    await settle();
    expect(note()).toBe('No follow requests');
    expect(rows()).toEqual([]);
    await expectNoAxeViolations(container());
  });

  it('a failure alerts and offers a retry that loads the list', async () => {
    const list = vi
      .fn()
      .mockRejectedValueOnce(serverError())
      .mockResolvedValueOnce(page([apiAccount('4')]));
    const services = show('followRequests', list);
    await settle();
    expect(container().querySelector('[role="alert"]')?.textContent).toContain('This list could not be loaded.');
    expect(services.alerts.getSnapshot()).toHaveLength(1);
    act(() => button('Try again')!.click());
    await settle();
    expect(rows()).toEqual(['/@user4@remote.example']);
  });
});

describe('blocked accounts screen', () => {
  it('lists blocked accounts, pages, and unblocks through the runner until none is left', async () => {
    const blocks = vi
      .fn()
      .mockResolvedValueOnce(page([apiAccount('5')], NEXT))
      .mockResolvedValueOnce(page([apiAccount('6')]));
    const services = show('blocks', blocks);
    await settle();
    expect(heading()).toBe('Blocked accounts');
    expect(rows()).toEqual(['/@user5@remote.example']);
    expect(button('Authorize')).toBeUndefined();
    act(() => button('Load more')!.click());
    await settle();
    expect(blocks).toHaveBeenLastCalledWith({ max_id: '55', limit: 2 }, expect.anything());
    await expectNoAxeViolations(container());

    act(() => buttonNamed('Unblock @user6@remote.example')!.click());
    await settle();
    expect(runner.runAccountAction).toHaveBeenLastCalledWith(services, { kind: 'unblock', accountId: '6' });
    expect(rows()).toEqual(['/@user5@remote.example']);
    // the last row's neighbour is the one before it
    expect(document.activeElement).toBe(buttonNamed('Unblock @user5@remote.example'));
    act(() => buttonNamed('Unblock @user5@remote.example')!.click());
    await settle();
    expect(rows()).toEqual([]);
    expect(note()).toBe('You have not blocked anyone');
    expect(document.activeElement).toBe(container().querySelector('.data-note'));
    expect(announced()).toBe('@user5@remote.example is no longer blocked.');
  });

  it('says no one is blocked', async () => {
    show('blocks', vi.fn().mockResolvedValue(page([])));
    await settle();
    expect(note()).toBe('You have not blocked anyone');
  });
});

describe('muted accounts screen', () => {
  it('says when each mute ends, and unmutes through the runner', async () => {
    const until = '2031-05-04T10:30:00.000Z';
    const mutes = vi
      .fn()
      .mockResolvedValue(
        page([apiAccount('7', { mute_expires_at: until }), apiAccount('8', { mute_expires_at: null })]),
      );
    const services = show('mutes', mutes);
    await settle();
    expect(heading()).toBe('Muted accounts');
    const details = [...container().querySelectorAll('.account-screens__detail')].map((p) => p.textContent);
    expect(details[0]).toMatch(/^until .*2031/);
    expect(details[1]).toBe('indefinitely');
    await expectNoAxeViolations(container());

    act(() => buttonNamed('Unmute @user8@remote.example')!.click());
    await settle();
    expect(runner.runAccountAction).toHaveBeenCalledWith(services, { kind: 'unmute', accountId: '8' });
    expect(rows()).toEqual(['/@user7@remote.example']);
  });

  it('says no one is muted', async () => {
    show('mutes', vi.fn().mockResolvedValue(page([])));
    await settle();
    expect(note()).toBe('You have not muted anyone');
  });
});
