// @vitest-environment jsdom
/**
 * The antennas routes in the route table: each screen at its path, at the root and under /deck, for signed-in
 * readers only (a signed-out one is asked to sign in); the antenna timeline and edit routes pass the antenna's id.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, screenIn, type Rendered } from '../routes/render-routes';

// the deck's own columns are probes: the routes under test are what matters here
vi.mock('../../../src/views/timeline/TimelineScreen', async () => ({
  default: (await import('../routes/probe-screens')).TimelineProbe,
}));
vi.mock('../../../src/views/compose/ComposeColumn', async () => ({
  default: (await import('../routes/probe-screens')).ComposeColumnProbe,
}));
vi.mock('../../../src/views/notifications/NotificationsScreen', async () => ({
  default: (await import('../routes/probe-screens')).NotificationsProbe,
}));
vi.mock('../../../src/views/antennas/AntennasScreen', () => ({ default: () => <section data-screen="antennas" /> }));
vi.mock('../../../src/views/antennas/AntennaEditScreen', async () => {
  const { useParams } = await import('react-router');
  return { default: () => <section data-screen="antenna-edit" data-id={useParams().id} /> };
});
vi.mock('../../../src/views/antennas/AntennaTimelineScreen', async () => {
  const { useParams } = await import('react-router');
  return { default: () => <section data-screen="antenna-timeline" data-id={useParams().id} /> };
});

let rendered: Rendered | null = null;
afterEach(() => {
  rendered?.unmount();
  rendered = null;
});

const ROUTES: Array<[string, string, string | undefined]> = [
  ['/antennas', 'antennas', undefined],
  ['/antennas/7', 'antenna-timeline', '7'],
  ['/antennas/7/edit', 'antenna-edit', '7'],
];

async function screenAt(path: string, options: Parameters<typeof renderRoutes>[1] = {}) {
  rendered = await renderRoutes(path, options);
  const { container } = rendered;
  return rendered.waitFor(() => {
    const main = container.querySelector('main');
    return main ? screenIn(main) : null;
  }, `a screen at ${path}`);
}

describe('antennas routes', () => {
  it.each(ROUTES)('%s shows its screen, at the root and under /deck', async (path, screen, id) => {
    const shown = await screenAt(path);
    expect(shown.dataset.screen).toBe(screen);
    expect(shown.dataset.id).toBe(id);
    rendered?.unmount();
    const deck = await screenAt(`/deck${path}`, { mode: 'multi-column' });
    expect(deck.dataset.screen).toBe(screen);
    expect(deck.dataset.id).toBe(id);
  });

  it.each(ROUTES)('%s asks a signed-out reader to sign in', async (path) => {
    rendered = await renderRoutes(path, { signedIn: false });
    const main = await rendered.waitFor(() => rendered!.container.querySelector('main h1'), 'the invitation');
    expect(main.textContent).toBe('Sign in to see this');
    expect(screenIn(rendered.container.querySelector('main')!)).toBeNull();
  });
});
