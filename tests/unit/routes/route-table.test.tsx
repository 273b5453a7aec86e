// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOwnHistoryState } from '../../../src/services/routing/app-navigation';
import { linkTimelinePath } from '../../../src/services/routing/paths';
import { renderRoutes, screenIn, type Rendered } from './render-routes';
import { waitForState } from '../../support/wait-for-state';

vi.mock('../../../src/views/timelines/TimelineScreen', async () => ({
  default: (await import('./probe-screens')).TimelineProbe,
}));
vi.mock('../../../src/views/status-page/StatusPage', async () => ({
  default: (await import('./probe-screens')).StatusProbe,
}));
vi.mock('../../../src/views/profile/ProfilePage', async () => ({
  default: (await import('./probe-screens')).ProfileProbe,
}));
vi.mock('../../../src/views/compose/ComposeColumn', async () => ({
  default: (await import('./probe-screens')).ComposeColumnProbe,
}));
vi.mock('../../../src/views/compose/ComposeScreen', async () => ({
  default: (await import('./probe-screens')).ComposeScreenProbe,
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

async function screenAt(path: string, options: Parameters<typeof renderRoutes>[1] = {}) {
  rendered = await renderRoutes(path, options);
  const { container } = rendered;
  // the routed screen is inside the main landmark (in the deck, other columns hold other screens)
  return rendered.waitFor(() => {
    const main = container.querySelector('main');
    return main ? (screenIn(main) ?? main.querySelector<HTMLElement>('section')) : null;
  }, `a screen at ${path}`);
}

const TIMELINE_ROUTES: Array<[string, string]> = [
  ['/home', 'home'],
  ['/public/local', 'community'],
  ['/public/local/media', 'community:media'],
  ['/public', 'public'],
  ['/public/media', 'public:media'],
  ['/public/remote', 'public:remote'],
  ['/public/remote/media', 'public:remote:media'],
  ['/tags/cats', 'hashtag:cats'],
  ['/tags/cats/local', 'hashtag:cats:local'],
  [`/tags/${encodeURIComponent('日本語')}`, 'hashtag:日本語'],
  ['/tags/cats/local/any=dogs,kittens/none=fish', 'hashtag:cats:local:any=dogs,kittens:none=fish'],
  [`/tags/cats/any=${encodeURIComponent('東京')}`, 'hashtag:cats:any=東京'],
  ['/lists/12', 'list:12'],
  [linkTimelinePath('https://news.example/a b?x=1&y=%2F#top'), 'link:https://news.example/a b?x=1&y=%2F#top'],
];

describe('route table: timelines', () => {
  for (const [path, timeline] of TIMELINE_ROUTES) {
    it(`${decodeURI(path)} shows the ${timeline} timeline, at / and under /deck`, async () => {
      const screen = await screenAt(path);
      expect(screen.dataset.screen).toBe('timeline');
      expect(screen.dataset.timeline).toBe(timeline);
      rendered?.unmount();
      // in the deck /home is the HOME column (then the main landmark); the routed column shows the rest
      const deck = await screenAt(`/deck${path}`, { mode: 'multi-column' });
      expect(deck.dataset.timeline).toBe(timeline);
    });
  }

  it('mounts a new timeline screen when the tag changes', async () => {
    await screenAt('/tags/cats');
    const first = screenIn(rendered!.container);
    await act(async () => {
      await rendered!.router.navigate('/tags/dogs');
    });
    const second = await rendered!.waitFor(() => {
      const found = screenIn(rendered!.container);
      return found?.dataset.timeline === 'hashtag:dogs' ? found : null;
    });
    expect(second).not.toBe(first);
  });
});

describe('route table: accounts and statuses', () => {
  it.each([
    ['/@alice', '@alice'],
    ['/@bob@remote.example', '@bob@remote.example'],
    ['/@alice/with_replies', '@alice'],
    ['/@alice/media', '@alice'],
  ])('%s shows the profile page', async (path, acct) => {
    const screen = await screenAt(path);
    expect(screen.dataset.screen).toBe('profile');
    expect(screen.dataset.acct).toBe(acct);
    expect(screen.dataset.path).toBe(path);
  });

  it('/@alice/109 shows the status page with its parameters', async () => {
    const screen = await screenAt('/@alice/109');
    expect(screen.dataset).toMatchObject({ screen: 'status', acct: '@alice', status: '109' });
    rendered?.unmount();
    const deck = await screenAt('/deck/@bob@remote.example/110', { mode: 'multi-column' });
    expect(deck.dataset).toMatchObject({ screen: 'status', acct: '@bob@remote.example', status: '110' });
  });

  it('a first segment without @ is not an account', async () => {
    await screenAt('/alice');
    expect(rendered!.container.querySelector('h1')?.textContent).toBe('Page not found');
  });
});

describe('route table: placeholders, sign-in and the start page', () => {
  it('/notifications is the notifications screen (the NOTIFICATIONS column in the deck)', async () => {
    const screen = await screenAt('/notifications');
    expect(screen.dataset.screen).toBe('notifications');
  });

  it.each([
    '/notifications/settings',
    '/notifications/requests',
    '/notifications/requests/12',
    '/notifications/policy',
    '/conversations',
    '/deck/conversations',
  ])('%s opens the notifications area page the path names', async (path) => {
    const screen = await screenAt(path, path.startsWith('/deck') ? { mode: 'multi-column' } : {});
    expect(screen.dataset.screen).toBe('notification-pages');
    expect(screen.dataset.path).toBe(path);
  });

  it.each(['/publish', '/statuses/new', '/deck/publish'])('%s is the compose page', async (path) => {
    const screen = await screenAt(path, path.startsWith('/deck') ? { mode: 'multi-column' } : {});
    expect(screen.dataset.screen).toBe('compose');
    // in the deck it is the COMPOSE column, made the main one
    expect(screen.dataset.where).toBe(path.startsWith('/deck') ? 'column' : 'page');
  });

  it.each([
    ['/@alice/109/reblogs', 'Boosted by'],
    ['/@alice/109/favourites', 'Favourited by'],
    ['/deck/@bob@remote.example/7/reactions', 'Reactions'],
    ['/@alice/109/quotes', 'Quotes'],
    ['/@alice/109/mentions', 'Mentioned accounts'],
    ['/@alice/109/references', 'Referred to by'],
  ])('%s shows the who-list of the post', async (path, title) => {
    await screenAt(path);
    const main = rendered!.container.querySelector('main')!;
    await waitForState(() => expect(main.querySelector('h1')?.textContent).toBe(title));
    expect(main.textContent).not.toMatch(/arrive(s)? in a later version/);
  });

  it.each(['/home', '/lists/3', '/antennas/4', '/notifications', '/publish'])(
    '%s asks a signed-out reader to sign in',
    async (path) => {
      await screenAt(path, { signedIn: false });
      const main = rendered!.container.querySelector('main')!;
      expect(main.querySelector('h1')?.textContent).toBe('Sign in to see this');
      expect(screenIn(main)).toBeNull();
      const button = [...main.querySelectorAll('button')].find((b) => b.textContent === 'Sign in')!;
      button.click();
      expect(rendered!.session.addAccount).toHaveBeenCalledOnce();
    },
  );

  it("/ opens the home timeline when signed in, marking the history entry as the product's own", async () => {
    const screen = await screenAt('/');
    expect(screen.dataset.timeline).toBe('home');
    expect(rendered!.path()).toBe('/home');
    expect(isOwnHistoryState(rendered!.router.state.location.state)).toBe(true);
    expect(rendered!.router.state.historyAction).toBe('REPLACE');
  });

  it('/ opens the local timeline when signed out', async () => {
    const screen = await screenAt('/', { signedIn: false });
    expect(screen.dataset.timeline).toBe('community');
    expect(rendered!.path()).toBe('/public/local');
  });

  it('/deck opens /deck/home in the multi-column layout', async () => {
    await screenAt('/deck', { mode: 'multi-column' });
    expect(rendered!.path()).toBe('/deck/home');
    expect(isOwnHistoryState(rendered!.router.state.location.state)).toBe(true);
  });
});

describe('route table: not found', () => {
  it.each(['/nowhere', '/public/local/nothing', '/tags', '/@alice/1/extra', '/deck/nowhere'])(
    '%s shows the not-found page with a link home',
    async (path) => {
      await screenAt(path, { mode: path.startsWith('/deck') ? 'multi-column' : 'single-column' });
      const main = rendered!.container.querySelector('main')!;
      await rendered!.waitFor(() => main.querySelector('h1'));
      expect(main.querySelector('h1')?.textContent).toBe('Page not found');
      const home = [...main.querySelectorAll('a')].find((a) => a.textContent === 'Go to the start page')!;
      expect(home.getAttribute('href')).toBe(path.startsWith('/deck') ? '/deck' : '/');
    },
  );

  it('the link home leads to the start page', async () => {
    await screenAt('/nowhere');
    const main = rendered!.container.querySelector('main')!;
    const home = await rendered!.waitFor(() =>
      [...main.querySelectorAll('a')].find((a) => a.textContent === 'Go to the start page'),
    );
    await act(async () => home.click());
    await rendered!.waitFor(() => screenIn(rendered!.container));
    expect(rendered!.path()).toBe('/home');
  });
});
