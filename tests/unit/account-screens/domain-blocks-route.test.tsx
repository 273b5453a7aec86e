// @vitest-environment jsdom
/**
 * /domain_blocks (at / and under /deck) is the signed-in user's blocked domains screen, not the profile of an
 * account so named; signed out, it invites to sign in. The other screens are probes.
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

describe('route of the blocked domains screen', () => {
  it.each([
    ['/domain_blocks', 'single-column'],
    ['/deck/domain_blocks', 'multi-column'],
  ] as const)('%s shows the blocked domains', async (path, mode) => {
    rendered = await renderRoutes(path, { mode });
    const main = await headingIs('Blocked domains');
    expect(screenIn(main)).toBeNull();
  });

  it('needs an account', async () => {
    rendered = await renderRoutes('/domain_blocks', { signedIn: false });
    await headingIs('Sign in to see this');
  });
});
