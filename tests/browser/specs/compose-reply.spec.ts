/**
 * Issue 26 in Chromium against the sandbox, signed in as alice: "Replace draft" gives the reply its own draft.
 * 1. "DRAFT XYZ unrelated" typed in New post with a picture attached; Local; Reply on bob's post; "Replace draft":
 *    the text box holds only "@bob " (the reply's mention), the picture is gone, the post replied to is shown.
 * 2. The same over a draft replying elsewhere, to a post with a content warning: the text is the mention again and
 *    the warning is the parent's.
 * 3. Media under that warning stay sensitive: "Mark media as sensitive" is checked and unavailable, and says why;
 *    axe on the form in light and dark.
 * 4. The Posting settings offer "Keep the visibility after posting" (stay_privacy), kept on this device.
 * Every step runs even when an earlier one failed (when it can); the spec fails listing each failed step.
 * Screenshots: compose-reply-warned and settings-stay-privacy at 390 and 1280 px (the viewport).
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { encodePng, renderPicture } from '../../../sandbox/media-files';
import { FEED_ARTICLES, tracer, useColorScheme, viewportShot } from '../harness/app-journey';
import { actAs } from '../harness/sandbox-admin';
import { feedDrawn, signInThroughOAuth } from '../harness/sign-in-flow';
import { stepper } from '../harness/stepper';
import type { SpecContext } from '../harness/types';

export const name = 'compose-reply';

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'New post' });
const postText = (page: Page) => page.getByRole('textbox', { name: 'Post text' });
const warningText = (page: Page) => page.getByRole('textbox', { name: 'Content warning text' });
const sensitive = (page: Page) => page.getByRole('checkbox', { name: 'Mark media as sensitive' });
const attachments = (page: Page) => page.getByRole('list', { name: 'Attachments' });

function png(fileName: string, seed: number) {
  const [width, height] = [64, 48];
  return {
    name: fileName,
    mimeType: 'image/png',
    buffer: Buffer.from(encodePng(renderPicture(seed, width, height), width, height)),
  };
}

async function attachPicture(page: Page, fileName: string): Promise<void> {
  await page.getByLabel('Add images, a video or an audio file').setInputFiles([png(fileName, 7)]);
  await page.getByRole('group', { name: fileName, exact: true }).waitFor();
}

/** bob posts (public, so it is in Local); answers the post's id. */
async function bobPosts(sandboxUrl: string, text: string, spoilerText = ''): Promise<string> {
  const answer = await actAs(sandboxUrl, {
    action: 'post',
    as: 'bob',
    text,
    spoiler_text: spoilerText,
    visibility: 'public',
  });
  return String((answer.status as { id: string }).id);
}

/** From the compose page: Local through the navigation, then Reply on the post `id` by keyboard. */
async function replyFromLocal(page: Page, id: string): Promise<void> {
  await page.getByRole('link', { name: 'Local', exact: true }).first().click();
  await page.waitForURL(/\/public\/local/);
  await feedDrawn(page);
  const article = page.locator(`${FEED_ARTICLES}[data-status-id="${id}"]`);
  await article.waitFor({ timeout: 15_000 });
  const reply = article.getByRole('button', { name: /^Reply/ }).first();
  await reply.focus();
  await page.keyboard.press('Enter');
}

async function replaceDraft(page: Page): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: 'Replace your draft?' });
  await dialog.waitFor({ timeout: 10_000 });
  await dialog.getByRole('button', { name: 'Replace draft' }).click();
  await dialog.waitFor({ state: 'detached' });
  await heading(page).waitFor();
}

