/**
 * Issue 3's journey with the keyboard alone (page.keyboard only: Tab, Shift+Tab, Enter, Space, arrows, j/k,
 * Escape; nothing is clicked and nothing is focused by the test): sign in through the real OAuth screens, reach
 * the posts, open one, go to its author's profile, then on a phone-sized window open the account menu, add a
 * second account, switch between the two and sign both out. After every step keyboard focus must be on an
 * element that shows it (:focus-visible with a painted indicator).
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  FEED_ARTICLES,
  assertFocusVisible,
  assertSameDocument,
  currentAccount,
  findThreadPost,
  focusReport,
  markDocument,
  pressUntilFocused,
  tracer,
  viewportShot,
  waitForCurrent,
} from '../harness/app-journey';
import { firstTimelinePost } from '../harness/sign-in-flow';
import type { SpecContext } from '../harness/types';

export const name = 'app-keyboard';

/** The sign-in screen (address pre-filled), then the consent page; `others` arrow presses pick another user. */
async function signInByKeyboard(page: Page, sandboxUrl: string, others: number): Promise<void> {
  await pressUntilFocused(page, '.sign-in__input');
  assert.equal(
    await page.evaluate(() => (document.activeElement as HTMLInputElement).value),
    sandboxUrl,
    'the address is pre-filled',
  );
  await assertFocusVisible(page, 'the address field');
  await page.keyboard.press('Tab');
  assert.equal((await focusReport(page)).name, 'Check server');
  await assertFocusVisible(page, 'Check server');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  assert.equal((await focusReport(page)).name, 'Sign in', 'focus stays on the button through the check');
  await assertFocusVisible(page, 'Sign in');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/oauth\/authorize/);

  // the consent page: Tab reaches the chosen account (a radio group), arrows pick another, Tab to Authorize
  await pressUntilFocused(page, 'input[type="radio"]');
  for (let i = 0; i < others; i += 1) await page.keyboard.press('ArrowDown');
  await assertFocusVisible(page, 'the account choice');
  await pressUntilFocused(page, 'button[value="approve"]');
  await assertFocusVisible(page, 'Authorize');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/oauth/'));
}

