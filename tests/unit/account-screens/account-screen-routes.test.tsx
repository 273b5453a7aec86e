// @vitest-environment jsdom
/**
 * /follow_requests, /blocks and /mutes (at / and under /deck) are the signed-in user's lists, not profiles of
 * accounts so named; signed out, they invite to sign in. The other screens are probes.
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

const headingIs = async (title: string) => {
  const main = await rendered!.waitFor(() => rendered!.container.querySelector('main'), 'the main landmark');
  await rendered!.waitFor(() => (main.querySelector('h1')?.textContent === title ? true : null), title);
  return main;
};

describe('routes of the follow requests, blocked and muted accounts screens', () => {
  it.each([
    ['/follow_requests', 'single-column', 'Follow requests'],
    ['/blocks', 'single-column', 'Blocked accounts'],
    ['/mutes', 'single-column', 'Muted accounts'],
    ['/deck/follow_requests', 'multi-column', 'Follow requests'],
    ['/deck/blocks', 'multi-column', 'Blocked accounts'],
    ['/deck/mutes', 'multi-column', 'Muted accounts'],
  ] as const)('%s shows its screen', async (path, mode, title) => {
    rendered = await renderRoutes(path, { mode });
    const main = await headingIs(title);
    expect(screenIn(main)).toBeNull();
  });

  it.each(['/follow_requests', '/blocks', '/mutes'])('%s needs an account', async (path) => {
    rendered = await renderRoutes(path, { signedIn: false });
    await headingIs('Sign in to see this');
  });
});
