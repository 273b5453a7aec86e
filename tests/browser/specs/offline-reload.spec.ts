/**
 * A reload without a network shows what was saved: alice signs in and reads her home; once the client has written
 * home to her offline cache (its localStorage index lists it, and its IndexedDB list holds posts) and the app's worker
 * controls the page, the network goes and the page is reloaded:
 * 1. the app shell comes from the worker, home shows the first saved posts, each with its text, a note over them says
 *    how old they are, and the offline line says why nothing new comes, in a polite status; axe finds nothing, in
 *    the light theme at 1280 px and the dark theme at 390 px (screenshots offline-reload-home-1280 and
 *    offline-reload-home-dark-390);
 * 2. bob posts meanwhile; the network comes back: the browser's online event has the client ask its server again,
 *    the offline line goes, and home is read from the server again (the note over saved posts goes, and bob's new
 *    post reaches the feed).
 */
import assert from 'node:assert/strict';
import { currentAccount, FEED_ARTICLES, tracer, useColorScheme, viewportShot } from '../harness/app-journey';
import { appWorkerControls, cacheIndexHolds, cachedFirstIds, firstFeedIds } from '../harness/offline-cache';
import { postAs } from '../harness/sandbox-admin';
import { feedDrawn, signInThroughOAuth } from '../harness/sign-in-flow';
import { stepper } from '../harness/stepper';
import type { SpecContext } from '../harness/types';

export const name = 'offline-reload';

/** How many of the first posts are compared before and after the reload. */
const COMPARED = 3;
const SAVED_NOTE = '.timeline-saved';
const OFFLINE_LINE = '.offline-line-region[role="status"] > .offline-line';

export async function run({ page, context, clientUrl, sandboxUrl, axe }: SpecContext): Promise<void> {
  const trace = tracer(name);
  const { step, failures } = stepper(page, name, trace);
  await page.setViewportSize({ width: 1280, height: 800 });

  await signInThroughOAuth(page, clientUrl, 'alice');
  await feedDrawn(page);
  const { key } = await currentAccount(page);
  let firstIds: string[] = [];

  await step('home is saved in the offline cache and the app worker controls the page', async () => {
    await cacheIndexHolds(page, key, 'timeline:home');
    await cachedFirstIds(page, key, 'timeline:home', COMPARED);
    await appWorkerControls(page);
  });

  await step('offline, a reload shows the saved home, how old it is and the offline line', async () => {
    // what a start from the cache shows first, read last thing before the network goes
    firstIds = await cachedFirstIds(page, key, 'timeline:home', COMPARED);
    await context.setOffline(true);
    await page.reload();
    await page.waitForURL(/\/home$/);
    await page.locator(FEED_ARTICLES).first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.locator(SAVED_NOTE).waitFor();
    await page.locator(OFFLINE_LINE).waitFor();
    assert.deepEqual(await firstFeedIds(page, COMPARED), firstIds, 'the first saved posts, in their order');
    const texts = await page
      .locator(FEED_ARTICLES)
      .evaluateAll((articles, n) => articles.slice(0, n).map((a) => a.textContent ?? ''), COMPARED);
    assert.ok(
      texts.every((text) => text.trim() !== ''),
      `each saved post shows its words: ${JSON.stringify(texts)}`,
    );
    const note = (await page.locator(SAVED_NOTE).textContent()) ?? '';
    assert.match(note, /^Posts saved (just now|\d+ min ago)\./, `the note says how old the posts are: "${note}"`);
    assert.equal(await page.locator(SAVED_NOTE).getAttribute('role'), 'status', 'the note is a polite status');
    assert.match(
      (await page.locator(OFFLINE_LINE).textContent()) ?? '',
      /^You're offline\. Showing what was saved/,
      'the offline line says why nothing new comes',
    );
  });

  await step('offline: axe, light at 1280 px and dark at 390 px', async () => {
    await page.locator(OFFLINE_LINE).waitFor();
    await axe();
    await viewportShot(page, 'offline-reload-home');
    await page.setViewportSize({ width: 390, height: 844 });
    await useColorScheme(page, 'dark');
    await page.locator('.shell--mobile').waitFor();
    await page.locator(FEED_ARTICLES).first().waitFor({ state: 'visible' });
    await page.locator(OFFLINE_LINE).waitFor();
    await axe();
    await viewportShot(page, 'offline-reload-home-dark');
    await useColorScheme(page, 'light');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.locator('.shell--mobile').waitFor({ state: 'detached' });
  });

  await step('online again: the offline line goes and home is read from the server', async () => {
    const fresh = await postAs(sandboxUrl, 'bob', `Posted while alice was offline ${Date.now().toString(36)}`);
    await context.setOffline(false);
    await page.locator(OFFLINE_LINE).waitFor({ state: 'detached', timeout: 30_000 });
    await page.locator(SAVED_NOTE).waitFor({ state: 'detached', timeout: 30_000 });
    await page.locator(`${FEED_ARTICLES.replace('[data-status-id]', `[data-status-id="${fresh.id}"]`)}`).waitFor({
      timeout: 30_000,
    });
  });

  if (failures.length > 0) assert.fail(`${failures.length} step(s) failed:\n  ${failures.join('\n  ')}`);
}