export async function run({ page, clientUrl, sandboxUrl, axe }: SpecContext): Promise<void> {
  const trace = tracer(name);
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto(clientUrl);
  await page.getByLabel('Server address').waitFor();

  // sign in as alice (the consent page's first account)
  await signInByKeyboard(page, sandboxUrl, 0);
  await page.waitForURL(/\/home$/);
  await firstTimelinePost(page);
  trace('signed in');

  // the first Tab stop is the skip link; it jumps to the content, where Tab reaches the first post
  await page.keyboard.press('Tab');
  assert.equal((await focusReport(page)).name, 'Skip to content');
  await assertFocusVisible(page, 'the skip link');
  await page.keyboard.press('Enter');
  await pressUntilFocused(page, FEED_ARTICLES, { limit: 5 });
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-posinset')), '1', 'the first post');
  await assertFocusVisible(page, 'the first post');
  await viewportShot(page, 'app-keyboard-first-post');

  // j and k move between posts
  await page.keyboard.press('j');
  assert.equal(
    await page.evaluate(() => document.activeElement?.getAttribute('aria-posinset')),
    '2',
    'j: the second post',
  );
  await assertFocusVisible(page, 'j');
  await page.keyboard.press('k');
  assert.equal(
    await page.evaluate(() => document.activeElement?.getAttribute('aria-posinset')),
    '1',
    'k: the first post again',
  );

  // down to a post with a thread, opened with Enter
  const post = await findThreadPost(page, sandboxUrl);
  await pressUntilFocused(page, `article[data-status-id="${post.id}"]`, { key: 'j', limit: 40 });
  await page.keyboard.press('Enter');
  await page.waitForURL(new RegExp(`/@[^/]+/${post.id}$`));
  await page.locator('.thread-reply article').first().waitFor();
  const onPost = await assertFocusVisible(page, 'the opened post', ['.thread-focused']);
  assert.ok(onPost.inside['.thread-focused'], 'focus is on the opened post');
  trace('status page');
  await viewportShot(page, 'app-keyboard-status');

  // j and k walk the thread too: down to the first reply and back to the post
  await page.keyboard.press('j');
  const onReply = await assertFocusVisible(page, 'j in the thread', ['.thread-reply']);
  assert.ok(onReply.inside['.thread-reply'], 'j: the first reply');
  await page.keyboard.press('k');
  assert.ok((await focusReport(page, ['.thread-focused'])).inside['.thread-focused'], 'k: the post again');

  // Tab from the post reaches its author; Enter opens the profile
  await page.keyboard.press('Tab');
  const author = await page.evaluate(() => document.activeElement?.matches('.thread-focused .status__author') ?? false);
  assert.ok(author, 'the first Tab stop inside the post is its author');
  await assertFocusVisible(page, 'the author link');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => /^\/@[^/]+$/.test(url.pathname));
  await page.locator('.profile-name').waitFor();
  await assertFocusVisible(page, 'the profile');
  await page.keyboard.press('Tab');
  await assertFocusVisible(page, 'Tab on the profile');
  trace('profile');
  await viewportShot(page, 'app-keyboard-profile');

  // on a phone-sized window the switcher is behind the tab bar's Account button
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('[data-layout="mobile"]').waitFor();
  const accountTab = 'button.account-menu__button';
  await pressUntilFocused(page, accountTab, { limit: 12 });
  await assertFocusVisible(page, 'the Account tab');
  await page.keyboard.press('Enter');
  assert.equal(await page.locator(accountTab).getAttribute('aria-expanded'), 'true', 'Enter opens the account menu');
  await page.keyboard.press('Escape');
  assert.equal(await page.locator(accountTab).getAttribute('aria-expanded'), 'false', 'Escape closes it');
  assert.equal(
    await page.evaluate((s) => document.activeElement?.matches(s) ?? false, accountTab),
    true,
    'focus returns to the button',
  );
  await page.keyboard.press('Space');
  assert.equal(await page.locator(accountTab).getAttribute('aria-expanded'), 'true', 'Space opens it again');
  await axe();
  await viewportShot(page, 'app-keyboard-account-menu');

  // add bob: "Add an account" (arrows move through the menu), the sign-in screen, the consent page choosing the next account
  const alice = await currentAccount(page);
  await pressUntilFocused(page, '[role="menu"] [role="menuitem"]', {
    key: 'ArrowDown',
    limit: 24,
    text: 'Add an account',
  });
  await assertFocusVisible(page, 'Add an account');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Check server' }).waitFor();
  await signInByKeyboard(page, sandboxUrl, 1);
  await firstTimelinePost(page);
  const bob = await currentAccount(page);
  assert.notEqual(bob.key, alice.key, 'a second account is current');
  assert.match(bob.acct, /^bob@/);
  trace('bob added');

  // the tab bar comes before the content: from the content Shift+Tab goes back to it, from the top Tab goes on
  const reachAccountTab = async () => {
    const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
    await pressUntilFocused(page, accountTab, { key: inMain ? 'Shift+Tab' : 'Tab', limit: 12 });
    await assertFocusVisible(page, 'the Account tab');
  };

  // switch to alice and back, in the same document
  await markDocument(page);
  const switchTo = async (who: string) => {
    const target = `[role="menu"] [role="menuitemradio"][aria-label^="Switch to"][aria-label*="@${who}@"]`;
    // Under load the open menu has been seen losing focus to <body> once, just after an account switch (the
    // cause is not found yet): the walk is then made again from the Account tab, once.
    for (let attempt = 1; ; attempt += 1) {
      await reachAccountTab();
      await page.keyboard.press('Enter');
      // the menu downloads after the first posts (or when it first opens): wait until it shows
      await page.getByRole('menu').waitFor();
      try {
        await pressUntilFocused(page, target, { key: 'ArrowDown', limit: 24 });
        break;
      } catch (error) {
        const lost = await page.evaluate(() => document.activeElement === document.body);
        if (attempt > 1 || !lost) throw error;
        trace(`menu focus lost while walking to ${who}: trying once more`);
        await page.keyboard.press('Escape');
      }
    }
    await assertFocusVisible(page, `switch to ${who}`);
    await page.keyboard.press('Enter');
    await waitForCurrent(page, who);
    await firstTimelinePost(page);
    // the switcher went with the old account's screens: focus waits at the start of the new content
    const after = await assertFocusVisible(page, `after switching to ${who}`, ['main']);
    assert.ok(after.inside.main, 'focus is in the main content after switching');
    await assertSameDocument(page, `switching to ${who}`);
  };
  await switchTo('alice');
  assert.equal((await currentAccount(page)).key, alice.key);
  await switchTo('bob');
  assert.equal((await currentAccount(page)).key, bob.key);
  trace('switched');

  // sign out bob, then alice: Sign out asks first, in an alert dialog (focus moves to the confirming button)
  const signOut = async () => {
    await reachAccountTab();
    await page.keyboard.press('Enter');
    // the menu downloads after the first posts (or when it first opens): wait until it shows
    await page.getByRole('menu').waitFor();
    // the menu takes focus (its first item) once it has opened: keys go to it from then on
    await page.waitForFunction(() => document.activeElement?.closest('[role="menu"]') != null, undefined, {
      timeout: 5_000,
    });
    await pressUntilFocused(page, '[role="menu"] [role="menuitem"]', { key: 'ArrowDown', limit: 24, text: 'Sign out' });
    await assertFocusVisible(page, 'Sign out');
    await page.keyboard.press('Enter');
    assert.equal(
      await page.evaluate(
        () => document.activeElement?.matches('[role="alertdialog"] .dialog-frame__button--danger') ?? false,
      ),
      true,
      'focus on the confirming button',
    );
    await assertFocusVisible(page, 'confirm sign-out');
    await page.keyboard.press('Enter');
  };
  await signOut();
  await waitForCurrent(page, 'alice');
  await firstTimelinePost(page);
  assert.equal((await currentAccount(page)).key, alice.key, 'alice is left');
  await assertFocusVisible(page, 'after signing bob out');
  await assertSameDocument(page, 'signing bob out');
  await signOut();
  await page.getByRole('button', { name: 'Check server' }).waitFor();
  await page.keyboard.press('Tab');
  await assertFocusVisible(page, 'Tab on the sign-in screen');
  trace('signed out');
  await viewportShot(page, 'app-keyboard-signed-out');
}
