/**
 * The signed-in screens in each layout: home, a status page and a profile at 390 px (mobile: header and tab bar),
 * 1024 px (single column beside the navigation panel) and 1600 px with the advanced interface switched on (deck:
 * COMPOSE, HOME, NOTIFICATIONS and the routed column). axe-core on each; screenshots <screen>-<width>.png, and
 * each screen once in the dark theme (<screen>-dark-<width>.png).
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  currentAccount,
  FEED_ARTICLES,
  findThreadPost,
  tracer,
  useColorScheme,
  viewportShot,
} from '../harness/app-journey';
import { firstTimelinePost, signInThroughOAuth } from '../harness/sign-in-flow';
import type { SpecContext } from '../harness/types';

export const name = 'app-layouts';

type Screen = 'home' | 'status' | 'profile';

interface Width {
  width: number;
  height: number;
  layout: 'mobile' | 'single-column' | 'multi-column';
  /** the screen shown in the dark theme at this width */
  dark: Screen;
}

const WIDTHS: Width[] = [
  { width: 390, height: 844, layout: 'mobile', dark: 'home' },
  { width: 1024, height: 800, layout: 'single-column', dark: 'status' },
  { width: 1600, height: 900, layout: 'multi-column', dark: 'profile' },
];

/** Waits until the screen's content has loaded. */
async function screenReady(page: Page, screen: Screen): Promise<void> {
  if (screen === 'home') return firstTimelinePost(page);
  if (screen === 'status') {
    await page.locator('.thread-focused article').waitFor();
    await page.locator('.thread-reply article').first().waitFor();
    return;
  }
  await page.locator('.profile-name').waitFor();
  await page.locator(`.profile-page ${FEED_ARTICLES}`).first().waitFor();
}

/**
 * Every feed on the page (the deck's other columns too) has drawn its first rows: no column still says it is
 * loading (a feed mounts once its first page is there: notifications come after the screen checked), and each
 * feed is still marked busy or holds an article. The screen checked is ready before the columns beside it may be;
 * axe then looks at a settled page (a feed that stays without articles still fails it, after this wait).
 */
async function feedsDrawn(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document.querySelector('.timeline-note[role="status"]') === null &&
        [...document.querySelectorAll('[role="feed"]')].every(
          (feed) => feed.getAttribute('aria-busy') === 'true' || feed.querySelector('article') !== null,
        ),
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
}

/** Nothing is wider than the window: no sideways scrolling of the page, no content cut at the right edge. */
async function assertNoHorizontalOverflow(page: Page, where: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  assert.ok(scrollWidth <= innerWidth, `${where}: the page is ${scrollWidth} px wide in a ${innerWidth} px window`);
}

/** The frame each layout promises. */
async function assertFrame(page: Page, { width, layout }: Width, screen: Screen): Promise<void> {
  const where = `${screen} at ${width} px`;
  assert.equal(await page.locator('[data-layout]').getAttribute('data-layout'), layout, `${where}: layout`);
  const tabBar = page.getByRole('navigation', { name: 'Main sections' });
  const panel = page.getByRole('navigation', { name: 'Navigation' });
  if (layout === 'mobile') {
    assert.ok(await tabBar.isVisible(), `${where}: the tab bar shows`);
    assert.equal(await panel.count(), 0, `${where}: no navigation panel`);
    // the tab bar sits at the bottom of the window, over nothing it hides for good (the main region leaves room)
    const bar = await tabBar.boundingBox();
    assert.ok(bar && Math.abs(bar.y + bar.height - 844) <= 1, `${where}: the tab bar is fixed at the bottom`);
    const room = await page.evaluate(() => {
      const main = document.getElementById('main-content');
      return main
        ? parseFloat(getComputedStyle(main).paddingBottom) + parseFloat(getComputedStyle(main).marginBottom)
        : 0;
    });
    assert.ok(room >= (bar?.height ?? 0) - 1, `${where}: the main region leaves room for the tab bar (${room} px)`);
  } else {
    assert.ok(await panel.isVisible(), `${where}: the navigation panel shows`);
    assert.equal(await tabBar.count(), 0, `${where}: no tab bar`);
  }
  if (layout === 'multi-column') {
    const columns = await page
      .locator('.deck__columns > .deck-column')
      .evaluateAll((nodes) =>
        nodes.map((node) => `${node.tagName.toLowerCase()}:${node.getAttribute('aria-label') ?? ''}`),
      );
    const routed = screen === 'home' ? [] : ['main:'];
    const home = screen === 'home' ? 'main:Home' : 'aside:Home';
    assert.deepEqual(columns, ['aside:New post', home, 'aside:Notifications', ...routed], `${where}: deck columns`);
    // the routed column is scrolled into view
    const main = await page.locator('main#main-content').boundingBox();
    assert.ok(main && main.x >= 0 && main.x + main.width <= width + 1, `${where}: the routed column is in view`);
  } else {
    await assertNoHorizontalOverflow(page, where);
  }
}

export async function run({ page, clientUrl, sandboxUrl, axe }: SpecContext): Promise<void> {
  const trace = tracer(name);
  await page.setViewportSize({ width: 1024, height: 800 });
  await signInThroughOAuth(page, clientUrl, 'alice');
  const post = await findThreadPost(page, sandboxUrl);
  // the post's address from its author's acct (the feed's row may have left the DOM by now: the feed is virtual)
  const { token } = await currentAccount(page);
  const { account } = (await (
    await fetch(`${sandboxUrl}/api/v1/statuses/${post.id}`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { account: { acct: string } };
  const statusPath = `/@${account.acct}/${post.id}`;
  assert.match(statusPath, new RegExp(`^/@[^/]+/${post.id}$`));
  const paths: Record<Screen, string> = { home: '/home', status: statusPath, profile: '/@alice' };

  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    const deck = size.layout === 'multi-column';
    if (deck) {
      // the advanced interface is a switch in the navigation panel; the deck appears at once
      await page.goto(`${clientUrl}/home`);
      await firstTimelinePost(page);
      const advanced = page.getByRole('switch', { name: 'Advanced web interface' });
      assert.equal(await advanced.isChecked(), false);
      await advanced.click();
      await page.locator('[data-layout="multi-column"]').waitFor();
    }
    for (const screen of ['home', 'status', 'profile'] as const) {
      await page.goto(`${clientUrl}${deck ? '/deck' : ''}${paths[screen]}`);
      await screenReady(page, screen);
      trace(`${screen} at ${size.width} px ready`);
      await assertFrame(page, size, screen);
      await feedsDrawn(page);
      await axe();
      await viewportShot(page, screen);
      trace(`${screen} at ${size.width} px checked`);
      if (screen === size.dark) {
        await useColorScheme(page, 'dark');
        trace('dark');
        await axe();
        await viewportShot(page, `${screen}-dark`);
        await useColorScheme(page, 'light');
      }
    }
  }
}
