// @vitest-environment jsdom
/**
 * The lists and circles routes in the route table: each screen at its path, at the root and under /deck, for
 * signed-in readers only (a signed-out one is asked to sign in); the list timeline route passes the list's id.
 */
import { afterEach, describe, vi } from 'vitest';
import { itShowsScreensToSignedInReaders, unmountRoutes } from '../routes/route-screens';

// the deck's own columns are probes: the routes under test are what matters here
vi.mock('../../../src/views/timelines/TimelineScreen', async () => ({
  default: (await import('../routes/probe-screens')).TimelineProbe,
}));
vi.mock('../../../src/views/compose/ComposeColumn', async () => ({
  default: (await import('../routes/probe-screens')).ComposeColumnProbe,
}));
vi.mock('../../../src/views/notifications/NotificationsScreen', async () => ({
  default: (await import('../routes/probe-screens')).NotificationsProbe,
}));
vi.mock('../../../src/views/lists/ListsScreen', async () =>
  (await import('../routes/probe-screens')).probeModule('lists'),
);
vi.mock('../../../src/views/lists/ListEditScreen', async () =>
  (await import('../routes/probe-screens')).probeModule('list-edit'),
);
vi.mock('../../../src/views/lists/ListTimelineScreen', async () =>
  (await import('../routes/probe-screens')).probeModule('list-timeline'),
);
vi.mock('../../../src/views/circles/CirclesScreen', async () =>
  (await import('../routes/probe-screens')).probeModule('circles'),
);
vi.mock('../../../src/views/circles/CirclePostsScreen', async () =>
  (await import('../routes/probe-screens')).probeModule('circle-posts'),
);
vi.mock('../../../src/views/circles/CircleEditScreen', async () =>
  (await import('../routes/probe-screens')).probeModule('circle-edit'),
);

afterEach(unmountRoutes);

const ROUTES = [
  ['/lists', 'lists', undefined],
  ['/lists/12', 'list-timeline', '12'],
  ['/lists/12/edit', 'list-edit', '12'],
  ['/circles', 'circles', undefined],
  ['/circles/7', 'circle-posts', '7'],
  ['/circles/7/edit', 'circle-edit', '7'],
] as const;

describe('lists and circles routes', () => {
  itShowsScreensToSignedInReaders(ROUTES);
});
