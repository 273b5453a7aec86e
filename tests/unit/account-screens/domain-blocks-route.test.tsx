// @vitest-environment jsdom
/**
 * /domain_blocks (at / and under /deck) is the signed-in user's blocked domains screen, not the profile of an
 * account so named; signed out, it invites to sign in. The other screens are probes.
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

describe('route of the blocked domains screen', () => {
  itShowsHeadedScreensToSignedInReaders([['/domain_blocks', 'Blocked domains']]);
});
