// @vitest-environment jsdom
/**
 * The who-lists of a post: accounts (boosted, favourited, mentioned) with Link-header paging, reactions
 * grouped by emoji, quotes and references as posts; loading, empty and error states.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/domain/errors/api-error';
import { WhoListScreen, type WhoList } from '../../../src/views/who-lists/WhoListScreen';
import { pageParamsOfLink } from '../../../src/machines/timeline-paging';
import { rawAccount, rawStatus } from '../status/status-fixtures';
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

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

const page = <T,>(items: T[], next: string | null = null) => ({ items, next, prev: null });
const NEXT = 'https://social.example/api/v1/statuses/5/reblogged_by?max_id=77&limit=2';

function show(list: WhoList, statuses: ApiStubs['statuses']): FakeServices {
  const services = fakeServices({ me: '99', api: { statuses } });
  mounted = mount(services, <WhoListScreen list={list} />, {
    path: '/@user1/5/' + list,
    route: '/:acct/:statusId/*',
  });
  return services;
}

const container = () => mounted!.container;
const accountLinks = () => [...container().querySelectorAll<HTMLAnchorElement>('.interactions__account a')];
const button = (text: string) => [...container().querySelectorAll('button')].find((b) => b.textContent === text);

describe('interaction lists', () => {
  it('boosted-by lists accounts linking to their profiles and pages with Load more', async () => {
    const rebloggedBy = vi
      .fn()
      .mockResolvedValueOnce(page([rawAccount('1'), rawAccount('2', { display_name: '' })], NEXT))
      .mockResolvedValueOnce(page([rawAccount('2'), rawAccount('3')]));
    const services = show('reblogs', { rebloggedBy });
    expect(container().querySelector('h1')?.textContent).toBe('Boosted by');
    expect(container().querySelector('[role="status"]')?.textContent).toBe('Loading…');
    await settle();
    expect(rebloggedBy).toHaveBeenCalledWith('5', {});
    expect(accountLinks().map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['User 1 @user1@remote.example', '/@user1@remote.example'],
      ['user2 @user2@remote.example', '/@user2@remote.example'],
    ]);
    act(() => accountLinks()[0]!.click());
    expect(services.navigate).toHaveBeenCalledWith('/@user1@remote.example');
    await expectNoAxeViolations(container());
    act(() => button('Load more')!.click());
    await settle();
    expect(rebloggedBy).toHaveBeenLastCalledWith('5', { max_id: '77', limit: 2 });
    expect(accountLinks().map((a) => a.getAttribute('href'))).toEqual([
      '/@user1@remote.example',
      '/@user2@remote.example',
      '/@user3@remote.example',
    ]);
    expect(button('Load more')).toBeUndefined();
  });

  it('marks Load more busy while it loads and says so when it fails', async () => {
    const more = deferred<unknown>();
    const favouritedBy = vi
      .fn()
      .mockResolvedValueOnce(page([rawAccount('1')], NEXT))
      .mockReturnValueOnce(more.promise);
    show('favourites', { favouritedBy });
    await settle();
    expect(container().querySelector('h1')?.textContent).toBe('Favourited by');
    act(() => button('Load more')!.click());
    expect(button('Loading more…')?.getAttribute('aria-busy')).toBe('true');
    more.reject(new ApiError({ kind: 'response', status: 500, message: '500' }));
    await settle();
    expect(container().querySelector('[role="alert"]')?.textContent).toBe('More could not be loaded.');
    expect(button('Load more')?.getAttribute('aria-busy')).toBe('false');
    expect(accountLinks()).toHaveLength(1);
  });

  it('reactions are grouped by emoji, custom and remote ones named by shortcode', async () => {
    const emojiReactionedBy = vi.fn().mockResolvedValue(
      page([
        { name: '👍', account: rawAccount('1') },
        {
          name: 'blob',
          url: 'https://far.example/blob.gif',
          static_url: 'https://far.example/blob.png',
          domain: 'far.example',
          account: rawAccount('2'),
        },
        { name: '👍', account: rawAccount('3') },
      ]),
    );
    show('reactions', { emojiReactionedBy });
    await settle();
    const groups = [...container().querySelectorAll('.interactions__reaction')];
    expect(groups.map((g) => g.querySelector('h2 .visually-hidden')?.textContent)).toEqual([
      '👍: 2 accounts',
      ':blob:: 1 account',
    ]);
    expect(groups.map((g) => [...g.querySelectorAll('a')].map((a) => a.getAttribute('href')))).toEqual([
      ['/@user1@remote.example', '/@user3@remote.example'],
      ['/@user2@remote.example'],
    ]);
    expect(groups[1]!.querySelector('img')?.getAttribute('src')).toBe('https://far.example/blob.png');
  });

  it('quotes and references list the posts', async () => {
    const quotes = vi
      .fn()
      .mockResolvedValue(page([rawStatus('21', { content: '<p>quoting you</p>' }), rawStatus('22')]));
    const services = show('quotes', { quotes });
    await settle();
    expect(container().querySelector('h1')?.textContent).toBe('Quotes');
    expect(services.store.get('statuses', '21')?.content).toContain('quoting you');
    expect(container().querySelectorAll('.interactions__statuses > li')).toHaveLength(2);
    mounted!.unmount();
    const referredBy = vi.fn().mockResolvedValue(page([rawStatus('31')]));
    show('references', { referredBy });
    await settle();
    expect(referredBy).toHaveBeenCalledWith('5', {});
    expect(container().querySelector('h1')?.textContent).toBe('Referred to by');
    expect(container().querySelectorAll('.interactions__statuses > li')).toHaveLength(1);
  });

  it('shows the empty state', async () => {
    show('mentions', { mentionedBy: vi.fn().mockResolvedValue(page([])) });
    await settle();
    expect(container().querySelector('h1')?.textContent).toBe('Mentioned accounts');
    expect(container().textContent).toContain('This post mentions no one.');
  });

  it('a failed load offers a retry; a refused list (403) says it is not available', async () => {
    const rebloggedBy = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ kind: 'network', message: 'offline' }))
      .mockResolvedValueOnce(page([rawAccount('4')]));
    show('reblogs', { rebloggedBy });
    await settle();
    expect(container().querySelector('[role="alert"]')?.textContent).toContain('This list could not be loaded.');
    act(() => button('Try again')!.click());
    await settle();
    expect(accountLinks()).toHaveLength(1);
    mounted!.unmount();
    show('mentions', {
      mentionedBy: vi.fn().mockRejectedValue(new ApiError({ kind: 'response', status: 403, message: '403' })),
    });
    await settle();
    expect(container().textContent).toContain('This list is not available to you.');
    expect(button('Try again')).toBeUndefined();
  });
});

describe('the paging of a next link (the one Link parser)', () => {
  it('reads the cursor and limit of a next link; none without a cursor', () => {
    expect(pageParamsOfLink(NEXT)).toEqual({ max_id: '77', limit: 2 });
    expect(pageParamsOfLink('https://x.example/api/v1/statuses/5/favourited_by?limit=40')).toBeNull();
    expect(pageParamsOfLink(null)).toBeNull();
    expect(pageParamsOfLink('not a url')).toBeNull();
  });
});
