/**
 * A token the server revokes (issue 27): a state of the account, not a stack of alerts. Signed in as alice in the
 * deck (1280 px) with a Local timeline column added and a draft typed in the New post column:
 * 1. the token is revoked during use (/_sandbox/revoke): a favourite pressed meanwhile reverts quietly (no alert),
 *    and the refusal (the socket the server closed, checked with verify_credentials) brings one notice naming
 *    @alice@<server>; axe-clean in the light and dark themes at 1280 and 390 px; its Sign in again button has the
 *    focus and Tab stays inside it;
 * 2. Sign in again by keyboard goes through the sandbox's consent page and back to the same account: the draft and
 *    the column are still there, the timeline loads and streams again;
 * 3. revoked again and the page reloaded: the notice again (no alert), and signing in again works;
 * 4. revoked once more and reloaded: Remove account signs alice out of this browser (the sign-in page shows).
 * Screenshots: token-refused-notice(-dark)-1280/390, token-refused-reload-1280.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { currentAccount, FEED_ARTICLES, tracer, useColorScheme, viewportShot } from '../harness/app-journey';
import { press } from '../harness/keyboard-forms';
import {
  lastStreamConnection,
  NO_FAULTS,
  revokeTokens,
  setSandboxOptions,
  waitForUserStream,
} from '../harness/sandbox-admin';
import { firstTimelinePost, signInThroughOAuth } from '../harness/sign-in-flow';
import { stepper } from '../harness/stepper';
import type { SpecContext } from '../harness/types';

export const name = 'token-refused';

const LOCAL_COLUMN = '.deck__columns > .deck-column[data-column-id*="COMMUNITY"]';
const ALERTS = '.alert-area__stack[role="alert"] > *';

/** The text of the element with the focus. */
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** Waits until the draft of `key` the client keeps in this browser holds `text`. */
async function draftSaved(page: Page, key: string, text: string): Promise<void> {
  await page.waitForFunction(
    ({ storageKey, expected }) => (localStorage.getItem(storageKey) ?? '').includes(expected),
    { storageKey: `tsubame:draft:${key}`, expected: text },
  );
}

/** Waits until the composer shows `text` (it restores the saved draft once it has loaded). */
async function draftShown(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (expected) => [...document.querySelectorAll('textarea')].some((t) => t.value === expected),
    text,
  );
}

