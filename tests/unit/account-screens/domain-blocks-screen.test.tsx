// @vitest-environment jsdom
/**
 * The blocked domains screen: the domains paged by the Link header, Unblock through the account action runner
 * (the row leaves once the runner answers true, and only then, the focus moving on), its empty state, a failure
 * with alert and retry, and a 404 meaning the server does not offer domain blocks: a calm note, no alert.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DomainBlocksScreen } from '../../../src/views/account-screens/DomainBlocksScreen';
import { ApiError } from '../../../src/domain/errors/api-error';
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

const page = (items: string[], next: string | null = null) => ({ items, next, prev: null });
const NEXT = 'https://social.example/api/v1/domain_blocks?max_id=77&limit=2';
const failure = (status: number, statusText: string) =>
  new ApiError({ kind: 'response', message: statusText, status, statusText });

function show(list: (...args: never[]) => unknown): FakeServices {
  const services = fakeServices({ me: '99', api: { domainBlocks: { list } } });
  mounted = mount(services, <DomainBlocksScreen />);
  return services;
}

const container = () => mounted!.container;
const rows = () => [...container().querySelectorAll('.account-screens__domain-name')].map((row) => row.textContent);
const buttonNamed = (name: string) =>
  [...container().querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === name);
const button = (text: string) => [...container().querySelectorAll('button')].find((b) => b.textContent === text);
const announced = () => container().querySelector('.visually-hidden[role="status"]')?.textContent;
const note = () => container().querySelector('.data-note')?.textContent;

describe('blocked domains screen', () => {
  it('lists the blocked domains (IDN shown decoded) and pages by the Link header', async () => {
    const list = vi
      .fn()
      .mockResolvedValueOnce(page(['spam.example', 'xn--wgv71a.example'], NEXT))
      .mockResolvedValueOnce(page(['old.example']));
    show(list);
    await settle();
    expect(container().querySelector('h1')?.textContent).toBe('Blocked domains');
    expect(list).toHaveBeenCalledWith({}, expect.anything());
    expect(rows()).toEqual(['spam.example', '日本.example']);
    expect(buttonNamed('Unblock spam.example')?.textContent).toBe('Unblock');
    await expectNoAxeViolations(container());
    act(() => button('Load more')!.click());
    await settle();
    expect(list).toHaveBeenLastCalledWith({ max_id: '77', limit: 2 }, expect.anything());
    expect(rows()).toEqual(['spam.example', '日本.example', 'old.example']);
  });

  it('unblocks through the runner; the row leaves, the outcome is announced and the focus moves to the next row', async () => {
    const services = show(vi.fn().mockResolvedValue(page(['a.example', 'xn--wgv71a.example', 'c.example'])));
    await settle();
    const first = buttonNamed('Unblock a.example')!;
    act(() => first.focus());
    act(() => first.click());
    await settle();
    expect(runner.runAccountAction).toHaveBeenCalledWith(services, { kind: 'domainUnblock', domain: 'a.example' });
    expect(rows()).toEqual(['日本.example', 'c.example']);
    expect(announced()).toBe('a.example is no longer blocked.');
    expect(document.activeElement).toBe(buttonNamed('Unblock 日本.example'));
    // the last row's neighbour is the one before it; the server is sent the domain as it spells it
    act(() => buttonNamed('Unblock c.example')!.click());
    await settle();
    expect(document.activeElement).toBe(buttonNamed('Unblock 日本.example'));
    act(() => buttonNamed('Unblock 日本.example')!.click());
    await settle();
    expect(runner.runAccountAction).toHaveBeenLastCalledWith(services, {
      kind: 'domainUnblock',
      domain: 'xn--wgv71a.example',
    });
    expect(note()).toBe('You have not blocked any domain');
    expect(document.activeElement).toBe(container().querySelector('.account-screens__empty'));
  });

  it('a refused unblock keeps the row; the button does nothing while its unblock is on its way', async () => {
    const answer = deferred<boolean>();
    runner.runAccountAction.mockReturnValueOnce(answer.promise);
    show(vi.fn().mockResolvedValue(page(['a.example'])));
    await settle();
    act(() => buttonNamed('Unblock a.example')!.click());
    expect(buttonNamed('Unblock a.example')!.getAttribute('aria-disabled')).toBe('true');
    act(() => buttonNamed('Unblock a.example')!.click());
    expect(runner.runAccountAction).toHaveBeenCalledTimes(1);
    await act(async () => answer.resolve(false));
    await settle();
    expect(rows()).toEqual(['a.example']);
    expect(buttonNamed('Unblock a.example')!.getAttribute('aria-disabled')).toBe('false');
    expect(announced()).toBe('');
  });

  it('says no domain is blocked', async () => {
    show(vi.fn().mockResolvedValue(page([])));
    await settle();
    expect(note()).toBe('You have not blocked any domain');
    expect(rows()).toEqual([]);
    await expectNoAxeViolations(container());
  });

  it('a malformed answer does not break the screen: only its domain names are listed, each once', async () => {
    const items = ['a.example', null, 7, { domain: 'x.example' }, '', 'a.example', 'b.example'];
    show(vi.fn().mockResolvedValue({ items, next: null, prev: null }));
    await settle();
    expect(rows()).toEqual(['a.example', 'b.example']);
  });

  it('a 404 on the list means the feature is unavailable: a calm note, no alert, no retry', async () => {
    const services = show(vi.fn().mockRejectedValue(failure(404, 'Not Found')));
    await settle();
    const unavailable = container().querySelector('.data-note');
    expect(unavailable?.textContent).toBe('Blocking domains is not available on this server');
    expect(unavailable?.getAttribute('role')).toBe('status');
    expect(container().querySelector('[role="alert"]')).toBeNull();
    expect(button('Try again')).toBeUndefined();
    expect(services.alerts.getSnapshot()).toEqual([]);
    await expectNoAxeViolations(container());
  });

  it('another failure alerts and offers a retry that loads the list', async () => {
    const list = vi
      .fn()
      .mockRejectedValueOnce(failure(500, 'Internal Server Error'))
      .mockResolvedValueOnce(page(['spam.example']));
    const services = show(list);
    await settle();
    expect(container().querySelector('[role="alert"]')?.textContent).toContain('This list could not be loaded.');
    expect(services.alerts.getSnapshot()).toHaveLength(1);
    act(() => button('Try again')!.click());
    await settle();
    expect(rows()).toEqual(['spam.example']);
  });
});
