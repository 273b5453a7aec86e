// @vitest-environment jsdom
/**
 * /bookmarks, /favourites, /emoji_reactions, /bookmark_categories and /bookmark_categories/:id (at / and under
 * /deck) are the signed-in reader's saved posts, not profiles or posts of accounts so named; signed out, they invite
 * to sign in. The other screens are probes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, screenIn, type Rendered } from '../routes/render-routes';

vi.mock('../../../src/views/timeline/TimelineScreen', async () => ({
  default: (await import('../routes/probe-screens')).TimelineProbe,
}));
// the saved screens' feed is the timeline's (tested with it); here it only names its timeline
vi.mock('../../../src/views/timeline/Timeline', () => ({
  Timeline: ({ timeline }: { timeline: string }) => <div data-timeline={timeline} />,
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

let rendered: Rendered | null = null;
afterEach(() => {
  rendered?.unmount();
  rendered = null;
});

const headingIs = async (title: string) => {
  const main = await rendered!.waitFor(() => rendered!.container.querySelector('main'), 'the main landmark');
  await rendered!.waitFor(() => (main.querySelector('h1')?.textContent === title ? true : null), title);
  return main;
};

describe('routes of the saved-posts screens', () => {
  it.each([
    ['/bookmarks', 'single-column', 'Bookmarks'],
    ['/favourites', 'single-column', 'Favourites'],
    ['/emoji_reactions', 'single-column', 'Emoji reactions'],
    ['/bookmark_categories', 'single-column', 'Bookmark categories'],
    ['/bookmark_categories/7', 'single-column', 'Bookmark category'],
    ['/deck/bookmarks', 'multi-column', 'Bookmarks'],
    ['/deck/favourites', 'multi-column', 'Favourites'],
    ['/deck/emoji_reactions', 'multi-column', 'Emoji reactions'],
    ['/deck/bookmark_categories', 'multi-column', 'Bookmark categories'],
    ['/deck/bookmark_categories/7', 'multi-column', 'Bookmark category'],
  ] as const)('%s shows its screen', async (path, mode, title) => {
    rendered = await renderRoutes(path, { mode });
    const main = await headingIs(title);
    expect(screenIn(main)).toBeNull();
  });

  it.each(['/bookmarks', '/favourites', '/emoji_reactions', '/bookmark_categories', '/bookmark_categories/7'])(
    '%s needs an account',
    async (path) => {
      rendered = await renderRoutes(path, { signedIn: false });
      await headingIs('Sign in to see this');
    },
  );
});
