/**
 * Issue 11's media against the real sandbox server (real WebM video and WAV audio), signed in as alice, by
 * keyboard wherever a reader can:
 * - a post with three pictures: the viewer opens from a tile (Enter), arrows move through it and wrap, the
 *   zoom button and "-" zoom and unzoom, Escape closes it and focus goes back to the tile;
 * - a focused picture tile shows a ring in the focus colour all around, over its picture (seen in pixels: the
 *   tile's box with and without focus), in light and dark;
 * - a post with a video: Enter on its tile plays it in place; k pauses, l and j seek 5 s, the up arrow raises
 *   the volume by 0.15, m mutes and unmutes; dragging the seek bar moves the position and playback resumes on
 *   release; f goes full screen and Escape leaves it;
 * - scrolled out of view while playing, the video goes on in the picture-in-picture corner at 1024 px, which
 *   closes when bob deletes the post; at 390 px (mobile layout) it only pauses;
 * - a post with audio (with a cover picture): Enter plays it and the visualiser draws;
 * - axe-core on the viewer (light and dark), on both players, and with picture-in-picture showing.
 * Screenshots: media-*-1024.png and media-*-390.png (the viewport).
 */
import assert from 'node:assert/strict';
import type { ElementHandle, Locator, Page } from 'playwright-core';
import { FEED_ARTICLES, tracer, useColorScheme, viewportShot } from '../harness/app-journey';
import { feedScrollTop, scrollFeedTo, scrollFeedToPost, waitForFeedPost } from '../harness/feed-reading';
import { assertFocusRingSeen } from '../harness/focus-ring';
import { actAs, lastStreamConnection, waitForUserStream } from '../harness/sandbox-admin';
import { signInByClass } from '../harness/sign-in-by-class';
import { signInThroughOAuth } from '../harness/sign-in-flow';
import { stepper } from '../harness/stepper';
import type { SpecContext } from '../harness/types';

export const name = 'media';

const article = (page: Page, id: string) => page.locator(`${FEED_ARTICLES}[data-status-id="${id}"]`).first();

/** The video element's state, read in the page. */
async function videoState(player: Locator): Promise<{ time: number; volume: number; muted: boolean; paused: boolean }> {
  return player.locator('video').evaluate((video: HTMLVideoElement) => ({
    time: video.currentTime,
    volume: video.volume,
    muted: video.muted,
    paused: video.paused,
  }));
}

/** In-page test of a video element; `value` is a number the test compares with. */
type VideoTest = (arg: { video: HTMLVideoElement; value: number }) => boolean;

/**
 * Waits (checked every frame) until the player's video element passes `test`. (A test given as a string would be
 * read as an expression, and the function it spells is always truthy: it must be a function.)
 */
async function waitForVideo(player: Locator, test: VideoTest, value = 0): Promise<void> {
  const video = (await player.locator('video').elementHandle()) as ElementHandle<HTMLVideoElement>;
  await player.page().waitForFunction(test, { video, value }, { timeout: 10_000 });
}

