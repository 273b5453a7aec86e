/**
 * Issue 26's feed and post reading points, in Chromium against the sandbox, signed in as alice:
 * - j (and k) with nothing focused focus the first post whose top is in view, in the single column and in the
 *   deck's routed column;
 * WIP
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { tracer, viewportShot } from '../harness/app-journey';
import { SCROLLER, scrollFeedTo } from '../harness/feed-reading';
import { waitForHotkeys } from '../harness/hotkeys-ready';
import { signInByClass } from '../harness/sign-in-by-class';
import { feedDrawn, signInThroughOAuth } from '../harness/sign-in-flow';
import { stepper } from '../harness/stepper';
import type { SpecContext } from '../harness/types';

export const name = 'post-reading';

/** Takes the focus off everything: the page's body holds it, as after a click on the page's background. */
async function focusNothing(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  assert.equal(await page.evaluate(() => document.activeElement === document.body), true, 'nothing is focused');
}

/**
 * The post of the first feed row whose top edge is inside `scroller`'s view (below its top by at least its
 * scroll padding, above its bottom), read in the page.
 */
function firstRowInView(page: Page, scroller: string): Promise<string | null> {
  return page.evaluate((selector) => {
    const box = document.querySelector(selector)?.getBoundingClientRect();
    if (!box) return null;
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    const rows = [...document.querySelectorAll(`${selector} [data-feed-item]`)]
      .map((row) => ({ row, top: row.getBoundingClientRect().top }))
      .filter((each) => each.top >= top - 0.5 && each.top < bottom)
      .sort((a, b) => a.top - b.top);
    return rows[0]?.row.querySelector('article[data-status-id]')?.getAttribute('data-status-id') ?? null;
  }, scroller);
}

/** The status id of the focused post's article, or what holds the focus when it is none. */
function focusedPost(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return active?.matches('article[data-status-id]')
      ? (active.getAttribute('data-status-id') ?? '')
      : `<${active?.tagName.toLowerCase() ?? 'none'}>`;
  });
}

export async function run({ page, clientUrl, sandboxUrl }: SpecContext): Promise<void> {
  const trace = tracer(name);
  const { step, failures } = stepper(page, name, trace);
  await page.setViewportSize({ width: 1024, height: 800 });
  const named = await step('sign in as alice', () => signInThroughOAuth(page, clientUrl, 'alice'));
  if (!named) await signInByClass(page, clientUrl, 'alice');
  await feedDrawn(page);
  await waitForHotkeys(page);
  void sandboxUrl;

  await step('j and k with nothing focused focus the first post in view', async () => {
    for (const key of ['j', 'k']) {
      // a row cut by the top edge is not the first in view: the one below it is
      await scrollFeedTo(page, 0);
      await scrollFeedTo(page, 130);
      await page.waitForFunction((s) => (document.querySelector(s)?.scrollTop ?? 0) > 100, SCROLLER);
      await focusNothing(page);
      const expected = await firstRowInView(page, SCROLLER);
      assert.ok(expected !== null, 'a post is in view');
      await page.keyboard.press(key);
      await page
        .waitForFunction(() => document.activeElement !== document.body, undefined, { timeout: 3000 })
        .catch(() => undefined);
      assert.equal(await focusedPost(page), expected, `${key}: the first post in view has the focus`);
    }
    await viewportShot(page, 'post-reading-j-from-nothing');
  });

  if (failures.length > 0) assert.fail(`${failures.length} step(s) failed:\n  ${failures.join('\n  ')}`);
}
