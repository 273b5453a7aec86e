// @vitest-environment jsdom
/**
 * The search screen with a stubbed API: the field in its search landmark (where the `s` and `/` keys find it),
 * Enter putting the query in the address, the results by type with their live count, "Show more" and "Load
 * more", recent searches under the empty field, Escape clearing then leaving the field, a pasted address opening
 * what it resolves to in place of the search, and the calm words for a refused search.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SearchParams } from '../../../src/domain/api/search-shapes';
import type { ApiSearchResults } from '../../../src/domain/entities/api-types';
import { ApiError } from '../../../src/domain/errors/api-error';
import { performHotkey } from '../../../src/services/hotkeys/hotkey-effects';
import SearchScreen from '../../../src/views/search/SearchScreen';
import { typeInto } from '../filters/filter-dom';
import {
  expectNoAxeViolations,
  fakeServices,
  mount,
  settle,
  type FakeServices,
  type Mounted,
} from '../timelines/support/fake-app-services';

const account = (id: string, username: string) => ({
  id,
  username,
  acct: username,
  display_name: `${username} :wave:`,
  url: `https://social.example/@${username}`,
  avatar: 'https://social.example/a.png',
  avatar_static: 'https://social.example/a.png',
  emojis: [
    { shortcode: 'wave', url: 'https://social.example/wave.png', static_url: 'https://social.example/wave.png' },
  ],
  fields: [],
});
const status = (id: string, author: ReturnType<typeof account>) => ({
  id,
  account: author,
  content: `<p>post ${id}</p>`,
  created_at: '2025-06-01T12:00:00.000Z',
  visibility: 'public',
  uri: `https://social.example/users/${author.username}/statuses/${id}`,
  url: `https://social.example/@${author.username}/${id}`,
  media_attachments: [],
  mentions: [],
  tags: [],
  emojis: [],
});
const tag = (name: string, uses: number[]) => ({
  name,
  url: `https://social.example/tags/${name}`,
  history: uses.map((count, day) => ({ day: String(1748736000 - day * 86400), uses: String(count), accounts: '1' })),
});
const results = (over: Partial<Record<keyof ApiSearchResults, unknown[]>> = {}) =>
  ({ accounts: [], statuses: [], hashtags: [], ...over }) as unknown as ApiSearchResults;

let mounted: Mounted | null = null;
let services: FakeServices;
let asked: SearchParams[];
let reply: (params: SearchParams) => Promise<ApiSearchResults>;

beforeEach(() => {
  localStorage.clear();
  asked = [];
});
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

function open(path: string, me: string | null = '1') {
  services = fakeServices({
    me,
    api: {
      search: {
        search: (params: SearchParams) => {
          asked.push(params);
          return reply(params);
        },
        resolveUrl: (q: string) => {
          asked.push({ q, resolve: true, limit: 1 });
          return reply({ q, resolve: true, limit: 1 });
        },
      } as never,
      accounts: { relationships: () => Promise.resolve([]) } as never,
    },
  });
  mounted = mount(services, <SearchScreen />, { path });
  return mounted.container;
}

const field = () => document.querySelector<HTMLInputElement>('search input, [role="search"] input')!;
const live = (root: HTMLElement) => root.querySelector('[role="status"]')?.textContent;
const press = (target: HTMLElement, key: string) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });

describe('the search screen', () => {
  it('its field is the one the s and / keys focus, labelled, and focused on arriving with no query', async () => {
    reply = () => Promise.resolve(results());
    const root = open('/search');
    await settle();
    const input = field();
    expect(input.closest('[role="search"]')).not.toBeNull();
    expect(input.type).toBe('search');
    expect(root.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('Search');
    expect(document.activeElement).toBe(input);
    expect(asked).toEqual([]);
  });

  it('the search key on this screen focuses its field rather than going anywhere', async () => {
    reply = () => Promise.resolve(results());
    const root = open('/search?q=cats');
    await settle(3);
    root.querySelector<HTMLElement>('h1')!.focus();
    const deps = { document, services: () => services, back: () => {}, openHelp: () => {} };
    act(() => performHotkey(deps, { type: 'search' }, document.activeElement));
    expect(document.activeElement).toBe(field());
    expect(services.navigate).not.toHaveBeenCalled();
  });

  it('Enter puts the query in the address (keeping the type), and keeps it among recent searches', async () => {
    reply = () => Promise.resolve(results());
    open('/search?q=cats&type=hashtags');
    await settle();
    expect(field().value).toBe('cats');
    typeInto(field(), '  dogs ');
    press(field(), 'Enter');
    expect(services.navigate).toHaveBeenLastCalledWith('/search?q=dogs&type=hashtags');
    expect(JSON.parse(localStorage.getItem('tsubame.search.recent.https://social.example|1')!)).toEqual([
      { query: 'dogs', type: 'hashtags' },
    ]);
    typeInto(field(), '   ');
    press(field(), 'Enter');
    expect(services.navigate).toHaveBeenCalledTimes(1);
  });

  it('shows each type found (at most 10), counts them in the live region, and offers Show more', async () => {
    const bob = account('2', 'bob');
    reply = () =>
      Promise.resolve(
        results({
          accounts: Array.from({ length: 11 }, (_, i) => account(String(10 + i), `cat${i}`)),
          hashtags: [tag('cats', [3, 4]), tag('catnip', [])],
          statuses: [status('50', bob)],
        }),
      );
    const root = open('/search?q=cat');
    await settle(5);
    expect(asked).toEqual([{ q: 'cat', resolve: true, limit: 11 }]);
    expect(live(root)).toBe('10 profiles, 2 hashtags, 1 post');
    const headings = [...root.querySelectorAll('h2')].map((h) => h.textContent);
    expect(headings).toEqual(['Profiles', 'Hashtags', 'Posts']);
    expect(root.querySelectorAll('.search__accounts > li')).toHaveLength(10);
    // names with their custom emoji, and a follow button naming the account
    expect(root.querySelector('.search__accounts img[alt=":wave:"]')).not.toBeNull();
    expect(root.querySelector('button[aria-label="Follow @cat0"]')).not.toBeNull();
    const more = root.querySelector<HTMLAnchorElement>('a[aria-label="Show more Profiles"]')!;
    expect(more.getAttribute('href')).toBe('/search?q=cat&type=accounts');
    expect(root.querySelectorAll('a.search__show-more')).toHaveLength(1);
    const hashtag = root.querySelector<HTMLAnchorElement>('.search__hashtag-link')!;
    expect(hashtag.getAttribute('href')).toBe('/tags/cats');
    expect(hashtag.textContent).toBe('#cats7 posts in the past 2 days');
    expect(root.querySelector('.search__status article')).not.toBeNull();
    await expectNoAxeViolations(root);
  });

  it("a type's own view asks 11 (showing 10) and loads 10 more from the offset shown", async () => {
    reply = (params) =>
      Promise.resolve(
        results({
          accounts: Array.from({ length: params.offset === undefined ? 11 : 3 }, (_, i) =>
            account(String((params.offset ?? 0) + i + 10), `cat${(params.offset ?? 0) + i}`),
          ),
        }),
      );
    const root = open('/search?q=cat&type=accounts');
    await settle(5);
    expect(asked).toEqual([{ q: 'cat', type: 'accounts', resolve: true, limit: 11 }]);
    expect(live(root)).toBe('10 profiles');
    expect(root.querySelectorAll('.search__accounts > li')).toHaveLength(10);
    expect(root.querySelector('[aria-current="page"]')?.textContent).toBe('Profiles');
    act(() => root.querySelector<HTMLButtonElement>('.search__more')!.click());
    await settle(5);
    expect(asked.at(-1)).toEqual({ q: 'cat', type: 'accounts', resolve: true, offset: 10, limit: 10 });
    expect(root.querySelectorAll('.search__accounts > li')).toHaveLength(13);
    expect(root.querySelector('.search__more')).toBeNull();
  });

  it('says when nothing was found', async () => {
    reply = () => Promise.resolve(results());
    const root = open('/search?q=zzz');
    await settle(5);
    expect(live(root)).toBe('No results for “zzz”.');
    expect(root.querySelectorAll('h2')).toHaveLength(0);
  });

  it('recent searches show under the empty focused field: chosen, removed, cleared', async () => {
    localStorage.setItem(
      'tsubame.search.recent.https://social.example|1',
      JSON.stringify([
        { query: 'cats', type: null },
        { query: 'bob', type: 'accounts' },
      ]),
    );
    reply = () => Promise.resolve(results());
    const root = open('/search');
    await settle();
    act(() => field().focus());
    const recent = () => root.querySelector('.search__recent');
    expect(recent()?.querySelector('h2')?.textContent).toBe('Recent searches');
    const runs = [...root.querySelectorAll('.search__recent-run')].map((b) => b.textContent);
    expect(runs).toEqual(['cats', 'bobin Profiles']);
    act(() => root.querySelector<HTMLButtonElement>('.search__recent-run')!.click());
    expect(services.navigate).toHaveBeenLastCalledWith('/search?q=cats');
    act(() => root.querySelector<HTMLButtonElement>('button[aria-label="Remove bob from recent searches"]')!.click());
    expect(document.activeElement).toBe(field());
    expect([...root.querySelectorAll('.search__recent-run')].map((b) => b.textContent)).toEqual(['cats']);
    act(() => root.querySelector<HTMLButtonElement>('button[aria-label="Clear recent searches"]')!.click());
    expect(recent()).toBeNull();
    expect(localStorage.getItem('tsubame.search.recent.https://social.example|1')).toBe('[]');
    typeInto(field(), 'x');
    expect(recent()).toBeNull();
  });

  it('Escape clears the field, then leaves it for the heading', async () => {
    reply = () => Promise.resolve(results());
    const root = open('/search');
    await settle();
    typeInto(field(), 'cats');
    press(field(), 'Escape');
    expect(field().value).toBe('');
    expect(document.activeElement).toBe(field());
    press(field(), 'Escape');
    expect(document.activeElement).toBe(root.querySelector('h1'));
  });

  it('a pasted address opens the post it resolves to, replacing the search', async () => {
    const bob = account('2', 'bob');
    reply = () => Promise.resolve(results({ statuses: [status('50', bob)] }));
    open('/search?q=https%3A%2F%2Fsocial.example%2F%40bob%2F50');
    await settle(5);
    expect(asked).toEqual([{ q: 'https://social.example/@bob/50', resolve: true, limit: 1 }]);
    expect(services.navigate).toHaveBeenCalledWith('/@bob/50', { replace: true });
  });

  it('signed out: a refused search is said calmly, without an alert or a retry', async () => {
    reply = () => Promise.reject(new ApiError({ kind: 'response', message: 'no', status: 422 }));
    const root = open('/search?q=from:', null);
    await settle(5);
    expect(asked).toEqual([{ q: 'from:', resolve: false, limit: 11 }]);
    expect(live(root)).toBe('The server did not accept this search.');
    expect(root.querySelector('.search__retry')).toBeNull();
    expect(services.alerts.getSnapshot()).toEqual([]);
  });

  it('a failed search offers to try again', async () => {
    let fail = true;
    reply = () =>
      fail ? Promise.reject(new ApiError({ kind: 'response', message: 'x', status: 500 })) : Promise.resolve(results());
    const root = open('/search?q=cat');
    await settle(5);
    expect(live(root)).toBe('The search could not be done.');
    expect(services.alerts.getSnapshot()).toHaveLength(1);
    fail = false;
    act(() => root.querySelector<HTMLButtonElement>('.search__retry')!.click());
    await settle(5);
    expect(live(root)).toBe('No results for “cat”.');
  });

  it('signed out, no follow buttons and a word that posts need signing in', async () => {
    reply = () => Promise.resolve(results({ accounts: [account('2', 'bob')] }));
    const root = open('/search?q=bob', null);
    await settle(5);
    expect(root.querySelector('.search__follow')).toBeNull();
    expect(root.querySelector('.search__note')?.textContent).toBe('Posts can be searched once you are signed in.');
  });
});
