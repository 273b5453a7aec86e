// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOwnHistoryState } from '../../../src/services/routing/app-navigation';
import { probe, renderRoutes, screenIn, scrollTo, type Rendered } from '../routes/render-routes';

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
vi.mock('../../../src/views/compose/ComposeScreen', async () => ({
  default: (await import('../routes/probe-screens')).ComposeScreenProbe,
}));
vi.mock('../../../src/views/notifications/NotificationsScreen', async () => ({
  default: (await import('../routes/probe-screens')).NotificationsProbe,
}));
vi.mock('../../../src/views/notifications/NotificationPages', async () => ({
  default: (await import('../routes/probe-screens')).NotificationPagesProbe,
}));

let rendered: Rendered | null = null;
afterEach(() => {
  rendered?.unmount();
  rendered = null;
});

async function render(path: string, options: Parameters<typeof renderRoutes>[1]) {
  rendered = await renderRoutes(path, options);
  await rendered.waitFor(
    () =>
      screenIn(rendered!.container.querySelector('main') ?? document.createElement('p')) ??
      rendered!.container.querySelector('main h1'),
    'the routed screen',
  );
  return rendered;
}

const linkNames = (nav: Element) => [...nav.querySelectorAll('a')].map((a) => a.textContent?.trim());
const landmarks = (root: Element, selector: string) => [...root.querySelectorAll(selector)];

