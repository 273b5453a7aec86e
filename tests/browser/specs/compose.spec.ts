/**
 * Issue 5's "Done when" in Chromium against the sandbox, signed in as alice:
 * 1. /publish ("New post"): text, a content warning, two PNG images through the file input; both show a
 *    "Processing" progress bar until the server has processed them (the upload answers 202 and the client polls
 *    GET /api/v1/media/{id}, seen answering 206); the first image's description is written in the "Media
 *    description" dialog by keyboard only; axe on the form and on the dialog.
 * 2. A reload in the middle of composing brings back the text, the warning and both images with the description.
 * 3. Post: the post is in the home timeline behind its warning, with two pictures; the server holds it once with
 *    the description.
 * 4. A second draft with a two-option poll (Mastodon refuses a poll together with media, so the poll gets its own
 *    post): the poll survives a reload; posting under an injected failure of /api/v1/statuses shows an alert
 *    and "Try again"; with the failure cleared, "Try again" posts it exactly once (same Idempotency-Key), and it
 *    shows in home with its poll.
 * Every step runs even when an earlier one failed (when it can); the spec fails listing each failed step.
 * Screenshots: compose-form and compose-description at 390 and 1280 px (the viewport).
 */
import assert from 'node:assert/strict';
import type { Page, Response } from 'playwright-core';
import { encodePng, renderPicture } from '../../../sandbox/media-files';
import { FEED_ARTICLES, currentAccount, pressUntilFocused, tracer, viewportShot } from '../harness/app-journey';
import { NO_FAULTS, setSandboxOptions } from '../harness/sandbox-admin';
import { signInThroughOAuth } from '../harness/sign-in-flow';
import { stepper } from '../harness/stepper';
import type { SpecContext } from '../harness/types';

export const name = 'compose';

const FILES = ['heron-1.png', 'heron-2.png'] as const;
const CREATE_PATH = '/api/v1/statuses';

/** A small PNG (a generated picture) for the file input. */
function png(fileName: string, seed: number) {
  const [width, height] = [96, 64];
  return {
    name: fileName,
    mimeType: 'image/png',
    buffer: Buffer.from(encodePng(renderPicture(seed, width, height), width, height)),
  };
}

