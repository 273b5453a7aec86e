/**
 * Issue 27's bounded timeline in Chromium against the sandbox, signed in as alice at 1024 px (150 posts burst into
 * her home first):
 * - reading down with j through 100 posts: every press focuses the next post in the server's order, none skipped
 *   or repeated, while the rows far above are cut (the focused post's place in the feed stops growing) and the
 *   focused post stays in view;
 * - back up, the gap that replaced the cut rows loads the posts right above the kept ones, in order;
 * - scrolled down while 45 posts arrive: the button says "40+ new posts"; shown, the newest are on top and the five
 *   let go come back under them (the gap, or the older page once the top is cut to 20); axe with the button showing;
 * - at the top with the first post focused, 25 posts arriving show at the top one after the other and the feed stays
 *   there: the focused post, pushed down and then cut, hands focus to the row in view (it used to scroll the feed
 *   down to where that post had been, and the posts after it waited behind "new posts").
 * Screenshots: timeline-window-*-1024.png.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { tracer, viewportShot } from '../harness/app-journey';
import { SCROLLER, scrollFeedDownTo, scrollFeedTo } from '../harness/feed-reading';
import { waitForHotkeys } from '../harness/hotkeys-ready';
import { apiCall, apiToken, startBurst } from '../harness/sandbox-admin';
import { signInByClass } from '../harness/sign-in-by-class';
import { feedDrawn, signInThroughOAuth } from '../harness/sign-in-flow';
import { stepper } from '../harness/stepper';
import type { SpecContext } from '../harness/types';

export const name = 'timeline-window';

const NEW_POSTS = { name: /new post/i };

/** alice's home, newest first, `count` posts (through the API, as the client pages it). */
async function homePosts(
  sandboxUrl: string,
  token: string,
  count: number,
): Promise<Array<{ id: string; content: string }>> {
  const posts: Array<{ id: string; content: string }> = [];
  while (posts.length < count) {
    const query = `/api/v1/timelines/home?limit=40${posts.length === 0 ? '' : `&max_id=${posts.at(-1)!.id}`}`;
    const page = await apiCall<Array<{ id: string; content: string }>>(sandboxUrl, token, 'GET', query);
    if (page.length === 0) break;
    posts.push(...page);
  }
  return posts.slice(0, count);
}

const homeIds = async (sandboxUrl: string, token: string, count: number) =>
  (await homePosts(sandboxUrl, token, count)).map((post) => post.id);

/** Starts a burst of `count` posts into alice's home and waits until they are all there (the sandbox paces them). */
async function burstInto(sandboxUrl: string, token: string, count: number, text: string, perSecond = 200) {
  await startBurst(sandboxUrl, { into: 'alice', count, perSecond, text });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const posts = await homePosts(sandboxUrl, token, count);
    if (posts.filter((post) => post.content.includes(text)).length >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(`the ${count} posts of "${text}" reached alice's home`);
}

/**
 * The feed's rows from the top (a post's status id, `gap`, or `other`), read by scrolling down half a view at a
 * time (only rows near the view are drawn), until `enough` says so or the end; leaves the feed at the top.
 */
async function rowsFromTop(page: Page, enough: (rows: string[]) => boolean): Promise<string[]> {
  const rows: string[] = [];
  await scrollFeedTo(page, 0);
  for (let screen = 0; screen < 30; screen += 1) {
    await page.waitForTimeout(100);
    const seen = await page.evaluate(() =>
      [...document.querySelectorAll('[role="feed"] [data-feed-item]')].map((row) => {
        const post = row.querySelector('article[data-status-id]')?.getAttribute('data-status-id');
        const key = row.getAttribute('data-feed-item') ?? '';
        return [
          Number(row.getAttribute('data-feed-index')),
          post ?? (key.startsWith('gap:') ? 'gap' : 'other'),
        ] as const;
      }),
    );
    for (const [index, key] of seen) rows[index] = key;
    if (enough(rows)) break;
    const moved = await page.evaluate((selector) => {
      const scroller = document.querySelector(selector)!;
      const before = scroller.scrollTop;
      scroller.scrollTop = before + scroller.clientHeight / 2;
      return scroller.scrollTop > before;
    }, SCROLLER);
    if (!moved) break;
  }
  await scrollFeedTo(page, 0);
  return rows;
}

/** The key of the focused feed row: a post's status id, or `<row key>` for a gap or the suggestions. */
function focusedRow(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    const post = active?.closest('article[data-status-id]');
    if (post) return post.getAttribute('data-status-id') ?? '';
    return `<${active?.closest('[data-feed-item]')?.getAttribute('data-feed-item') ?? active?.tagName ?? 'none'}>`;
  });
}

