/**
 * Audio as a real server sends it (issue 26): a WAV whose `preview_url` is the audio file itself and whose meta
 * has no picture size. Signed in as alice, by keyboard:
 * - the tile draws no picture from that preview (no broken image), only the audio tile;
 * - Enter on the tile plays it in place: the <audio> element's own position moves on (not only the button);
 * - the player's expand button opens the media viewer, where the same audio goes on playing from there;
 * - k pauses it, and the element is paused with the chart.
 * Screenshots: media-audio-bare-tile-*.png, media-audio-bare-viewer-*.png (the viewport), light and dark.
 */
import assert from 'node:assert/strict';
import type { ElementHandle, Locator, Page } from 'playwright-core';
import { FEED_ARTICLES, tracer, useColorScheme, viewportShot } from '../harness/app-journey';
import { scrollFeedTo, waitForFeedPost } from '../harness/feed-reading';
import { actAs, lastStreamConnection, waitForUserStream } from '../harness/sandbox-admin';
import { signInByClass } from '../harness/sign-in-by-class';
import { signInThroughOAuth } from '../harness/sign-in-flow';
import { stepper } from '../harness/stepper';
import type { SpecContext } from '../harness/types';

export const name = 'media-audio';

const article = (page: Page, id: string) => page.locator(`${FEED_ARTICLES}[data-status-id="${id}"]`).first();

/** The audio element's state, read in the page. */
function audioState(player: Locator): Promise<{ time: number; paused: boolean }> {
  return player
    .locator('audio')
    .evaluate((audio: HTMLAudioElement) => ({ time: audio.currentTime, paused: audio.paused }));
}

/** In-page test of an audio element; `value` is a number the test compares with. */
type AudioTest = (arg: { audio: HTMLAudioElement; value: number }) => boolean;

/** Waits (checked every frame) until the player's audio element passes `test`. */
async function waitForAudio(player: Locator, test: AudioTest, value = 0): Promise<void> {
  const audio = (await player.locator('audio').elementHandle()) as ElementHandle<HTMLAudioElement>;
  await player.page().waitForFunction(test, { audio, value }, { timeout: 10_000 });
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
  const answer = await actAs(sandboxUrl, {
    action: 'post',
    as: 'bob',
    text: `A bare audio file [${nonce}]`,
    media_kind: 'audio',
  });
  const status = answer.status as { id: string; media_attachments: Array<{ url: string; preview_url: string }> };
  const id = status.id;
  const file = status.media_attachments[0]!;
  assert.equal(file.preview_url, file.url, 'the sandbox sends the audio file as its own preview, as a server does');
  await waitForFeedPost(page, id);
  const post = article(page, id);
  const tile = post.locator('.media-tile--audio');

  await step('the tile draws no picture from a preview that is the audio file', async () => {
    await tile.waitFor();
    const pictures = await tile.locator('img').evaluateAll((images: HTMLImageElement[]) =>
      images.map((image) => ({
        src: image.currentSrc || image.src,
        broken: image.complete && image.naturalWidth === 0,
      })),
    );
    assert.deepEqual(
      pictures.filter((picture) => picture.src === file.url || picture.broken),
      [],
      'no <img> of the audio file, no broken image',
    );
    await post.scrollIntoViewIfNeeded();
    await viewportShot(page, 'media-audio-bare-tile');
    await useColorScheme(page, 'dark');
    await viewportShot(page, 'media-audio-bare-tile-dark');
    await useColorScheme(page, 'light');
  });

  const inline = post.locator('.audio-player');
  await step('Enter on the tile plays the audio in place: the element itself moves on', async () => {
    await tile.locator('.media-tile__link').focus();
    await page.keyboard.press('Enter');
    await inline.waitFor();
    await waitForAudio(inline, ({ audio }) => audio.currentTime > 0.3 && !audio.paused);
    await inline.locator('xpath=self::*[@data-state="playing"]').waitFor();
    assert.equal(
      await inline.locator('.audio-player__poster').count(),
      0,
      'the player draws no poster from the audio file either',
    );
    await axe();
  });

  await step('the expand button opens the viewer, where the audio goes on playing', async () => {
    // from the start again: the file lasts 8 s, which the checks above can use up on a loaded machine, and it
    // must still be playing in the viewer when k pauses it
    await inline.locator('audio').evaluate((audio: HTMLAudioElement) => void (audio.currentTime = 0));
    const expand = inline.getByRole('button', { name: 'Expand' });
    await expand.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog');
    await viewer.waitFor();
    const player = viewer.locator('.audio-player');
    await player.waitFor();
    const handedOver = (await audioState(inline)).time;
    await waitForAudio(player, ({ audio, value }) => audio.currentTime > value + 0.3 && !audio.paused, handedOver);
    await player.locator('xpath=self::*[@data-state="playing"]').waitFor();
    // paused before the slow checks below, while the audio surely still plays
    await player.getByRole('button', { name: 'Pause' }).focus();
    await page.keyboard.press('k');
    await player.locator('xpath=self::*[@data-state="paused"]').waitFor();
    assert.ok((await audioState(player)).paused, 'k paused the element with the player');
    await axe();
    await viewportShot(page, 'media-audio-bare-viewer');
    await useColorScheme(page, 'dark');
    await axe();
    await viewportShot(page, 'media-audio-bare-viewer-dark');
    await useColorScheme(page, 'light');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
  });

  if (failures.length > 0) throw new Error(`${failures.length} step(s) failed:\n  - ${failures.join('\n  - ')}`);
}
