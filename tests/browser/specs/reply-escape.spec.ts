/**
 * Closing a reply by keyboard, in Chromium against the sandbox, signed in as alice:
 * 1. Single column (1280 px): Reply on a post of home (focused, Enter) opens the compose page with the focus in
 *    its text box; Escape closes the reply, goes back to home and puts the focus on that post's Reply button; the
 *    reply's own text (its mentions) is gone from the draft.
 * 2. The same with text the reader wrote after the mentions: Escape still closes the reply and returns the focus,
 *    and the written text stays in the draft (no longer a reply), where New post shows it.
 * 3. Deck (1600 px, advanced interface): Reply in the Home column focuses the COMPOSE column's text box (not the
 *    column); Escape returns the focus to that Reply button in that column and leaves the text box empty; the
 *    "Cancel reply" button does the same.
 * Every wait is for a state (the URL, the focused element, a role), never for time. Screenshots: reply-page and
 * reply-closed (1280), reply-deck and reply-deck-closed (1600).
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { FEED_ARTICLES, tracer, viewportShot } from '../harness/app-journey';
import { feedDrawn, signInThroughOAuth } from '../harness/sign-in-flow';
import { stepper } from '../harness/stepper';
import type { SpecContext } from '../harness/types';

export const name = 'reply-escape';

const POST_TEXT = 'textarea[aria-label="Post text"]';

/** Waits until the focused element matches `selector` (and, when given, lies inside `within`). */
async function focusOn(page: Page, selector: string, within?: string): Promise<void> {
  await page
    .waitForFunction(
      ({ selector, within }) => {
        const el = document.activeElement;
        return el !== null && el.matches(selector) && (within === undefined || el.closest(within) !== null);
      },
      { selector, within },
      { timeout: 15_000 },
    )
    .catch(async () => {
      const where = await page.evaluate(() => {
        const el = document.activeElement;
        return el ? `<${el.tagName.toLowerCase()} class="${el.className}"> ${el.outerHTML.slice(0, 160)}` : 'nothing';
      });
      assert.fail(`focus did not reach ${selector}${within ? ` in ${within}` : ''} (it is on ${where})`);
    });
}

/** The first post of the feed inside `scope` that is no boost and not the reader's own: its row id. */
async function aPostToAnswer(scope: Locator | Page): Promise<string> {
  const ids = await scope.locator(FEED_ARTICLES).evaluateAll((articles) =>
    articles
      .filter((a) => !a.classList.contains('status--boosted'))
      .filter((a) => a.querySelector(':scope > header .status__author')?.getAttribute('href') !== '/@alice')
      .map((a) => a.getAttribute('data-status-id') ?? ''),
  );
  assert.ok(ids.length > 0, 'the feed shows a post to answer');
  return ids[0]!;
}

const replyButtonOf = (id: string) => `${FEED_ARTICLES}[data-status-id="${id}"] .status-action--reply`;
const replyingGroup = (page: Page) => page.getByRole('group', { name: /^Replying to/ });

/** Presses Reply on post `id` by keyboard (focus, Enter). */
async function pressReply(page: Page, id: string, scope = ''): Promise<void> {
  const button = page.locator(`${scope} ${replyButtonOf(id)}`.trim()).first();
  await button.focus();
  await page.keyboard.press('Enter');
}