/** The consent page: alice approves; the client comes back through /oauth/callback. */
async function consentAsAlice(page: Page): Promise<void> {
  await page.waitForURL(/\/oauth\/authorize/);
  await page.getByRole('radio', { name: /@alice$/ }).check();
  await page.getByRole('button', { name: 'Authorize' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oauth/'));
}

export async function run({ page, clientUrl, sandboxUrl, axe }: SpecContext): Promise<void> {
  const trace = tracer(name);
  const { step, failures } = stepper(page, name, trace);
  await page.setViewportSize({ width: 1280, height: 800 });
  const host = new URL(sandboxUrl).host;
  const draftText = `A draft kept through a new sign-in ${Date.now().toString(36)}`;
  const notice = page.getByRole('alertdialog', { name: `Signed out by ${host}` });
  const postText = page.getByRole('textbox', { name: 'Post text' });
  const noAlerts = async (where: string) =>
    assert.equal(await page.locator(ALERTS).count(), 0, `${where}: no alert is raised`);

  let connection = await lastStreamConnection(sandboxUrl);
  await signInThroughOAuth(page, clientUrl, 'alice');
  const first = await currentAccount(page);

  /** The notice is there, named, focused on Sign in again, with the focus kept inside. */
  const noticeShown = async (where: string) => {
    await notice.waitFor({ timeout: 20_000 });
    assert.match((await notice.textContent()) ?? '', new RegExp(`@alice@${host.replace(/[.:]/g, '\\$&')}`));
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Sign in again');
    await page.keyboard.press('Tab');
    assert.equal(await focusedText(page), 'Remove account', `${where}: Tab reaches Remove account`);
    await page.keyboard.press('Tab');
    assert.equal(await focusedText(page), 'Sign in again', `${where}: the focus stays in the notice`);
    await noAlerts(where);
  };

  try {
    await step('in the deck: a Local timeline column and a draft in the New post column', async () => {
      await press(page, page.getByRole('switch', { name: 'Advanced web interface' }), 'Space');
      await page.locator('[data-layout="multi-column"]').waitFor();
      await page.goto(`${clientUrl}/deck/home`);
      await firstTimelinePost(page);
      await press(
        page,
        page.getByRole('complementary', { name: 'Columns' }).getByRole('button', { name: 'Add column' }),
      );
      const dialog = page.getByRole('dialog', { name: 'Add column' });
      await dialog.waitFor();
      await press(page, dialog.getByRole('radio', { name: 'Local timeline' }), 'Space');
      await press(page, dialog.getByRole('button', { name: 'Next' }));
      await press(page, dialog.getByRole('button', { name: 'Add column' }));
      await dialog.waitFor({ state: 'detached' });
      await page.locator(LOCAL_COLUMN).waitFor();
      await page.waitForFunction(
        (key) => (localStorage.getItem(key) ?? '').includes('COMMUNITY'),
        `tsubame.deck.${first.key}`,
      );
      await postText.focus();
      await page.keyboard.type(draftText);
      await draftSaved(page, first.key, draftText);
      assert.ok(await waitForUserStream(sandboxUrl, { username: 'alice', after: connection }), 'home is live');
    });

    await step('revoked during use: a favourite reverts quietly, then one notice', async () => {
      // the server's word on the token comes late, so a favourite meets the 401 first
      await setSandboxOptions(sandboxUrl, { ...NO_FAULTS, faultPaths: ['/verify_credentials'], latencyMs: 5_000 });
      try {
        const post = page.locator(FEED_ARTICLES).first();
        const id = (await post.getAttribute('data-status-id')) ?? '';
        const favourite = post.locator('.status-action--favourite');
        const pressed = (await favourite.getAttribute('aria-pressed')) ?? 'false';
        await page.evaluate(
          ({ statusId }) => {
            const log: string[] = [];
            (window as unknown as { __pressedLog: string[] }).__pressedLog = log;
            const selector = `[role="feed"] article[data-status-id="${statusId}"] .status-action--favourite`;
            new MutationObserver(() => {
              const value = document.querySelector(selector)?.getAttribute('aria-pressed') ?? 'gone';
              if (log.at(-1) !== value) log.push(value);
            }).observe(document.body, { subtree: true, childList: true, attributes: true });
          },
          { statusId: id },
        );
        await revokeTokens(sandboxUrl, { token: first.token });
        assert.equal(await notice.count(), 0, 'the notice waits for the server to say the token is refused');
        await press(page, favourite);
        await page.waitForFunction((before) => {
          const log = (window as unknown as { __pressedLog: string[] }).__pressedLog;
          const changed = log.indexOf(before === 'true' ? 'false' : 'true');
          return changed >= 0 && log.indexOf(before, changed) > changed;
        }, pressed);
        await noAlerts('the favourite refused with 401');
      } finally {
        await setSandboxOptions(sandboxUrl, NO_FAULTS);
      }
      await noticeShown('revoked during use');
      assert.equal(await page.getByText('Live updates paused').count(), 0, 'the stream is not retrying');
    });

    await step('the notice: axe in both themes at 1280 and 390 px', async () => {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width < 631 ? 844 : 800 });
        await notice.waitFor();
        await axe();
        await viewportShot(page, 'token-refused-notice');
        await useColorScheme(page, 'dark');
        await axe();
        await viewportShot(page, 'token-refused-notice-dark');
        await useColorScheme(page, 'light');
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.locator('[data-layout="multi-column"]').waitFor();
      await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Sign in again');
    });

    await step('Sign in again by keyboard: the same account, its draft and column, a live timeline', async () => {
      connection = await lastStreamConnection(sandboxUrl);
      await page.keyboard.press('Enter');
      await consentAsAlice(page);
      await firstTimelinePost(page);
      const again = await currentAccount(page);
      assert.equal(again.key, first.key, 'the same account');
      assert.notEqual(again.token, first.token, 'with a new token');
      assert.equal(await notice.count(), 0, 'the notice is gone');
      await page.locator(LOCAL_COLUMN).waitFor();
      await draftShown(page, draftText);
      assert.equal(await postText.inputValue(), draftText, 'the draft is back');
      assert.ok(await waitForUserStream(sandboxUrl, { username: 'alice', after: connection }), 'home is live again');
      await noAlerts('signed in again');
    });

    await step('revoked, then the page reloaded: the notice again, and signing in again works', async () => {
      await revokeTokens(sandboxUrl, { token: (await currentAccount(page)).token });
      await page.reload();
      await noticeShown('after a reload');
      await page.waitForLoadState('networkidle');
      await noAlerts('after a reload, once the page is quiet');
      await viewportShot(page, 'token-refused-reload');
      await page.keyboard.press('Enter');
      await consentAsAlice(page);
      await firstTimelinePost(page);
      await page.locator(LOCAL_COLUMN).waitFor();
      await draftShown(page, draftText);
      assert.equal(await postText.inputValue(), draftText, 'the draft is still there');
      await noAlerts('signed in again after the reload');
    });

    await step('Remove account signs alice out of this browser', async () => {
      const { token, key } = await currentAccount(page);
      await revokeTokens(sandboxUrl, { token });
      await page.reload();
      await noticeShown('before removing');
      await page.keyboard.press('Tab');
      assert.equal(await focusedText(page), 'Remove account');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Check server' }).waitFor();
      const stored = await page.evaluate(() => localStorage.getItem('tsubame.auth.accounts') ?? '[]');
      assert.ok(!stored.includes(key), 'the account is no longer stored');
      await noAlerts('removed');
    });
  } finally {
    await setSandboxOptions(sandboxUrl, NO_FAULTS).catch(() => undefined);
  }

  if (failures.length > 0) assert.fail(`${failures.length} step(s) failed:\n  ${failures.join('\n  ')}`);
}
