// @vitest-environment jsdom
/**
 * /follow_requests, /blocks and /mutes (at / and under /deck) are the signed-in user's lists, not profiles of
 * accounts so named; signed out, they invite to sign in. The other screens are probes.
 */
import { afterEach, describe, vi } from 'vitest';
import { itShowsHeadedScreensToSignedInReaders, unmountRoutes } from '../routes/route-screens';

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

const SCREENS = [
  ['/follow_requests', 'Follow requests'],
  ['/blocks', 'Blocked accounts'],
  ['/mutes', 'Muted accounts'],
] as const;

describe('routes of the follow requests, blocked and muted accounts screens', () => {
  itShowsHeadedScreensToSignedInReaders(SCREENS);
});