export async function run({ page, clientUrl }: SpecContext): Promise<void> {
  const trace = tracer(name);
  const { step, failures } = stepper(page, name, trace);
  const nonce = Date.now().toString(36);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInThroughOAuth(page, clientUrl, 'alice');
  await feedDrawn(page);
  const id = await aPostToAnswer(page);
  trace(`answering ${id}`);

  await step('single column: Escape closes the reply and returns the focus to the post’s Reply button', async () => {
    await pressReply(page, id);
    await page.waitForURL(/\/publish$/);
    await replyingGroup(page).waitFor();
    await focusOn(page, POST_TEXT);
    await viewportShot(page, 'reply-page');
    const text = await page.locator(POST_TEXT).inputValue();
    assert.match(text, /^@\S+/, `the reply starts with its mentions ("${text}")`);
    await page.keyboard.press('Escape');
    await page.waitForURL(/\/home$/);
    await focusOn(page, replyButtonOf(id));
    await viewportShot(page, 'reply-closed');
  });

  await step('single column: the reply’s mentions-only text was discarded', async () => {
    await page.getByRole('link', { name: 'New post' }).first().click();
    await page.waitForURL(/\/publish$/);
    await page.locator(POST_TEXT).waitFor();
    assert.equal(await page.locator(POST_TEXT).inputValue(), '', 'the draft is empty');
    assert.equal(await replyingGroup(page).count(), 0, 'no reply');
    await page.goBack();
    await page.waitForURL(/\/home$/);
    await feedDrawn(page);
  });

  await step('single column: text the reader wrote stays in the draft; the focus still returns', async () => {
    const written = `thank you ${nonce}`;
    await page.locator(replyButtonOf(id)).waitFor();
    await pressReply(page, id);
    await page.waitForURL(/\/publish$/);
    await replyingGroup(page).waitFor();
    await focusOn(page, POST_TEXT);
    await page.keyboard.press('End');
    await page.keyboard.type(written);
    await page.keyboard.press('Escape');
    await page.waitForURL(/\/home$/);
    await focusOn(page, replyButtonOf(id));
    await page.getByRole('link', { name: 'New post' }).first().click();
    await page.waitForURL(/\/publish$/);
    await page.locator(POST_TEXT).waitFor();
    assert.match(await page.locator(POST_TEXT).inputValue(), new RegExp(`${written}$`), 'the written text is kept');
    assert.equal(await replyingGroup(page).count(), 0, 'the draft is no longer a reply');
    // clean up: clear the draft (it asks first), and go back home
    await page.getByRole('button', { name: 'Clear draft' }).click();
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await page.locator(POST_TEXT).waitFor();
    await page.waitForFunction(
      (sel) => (document.querySelector(sel) as HTMLTextAreaElement | null)?.value === '',
      POST_TEXT,
    );
  });

  await step('deck: Reply focuses the compose text box; Escape and Cancel reply return the focus', async () => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto(`${clientUrl}/home`);
    await feedDrawn(page);
    await page.getByRole('switch', { name: 'Advanced web interface' }).click();
    await page.locator('[data-layout="multi-column"]').waitFor();
    const home = page.locator('.deck-column[aria-label="Home"]');
    await home.locator(FEED_ARTICLES).first().waitFor();
    const columnId = (await home.getAttribute('data-column-id')) ?? '';
    assert.ok(columnId !== '', 'the Home column has an id');
    const inHome = `[data-column-id="${columnId}"]`;
    const answered = await aPostToAnswer(home);
    const compose = '.deck-column:has(.compose-form)';

    await pressReply(page, answered, inHome);
    await replyingGroup(page).waitFor();
    await focusOn(page, POST_TEXT, compose);
    await viewportShot(page, 'reply-deck');
    await page.keyboard.press('Escape');
    await focusOn(page, replyButtonOf(answered), inHome);
    await viewportShot(page, 'reply-deck-closed');
    await replyingGroup(page).waitFor({ state: 'detached' });
    assert.equal(await page.locator(`${compose} ${POST_TEXT}`).inputValue(), '', 'the compose text box is empty');

    await pressReply(page, answered, inHome);
    await replyingGroup(page).waitFor();
    await focusOn(page, POST_TEXT, compose);
    await replyingGroup(page).getByRole('button', { name: 'Cancel reply' }).focus();
    await page.keyboard.press('Enter');
    await focusOn(page, replyButtonOf(answered), inHome);
    assert.equal(await page.locator(`${compose} ${POST_TEXT}`).inputValue(), '', 'the compose text box is empty');
  });

  if (failures.length > 0) throw new Error(`${failures.length} step(s) failed:\n  - ${failures.join('\n  - ')}`);
}
