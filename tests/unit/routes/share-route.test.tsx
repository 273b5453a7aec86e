// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, screenIn, type Rendered } from './render-routes';

// the deck's other columns (home, notifications) show probes too
vi.mock('../../../src/views/timelines/TimelineScreen', async () => ({
  default: (await import('./probe-screens')).TimelineProbe,
}));
vi.mock('../../../src/views/notifications/NotificationsScreen', async () => ({
  default: (await import('./probe-screens')).NotificationsProbe,
}));
vi.mock('../../../src/views/compose/ComposeColumn', async () => ({
  default: (await import('./probe-screens')).ComposeColumnProbe,
}));
vi.mock('../../../src/views/compose/ComposeScreen', async () => ({
  default: (await import('./probe-screens')).ComposeScreenProbe,
}));

let rendered: Rendered | null = null;
afterEach(() => {
  rendered?.unmount();
  rendered = null;
});

const SHARED = '/share?title=Swallows&text=They%20fly%20low&url=https%3A%2F%2Fbirds.example%2Fswallows';

async function composeAt(path: string, options: Parameters<typeof renderRoutes>[1] = {}) {
  rendered = await renderRoutes(path, options);
  const { container } = rendered;
  return rendered.waitFor(() => {
    const main = container.querySelector('main');
    const screen = main ? screenIn(main) : null;
    return screen?.dataset.screen === 'compose' ? screen : null;
  }, `the compose page from ${path}`);
}

describe('/share (a page shared to the installed app)', () => {
  it('opens the compose page in its place, with the title, text and link as the draft', async () => {
    const screen = await composeAt(SHARED);
    expect(rendered!.path()).toBe('/publish');
    expect(rendered!.router.state.historyAction).toBe('REPLACE');
    expect(JSON.parse(screen.dataset.state!)).toEqual({
      compose: { type: 'share', text: 'Swallows\n\nThey fly low https://birds.example/swallows' },
      tsubame: true,
    });
  });

  it('opens the COMPOSE column in the deck', async () => {
    const screen = await composeAt(SHARED, { mode: 'multi-column' });
    expect(rendered!.path()).toBe('/deck/publish');
    expect(screen.dataset.where).toBe('column');
  });

  it('asks a signed-out reader to sign in, staying at the shared address to come back to', async () => {
    rendered = await renderRoutes(SHARED, { signedIn: false });
    const main = await rendered.waitFor(() => rendered!.container.querySelector('main h1'), 'the sign-in invitation');
    expect(main.textContent).toBe('Sign in to see this');
    expect(rendered.path()).toBe(SHARED);
  });
});
