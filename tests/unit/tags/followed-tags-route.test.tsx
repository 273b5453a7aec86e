// @vitest-environment jsdom
/**
 * /followed_tags (at / and under /deck) is the signed-in reader's followed hashtags, not a profile; signed out, it
 * invites to sign in. The other screens are probes.
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

describe('route of the followed hashtags screen', () => {
  itShowsHeadedScreensToSignedInReaders([['/followed_tags', 'Followed hashtags']]);
});
