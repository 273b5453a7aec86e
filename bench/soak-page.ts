/**
 * The page side of `npm run bench:soak` (soak.ts): what the reader does on home (scroll down a few screens, back to
 * the top and show the new posts), each step waited for by its state, and what one sample reads (the DOM in the
 * page; the heap and the renderer's counts through the DevTools protocol, after forced garbage collection).
 * In-page code is passed as strings: tsx would wrap named functions in a __name() the page does not have.
 */
import type { CDPSession, Page } from 'playwright-core';
import { feedDrawn } from '../tests/browser/harness/sign-in-flow';
import { FEED_ROWS, SCROLLER, scrollFeedDownTo, scrollFeedTo } from '../tests/browser/harness/feed-reading';

/** the "N new posts" button above a feed scrolled down */
const NEW_POSTS_BUTTON = '.timeline-new-posts__button';
/** how many screens down the reader goes for the second half */
const SCREENS_DOWN = 3;

/** the page's counts for one sample */
export interface PageCounts {
  domNodes: number;
  feedRows: number;
  pending: number;
  scrollTop: number;
}

const PAGE_COUNTS = `(() => {
  const button = document.querySelector('${NEW_POSTS_BUTTON}');
  const count = button ? /\\d[\\d,]*/.exec(button.textContent ?? '') : null;
  return {
    domNodes: document.getElementsByTagName('*').length,
    feedRows: document.querySelectorAll('${FEED_ROWS}').length,
    pending: count ? Number(count[0].replace(/,/g, '')) : 0,
    scrollTop: document.querySelector('${SCROLLER}')?.scrollTop ?? -1,
  };
})()`;

export function pageCounts(page: Page): Promise<PageCounts> {
  return page.evaluate(PAGE_COUNTS) as Promise<PageCounts>;
}

export interface RendererFigures {
  heapMb: number;
  rendererNodes: number;
  listeners: number;
}

/**
 * Forces garbage collection (twice: objects a first pass finalises are freed by the second), then reads the JS heap
 * in use and the renderer's DOM node and event listener counts (CDP Performance metrics).
 */
export async function rendererAfterGc(cdp: CDPSession): Promise<RendererFigures> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  return {
    heapMb: metric('JSHeapUsedSize') / (1024 * 1024),
    rendererNodes: metric('Nodes'),
    listeners: metric('JSEventListeners'),
  };
}

/** A heap snapshot's self sizes by node type (object, string, array, closure, code, native...), bytes. */
export type HeapByType = Record<string, number>;

/** Sums a heap snapshot's (.heapsnapshot JSON) node self sizes by node type. */
export function heapByType(snapshot: {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
}): HeapByType {
  const { node_fields: fields, node_types: nodeTypes } = snapshot.snapshot.meta;
  const [typeNames] = nodeTypes;
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  const sums: HeapByType = {};
  for (let at = 0; at < snapshot.nodes.length; at += fields.length) {
    const type = typeNames[snapshot.nodes[at + typeAt]!] ?? 'unknown';
    sums[type] = (sums[type] ?? 0) + snapshot.nodes[at + sizeAt]!;
  }
  return sums;
}

/**
 * Takes a heap snapshot (after the forced collections of rendererAfterGc) and answers its sizes by node type. It is
 * how a sample tells the objects the page holds apart from V8's compiled code, which grows for a while as the JIT
 * optimises the functions that run hot (a few dozen more each minute, whatever the posts) and is no post held.
 */
export async function heapSnapshotByType(cdp: CDPSession): Promise<HeapByType> {
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => void chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  return heapByType(JSON.parse(chunks.join('')) as Parameters<typeof heapByType>[0]);
}

export async function openProtocol(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('Performance.enable');
  return cdp;
}

/**
 * The highest number among the soak's posts in the feed's rows ("<prefix> 17/1200" is 17), 0 when none is drawn;
 * at the top of home the newest post is drawn first.
 */
const NEWEST_SHOWN = (prefix: string) => `(() => {
  let newest = 0;
  for (const row of document.querySelectorAll('${FEED_ROWS}')) {
    const match = /${prefix} (\\d+)\\//.exec(row.textContent ?? '');
    if (match) newest = Math.max(newest, Number(match[1]));
  }
  return newest;
})()`;

/**
 * Waits until the feed shows the soak's post number `posted` (or a later one): at the top, posts show as they
 * arrive. Answers false when it has not within `timeoutMs` (the sample is then taken anyway, and says so).
 */
export async function caughtUp(page: Page, prefix: string, posted: number, timeoutMs = 15_000): Promise<boolean> {
  if (posted === 0) return true;
  return page
    .waitForFunction(`${NEWEST_SHOWN(prefix)} >= ${posted}`, undefined, { timeout: timeoutMs, polling: 250 })
    .then(
      () => true,
      () => false,
    );
}

/**
 * Scrolls home down a few screens (waiting until the feed is tall enough, is there and has drawn the rows there),
 * then until the feed counts itself scrolled down: new posts wait behind the "N new posts" button. Answers false
 * when the button has not come within `timeoutMs` (posts keep arriving at 2 a second, so it should within one).
 */
export async function scrollDownFewScreens(page: Page, timeoutMs = 30_000): Promise<boolean> {
  const screen = (await page.evaluate(`document.querySelector('${SCROLLER}')?.clientHeight ?? 800`)) as number;
  await scrollFeedDownTo(page, SCREENS_DOWN * screen);
  return page
    .locator(NEW_POSTS_BUTTON)
    .first()
    .waitFor({ state: 'visible', timeout: timeoutMs })
    .then(
      () => true,
      () => false,
    );
}

/**
 * Back to the top of home, and the posts that waited there shown as a reader would: the "N new posts" button,
 * focused and activated by its key. Waits until the feed is at the top with no button left and has drawn its rows.
 */
export async function backToTopShowingNewPosts(page: Page): Promise<void> {
  await scrollFeedTo(page, 0);
  await page.waitForFunction(`(document.querySelector('${SCROLLER}')?.scrollTop ?? 1) === 0`);
  const button = page.locator(NEW_POSTS_BUTTON).first();
  if (await button.isVisible()) {
    await button.focus();
    await page.keyboard.press('Enter');
    await button.waitFor({ state: 'detached' });
  }
  await page.waitForFunction(`(document.querySelector('${SCROLLER}')?.scrollTop ?? 1) <= 16`);
  await feedDrawn(page);
}
