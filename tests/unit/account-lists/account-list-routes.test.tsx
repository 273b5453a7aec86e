// @vitest-environment jsdom
/**
 * /@acct/followers and /@acct/following (at / and under /deck) are the account's lists, not a status page
 * whose id would be "followers"; the other screens are probes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenIn } from '../routes/render-routes';
import { headingAt, renderAt, rendered, screenAt, unmountRoutes } from '../routes/route-screens';

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

afterEach(unmountRoutes);

describe('routes of the followers and following lists', () => {
  it.each([
    ['/@alice/followers', 'single-column', 'Followers of @alice'],
    ['/@alice/following', 'single-column', 'Followed by @alice'],
    ['/deck/@bob@remote.example/followers', 'multi-column', 'Followers of @bob@remote.example'],
    ['/deck/@bob@remote.example/following', 'multi-column', 'Followed by @bob@remote.example'],
  ] as const)('%s shows the list screen', async (path, mode, title) => {
    const main = await headingAt(path, title, { mode });
    expect(screenIn(main)).toBeNull();
    expect(rendered().container.querySelector('[data-screen="status"]')).toBeNull();
  });

  it('a post id is still a status page, and a first segment without @ is not an account', async () => {
    const status = await screenAt('/@alice/109');
    expect(status.dataset).toMatchObject({ screen: 'status', status: '109' });
    await renderAt('/alice/followers');
    await rendered().waitFor(() =>
      rendered().container.querySelector('h1')?.textContent === 'Page not found' ? true : null,
    );
  });
});
