/**
 * Issue 26's feed and post reading points, in Chromium against the sandbox, signed in as alice:
 * - j (and k) with nothing focused focus the first post whose top is in view, in the single column and in the
 *   deck's routed column (after the counts);
 * - counts never break inside a number: alice's post with 21 favourites, boosts and reactions in the deck's
 *   350 px home column shows each count on one line (and so does every other count shown);
 * - the hashtag bar on the seeded posts of /tags/tsubamebar (sandbox/seed/hashtag-bar.ts), axe light and dark;
 * - a long post in a feed starts cut behind "Read more", which shows it whole ("Read less") and keeps the focus;
 * - a drag over a post's text selects it and opens nothing; a click opens the post, the middle button in a new tab;
 * - on a 390 px phone, a thread parent's More button reached by Shift+Tab from the opened post is fully below the
 *   sticky header and above the tab bar;
 * - at 400 % zoom (a 320 x 256 window) the home feed shows posts and both the page and the feed scroll; axe.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { FEED_ARTICLES, tracer, useColorScheme, viewportShot } from '../harness/app-journey';
import { SCROLLER, scrollFeedDownTo, scrollFeedTo } from '../harness/feed-reading';
import { waitForHotkeys } from '../harness/hotkeys-ready';
import { signInByClass } from '../harness/sign-in-by-class';
import { feedDrawn, signInThroughOAuth } from '../harness/sign-in-flow';
import { actAs, apiCall, apiToken } from '../harness/sandbox-admin';
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
 * scroll padding, above its bottom), read in the page once the virtual feed has drawn such a row.
 */
async function firstRowInView(page: Page, scroller: string): Promise<string | null> {
  const handle = await page
    .waitForFunction(
      (selector) => {
        const box = document.querySelector(selector)?.getBoundingClientRect();
        if (!box) return null;
        const top = Math.max(box.top, 0);
        const bottom = Math.min(box.bottom, window.innerHeight);
        const rows = [...document.querySelectorAll(`${selector} [data-feed-item]`)]
          .map((row) => ({ row, top: row.getBoundingClientRect().top }))
          .filter((each) => each.top >= top - 0.5 && each.top < bottom)
          .sort((a, b) => a.top - b.top);
        return rows[0]?.row.querySelector('article[data-status-id]')?.getAttribute('data-status-id') ?? null;
      },
      scroller,
      { timeout: 10_000 },
    )
    .catch(() => null);
  return handle === null ? null : ((await handle.jsonValue()) as string | null);
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

/** The path of a public reply shown between its parent and at least three replies (a thread that scrolls). */
async function replyWithParent(sandboxUrl: string): Promise<string> {
  const token = await apiToken(sandboxUrl, 'alice');
  type Shown = { id: string; in_reply_to_id: string | null; account: { acct: string } };
  let maxId = '';
  for (let page = 0; page < 10; page += 1) {
    const query = `/api/v1/timelines/public?limit=40${maxId === '' ? '' : `&max_id=${maxId}`}`;
    const posts = await apiCall<Shown[]>(sandboxUrl, token, 'GET', query);
    for (const post of posts.filter((each) => each.in_reply_to_id !== null)) {
      const context = await apiCall<{ ancestors: unknown[]; descendants: unknown[] }>(
        sandboxUrl,
        token,
        'GET',
        `/api/v1/statuses/${post.id}/context`,
      );
      // replies below let the opened post scroll up to the top of the window, its parent's end under the header
      if (context.ancestors.length > 0 && context.descendants.length >= 3) return `/@${post.account.acct}/${post.id}`;
    }
    maxId = posts.at(-1)?.id ?? '';
    if (maxId === '') break;
  }
  assert.fail('a public reply with its parent and replies');
}

/** Every count shown in the page (action bar counts, reactions, badges) that breaks over more than one line. */
function brokenCounts(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const broken: string[] = [];
    for (const count of document.querySelectorAll(selector)) {
      // the text the eye reads (not a visually hidden label beside it), each of its boxes on the first box's line
      const lines = new Set<number>();
      const walker = document.createTreeWalker(count, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text !== null; text = walker.nextNode()) {
        if (text.parentElement?.closest('.visually-hidden')) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const rect of range.getClientRects()) lines.add(Math.round(rect.top));
      }
      if (lines.size > 1) broken.push(`${count.className} "${count.textContent ?? ''}" on ${lines.size} lines`);
      // and kept so however narrow its place becomes
      if (getComputedStyle(count).whiteSpace !== 'nowrap') broken.push(`${count.className} may break`);
    }
    return broken;
  }, COUNTS);
}

