// @vitest-environment jsdom
/**
 * The app shell against the sandbox (every request and answer contract-checked) while the server's v2/instance
 * answers 502: the navigation keeps the standard places and says, in one polite line with a Retry button, that
 * the server's information could not be loaded (the kmyblue places, detected from that answer, are hidden
 * meanwhile). Once the server answers again, the kmyblue places come back without a reload: by that Retry (focus
 * moving to the places), by the window getting the focus back, by the network coming back, or by the about page's
 * own Retry, since all of them ask the one shared instance chart. On a phone the account menu says it in an
 * entry that asks again. Reading signed out, no place depends on the answer, and nothing is said. When the server
 * cannot be reached at all (offline), nothing is said either (the offline line does): the answer is asked again as
 * soon as one of the account's calls reaches the server.
 */
import { http, HttpResponse } from 'msw';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import { renderRoutes, screenIn, type Rendered } from '../routes/render-routes';
import { reachSignalOf } from '../../../src/services/connectivity/reach-signal';
import { dataRegistryOf } from '../../../src/services/data/data-registry';
import { serverInstanceData } from '../../../src/services/data/definitions/server-instance';

vi.mock('../../../src/views/timelines/TimelineScreen', async () => ({
  default: (await import('../routes/probe-screens')).TimelineProbe,
}));
vi.mock('../../../src/views/status-page/StatusPage', async () => ({
  default: (await import('../routes/probe-screens')).StatusProbe,
}));
vi.mock('../../../src/views/profile/ProfilePage', async () => ({
  default: (await import('../routes/probe-screens')).ProfileProbe,
}));
vi.mock('../../../src/views/compose/ComposeColumn', async () => ({
  default: (await import('../routes/probe-screens')).ComposeColumnProbe,
}));
vi.mock('../../../src/views/notifications/NotificationsScreen', async () => ({
  default: (await import('../routes/probe-screens')).NotificationsProbe,
}));

const contract = useContractSandbox();
let alice: SignedIn;
let rendered: Rendered | null = null;

beforeAll(async () => {
  alice = await signIn(contract, { username: 'alice' });
});

afterEach(() => {
  // the account goes with the test: its failed chart stops listening to the page
  rendered?.session.store.scope.dispose();
  rendered?.unmount();
  rendered = null;
  contract.server.resetHandlers();
});

const instanceCalls = () => contract.observed.get('instance.get') ?? [];

/** The server's v2/instance answers 502 Bad Gateway until `instanceBack`. */
function instanceDown() {
  contract.server.use(
    http.get(`${contract.origin}/api/v2/instance`, () =>
      HttpResponse.json({ error: 'Bad Gateway' }, { status: 502, statusText: 'Bad Gateway' }),
    ),
  );
}
const instanceBack = () => contract.server.resetHandlers();

async function render(path: string, signedIn = true, mode: 'single-column' | 'mobile' = 'single-column') {
  rendered = await renderRoutes(path, {
    mode,
    signedIn,
    server: { server: contract.origin, api: alice.api, accountId: alice.accountId },
  });
  await rendered.waitFor(
    () => screenIn(rendered!.container) ?? rendered!.container.querySelector('main h1'),
    'the routed screen',
  );
  const nav = rendered.container.querySelector('nav')!;
  if (mode === 'mobile') return { nav, places: nav };
  const places = await rendered.waitFor(() => nav.querySelector<HTMLUListElement>('.nav-panel__places'), 'places');
  return { nav, places };
}

const linkNames = (root: Element) => [...root.querySelectorAll('a')].map((a) => a.textContent?.trim());

const STANDARD = [
  'Search',
  'Explore',
  'Direct messages',
  'Lists',
  'Followed hashtags',
  'Bookmarks',
  'Favourites',
  'About',
  'Preferences',
];
const WITH_KMYBLUE = [
  'Search',
  'Explore',
  'Direct messages',
  'Lists',
  'Followed hashtags',
  'Antennas',
  'Circles',
  'Bookmarks',
  'Bookmark categories',
  'Favourites',
  'Emoji reactions',
  'About',
  'Preferences',
];

/** The navigation's line about the server's information, once it shows. */
function lineIn(nav: Element) {
  return rendered!.waitFor(() => nav.querySelector<HTMLElement>('.server-info-line'), 'the server information line');
}

const kmybluePlacesBack = (places: Element) =>
  rendered!.waitFor(() => (linkNames(places).includes('Antennas') ? places : null), 'the kmyblue places');