export async function run({ page, clientUrl, sandboxUrl, axe }: SpecContext): Promise<void> {
  const trace = tracer(name);
  const { step, failures } = stepper(page, name, trace);
  const nonce = Date.now().toString(36);
  page.on('console', (message) => {
    if (message.type() === 'error') trace(`console: ${message.text().slice(0, 600)}`);
  });

  await page.setViewportSize({ width: 1280, height: 800 });
  const plainId = await bobPosts(sandboxUrl, `A plain post to answer ${nonce}`);
  const warning = `Film spoilers ${nonce}`;
  const warnedId = await bobPosts(sandboxUrl, `The ending, told ${nonce}`, warning);
  await signInThroughOAuth(page, clientUrl, 'alice');

  await step(
    '"Replace draft" leaves only the reply’s own draft: its mention, no old text, no old picture',
    async () => {
      await page.goto(`${clientUrl}/publish`);
      await postText(page).fill('DRAFT XYZ unrelated');
      await attachPicture(page, 'old.png');
      await replyFromLocal(page, plainId);
      await replaceDraft(page);
      await page.waitForFunction(() => {
        const box = document.querySelector<HTMLTextAreaElement>('textarea[aria-label="Post text"]');
        return box !== null && !box.value.includes('DRAFT XYZ');
      });
      assert.equal(await postText(page).inputValue(), '@bob ', 'the text box holds the reply’s mention only');
      assert.equal(await attachments(page).count(), 0, 'the old picture is gone');
      assert.ok(
        (await page.getByText(`A plain post to answer ${nonce}`).count()) > 0,
        'the post replied to is shown above the text',
      );
    },
  );

  await step('over a draft replying elsewhere: the new parent’s mention and content warning', async () => {
    await postText(page).fill('@bob something else entirely');
    await replyFromLocal(page, warnedId);
    await replaceDraft(page);
    await warningText(page).waitFor();
    assert.equal(await postText(page).inputValue(), '@bob ');
    assert.equal(await warningText(page).inputValue(), warning, 'the parent’s warning is carried over');
  });

  await step('media under the warning stay sensitive: the switch is checked, unavailable, and says why', async () => {
    await attachPicture(page, 'new.png');
    await sensitive(page).waitFor();
    assert.equal(await sensitive(page).isChecked(), true, 'checked');
    assert.equal(await sensitive(page).isDisabled(), true, 'unavailable');
    const why = await sensitive(page).evaluate(
      (box) => document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
    );
    assert.equal(why, 'Media are always marked sensitive while a content warning is on.');
    await axe();
    await viewportShot(page, 'compose-reply-warned');
    await useColorScheme(page, 'dark');
    try {
      await axe();
      await page.setViewportSize({ width: 390, height: 844 });
      // the mobile shell draws the form anew: wait for it there
      const mobile = page.locator('[data-layout="mobile"]');
      await mobile.getByRole('checkbox', { name: 'Mark media as sensitive' }).scrollIntoViewIfNeeded();
      await viewportShot(page, 'compose-reply-warned');
    } finally {
      await useColorScheme(page, 'light');
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  await step('Posting settings offer "Keep the visibility after posting", a switch that is kept', async () => {
    await page.goto(`${clientUrl}/settings`);
    const stay = page.getByRole('switch', { name: 'Keep the visibility after posting' });
    await stay.waitFor({ timeout: 15_000 });
    assert.equal(await stay.isChecked(), false, 'off until the reader asks');
    await stay.focus();
    await page.keyboard.press('Space');
    await page.waitForFunction(() =>
      Object.keys(localStorage).some((k) => k.startsWith('tsubame:stay-privacy:') && localStorage[k] === 'true'),
    );
    assert.equal(await stay.isChecked(), true);
    await stay.scrollIntoViewIfNeeded();
    await axe();
    await viewportShot(page, 'settings-stay-privacy');
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      // the mobile shell draws the screen anew: wait for the switch there
      const mobile = page.locator('[data-layout="mobile"]');
      await mobile.getByRole('switch', { name: 'Keep the visibility after posting' }).scrollIntoViewIfNeeded();
      await viewportShot(page, 'settings-stay-privacy');
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  if (failures.length > 0) throw new Error(`${failures.length} step(s) failed:\n  - ${failures.join('\n  - ')}`);
}
