// @vitest-environment jsdom
/**
 * /bookmarks, /favourites, /emoji_reactions, /bookmark_categories and /bookmark_categories/:id (at / and under
 * /deck) are the signed-in reader's saved posts, not profiles or posts of accounts so named; signed out, they invite
 * to sign in. The other screens are probes.
 */
import { afterEach, describe, vi } from 'vitest';
import { itShowsHeadedScreensToSignedInReaders, unmountRoutes } from '../routes/route-screens';

vi.mock('../../../src/views/timelines/TimelineScreen', async () => ({
  default: (await import('../routes/probe-screens')).TimelineProbe,
}));
// the saved screens' feed is the timeline's (tested with it); here it only names its timeline
vi.mock('../../../src/views/timelines/Timeline', () => ({
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

afterEach(unmountRoutes);

const SCREENS = [
  ['/bookmarks', 'Bookmarks'],
  ['/favourites', 'Favourites'],
  ['/emoji_reactions', 'Emoji reactions'],
  ['/bookmark_categories', 'Bookmark categories'],
  ['/bookmark_categories/7', 'Bookmark category'],
] as const;

describe('routes of the saved-posts screens', () => {
  itShowsHeadedScreensToSignedInReaders(SCREENS);
});
