// @vitest-environment jsdom
/**
 * /@acct/followers and /@acct/following (at / and under /deck) are the account's lists, not a status page
 * whose id would be "followers"; the other screens are probes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, screenIn, type Rendered } from '../routes/render-routes';

vi.mock('../../../src/views/timeline/TimelineScreen', async () => ({
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

let rendered: Rendered | null = null;
afterEach(() => {
  rendered?.unmount();
  rendered = null;
});

describe('routes of the followers and following lists', () => {
  it.each([
    ['/@alice/followers', 'single-column', 'Followers of @alice'],
    ['/@alice/following', 'single-column', 'Followed by @alice'],
    ['/deck/@bob@remote.example/followers', 'multi-column', 'Followers of @bob@remote.example'],
    ['/deck/@bob@remote.example/following', 'multi-column', 'Followed by @bob@remote.example'],
  ] as const)('%s shows the list screen', async (path, mode, title) => {
    rendered = await renderRoutes(path, { mode });
    const main = await rendered.waitFor(() => rendered!.container.querySelector('main'), 'the main landmark');
    await rendered.waitFor(() => (main.querySelector('h1')?.textContent === title ? true : null), title);
    expect(screenIn(main)).toBeNull();
    expect(rendered.container.querySelector('[data-screen="status"]')).toBeNull();
  });

  it('a post id is still a status page, and a first segment without @ is not an account', async () => {
    rendered = await renderRoutes('/@alice/109');
    const status = await rendered.waitFor(() => rendered!.container.querySelector<HTMLElement>('[data-screen]'));
    expect(status.dataset).toMatchObject({ screen: 'status', status: '109' });
    rendered.unmount();
    rendered = await renderRoutes('/alice/followers');
    await rendered.waitFor(() =>
      rendered!.container.querySelector('h1')?.textContent === 'Page not found' ? true : null,
    );
  });
});
