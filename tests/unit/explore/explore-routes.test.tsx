// @vitest-environment jsdom
/**
 * /explore and its tabs' addresses (at / and under /deck, where the deck shows it as its routed column) are the
 * Explore screen with the tab the path names, for signed-out readers too (except the suggestions, which invite
 * them to sign in); a path under /explore that names no tab is not found. The other screens are probes; the API answers nothing here (the tabs' lists are tested with the
 * sandbox).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, type Rendered } from '../routes/render-routes';

vi.mock('../../../src/views/timelines/TimelineScreen', async () => ({
  default: (await import('../routes/probe-screens')).TimelineProbe,
}));
vi.mock('../../../src/views/compose/ComposeColumn', async () => ({
  default: (await import('../routes/probe-screens')).ComposeColumnProbe,
}));
vi.mock('../../../src/views/notifications/NotificationsScreen', async () => ({
  default: (await import('../routes/probe-screens')).NotificationsProbe,
}));

let rendered: Rendered | null = null;
afterEach(() => {
  rendered?.unmount();
  rendered = null;
});

async function mainHeading(path: string, options: Parameters<typeof renderRoutes>[1] = {}) {
  rendered = await renderRoutes(path, options);
  const main = await rendered.waitFor(() => rendered!.container.querySelector('main'), 'the main landmark');
  await rendered.waitFor(() => main.querySelector('h1'), `a heading at ${path}`);
  return main;
}

const selectedTab = (main: HTMLElement) => main.querySelector('[role="tab"][aria-selected="true"]')?.textContent;

describe('routes of the Explore screen', () => {
  it.each([
    ['/explore', 'single-column', 'Posts'],
    ['/explore/links', 'single-column', 'News'],
    ['/explore/tags', 'single-column', 'Hashtags'],
    ['/explore/suggestions', 'single-column', 'For you'],
    ['/explore/directory?local=1', 'single-column', 'Directory'],
    ['/deck/explore', 'multi-column', 'Posts'],
    ['/deck/explore/links', 'multi-column', 'News'],
    ['/deck/explore/directory', 'multi-column', 'Directory'],
  ] as const)('%s (%s) shows Explore with its %s tab selected', async (path, mode, tab) => {
    const main = await mainHeading(path, { mode });
    expect(main.querySelector('h1')?.textContent).toBe('Explore');
    expect(selectedTab(main)).toBe(tab);
  });

  it('signed-out readers read Explore too (no sign-in invitation)', async () => {
    const main = await mainHeading('/explore', { signedIn: false });
    expect(main.querySelector('h1')?.textContent).toBe('Explore');
    expect(selectedTab(main)).toBe('Posts');
  });

  it('signed out, the directory is readable; the suggestions, which need an account, invite to sign in', async () => {
    const directory = await mainHeading('/explore/directory', { signedIn: false });
    expect(selectedTab(directory)).toBe('Directory');
    expect([...directory.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)).not.toContain('For you');
    rendered?.unmount();
    const suggestions = await mainHeading('/explore/suggestions', { signedIn: false });
    expect(suggestions.querySelector('h1')?.textContent).toBe('Sign in to see this');
  });

  it('in the deck, the tabs carry the /deck prefix', async () => {
    const main = await mainHeading('/deck/explore', { mode: 'multi-column' });
    expect([...main.querySelectorAll('[role="tab"]')].map((tab) => tab.getAttribute('href'))).toEqual([
      '/deck/explore',
      '/deck/explore/tags',
      '/deck/explore/links',
      '/deck/explore/suggestions',
      '/deck/explore/directory',
    ]);
  });

  it('a path under /explore that names no tab is not found', async () => {
    const main = await mainHeading('/explore/nothing');
    expect(main.querySelector('h1')?.textContent).toBe('Page not found');
  });
});
