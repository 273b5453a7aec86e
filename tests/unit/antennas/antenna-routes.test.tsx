// @vitest-environment jsdom
/**
 * The antennas routes in the route table: each screen at its path, at the root and under /deck, for signed-in
 * readers only (a signed-out one is asked to sign in); the antenna timeline and edit routes pass the antenna's id.
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
vi.mock('../../../src/views/antennas/AntennasScreen', async () =>
  (await import('../routes/probe-screens')).probeModule('antennas'),
);
vi.mock('../../../src/views/antennas/AntennaEditScreen', async () =>
  (await import('../routes/probe-screens')).probeModule('antenna-edit'),
);
vi.mock('../../../src/views/antennas/AntennaTimelineScreen', async () =>
  (await import('../routes/probe-screens')).probeModule('antenna-timeline'),
);

afterEach(unmountRoutes);

const ROUTES = [
  ['/antennas', 'antennas', undefined],
  ['/antennas/7', 'antenna-timeline', '7'],
  ['/antennas/7/edit', 'antenna-edit', '7'],
] as const;

describe('antennas routes', () => {
  itShowsScreensToSignedInReaders(ROUTES);
});