/** The statuses of alice whose content holds `marker`, read through the API (a path the fault switch never matches). */
async function postsWith(sandboxUrl: string, token: string, marker: string): Promise<Array<Record<string, any>>> {
  const auth = { headers: { Authorization: `Bearer ${token}` } };
  const me = (await (await fetch(`${sandboxUrl}/api/v1/accounts/verify_credentials`, auth)).json()) as { id: string };
  const statuses = (await (
    await fetch(`${sandboxUrl}/api/v1/accounts/${me.id}/statuses?limit=40`, auth)
  ).json()) as Array<Record<string, any>>;
  return statuses.filter((s) => String(s.content).includes(marker));
}

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'New post' });
const postText = (page: Page) => page.getByRole('textbox', { name: 'Post text' });
const warningText = (page: Page) => page.getByRole('textbox', { name: 'Content warning text' });
const attachment = (page: Page, file: string) => page.getByRole('group', { name: file, exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Media description' });

async function openComposer(page: Page, clientUrl: string, reload = false): Promise<void> {
  if (reload) await page.reload();
  else await page.goto(`${clientUrl}/publish`);
  await heading(page).waitFor({ timeout: 15_000 });
  await postText(page).waitFor({ timeout: 15_000 });
}

/**
 * The feed article holding `text` in home, showing pending posts first when the feed holds them back (the button
 * may come and go while the feed takes the post in: each turn waits for either, pressing the button by keyboard).
 */
async function homeArticle(page: Page, text: string) {
  await page.waitForURL(/\/home$/, { timeout: 15_000 });
  const article = page.locator(FEED_ARTICLES).filter({ hasText: text }).first();
  const pending = page.getByRole('button', { name: /new post/i });
  for (let turn = 0; turn < 15 && !(await article.isVisible().catch(() => false)); turn += 1) {
    await Promise.race([article.waitFor({ timeout: 3_000 }), pending.waitFor({ timeout: 3_000 })]).catch(
      () => undefined,
    );
    if ((await pending.isVisible().catch(() => false)) && !(await article.isVisible().catch(() => false))) {
      await pending.focus().catch(() => undefined);
      await page.keyboard.press('Enter');
    }
  }
  await article.waitFor({ timeout: 10_000 });
  return article;
}

export async function run({ page, clientUrl, sandboxUrl, axe }: SpecContext): Promise<void> {
  const trace = tracer(name);
  const { step, failures } = stepper(page, name, trace);
  const nonce = Date.now().toString(36);
  const textA = `Herons by the river ${nonce}`;
  const warning = `Bird photos ${nonce}`;
  const description = `A grey heron standing in shallow water ${nonce}`;
  const textB = `Which bird next? ${nonce}`;
  const options = ['Kingfisher', 'Egret'];
  /** answers to GET /api/v1/media/{id}, by status */
  const mediaPolls: number[] = [];
  const creates: number[] = [];
  // with BROWSER_SPEC_TRACE=1, the page's console errors show with the steps (why a screen failed to load)
  page.on('console', (message) => {
    if (message.type() === 'error') trace(`console: ${message.text().slice(0, 600)}`);
  });
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (response.request().method() === 'GET' && /^\/api\/v1\/media\/[^/]+$/.test(url.pathname))
      mediaPolls.push(response.status());
    if (response.request().method() === 'POST' && url.pathname === CREATE_PATH) creates.push(response.status());
  });

  await page.setViewportSize({ width: 1280, height: 800 });
  await setSandboxOptions(sandboxUrl, { ...NO_FAULTS, mediaProcessingMs: 1500 });
  await signInThroughOAuth(page, clientUrl, 'alice');
  // the client's own token, to check what the server holds
  const { token } = await currentAccount(page);

  await step('open /publish and write text with a content warning', async () => {
    await openComposer(page, clientUrl);
    assert.equal(await page.getByRole('form', { name: 'Compose' }).count(), 1, 'the form is named "Compose"');
    await postText(page).fill(textA);
    const toggle = page.getByRole('button', { name: 'Content warning' });
    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-pressed'), 'true', 'the warning toggle is pressed');
    await warningText(page).fill(warning);
  });

  await step(
    'two PNGs upload, show "Processing" while the server processes them (206), then are attached',
    async () => {
      await page
        .getByLabel('Add images, a video or an audio file')
        .setInputFiles([png(FILES[0], 11), png(FILES[1], 23)]);
      for (const file of FILES) await attachment(page, file).waitFor();
      for (const file of FILES) {
        await page.getByRole('progressbar', { name: `Processing ${file}` }).waitFor({ timeout: 10_000 });
      }
      for (const file of FILES) {
        await page
          .getByRole('progressbar', { name: new RegExp(`(Uploading|Processing) ${file.replace('.', '\\.')}`) })
          .waitFor({ state: 'detached', timeout: 15_000 });
      }
      assert.ok(
        mediaPolls.includes(206),
        `a poll of GET /api/v1/media/{id} answered 206 (saw ${mediaPolls.join(', ') || 'none'})`,
      );
      assert.ok(mediaPolls.includes(200), 'a poll answered 200 once processed');
      for (const file of FILES)
        assert.equal(await attachment(page, file).getByRole('alert').count(), 0, `${file} has no error`);
    },
  );

  await step('the first image is described in "Media description" by keyboard only; axe on the dialog', async () => {
    const edit = attachment(page, FILES[0]).getByRole('button', { name: 'Edit description' });
    await edit.focus();
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el
        ? `${el.tagName.toLowerCase()}|${el.id ? (document.querySelector(`label[for="${el.id}"]`)?.textContent ?? '') : ''}`
        : '';
    });
    if (focused !== 'textarea|Description') await pressUntilFocused(page, '[role="dialog"] textarea');
    await page.keyboard.type(description);
    assert.equal(await dialog(page).getByRole('textbox', { name: 'Description' }).inputValue(), description);
    await axe();
    await viewportShot(page, 'compose-description');
    await pressUntilFocused(page, '[role="dialog"] button', { text: 'Save' });
    await page.keyboard.press('Enter');
    await dialog(page).waitFor({ state: 'detached' });
    const back = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    assert.equal(back, 'Edit description', 'focus goes back to the button that opened the dialog');
    await attachment(page, FILES[0]).getByText('Described').waitFor({ state: 'attached' });
  });

  await step('axe on the compose screen; screenshots at 1280 and 390 px', async () => {
    await axe();
    await viewportShot(page, 'compose-form');
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await heading(page).waitFor();
      await viewportShot(page, 'compose-form');
      await attachment(page, FILES[0]).getByRole('button', { name: 'Edit description' }).click();
      await dialog(page).waitFor();
      await axe();
      await viewportShot(page, 'compose-description');
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  await step(
    'a reload in the middle of composing restores text, warning and both images with the description',
    async () => {
      await page.waitForTimeout(1_200); // the draft saves as it changes (throttled); give it a moment, then leave
      await openComposer(page, clientUrl, true);
      assert.equal(await postText(page).inputValue(), textA, 'the text came back');
      assert.equal(await warningText(page).inputValue(), warning, 'the warning came back');
      // the attachments in order, whatever they are called: the names are checked last
      const items = page.getByRole('list', { name: 'Attachments' }).getByRole('group');
      await items.nth(1).waitFor({ timeout: 10_000 });
      assert.equal(await items.count(), 2, 'both images came back');
      await items.first().getByRole('button', { name: 'Edit description' }).click();
      assert.equal(
        await dialog(page).getByRole('textbox', { name: 'Description' }).inputValue(),
        description,
        'the description came back',
      );
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
      const names = await items.evaluateAll((groups) =>
        groups.map((g) => {
          const ids = (g.getAttribute('aria-labelledby') ?? '').split(' ').filter(Boolean);
          return ids
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
            .trim();
        }),
      );
      assert.deepEqual(names, [...FILES], 'each attachment is still named by its file name');
    },
  );

  await step('Post: the post is in home behind its warning with two pictures, and on the server once', async () => {
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    const article = await homeArticle(page, warning);
    // the pictures are drawn a moment after the post's row
    await article.locator('.media-tile').nth(1).waitFor();
    assert.equal(await article.locator('.media-tile').count(), 2, 'two pictures');
    // by keyboard: a click waits for a still row, and rows move while the feed takes posts in
    await article.getByRole('button', { name: 'Show more' }).focus();
    await page.keyboard.press('Enter');
    await article.getByText(textA).waitFor();
    const held = await postsWith(sandboxUrl, token, textA);
    assert.equal(held.length, 1, 'the server holds the post once');
    assert.equal(held[0]!.spoiler_text, warning);
    assert.equal(held[0]!.media_attachments.length, 2);
    assert.equal(held[0]!.media_attachments[0].description, description, 'the first picture is described');
  });

  await step('a poll with two options survives a reload', async () => {
    await openComposer(page, clientUrl);
    assert.equal(await postText(page).inputValue(), '', 'the posted draft was cleared');
    await postText(page).fill(textB);
    await page.getByRole('button', { name: 'Add a poll' }).click();
    await page.getByRole('textbox', { name: 'Option 1' }).fill(options[0]!);
    await page.getByRole('textbox', { name: 'Option 2' }).fill(options[1]!);
    await page.waitForTimeout(1_200);
    await openComposer(page, clientUrl, true);
    assert.equal(await postText(page).inputValue(), textB);
    assert.equal(await page.getByRole('textbox', { name: 'Option 1' }).inputValue(), options[0]);
    assert.equal(await page.getByRole('textbox', { name: 'Option 2' }).inputValue(), options[1]);
    await page.getByRole('button', { name: 'Remove poll' }).waitFor();
  });

  await step(
    'under an injected failure Post shows an alert and "Try again"; the retry posts exactly once',
    async () => {
      const inForce = await setSandboxOptions(sandboxUrl, { faultPaths: [CREATE_PATH], errorRate: 1 });
      assert.deepEqual(inForce.faultPaths, [CREATE_PATH]);
      try {
        await page.getByRole('button', { name: 'Post', exact: true }).click();
        await page
          .getByRole('alert')
          .filter({ hasText: 'Your post could not be published' })
          .waitFor({ timeout: 10_000 });
        await page.getByRole('button', { name: 'Try again' }).waitFor();
        assert.ok(creates.includes(503), `the create answered 503 (saw ${creates.join(', ')})`);
        assert.equal((await postsWith(sandboxUrl, token, textB)).length, 0, 'nothing was created');
        assert.equal(await postText(page).inputValue(), textB, 'the draft is kept');
      } finally {
        await setSandboxOptions(sandboxUrl, NO_FAULTS);
      }
      await page.getByRole('button', { name: 'Try again' }).click();
      const article = await homeArticle(page, textB);
      for (const option of options) await article.locator('.poll').getByText(option).first().waitFor();
      await page.waitForTimeout(500);
      const held = await postsWith(sandboxUrl, token, textB);
      assert.equal(held.length, 1, `exactly one post with that text (found ${held.length})`);
      assert.deepEqual(
        held[0]!.poll?.options.map((o: { title: string }) => o.title),
        options,
      );
    },
  );

  await setSandboxOptions(sandboxUrl, NO_FAULTS).catch(() => undefined);
  if (failures.length > 0) throw new Error(`${failures.length} step(s) failed:\n  - ${failures.join('\n  - ')}`);
}