export async function run({ page, clientUrl, sandboxUrl, axe }: SpecContext): Promise<void> {
  const trace = tracer(name);
  const { step, failures } = stepper(page, name, trace);
  await page.setViewportSize({ width: 1024, height: 800 });
  const nonce = Date.now().toString(36);
  const token = await apiToken(sandboxUrl, 'alice');
  await burstInto(sandboxUrl, token, 150, `Window post [${nonce}]`);
  // home opens at the top: the read marker on the newest post
  const order = await homeIds(sandboxUrl, token, 160);
  await apiCall(sandboxUrl, token, 'POST', '/api/v1/markers', { home: { last_read_id: order[0] } });

  const named = await step('sign in as alice', () => signInThroughOAuth(page, clientUrl, 'alice'));
  if (!named) await signInByClass(page, clientUrl, 'alice');
  await feedDrawn(page);
  await waitForHotkeys(page);

  await step('j reads down through 100 posts in order while the rows far above are cut', async () => {
    await scrollFeedTo(page, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const read: string[] = [];
    let previous = '';
    for (let press = 0; read.length < 100 && press < 130; press += 1) {
      await page.keyboard.press('j');
      await page.waitForFunction(
        (before) => {
          const active = document.activeElement;
          const key = active?.closest('article[data-status-id]')?.getAttribute('data-status-id');
          const row = active?.closest('[data-feed-item]')?.getAttribute('data-feed-item');
          return (key ?? `<${row ?? ''}>`) !== before && active !== document.body;
        },
        previous,
        { timeout: 5_000 },
      );
      previous = await focusedRow(page);
      if (!previous.startsWith('<')) read.push(previous);
    }
    assert.deepEqual(read, order.slice(0, read.length), 'each press focused the next post, none skipped or repeated');
    assert.equal(read.length, 100, 'j reached the 100th post');
    const place = await page.evaluate(() => Number(document.activeElement?.getAttribute('aria-posinset') ?? 0));
    assert.ok(place > 0 && place < 70, `the rows far above were cut: the focused post is row ${place}, not ~100`);
    const inView = await page.evaluate((selector) => {
      const box = document.querySelector(selector)!.getBoundingClientRect();
      const rect = document.activeElement!.getBoundingClientRect();
      return rect.bottom > box.top && rect.top < box.bottom;
    }, SCROLLER);
    assert.ok(inView, 'the focused post is in view');
    await viewportShot(page, 'timeline-window-read-down');
  });

  await step('back up, the gap loads the posts right above the kept ones, in order', async () => {
    await scrollFeedTo(page, 0);
    const gap = page
      .locator('[role="feed"] [data-feed-item]')
      .first()
      .getByRole('button', { name: 'Load missing posts' });
    await gap.waitFor({ timeout: 5_000 });
    // (by row index: the post focused far below may still be drawn, kept mounted for its focus)
    const before = await rowsFromTop(page, (seen) => seen.some((row) => row !== 'gap' && row !== 'other'));
    const firstKept = before.find((row) => row !== 'gap' && row !== 'other') ?? '';
    const at = order.indexOf(firstKept);
    assert.ok(at > 0, `the first kept post ${firstKept} is one alice's home has, below others`);
    await gap.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Loading missing posts…' }).waitFor({ state: 'detached' });
    // j from the gap reads the posts that came back, down to the first kept one: right above it, in order
    const read: string[] = [];
    let stuck = 0;
    for (let press = 0; !read.includes(firstKept) && press < 80; press += 1) {
      const previous = await focusedRow(page);
      await page.keyboard.press('j');
      // at the last row a press waits for the older page, as a reader would: then press again
      const moved = await page
        .waitForFunction(
          (before) => {
            const active = document.activeElement;
            const key = active?.closest('article[data-status-id]')?.getAttribute('data-status-id');
            return (key ?? `<${active?.closest('[data-feed-item]')?.getAttribute('data-feed-item') ?? ''}>`) !== before;
          },
          previous,
          { timeout: 2_000 },
        )
        .then(() => true)
        .catch(() => false);
      const now = await focusedRow(page);
      if (moved && !now.startsWith('<')) read.push(now);
      stuck = moved ? 0 : stuck + 1;
      assert.ok(
        stuck < 4,
        `j stopped moving on ${now} after ${read.length} posts (${read.map((id) => order.indexOf(id)).join(' ')})`,
      );
    }
    assert.equal(read.at(-1), firstKept, `j reached the first kept post (read ${read.length})`);
    assert.ok(read.length > 1, 'posts came back above it');
    const from = order.indexOf(read[0]!);
    assert.deepEqual(read, order.slice(from, at + 1), 'the posts right above it, in order, none skipped');
    await viewportShot(page, 'timeline-window-gap-filled');
  });

  await step('45 posts arriving scrolled down: "40+ new posts"; shown, the newest and then the rest', async () => {
    await scrollFeedDownTo(page, 1600);
    await burstInto(sandboxUrl, token, 45, `Waiting post [${nonce}]`, 100);
    const newest = await homeIds(sandboxUrl, token, 45);
    const button = page.getByRole('button', NEW_POSTS);
    await page.waitForFunction(
      () => /40\+/.test(document.querySelector('.timeline-new-posts__button')?.textContent ?? ''),
      undefined,
      { timeout: 15_000 },
    );
    assert.match((await button.textContent()) ?? '', /40\+ new posts/);
    await axe();
    await viewportShot(page, 'timeline-window-forty-plus');
    await button.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => (document.querySelector('[data-feed-scroller]')?.scrollTop ?? 1) <= 16);
    await page.locator(`[role="feed"] article[data-status-id="${newest[0]}"]`).first().waitFor();
    // the 40 newest, then the five let go: through the gap under them, or (once the top is cut to 20, as it is
    // at the top) through the older page; every one once, in order, nothing else between them
    const rows = await rowsFromTop(page, (seen) => newest.every((id) => seen.includes(id)));
    const posts = rows.filter((row) => row !== 'other');
    const missing = posts.indexOf('gap');
    if (missing !== -1 && missing < 45) {
      await scrollFeedTo(page, 0);
      const gap = page.getByRole('button', { name: 'Load missing posts' }).first();
      await gap.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Loading missing posts…' }).waitFor({ state: 'detached' });
    }
    const after = (await rowsFromTop(page, (seen) => newest.every((id) => seen.includes(id)))).filter(
      (row) => row !== 'other' && row !== 'gap',
    );
    const lost = newest.filter((id) => !after.includes(id)).map((id) => newest.indexOf(id));
    assert.deepEqual(lost, [], `every one of the 45 newest came back (rows read: ${after.length})`);
    assert.deepEqual(after.slice(0, 45), newest, 'the 45 newest, every one once, newest first');
  });

  await step(
    'at the top, the first post focused: 25 arriving posts show at the top, the feed stays there',
    async () => {
      await scrollFeedTo(page, 0);
      await page.waitForFunction((scroller) => (document.querySelector(scroller)?.scrollTop ?? 1) <= 16, SCROLLER);
      await page.locator('[role="feed"] article').first().focus();
      await burstInto(sandboxUrl, token, 25, `Arriving post [${nonce}]`, 5);
      const [newest] = await homeIds(sandboxUrl, token, 1);
      const shown = await page
        .locator(`[role="feed"] article[data-status-id="${newest}"]`)
        .first()
        .waitFor({ timeout: 20_000 })
        .then(
          () => true,
          () => false,
        );
      const scrollTop = await page.evaluate((scroller) => document.querySelector(scroller)?.scrollTop ?? -1, SCROLLER);
      const waiting = await page.locator('.timeline-new-posts__button').count();
      assert.ok(shown, `the newest arrival shows (feed at ${scrollTop} px, "new posts" buttons: ${waiting})`);
      assert.ok(scrollTop <= 16, `the feed is still at the top (${scrollTop} px)`);
      assert.equal(waiting, 0, 'nothing waits behind "new posts"');
    },
  );

  if (failures.length > 0) throw new Error(`${failures.length} step(s) failed:\n  - ${failures.join('\n  - ')}`);
}