// the first uses of the lazy navigation, about page and account menu download their code: slow on a busy machine
describe('the server information that could not be loaded', { timeout: 60_000 }, () => {
  it('is said in one polite line with Retry, the standard places staying; Retry brings the kmyblue ones back', async () => {
    instanceDown();
    const { nav, places } = await render('/home');
    const line = await lineIn(nav);
    expect(line.textContent).toContain("This server's information could not be loaded");
    expect(line.closest('[role="status"]')).not.toBeNull();
    expect(nav.querySelectorAll('.server-info-line')).toHaveLength(1);
    expect(linkNames(places)).toEqual(STANDARD);
    // Retry is a real button in the keyboard's order
    const retry = line.querySelector('button')!;
    expect(retry.textContent).toBe('Retry');
    expect(retry.type).toBe('button');
    expect(retry.tabIndex).toBe(0);
    expect(retry.disabled).toBe(false);

    // still down: the line stays (the button with it, keeping focus)
    act(() => retry.focus());
    const before = instanceCalls().length;
    act(() => retry.click());
    await rendered!.waitFor(() => (instanceCalls().length > before ? true : null), 'another request');
    await rendered!.waitFor(() => (retry.getAttribute('aria-disabled') === null ? retry : null), 'the try to end');
    expect(retry.isConnected).toBe(true);
    expect(document.activeElement).toBe(retry);
    expect(linkNames(places)).toEqual(STANDARD);

    instanceBack();
    act(() => retry.click());
    await kmybluePlacesBack(places);
    expect(linkNames(places)).toEqual(WITH_KMYBLUE);
    expect(nav.querySelector('.server-info-line')).toBeNull();
    // the focus that was on Retry is on the places that came back, not lost to the page
    await rendered!.waitFor(() => (document.activeElement === places ? places : null), 'focus on the places');
    expect(instanceCalls().slice(-1)).toEqual([200]);
  });

  it('the window getting the focus back tries again by itself', async () => {
    instanceDown();
    const { nav, places } = await render('/home');
    await lineIn(nav);
    instanceBack();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await kmybluePlacesBack(places);
    expect(linkNames(places)).toEqual(WITH_KMYBLUE);
    expect(nav.querySelector('.server-info-line')).toBeNull();
  });

  it('the network coming back tries again by itself', async () => {
    instanceDown();
    const { nav, places } = await render('/home');
    await lineIn(nav);
    instanceBack();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await kmybluePlacesBack(places);
    expect(linkNames(places)).toEqual(WITH_KMYBLUE);
    expect(nav.querySelector('.server-info-line')).toBeNull();
  });

  it("the about page's Retry brings the navigation's places back too", async () => {
    instanceDown();
    const { nav, places } = await render('/about');
    const main = rendered!.container.querySelector('main')!;
    const note = await rendered!.waitFor(
      () => (main.textContent?.includes('Information about this server could not be loaded.') ? main : null),
      "the about page's note",
    );
    await lineIn(nav);
    instanceBack();
    const retry = [...note.querySelectorAll('button')].find((button) => button.textContent === 'Retry')!;
    act(() => retry.click());
    await rendered!.waitFor(() => main.querySelector('.about__hero'), 'the about page');
    await kmybluePlacesBack(places);
    expect(linkNames(places)).toEqual(WITH_KMYBLUE);
    expect(nav.querySelector('.server-info-line')).toBeNull();
  });

  it('on a phone, the account menu says it in an entry that asks again, and the places come back', async () => {
    instanceDown();
    const { nav } = await render('/home', true, 'mobile');
    const account = [...nav.querySelectorAll('button')].find((b) => b.textContent === 'Account')!;
    const openMenu = () => {
      act(() => account.click());
      return rendered!.waitFor(() => document.querySelector<HTMLElement>('[role="menu"]'), 'the account menu');
    };
    const entries = (menu: Element) => [...menu.querySelectorAll('[role="menuitem"]')].map((i) => i.textContent);
    const menu = await openMenu();
    await rendered!.waitFor(
      () => (entries(menu).includes('Server information could not be loaded. Retry') ? menu : null),
      'the entry',
    );
    expect(entries(menu)).not.toContain('Antennas');
    expect(entries(menu)).toContain('Bookmarks');
    instanceBack();
    const entry = [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')].find((i) =>
      i.textContent?.startsWith('Server information'),
    )!;
    act(() => entry.click());
    await rendered!.waitFor(() => (document.querySelector('[role="menu"]') ? null : true), 'the menu to close');
    await rendered!.waitFor(() => (instanceCalls().slice(-1)[0] === 200 ? true : null), 'the answer');
    const again = await openMenu();
    expect(entries(again)).toEqual(expect.arrayContaining(['Antennas', 'Circles', 'Bookmark categories']));
    expect(entries(again)).not.toContain('Server information could not be loaded. Retry');
  });

  it('out of reach, nothing is said; a call reaching the server again brings the kmyblue places back', async () => {
    let unanswered = 0;
    contract.server.use(
      http.get(`${contract.origin}/api/v2/instance`, () => {
        unanswered += 1;
        return HttpResponse.error();
      }),
    );
    // (the line's code is in already: it would show at once)
    await import('../../../src/views/server-info/ServerInfoLine');
    const { nav, places } = await render('/home');
    await rendered!.waitFor(() => (unanswered > 0 ? true : null), 'the instance asked');
    const instance = dataRegistryOf({ store: rendered!.session.store } as never).peek(serverInstanceData, null)!;
    await rendered!.waitFor(() => (instance.getSnapshot().hasTag('failed') ? true : null), 'the instance failed');
    await act(async () => {});
    expect(linkNames(places)).toEqual(STANDARD);
    expect(nav.querySelector('.server-info-line')).toBeNull();
    instanceBack();
    // (another of the account's calls got an answer)
    act(() => reachSignalOf(rendered!.session.store).tell(true));
    await kmybluePlacesBack(places);
    expect(linkNames(places)).toEqual(WITH_KMYBLUE);
    expect(nav.querySelector('.server-info-line')).toBeNull();
  });

  it('reading signed out, nothing in the navigation depends on it, and nothing is said', async () => {
    instanceDown();
    const before = instanceCalls().length;
    const { nav, places } = await render('/public/local', false);
    await rendered!.waitFor(() => (instanceCalls().length > before ? true : null), 'the instance asked');
    await contract.settle();
    expect(linkNames(places)).toEqual(['Search', 'Explore', 'About', 'Preferences']);
    expect(nav.querySelector('.server-info-line')).toBeNull();
  });
});
