/**
 * What the route tests share: render the app's routes at a path (one rendering at a time, unmounted by
 * `afterEach(unmountRoutes)`), then read what the route put in the main landmark: its heading, or the probe screen
 * that stands in for a screen another part owns.
 */
import { expect, it } from 'vitest';
import type { LayoutMode } from '../../../src/machines/layout-mode';
import { renderRoutes, screenIn, type Rendered, type RenderOptions } from './render-routes';

/** The heading a signed-out reader sees where a screen needs an account. */
const SIGN_IN_INVITATION = 'Sign in to see this';

let current: Rendered | null = null;

/** Unmounts the current rendering, if any; pass it to afterEach. */
export function unmountRoutes(): void {
  current?.unmount();
  current = null;
}

/** Renders the routes at the path, after unmounting the rendering before it. */
export async function renderAt(path: string, options: RenderOptions = {}): Promise<Rendered> {
  unmountRoutes();
  current = await renderRoutes(path, options);
  return current;
}

/** The current rendering (a test renders before it reads). */
export function rendered(): Rendered {
  if (!current) throw new Error('nothing is rendered: call renderAt first');
  return current;
}

/** Waits until the main landmark's first heading reads `title`; returns the main landmark. */
async function mainWithHeading(title: string): Promise<HTMLElement> {
  const { container, waitFor } = rendered();
  const main = await waitFor(() => container.querySelector('main'), 'the main landmark');
  await waitFor(() => (main.querySelector('h1')?.textContent === title ? true : null), title);
  return main;
}

/** Renders the routes at the path and waits for the heading `title` in the main landmark; returns that landmark. */
export async function headingAt(path: string, title: string, options: RenderOptions = {}): Promise<HTMLElement> {
  await renderAt(path, options);
  return mainWithHeading(title);
}

/** Renders the routes at the path and waits for the probe screen in the main landmark; returns the probe. */
export async function screenAt(path: string, options: RenderOptions = {}): Promise<HTMLElement> {
  const { container, waitFor } = await renderAt(path, options);
  return waitFor(() => {
    const main = container.querySelector('main');
    return main ? screenIn(main) : null;
  }, `a screen at ${path}`);
}

/** The probe screens the route shows at the path at the root, then at /deck + path in the deck layout. */
async function screensAtRootAndDeck(path: string): Promise<HTMLElement[]> {
  const shown: HTMLElement[] = [];
  for (const [at, mode] of atRootAndDeck([[path]])) shown.push(await screenAt(at, { mode }));
  return shown;
}

/** A signed-out reader at the path is invited to sign in, and no screen is shown in its place. */
async function expectSignInAskedAt(path: string): Promise<void> {
  await renderAt(path, { signedIn: false });
  const main = await mainWithHeading(SIGN_IN_INVITATION);
  expect(screenIn(main)).toBeNull();
}

/**
 * Each [path, ...rest] row twice, with the layout it is read in: at the root in one column, and under /deck in the
 * deck layout (the same screen must answer at both).
 */
function atRootAndDeck<Rest extends readonly unknown[]>(
  rows: ReadonlyArray<readonly [string, ...Rest]>,
): Array<[string, LayoutMode, ...Rest]> {
  return rows.flatMap(([path, ...rest]): Array<[string, LayoutMode, ...Rest]> => [
    [path, 'single-column', ...rest],
    [`/deck${path}`, 'multi-column', ...rest],
  ]);
}

/**
 * Declares the tests of screens for signed-in readers, one [path, probe screen name, route id] row each: the route
 * shows that probe (with the id it was given) at the root and under /deck, and asks a signed-out reader to sign in.
 */
export function itShowsScreensToSignedInReaders(routes: ReadonlyArray<readonly [string, string, string | undefined]>) {
  it.each(routes)('%s shows its screen, at the root and under /deck', async (path, screen, id) => {
    for (const shown of await screensAtRootAndDeck(path)) {
      expect(shown.dataset.screen).toBe(screen);
      expect(shown.dataset.id).toBe(id);
    }
  });

  it.each(routes)('%s asks a signed-out reader to sign in', (path) => expectSignInAskedAt(path));
}

/**
 * Declares the tests of screens for signed-in readers, one [path, heading] row each: the route shows the screen with
 * that heading (no probe in its place) at the root and under /deck, and asks a signed-out reader to sign in.
 */
export function itShowsHeadedScreensToSignedInReaders(screens: ReadonlyArray<readonly [string, string]>) {
  it.each(atRootAndDeck(screens))('%s shows its screen', async (path, mode, title) => {
    const main = await headingAt(path, title, { mode });
    expect(screenIn(main)).toBeNull();
  });

  it.each(screens.map(([path]) => path))('%s needs an account', (path) => expectSignInAskedAt(path));
}
