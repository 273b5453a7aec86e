// @vitest-environment jsdom
/**
 * /search is the search screen at the root and under /deck, for signed-in and signed-out readers alike (not a
 * profile named "search"); its field is in the page's search landmark.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { headingAt, unmountRoutes } from '../routes/route-screens';
import { screenIn } from '../routes/render-routes';

vi.mock('../../../src/views/timelines/TimelineScreen', async () => ({
  default: (await import('../routes/probe-screens')).TimelineProbe,
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

describe('the search route', () => {
  it.each([
    ['/search', 'single-column', true],
    ['/deck/search', 'multi-column', true],
    ['/search', 'single-column', false],
    ['/deck/search', 'multi-column', false],
  ] as const)('%s (%s, signed in: %s) shows the search screen', async (path, mode, signedIn) => {
    const main = await headingAt(path, 'Search', { mode, signedIn });
    expect(screenIn(main)).toBeNull();
    expect(main.querySelector('[role="search"] input[type="search"]')).not.toBeNull();
  });
});
