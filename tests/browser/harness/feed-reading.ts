/**
 * Reading a virtual feed (role="feed", rows `[data-feed-item]` with `data-feed-index`, only those near the viewport
 * in the DOM) from a browser spec: where the scroller is, which post is at the top of the view, and every row key
 * from the top down (collected by scrolling, since rows off screen are not rendered).
 * In-page code is passed as strings: tsx would wrap named functions in a __name() the page does not have.
 */
import type { Page } from 'playwright-core';

export const SCROLLER = '[data-feed-scroller]';
export const FEED_ROWS = '[role="feed"] [data-feed-item]';

export async function scrollFeedTo(page: Page, top: number): Promise<void> {
  await page.evaluate(`(() => { const s = document.querySelector('${SCROLLER}'); if (s) s.scrollTop = ${top}; })()`);
}

/**
 * Scrolls the feed down to `top` once it is tall enough to go there, and waits until it is there: a feed still
 * drawing its first page (row by row) is too short at first, and the browser would clamp the scroll. It is there
 * once a post covers the view's top edge (the virtual feed draws the rows of a new place after the scroll).
 */
export async function scrollFeedDownTo(page: Page, top: number): Promise<void> {
  await page.waitForFunction(
    ([selector, wanted]) => {
      const scroller = document.querySelector(selector as string);
      if (scroller === null || scroller.scrollHeight - scroller.clientHeight < (wanted as number)) return false;
      if (scroller.scrollTop < (wanted as number) - 1) scroller.scrollTop = wanted as number;
      if (scroller.scrollTop < (wanted as number) - 1) return false;
      // and the virtual feed has drawn the rows it scrolled to
      const box = scroller.getBoundingClientRect();
      return [...scroller.querySelectorAll('[role="feed"] article[data-status-id]')].some((article) => {
        const rect = article.getBoundingClientRect();
        return rect.top <= box.top + 1 && rect.bottom > box.top + 1;
      });
    },
    [SCROLLER, top] as const,
  );
}

/**
 * Scrolls the feed down, half a view at a time, until it stands past `top` and stays there: the virtual feed,
 * measuring the rows passed, keeps the row in view in place and can take the scroll back up by its estimates'
 * error, so the position counts only once two looks a poll apart both find it past `top` (and a row drawn at the
 * top of the view) without a nudge between them.
 */
export async function scrollFeedPast(page: Page, top: number, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    ([selector, wanted]) => {
      const scroller = document.querySelector<HTMLElement>(selector as string);
      if (scroller === null) return false;
      const held = scroller.dataset.testPastSeen === '1';
      if (scroller.scrollTop <= (wanted as number)) {
        scroller.dataset.testPastSeen = '';
        scroller.scrollTop += scroller.clientHeight / 2;
        return false;
      }
      const box = scroller.getBoundingClientRect();
      const drawn = [...scroller.querySelectorAll('[role="feed"] article[data-status-id]')].some((article) => {
        const rect = article.getBoundingClientRect();
        return rect.top <= box.top + 1 && rect.bottom > box.top + 1;
      });
      scroller.dataset.testPastSeen = drawn ? '1' : '';
      if (!held || !drawn) return false;
      delete scroller.dataset.testPastSeen;
      return true;
    },
    [SCROLLER, top] as const,
    { timeout, polling: 150 },
  );
}

export async function feedScrollTop(page: Page): Promise<number> {
  return page.evaluate(`document.querySelector('${SCROLLER}')?.scrollTop ?? -1`) as Promise<number>;
}

export interface TopArticle {
  id: string;
  /** its top edge relative to the scroller's top edge, px */
  offset: number;
}

/** The first post whose box reaches into the scroller's viewport, and where it sits. */
export async function firstVisibleArticle(page: Page): Promise<TopArticle | null> {
  return page.evaluate(`(() => {
    const scroller = document.querySelector('${SCROLLER}');
    if (!scroller) return null;
    const box = scroller.getBoundingClientRect();
    const articles = [...scroller.querySelectorAll('[role="feed"] article[data-status-id]')]
      .map((a) => ({ id: a.getAttribute('data-status-id'), rect: a.getBoundingClientRect() }))
      .filter((a) => a.rect.bottom > box.top + 1 && a.rect.top < box.bottom)
      .sort((a, b) => a.rect.top - b.rect.top);
    const first = articles[0];
    return first ? { id: first.id, offset: first.rect.top - box.top } : null;
  })()`) as Promise<TopArticle | null>;
}

/**
 * Row keys by index for the first `rows` rows (or until the end), read by scrolling down from the top in steps
 * of half a viewport. A key seen at two indexes is reported in `duplicates`. Leaves the feed at the top.
 */
export async function collectFeedKeys(page: Page, rows: number): Promise<{ keys: string[]; duplicates: string[] }> {
  const byIndex = new Map<number, string>();
  await scrollFeedTo(page, 0);
  for (let step = 0; step < 200; step += 1) {
    await page.waitForTimeout(120);
    const seen = (await page.evaluate(`[...document.querySelectorAll('${FEED_ROWS}')]
      .map((row) => [Number(row.getAttribute('data-feed-index')), row.getAttribute('data-feed-item')])`)) as Array<
      [number, string]
    >;
    for (const [index, key] of seen) byIndex.set(index, key);
    const more = (await page.evaluate(`(() => {
      const s = document.querySelector('${SCROLLER}');
      const before = s.scrollTop;
      s.scrollTop = before + s.clientHeight / 2;
      return s.scrollTop > before;
    })()`)) as boolean;
    const contiguous = [...Array(rows).keys()].every((i) => byIndex.has(i));
    if (contiguous || !more) break;
  }
  await scrollFeedTo(page, 0);
  const keys = [...byIndex.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([, key]) => key)
    .slice(0, rows);
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return { keys, duplicates: [...counts.entries()].filter(([, n]) => n > 1).map(([key]) => key) };
}

/** Waits until a post with this status id is rendered in the feed. */
export async function waitForFeedPost(page: Page, id: string, timeout = 15_000): Promise<void> {
  await page.locator(`[role="feed"] article[data-status-id="${id}"]`).first().waitFor({ state: 'attached', timeout });
}

/**
 * Scrolls the feed down from where it is, half a view at a time, until the post with this status id is rendered
 * (the virtual feed draws only the rows near the view), then brings it into the view.
 */
export async function scrollFeedToPost(page: Page, id: string, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    ([selector, statusId]) => {
      const scroller = document.querySelector(selector as string);
      if (scroller === null) return false;
      const article = scroller.querySelector(`[role="feed"] article[data-status-id="${statusId}"]`);
      if (article === null) {
        scroller.scrollTop += scroller.clientHeight / 2;
        return false;
      }
      article.scrollIntoView({ block: 'center' });
      return true;
    },
    [SCROLLER, id] as const,
    { timeout, polling: 100 },
  );
}