/** The elements that show a count. */
const COUNTS =
  '.status-action__count, .status__reaction-count, .nav-badge, .announcements__badge, .notifications-requests-link__count';

/** Makes `count` other accounts favourite, boost and react to the post (the first `count` the directory lists). */
async function popular(sandboxUrl: string, statusId: string, count: number): Promise<void> {
  const token = await apiToken(sandboxUrl, 'alice');
  const accounts = await apiCall<Array<{ acct: string }>>(sandboxUrl, token, 'GET', '/api/v1/directory?limit=80');
  let done = 0;
  for (const { acct } of accounts) {
    if (done === count) break;
    if (acct === 'alice') continue;
    try {
      await actAs(sandboxUrl, { action: 'favourite', as: acct, status_id: statusId });
      await actAs(sandboxUrl, { action: 'reblog', as: acct, status_id: statusId });
      await actAs(sandboxUrl, { action: 'react', as: acct, status_id: statusId, emoji: '👍' });
      done += 1;
    } catch {
      // an account that may not (a refused boost or reaction) is skipped
    }
  }
  assert.equal(done, count, `${count} accounts acted on the post`);
}

export async function run({ page, context, clientUrl, sandboxUrl, axe }: SpecContext): Promise<void> {
  const trace = tracer(name);
  const { step, failures } = stepper(page, name, trace);
  await page.setViewportSize({ width: 1024, height: 800 });
  const named = await step('sign in as alice', () => signInThroughOAuth(page, clientUrl, 'alice'));
  if (!named) await signInByClass(page, clientUrl, 'alice');
  await feedDrawn(page);
  await waitForHotkeys(page);
  const nonce = Date.now().toString(36);

  await step('j and k with nothing focused focus the first post in view', async () => {
    for (const key of ['j', 'k']) {
      // a row cut by the top edge is not the first in view: the one below it is
      await scrollFeedTo(page, 0);
      await scrollFeedDownTo(page, 130);
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

  await step('the hashtag bar: a last paragraph of hashtags moves under the post, once per tag', async () => {
    await page.goto(`${clientUrl}/tags/tsubamebar`);
    const withText = page.locator(FEED_ARTICLES, { hasText: 'The first swallows of spring' }).first();
    await withText.waitFor();
    assert.equal(
      (await withText.locator('.status__content').textContent())?.trim(),
      'The first swallows of spring are back over the river.',
      'the hashtags left the body',
    );
    assert.deepEqual(
      await withText.locator('.status__hashtags a').allTextContents(),
      ['#TsubameBar', '#Été', '#birdwatching'],
      'the bar: each tag once, as first written, and the tag the text does not show',
    );
    // only hashtags, a picture and a content warning: they stay the post's text, and there is no bar
    const onlyTags = page.locator(FEED_ARTICLES, { hasText: 'Bird photo' }).first();
    await onlyTags.locator('.status__warning-toggle').press('Enter');
    assert.equal((await onlyTags.locator('.status__content').textContent())?.trim(), '#TsubameBar #spring');
    assert.equal(await onlyTags.locator('.status__hashtags').count(), 0, 'no bar');
    await axe();
    await viewportShot(page, 'post-reading-hashtag-bar');
    await useColorScheme(page, 'dark');
    await axe();
    await viewportShot(page, 'post-reading-hashtag-bar-dark');
    await useColorScheme(page, 'light');
  });

  await step('a long post in a feed starts cut behind Read more, and opens whole', async () => {
    // 45 short lines (a post holds 500 characters): taller than 706 px
    const lines = [`Long post [${nonce}]`, ...Array.from({ length: 44 }, (_, index) => `${index + 2}`)];
    await actAs(sandboxUrl, {
      action: 'post',
      as: 'bob',
      visibility: 'public',
      text: `${lines.join('\n')}\n\n#tsubamebar`,
    });
    await page.goto(`${clientUrl}/tags/tsubamebar`);
    const long = page.locator(FEED_ARTICLES, { hasText: `Long post [${nonce}]` }).first();
    await long.waitFor();
    const text = long.locator('.status__content');
    const readMore = long.getByRole('button', { name: 'Read more' });
    assert.equal(await readMore.getAttribute('aria-expanded'), 'false');
    const cut = (await text.boundingBox())?.height ?? 0;
    assert.ok(cut > 100 && cut < 400, `the text is cut to its first lines (${cut} px)`);
    await viewportShot(page, 'post-reading-read-more');
    await readMore.press('Enter');
    const readLess = long.getByRole('button', { name: 'Read less' });
    assert.equal(await readLess.getAttribute('aria-expanded'), 'true');
    assert.equal(await readLess.evaluate((button) => button === document.activeElement), true, 'focus stays');
    const whole = (await text.boundingBox())?.height ?? 0;
    assert.ok(whole > 706, `the whole text shows (${whole} px)`);
    assert.ok(page.url().endsWith('/tags/tsubamebar'), 'the post did not open');
    await axe();
  });

  await step(
    'a drag over a post selects text and opens nothing; a click opens it; middle button, a new tab',
    async () => {
      // a thread's parent post: a post that opens on click, on a page whose rows do not move
      const path = await replyWithParent(sandboxUrl);
      await page.goto(`${clientUrl}${path}`);
      const parent = page.locator('.thread-ancestors article').last();
      const text = parent.locator('.status__content');
      await text.waitFor();
      await page.waitForFunction(() => document.activeElement?.closest('.thread-focused') !== null);
      // the page is settled: the parts drawn after the first paint are in (the focused post's details, the whole
      // polls and cards for their stubs, the shortcuts), so nothing is redrawn under the drag
      await waitForHotkeys(page);
      await page.waitForFunction(
        () =>
          document.querySelector('.thread-focused .status__detailed') !== null &&
          document.querySelector('.poll--pending, .link-card--pending') === null,
      );
      // in the middle of the window: a drag near its edge would scroll the page (the browser's drag autoscroll)
      await text.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      // the first line of its text, where a drag selects
      const line = await text.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const first = range.getClientRects()[0]!;
        return { x: first.left, y: first.top + first.height / 2, width: first.width };
      });
      assert.ok(line.width > 60, 'a line of text to drag over');
      const parentPath = await parent.locator('.status__time').getAttribute('href');
      await page.mouse.move(line.x + 2, line.y);
      await page.mouse.down();
      await page.mouse.move(line.x + 60, line.y, { steps: 5 });
      await page.mouse.up();
      assert.notEqual(await page.evaluate(() => window.getSelection()?.toString() ?? ''), '', 'text is selected');
      assert.ok(page.url().endsWith(path), 'the drag opened nothing');
      await page.evaluate(() => window.getSelection()?.removeAllRanges());
      const [tab] = await Promise.all([
        context.waitForEvent('page'),
        page.mouse.click(line.x + 30, line.y, { button: 'middle' }),
      ]);
      await tab.waitForLoadState('domcontentloaded');
      assert.equal(new URL(tab.url()).pathname, parentPath, 'the middle button opened the post in a new tab');
      await tab.close();
      assert.ok(page.url().endsWith(path), 'and left this page as it was');
      await page.mouse.click(line.x + 30, line.y);
      await page.waitForURL((url) => url.pathname === parentPath);
    },
  );

  await step('counts never break inside a number in a 350 px deck column', async () => {
    const posted = (await actAs(sandboxUrl, { action: 'post', as: 'alice', text: `Counted [${nonce}]` })) as {
      status: { id: string };
    };
    await popular(sandboxUrl, posted.status.id, 21);
    await page.setViewportSize({ width: 1600, height: 900 });
    const advanced = page.getByRole('switch', { name: 'Advanced web interface' });
    await advanced.waitFor();
    if (!(await advanced.isChecked())) await advanced.click();
    // home opens at its top (not at an older read marker), where the post is
    const token = await apiToken(sandboxUrl, 'alice');
    const [newest] = await apiCall<Array<{ id: string }>>(sandboxUrl, token, 'GET', '/api/v1/timelines/home?limit=1');
    if (newest) await apiCall(sandboxUrl, token, 'POST', '/api/v1/markers', { home: { last_read_id: newest.id } });
    await page.goto(`${clientUrl}/deck/home`);
    const post = page.locator(`main ${FEED_ARTICLES}`, { hasText: `Counted [${nonce}]` }).first();
    await post.waitFor();
    const column = await page.locator('main.deck-column').boundingBox();
    assert.ok(column && Math.round(column.width) <= 352, `the home column is 350 px wide (${column?.width ?? 0})`);
    const favourites = post.locator('.status-action--favourite .status-action__count');
    assert.equal((await favourites.textContent())?.trim(), '21');
    assert.deepEqual(await brokenCounts(page), [], 'every count is on one line');
    await viewportShot(page, 'post-reading-deck-counts');
  });

  await step("in the deck, j with nothing focused focuses the routed column's first post in view", async () => {
    await page.waitForFunction(() => document.querySelector('main [data-feed-scroller]') !== null);
    await focusNothing(page);
    const expected = await firstRowInView(page, 'main [data-feed-scroller]');
    assert.ok(expected !== null, 'a post is in view in the home column');
    await page.keyboard.press('j');
    await page
      .waitForFunction(() => document.activeElement !== document.body, undefined, { timeout: 3000 })
      .catch(() => undefined);
    assert.equal(await focusedPost(page), expected, 'the home column’s first post in view has the focus');
  });

  await step(
    'on a 390 px phone, a thread parent’s More button focused by keyboard clears the sticky bars',
    async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      const path = await replyWithParent(sandboxUrl);
      await page.goto(`${clientUrl}${path}`);
      await page.locator('[data-layout="mobile"]').waitFor();
      await page.locator('.thread-ancestors article').first().waitFor();
      await page.waitForFunction(() => document.activeElement?.closest('.thread-focused') !== null);
      // the reader scrolls until the parent's More button is just under the header (half hidden there)...
      await page.evaluate(() => {
        const more = [...document.querySelectorAll('.thread-ancestors .status-action--more')].at(-1);
        window.scrollBy(0, (more?.getBoundingClientRect().top ?? 0) - 20);
      });
      await page.waitForFunction(() => {
        const more = [...document.querySelectorAll('.thread-ancestors .status-action--more')].at(-1);
        return Math.round(more?.getBoundingClientRect().top ?? -1) === 20;
      });
      // ...and from the opened post, Shift+Tab goes back to the last control of its parent: that button
      await page.keyboard.press('Shift+Tab');
      const more = await page.evaluate(() => {
        const active = document.activeElement;
        const box = active?.getBoundingClientRect();
        const header = document.querySelector('.mobile-header')?.getBoundingClientRect();
        const tabBar = document.querySelector('.tab-bar')?.getBoundingClientRect();
        return {
          isParentsMore: Boolean(active?.matches('.thread-ancestors .status-action--more')),
          top: box?.top ?? -1,
          bottom: box?.bottom ?? -1,
          headerBottom: header?.bottom ?? -1,
          tabBarTop: tabBar?.top ?? -1,
        };
      });
      assert.ok(more.isParentsMore, 'the parent’s More button has the focus');
      assert.ok(
        more.top >= more.headerBottom,
        `its box starts below the sticky header (${more.top} px, header to ${more.headerBottom} px)`,
      );
      assert.ok(
        more.bottom <= more.tabBarTop,
        `and ends above the tab bar (${more.bottom} px, bar from ${more.tabBarTop})`,
      );
      await viewportShot(page, 'post-reading-thread-more');
      // the hashtag bar and Read more on a phone
      await page.goto(`${clientUrl}/tags/tsubamebar`);
      await page.locator('.status__hashtags').first().waitFor();
      await viewportShot(page, 'post-reading-hashtag-bar');
      await axe();
    },
  );

  await step('at 400 % zoom (320 x 256) the home feed shows posts, and the page and the feed scroll', async () => {
    await page.setViewportSize({ width: 320, height: 256 });
    await page.goto(`${clientUrl}/home`);
    await page.locator('[data-layout="mobile"]').waitFor();
    await feedDrawn(page);
    await viewportShot(page, 'post-reading-reflow-top');
    const room = await page.evaluate((s) => {
      const feed = document.querySelector(s);
      return { feed: feed?.clientHeight ?? 0, window: window.innerHeight };
    }, SCROLLER);
    assert.ok(room.feed >= room.window / 2, `the feed has room to show posts (${room.feed} px of ${room.window})`);
    // the page scrolls: the bars go by and the feed takes the window
    const page1 = await page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      const before = root.scrollTop;
      root.scrollTop = root.scrollHeight;
      return { scrollable: root.scrollHeight > root.clientHeight, moved: root.scrollTop > before };
    });
    assert.ok(page1.scrollable && page1.moved, 'the page scrolls');
    const post = page.locator(FEED_ARTICLES).first();
    await post.waitFor();
    const shown = await page.evaluate((s) => {
      const feed = document.querySelector(s)?.getBoundingClientRect();
      return feed ? Math.min(feed.bottom, window.innerHeight) - Math.max(feed.top, 0) : 0;
    }, SCROLLER);
    assert.ok(shown >= room.window * 0.75, `scrolled, the feed fills most of the window (${shown} px)`);
    // and the feed scrolls through its posts
    const feedMoved = await page.evaluate((s) => {
      const feed = document.querySelector(s);
      if (!feed) return false;
      const before = feed.scrollTop;
      feed.scrollTop = before + 200;
      return feed.scrollHeight > feed.clientHeight && feed.scrollTop > before;
    }, SCROLLER);
    assert.ok(feedMoved, 'the feed scrolls');
    await viewportShot(page, 'post-reading-reflow');
    await axe();
    await useColorScheme(page, 'dark');
    await axe();
    await useColorScheme(page, 'light');
  });

  if (failures.length > 0) assert.fail(`${failures.length} step(s) failed:\n  ${failures.join('\n  ')}`);
}