describe('mobile layout', () => {
  it('shows the screen in main and a tab bar with the timelines and the account', async () => {
    const { container } = await render('/public/local', { mode: 'mobile' });
    expect(container.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('mobile');
    const navs = landmarks(container, 'nav');
    expect(navs).toHaveLength(1);
    expect(navs[0]!.getAttribute('aria-label')).toBe('Main sections');
    expect(linkNames(navs[0]!)).toEqual(['Home', 'Notifications', 'Local', 'Federated']);
    const current = navs[0]!.querySelector('[aria-current="page"]');
    expect(current?.textContent).toBe('Local');
    expect(container.querySelectorAll('main')).toHaveLength(1);
  });

  it('signed out: local and federated only, and a sign-in button', async () => {
    const { container, session } = await render('/public', { mode: 'mobile', signedIn: false });
    const nav = container.querySelector('nav')!;
    expect(linkNames(nav)).toEqual(['Local', 'Federated']);
    const signIn = await rendered!.waitFor(
      () => [...nav.querySelectorAll('button')].find((b) => b.textContent === 'Sign in'),
      'the sign-in button',
    );
    signIn.click();
    expect(session.addAccount).toHaveBeenCalledOnce();
  });
});

describe('mobile account menu', () => {
  it('opens the account menu from the tab bar and closes on Escape, focus back on the button', async () => {
    const { container } = await render('/home', { mode: 'mobile' });
    const button = [...container.querySelectorAll('nav button')].find(
      (b) => b.textContent === 'Account',
    ) as HTMLButtonElement;
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('[role="menu"]')).toBeNull();
    act(() => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // the menu downloads when it first opens (or once the first posts have painted); it is portalled to the body
    const menu = await rendered!.waitFor(
      () => document.querySelector<HTMLElement>('[role="menu"]'),
      'the account menu',
    );
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    expect(menu.textContent).toContain('@alice');
    const inside = menu.querySelector<HTMLElement>('[role="menuitemradio"]')!;
    inside.focus();
    act(() => {
      inside.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(document.querySelector('[role="menu"]')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});

describe('single-column layout', () => {
  it('has a navigation panel beside one content column, with the advanced interface switch', async () => {
    const { container, layout } = await render('/home', { mode: 'single-column' });
    expect(container.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('single-column');
    const nav = container.querySelector('nav')!;
    // the account area arrives after the first posts have painted
    await rendered!.waitFor(() => nav.querySelector('.nav-panel__account a'), 'the account switcher');
    // so do the reader's places: on every server search, Explore, direct messages, lists, followed hashtags,
    // bookmarks and favourites (this fake server says nothing of kmyblue, so none of its places)
    const places = await rendered!.waitFor(() => nav.querySelector<HTMLElement>('.nav-panel__places'), 'the places');
    expect(places.getAttribute('aria-label')).toBe('Your places');
    const placeNames = linkNames(places);
    expect(placeNames).toEqual([
      'Search',
      'Explore',
      'Direct messages',
      'Lists',
      'Followed hashtags',
      'Bookmarks',
      'Favourites',
      'About',
      'Preferences',
    ]);
    expect(nav.getAttribute('aria-label')).toBe('Navigation');
    // the navigation's timelines, then the account area's links: edit profile, filters, follow requests, blocks,
    // mutes and blocked domains
    expect(linkNames(nav).filter((name) => !placeNames.includes(name))).toEqual([
      'Home',
      'Notifications',
      'Local',
      'Federated',
      'New post',
      'Edit profile',
      'Filters',
      'Follow requests',
      'Blocked accounts',
      'Muted accounts',
      'Blocked domains',
    ]);
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Home');
    expect(landmarks(container, 'main')).toHaveLength(1);
    expect(landmarks(container, 'aside')).toHaveLength(0);
    // the advanced interface switch comes with the places
    const toggle = nav.querySelector<HTMLInputElement>('input[role="switch"]')!;
    expect(toggle.checked).toBe(false);
    expect(toggle.labels?.[0]?.textContent).toContain('Advanced web interface');
    act(() => toggle.click());
    expect(layout.setAdvancedInterface).toHaveBeenCalledWith(true);
  });

  it('signed out: local and federated, the open places, and a sign-in button', async () => {
    const { container, session } = await render('/public/local', { mode: 'single-column', signedIn: false });
    const nav = container.querySelector('nav')!;
    // the timelines (the places may be there already: they come after the first paint, which can be over by now)
    const outsidePlaces = () =>
      [...nav.querySelectorAll('a')].filter((a) => !a.closest('.nav-panel__places')).map((a) => a.textContent?.trim());
    expect(outsidePlaces()).toEqual(['Local', 'Federated']);
    // after the first paint: the places open to someone reading signed out, and the advanced interface switch
    const places = await rendered!.waitFor(() => nav.querySelector<HTMLElement>('.nav-panel__places'), 'the places');
    expect(linkNames(places)).toEqual(['Search', 'Explore', 'About', 'Preferences']);
    expect(outsidePlaces()).toEqual(['Local', 'Federated']);
    expect(nav.querySelector('input[role="switch"]')).not.toBeNull();
    const signIn = await rendered!.waitFor(
      () => [...nav.querySelectorAll('button')].find((b) => b.textContent === 'Sign in'),
      'the sign-in button',
    );
    act(() => signIn.click());
    expect(session.addAccount).toHaveBeenCalledOnce();
  });

  it('signed in: the account switcher in the panel', async () => {
    const { container } = await render('/home', { mode: 'single-column' });
    const nav = container.querySelector('nav')!;
    await rendered!.waitFor(() => (nav.textContent?.includes('@alice') ? nav : null), 'the account switcher');
    expect([...nav.querySelectorAll('button')].map((b) => b.textContent)).toContain('Sign out');
  });

  it('the skip link is the first Tab stop and moves focus to the main content', async () => {
    const { container } = await render('/public', { mode: 'single-column' });
    const focusable = container.querySelectorAll<HTMLElement>('a[href], button, input');
    const skip = focusable[0]!;
    expect(skip.textContent).toBe('Skip to content');
    act(() => skip.click());
    expect(document.activeElement).toBe(container.querySelector('main'));
    expect(container.querySelector('main')?.id).toBe('main-content');
  });
});

describe('multi-column layout (deck)', () => {
  it('shows COMPOSE, HOME and NOTIFICATIONS as labelled columns plus the routed screen as main', async () => {
    const { container } = await render('/deck/public', { mode: 'multi-column' });
    expect(container.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('multi-column');
    const columns = landmarks(container, 'aside').filter((aside) => aside.matches('.deck-column'));
    expect(columns.map((c) => c.getAttribute('aria-label'))).toEqual(['New post', 'Home', 'Notifications']);
    // the deck's own tools (add a column, back to the default) are a landmark of their own
    expect(container.querySelector('aside.deck__tools')?.getAttribute('aria-label')).toBe('Columns');
    await rendered!.waitFor(() => columns[1]!.querySelector('[data-screen]'));
    expect(columns[1]!.querySelector<HTMLElement>('[data-screen]')?.dataset.timeline).toBe('home');
    // the composer's column fills in once the home column has painted (it is not on the first path)
    await rendered!.waitFor(() => columns[0]!.querySelector('[data-screen="compose"]'));
    expect(columns[0]!.querySelector<HTMLElement>('[data-screen]')?.dataset.where).toBe('column');
    await rendered!.waitFor(() => columns[2]!.querySelector('[data-screen="notifications"]'));
    const main = container.querySelector('main')!;
    expect(screenIn(main)?.dataset.timeline).toBe('public');
    // the columns come in that order, the routed column last
    const order = [...container.querySelectorAll('.deck__columns > .deck-column')].map((el) =>
      el.tagName.toLowerCase(),
    );
    expect(order).toEqual(['aside', 'aside', 'aside', 'main']);
    // nav links carry the prefix
    const federated = [...container.querySelectorAll('nav a')].find((a) => a.textContent === 'Federated')!;
    expect(federated.getAttribute('href')).toBe('/deck/public');
    expect(federated.getAttribute('aria-current')).toBe('page');
  });

  it('a route that is one of the columns makes that column the main one instead of adding a column', async () => {
    const { container } = await render('/deck/notifications', { mode: 'multi-column' });
    expect(landmarks(container, 'main')).toHaveLength(1);
    const main = container.querySelector('main')!;
    expect(main.getAttribute('aria-label')).toBe('Notifications');
    const columns = landmarks(container, 'aside').filter((aside) => aside.matches('.deck-column'));
    expect(columns.map((c) => c.getAttribute('aria-label'))).toEqual(['New post', 'Home']);
    expect(container.querySelectorAll('.deck__columns > .deck-column')).toHaveLength(3);
  });

  it('signed out: no account columns, only the routed screen', async () => {
    const { container } = await render('/deck/public/local', { mode: 'multi-column', signedIn: false });
    expect(landmarks(container, 'aside')).toHaveLength(0);
    expect(screenIn(container.querySelector('main')!)?.dataset.timeline).toBe('community');
  });
});

describe('AppServices.navigate', () => {
  it('adds /deck in the multi-column layout and marks the history state', async () => {
    const { router } = await render('/deck/public', { mode: 'multi-column' });
    const services = probe.services!;
    expect(services.layout).toBe('multi-column');
    await act(async () => services.navigate('/tags/cats'));
    expect(router.state.location.pathname).toBe('/deck/tags/cats');
    expect(isOwnHistoryState(router.state.location.state)).toBe(true);
    expect(router.state.historyAction).toBe('PUSH');
    await act(async () => services.navigate('/deck/public/local', { replace: true }));
    expect(router.state.location.pathname).toBe('/deck/public/local');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('pushes paths as written in the single-column layout', async () => {
    const { router } = await render('/public', { mode: 'single-column' });
    const services = probe.services!;
    expect(services.me).toBe('1');
    expect(services.server).toBe('https://social.example');
    await act(async () => services.navigate('/@alice'));
    expect(router.state.location.pathname).toBe('/@alice');
    expect(isOwnHistoryState(router.state.location.state)).toBe(true);
  });

  it('navigation links mark the history state too', async () => {
    const { container, router } = await render('/public', { mode: 'single-column' });
    const local = [...container.querySelectorAll('nav a')].find((a) => a.textContent === 'Local') as HTMLAnchorElement;
    await act(async () => local.click());
    expect(router.state.location.pathname).toBe('/public/local');
    expect(isOwnHistoryState(router.state.location.state)).toBe(true);
  });

  it('a new page starts at the top of the window', async () => {
    await render('/public', { mode: 'single-column' });
    scrollTo.mockClear();
    await act(async () => probe.services!.navigate('/public/local'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('promptSignIn goes to the session', async () => {
    const { session } = await render('/public', { mode: 'single-column', signedIn: false });
    probe.services!.promptSignIn({ type: 'vote', accountId: '2', statusUri: 'https://social.example/statuses/1' });
    expect(session.promptSignIn).toHaveBeenCalledWith({
      type: 'vote',
      accountId: '2',
      statusUri: 'https://social.example/statuses/1',
    });
  });
});

describe('the n key', () => {
  it('opens the composer from outside fields, never while typing', async () => {
    const { router, container } = await render('/public', { mode: 'single-column' });
    // the shortcuts arrive once the first posts have painted: press n until it is heard
    await rendered!.waitFor(() => {
      act(() => {
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'n', bubbles: true }));
      });
      return router.state.location.pathname === '/publish' ? true : null;
    }, 'the n key to be heard');
    expect(router.state.location.state).toMatchObject({ compose: { type: 'new' }, tsubame: true });
    await act(async () => {
      await router.navigate('/public');
    });
    const input = document.createElement('input');
    container.append(input);
    act(() => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'n', bubbles: true }));
    });
    expect(router.state.location.pathname).toBe('/public');
  });
});