export async function run({ page, clientUrl, sandboxUrl, axe }: SpecContext): Promise<void> {
  const trace = tracer(name);
  const { step, failures } = stepper(page, name, trace);
  await page.setViewportSize({ width: 1024, height: 800 });
  page.setDefaultTimeout(10_000);
  const nonce = Date.now().toString(36);
  const lastConnection = await lastStreamConnection(sandboxUrl);
  const named = await step('sign in as alice', () => signInThroughOAuth(page, clientUrl, 'alice'));
  if (!named) await signInByClass(page, clientUrl, 'alice');
  assert.ok(
    await waitForUserStream(sandboxUrl, { username: 'alice', after: lastConnection }),
    'the client subscribes to the user stream',
  );
  await scrollFeedTo(page, 0);
  const post = async (body: Record<string, unknown>) => {
    const answer = await actAs(sandboxUrl, { action: 'post', as: 'bob', ...body });
    const id = (answer.status as { id: string }).id;
    // posts that came while the feed was scrolled down wait behind "N new posts" (and so does this one then)
    const newPosts = page.getByRole('button', { name: /new post/i });
    const quiet = () => undefined;
    await Promise.race([waitForFeedPost(page, id).catch(quiet), newPosts.waitFor({ timeout: 15_000 }).catch(quiet)]);
    if (await newPosts.isVisible()) {
      await newPosts.focus();
      await page.keyboard.press('Enter');
    }
    await waitForFeedPost(page, id);
    return id;
  };

  let picturesPost = '';
  await step('the viewer: open from a tile, move by arrows, zoom, Escape returns focus', async () => {
    const id = await post({ text: `Three pictures [${nonce}]`, media: 3 });
    picturesPost = id;
    const tile = article(page, id).locator('.media-tile__link').first();
    await tile.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog');
    await viewer.waitFor();
    await page.getByRole('heading', { name: 'Media 1 of 3' }).waitFor();
    await axe();
    await viewportShot(page, 'media-viewer');
    await useColorScheme(page, 'dark');
    await axe();
    await viewportShot(page, 'media-viewer-dark');
    await useColorScheme(page, 'light');
    await page.keyboard.press('ArrowRight');
    await page.getByRole('heading', { name: 'Media 2 of 3' }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('heading', { name: 'Media 3 of 3' }).waitFor();
    assert.match((await viewer.textContent()) ?? '', /Sample image 3/, 'the alt text of the third picture shows');
    const zoom = viewer.getByRole('button', { name: 'Zoom' });
    await zoom.focus();
    await page.keyboard.press('Enter');
    await viewer.locator('button[aria-pressed="true"]', { hasText: 'Zoom' }).waitFor();
    await page.keyboard.press('-');
    await viewer.locator('button[aria-pressed="false"]', { hasText: 'Zoom' }).waitFor();
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    // the dialog gives the focus back as it unmounts, which may come a frame after it has left the page
    await page
      .waitForFunction(
        (statusId) => document.activeElement?.closest('article')?.getAttribute('data-status-id') === statusId,
        id,
        { timeout: 5000 },
      )
      .catch(() => undefined);
    const focusedTile = await page.evaluate(
      () => document.activeElement?.closest('article')?.getAttribute('data-status-id') ?? null,
    );
    assert.equal(focusedTile, id, 'focus went back to the post whose tile opened the viewer');
  });

  await step('a focused picture tile shows its focus ring over the picture, light and dark', async () => {
    const tiles = article(page, picturesPost).locator('.media-tile');
    await tiles.nth(1).locator('xpath=self::*[@data-loaded="true"]').waitFor();
    const link = tiles.nth(1).locator('.media-tile__link');
    await assertFocusRingSeen(page, link, 'light');
    await viewportShot(page, 'media-tile-focus');
    await useColorScheme(page, 'dark');
    await assertFocusRingSeen(page, link, 'dark');
    await viewportShot(page, 'media-tile-focus-dark');
    await useColorScheme(page, 'light');
    // the first tile spans two rows; the ring follows its shape too
    await tiles.nth(0).locator('xpath=self::*[@data-loaded="true"]').waitFor();
    await assertFocusRingSeen(page, tiles.nth(0).locator('.media-tile__link'), 'tall tile');
    await axe();
  });

  let videoPost = '';
  await step('a video plays in place: keys pause, seek, change the volume and mute', async () => {
    await scrollFeedTo(page, 0);
    videoPost = await post({ text: `A video [${nonce}]`, media_kind: 'video' });
    await article(page, videoPost).locator('.media-tile__link').first().focus();
    await page.keyboard.press('Enter');
    const player = article(page, videoPost).locator('.video-player');
    await player.locator('xpath=self::*[@data-state="playing"]').waitFor();
    await waitForVideo(player, ({ video }) => video.currentTime > 0.3);
    await axe();
    await page.keyboard.press('k');
    await player.locator('xpath=self::*[@data-state="paused"]').waitFor();
    const paused = await videoState(player);
    assert.ok(paused.paused, 'k paused the element');
    await page.keyboard.press('l');
    await waitForVideo(player, ({ video, value }) => Math.abs(video.currentTime - value) < 0.2, paused.time + 5);
    await page.keyboard.press('j');
    await waitForVideo(player, ({ video, value }) => Math.abs(video.currentTime - value) < 0.2, paused.time);
    await page.keyboard.press('ArrowUp');
    await waitForVideo(player, ({ video }) => Math.abs(video.volume - 0.65) < 0.001);
    await page.keyboard.press('m');
    await waitForVideo(player, ({ video }) => video.muted);
    await page.keyboard.press('m');
    await waitForVideo(player, ({ video }) => !video.muted);
    await viewportShot(page, 'media-video-paused');
    await page.keyboard.press('k');
    await player.locator('xpath=self::*[@data-state="playing"]').waitFor();
  });

  await step('dragging the seek bar moves the position and playback resumes on release', async () => {
    const player = article(page, videoPost).locator('.video-player');
    await player.hover();
    const seek = player.locator('.video-player__seek');
    const box = await seek.boundingBox();
    assert.ok(box, 'the seek bar is on screen');
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2, { steps: 5 });
    assert.ok((await videoState(player)).paused, 'the video waits while the bar is dragged');
    await page.mouse.up();
    await waitForVideo(player, ({ video }) => Math.abs(video.currentTime - 6) < 1.5 && !video.paused);
    await player.locator('xpath=self::*[@data-state="playing"]').waitFor();
  });

  await step('f goes full screen and Escape leaves it', async () => {
    const player = article(page, videoPost).locator('.video-player');
    await player.focus();
    await page.keyboard.press('f');
    await page.waitForFunction(() => document.fullscreenElement?.classList.contains('video-player') === true);
    await player.locator('xpath=self::*[contains(@class, "video-player--full-screen")]').waitFor();
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.fullscreenElement === null);
    await player.locator('xpath=self::*[not(contains(@class, "video-player--full-screen"))]').waitFor();
  });

  await step(
    'scrolled out while playing, the video goes on in picture-in-picture; deleting the post closes it',
    async () => {
      const player = article(page, videoPost).locator('.video-player');
      if ((await player.getAttribute('data-state')) !== 'playing') {
        await player.focus();
        await page.keyboard.press('k');
      }
      await player.locator('xpath=self::*[@data-state="playing"]').waitFor();
      await scrollFeedTo(page, (await feedScrollTop(page)) + 2500);
      const pip = page.locator('.pip-player .video-player');
      await pip.locator('xpath=self::*[@data-state="playing"]').waitFor();
      await waitForVideo(pip, ({ video }) => video.currentTime > 1 && !video.paused);
      await axe();
      await viewportShot(page, 'media-pip');
      await actAs(sandboxUrl, { action: 'delete', as: 'bob', status_id: videoPost });
      await page.locator('.pip-player').waitFor({ state: 'detached' });
    },
  );

  await step('audio plays with the visualiser', async () => {
    await scrollFeedTo(page, 0);
    const id = await post({ text: `Some audio [${nonce}]`, media_kind: 'audio', cover: true });
    await article(page, id).locator('.media-tile__link').first().focus();
    await page.keyboard.press('Enter');
    const player = article(page, id).locator('.audio-player');
    await player.locator('xpath=self::*[@data-state="playing"]').waitFor();
    await page.waitForFunction(
      (statusId) =>
        Number(
          document
            .querySelector(`article[data-status-id="${statusId}"] .audio-player canvas`)
            ?.getAttribute('data-level') ?? 0,
        ) > 0,
      id,
    );
    await axe();
    await viewportShot(page, 'media-audio');
    await page.keyboard.press('k');
    await player.locator('xpath=self::*[@data-state="paused"]').waitFor();
  });

  await step('on the mobile layout a video scrolled out only pauses', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.locator('.tab-bar, nav').first().waitFor();
    await scrollFeedTo(page, 0);
    const id = await post({ text: `Another video [${nonce}]`, media_kind: 'video' });
    await article(page, id).locator('.media-tile__link').first().focus();
    await page.keyboard.press('Enter');
    const player = article(page, id).locator('.video-player');
    await player.locator('xpath=self::*[@data-state="playing"]').waitFor();
    await viewportShot(page, 'media-video-mobile');
    await scrollFeedTo(page, (await feedScrollTop(page)) + 2500);
    await player.locator('xpath=self::*[@data-state="paused"]').waitFor({ state: 'attached' });
    assert.equal(await page.locator('.pip-player').count(), 0, 'no picture-in-picture on the mobile layout');
  });

  await step('on the mobile layout the picture tile shows its focus ring too', async () => {
    // two taller posts came above it since: at 390 px it may be below the rows the feed draws
    await scrollFeedTo(page, 0);
    await scrollFeedToPost(page, picturesPost);
    const tile = article(page, picturesPost).locator('.media-tile').nth(1);
    await tile.locator('xpath=self::*[@data-loaded="true"]').waitFor();
    await assertFocusRingSeen(page, tile.locator('.media-tile__link'), 'at 390 px');
    await viewportShot(page, 'media-tile-focus');
  });

  if (failures.length > 0) throw new Error(`${failures.length} step(s) failed:\n  - ${failures.join('\n  - ')}`);
}
