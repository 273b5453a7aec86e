/**
 * A post written offline is sent once the server is back, exactly once: signed in as alice on the compose page,
 * with the browser's network gone, Post hands the post to the outbox (a notice says it waits; the outbox under the
 * composer lists it with Edit and Cancel; axe on it); a reload while still offline (the app's worker answers)
 * finds it waiting; with the network back the outbox sends it by itself and empties, and the server holds exactly
 * one status with its text. Then, offline, an edit of that post (begun from its menu) waits in the outbox too and
 * says it is an edit; back online it is sent to that post: still one status, with the new text. Screenshots:
 * outbox-1280 (light), outbox-dark-390 and outbox-edit-1280.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { appWorkerControls } from '../harness/offline-cache';
import { currentAccount, tracer, useColorScheme, viewportShot } from '../harness/app-journey';
import { signInThroughOAuth } from '../harness/sign-in-flow';
import { stepper } from '../harness/stepper';
import type { SpecContext } from '../harness/types';

export const name = 'outbox';

const postText = (page: Page) => page.getByRole('textbox', { name: 'Post text' });
const outboxHeading = (page: Page) => page.getByRole('heading', { name: /post waiting to send/ });

/** alice's statuses whose content holds `marker`, read straight from the sandbox. */
async function postsWith(
  sandboxUrl: string,
  token: string,
  marker: string,
): Promise<Array<{ id: string; content: string }>> {
  const auth = { headers: { Authorization: `Bearer ${token}` } };
  const me = (await (await fetch(`${sandboxUrl}/api/v1/accounts/verify_credentials`, auth)).json()) as { id: string };
  const statuses = (await (
    await fetch(`${sandboxUrl}/api/v1/accounts/${me.id}/statuses?limit=40`, auth)
  ).json()) as Array<{ id: string; content: string }>;
  return statuses.filter((s) => s.content.includes(marker));
}

export async function run({ page, context, clientUrl, sandboxUrl, axe }: SpecContext): Promise<void> {
  const trace = tracer(name);
  const { step, failures } = stepper(page, name, trace);
  const marker = `written offline ${Date.now()}`;
  let token = '';

  await step('signed in, the app worker keeps the app', async () => {
    await signInThroughOAuth(page, clientUrl, 'alice');
    token = (await currentAccount(page)).token;
    await appWorkerControls(page);
    await page.goto(`${clientUrl}/publish`);
    await postText(page).waitFor({ timeout: 15_000 });
  });

  await step('offline, Post hands the post to the outbox', async () => {
    await context.setOffline(true);
    await postText(page).fill(marker);
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await outboxHeading(page).waitFor({ timeout: 15_000 });
    assert.equal(await outboxHeading(page).textContent(), '1 post waiting to send');
    await page.locator('.outbox__text', { hasText: marker }).waitFor();
    await page.getByText('Waiting to send', { exact: true }).first().waitFor();
    // the composer is ready for the next post
    assert.equal(await postText(page).inputValue(), '');
    await page.getByRole('button', { name: /^Edit the post written/ }).waitFor();
    await page.getByRole('button', { name: /^Cancel the post written/ }).waitFor();
    await axe({ include: '.outbox' });
  });

  await step('a reload while still offline finds it waiting', async () => {
    await page.reload();
    await outboxHeading(page).waitFor({ timeout: 20_000 });
    await page.locator('.outbox__text', { hasText: marker }).waitFor();
    await page.getByText('The server cannot be reached. These posts are sent once it is back.').waitFor();
    await viewportShot(page, 'outbox');
    await axe();
    // a phone, dark: the outbox under the composer, the offline line above the tab bar
    await page.setViewportSize({ width: 390, height: 844 });
    await useColorScheme(page, 'dark');
    await page.locator('.shell--mobile').waitFor();
    await outboxHeading(page).waitFor();
    await page.locator('.offline-line').waitFor();
    await axe();
    await viewportShot(page, 'outbox-dark');
    await useColorScheme(page, 'light');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.locator('.shell--mobile').waitFor({ state: 'detached' });
  });

  await step('back online, it is sent by itself: exactly one status', async () => {
    await context.setOffline(false);
    await outboxHeading(page).waitFor({ state: 'detached', timeout: 45_000 });
    assert.equal((await postsWith(sandboxUrl, token, marker)).length, 1, 'one status holds the text');
  });

  await step('offline, an edit of the post waits in the outbox too, and once back is sent to that post', async () => {
    const [post] = await postsWith(sandboxUrl, token, marker);
    assert.ok(post, 'the post is on the server');
    await page.goto(`${clientUrl}/@alice/${post.id}`);
    const focused = page.locator('.thread-focused article');
    await focused.getByRole('button', { name: 'More', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    await page.waitForFunction(
      (text) =>
        (document.querySelector('textarea[aria-label="Post text"]') as HTMLTextAreaElement | null)?.value === text,
      marker,
      { timeout: 15_000 },
    );
    await context.setOffline(true);
    await postText(page).fill(`${marker} and edited`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.locator('.outbox__kind', { hasText: 'Changes to a published post' }).waitFor({ timeout: 15_000 });
    await page.locator('.outbox__text', { hasText: `${marker} and edited` }).waitFor();
    await axe({ include: '.outbox' });
    await viewportShot(page, 'outbox-edit');
    await context.setOffline(false);
    await outboxHeading(page).waitFor({ state: 'detached', timeout: 45_000 });
    const after = await postsWith(sandboxUrl, token, marker);
    assert.deepEqual(
      after.map((status) => status.id),
      [post.id],
      'still one status',
    );
    assert.match(after[0]?.content ?? '', /and edited/, 'it holds the new text');
  });

  await context.setOffline(false);
  if (failures.length > 0) throw new Error(failures.join('\n'));
}
