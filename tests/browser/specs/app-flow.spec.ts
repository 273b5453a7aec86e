/**
 * Issue 3's journey with the mouse, at 1024 px (single column with the navigation panel): sign in as alice
 * through the real OAuth screens, the home timeline, a status with its thread, the author's profile, a second
 * account (bob) added through the switcher, switching between them without a page load, signing both out.
 * axe-core on every screen; a screenshot of each (app-flow-*-1024.png).
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  FEED_ARTICLES,
  assertSameDocument,
  currentAccount,
  findThreadPost,
  markDocument,
  switcherCurrent,
  viewportShot,
} from '../harness/app-journey';
import { feedDrawn, firstTimelinePost, signInThroughOAuth } from '../harness/sign-in-flow';
import type { SpecContext } from '../harness/types';

export const name = 'app-flow';

/** The client's sign-in screen, then the sandbox's consent page choosing `username`, then back in the app. */
async function signInAnother(page: Page, username: string): Promise<void> {
  await page.getByRole('button', { name: 'Check server' }).click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/oauth\/authorize/);
  await page.getByRole('radio', { name: new RegExp(`@${username}$`) }).check();
  await page.getByRole('button', { name: 'Authorize' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oauth/'));
  await page.locator('.account-switcher__account[aria-current="true"]').waitFor();
}

/** True when the sandbox still accepts `token`. */
async function tokenWorks(sandboxUrl: string, token: string): Promise<boolean> {
  const response = await fetch(`${sandboxUrl}/api/v1/accounts/verify_credentials`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return response.status === 200;
}

/**
 * The id of the first post the home feed shows now: once the home screen has replaced the one before (its
 * heading) and the feed has drawn its rows (not busy). A feed the reader scrolled comes back where it was left,
 * so this is the first row in the DOM, not necessarily the feed's first.
 */
async function firstHomePostId(page: Page): Promise<string | null> {
  await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
  await feedDrawn(page);
  return page.locator(FEED_ARTICLES).first().getAttribute('data-status-id');
}

export async function run({ page, clientUrl, sandboxUrl, axe }: SpecContext): Promise<void> {
  await page.setViewportSize({ width: 1024, height: 800 });
  const host = new URL(sandboxUrl).host;

  // sign in through the client's sign-in page and the sandbox's consent page
  await signInThroughOAuth(page, clientUrl, 'alice');
  assert.equal(await page.locator('[data-layout]').getAttribute('data-layout'), 'single-column');
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Home');
  // a virtual feed: the rows around the viewport are rendered, not the whole page of posts (counted once the
  // feed has drawn its first page: it draws a row per frame and is busy until then)
  await feedDrawn(page);
  assert.ok((await page.locator(FEED_ARTICLES).count()) >= 3, 'the home feed shows posts');
  assert.match(await switcherCurrent(page), new RegExp(`@alice@${host}`), 'alice is the current account');
  await axe();
  await viewportShot(page, 'app-flow-home');

  // a post with a thread, opened from its time link
  const post = await findThreadPost(page, sandboxUrl);
  const article = page.locator(`${FEED_ARTICLES}[data-status-id="${post.id}"]`);
  // by keyboard: a click lands by coordinates, and rows still being measured can move under it
  await article.locator('.status__time').focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(new RegExp(`/@[^/]+/${post.id}$`), { timeout: 15_000 });
  const focused = page.locator(`.thread-focused article[data-status-id="${post.id}"]`);
  await focused.waitFor();
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Post');
  const replies = page.locator('.thread-reply article');
  await replies.first().waitFor();
  assert.equal(await replies.count(), post.descendants, 'every reply is shown');
  assert.equal(await page.locator('.thread-ancestors article').count(), post.ancestors, 'every ancestor is shown');
  if (post.ancestors > 0) {
    // the thread reads top-down: ancestors above the focused post, replies below
    const top = async (selector: string) => (await page.locator(selector).first().boundingBox())?.y ?? Number.NaN;
    assert.ok(
      (await top('.thread-ancestors article')) < (await top('.thread-focused article')),
      'ancestors above the post',
    );
    assert.ok((await top('.thread-focused article')) < (await top('.thread-reply article')), 'replies below the post');
  }
  await axe();
  await viewportShot(page, 'app-flow-status');

  // the author's profile, from the focused post's author link
  const authorHref = (await focused.locator('.status__author').getAttribute('href')) ?? '';
  assert.match(authorHref, /^\/@[^/]+$/);
  await focused.locator('.status__author').click();
  await page.waitForURL((url) => url.pathname === authorHref);
  const profileName = page.locator('.profile-name');
  await profileName.waitFor();
  assert.ok(((await profileName.textContent()) ?? '').trim() !== '', 'the profile names the account');
  assert.match((await page.locator('.profile-acct').textContent()) ?? '', /^@\S+@\S+$/);
  assert.equal(await page.locator('.profile-counts .profile-count').count(), 3, 'posts, following and followers');
  await firstTimelinePost(page);
  await axe();
  await viewportShot(page, 'app-flow-profile');

  // a second account through the switcher: "Add an account", the sign-in screen, the consent page choosing bob
  const alice = await currentAccount(page);
  await page.getByRole('button', { name: 'Add an account' }).click();
  await page.getByRole('button', { name: 'Check server' }).waitFor();
  assert.ok(
    await page.getByRole('button', { name: /alice/ }).isVisible(),
    'the sign-in screen offers the way back to alice',
  );
  await axe();
  await viewportShot(page, 'app-flow-add-account');
  await signInAnother(page, 'bob');
  assert.match(await switcherCurrent(page), new RegExp(`@bob@${host}`), 'bob is current after adding him');
  const bob = await currentAccount(page);
  assert.notEqual(bob.key, alice.key);

  // switching between them changes the whole app in the same document
  await page.getByRole('link', { name: 'Home' }).click();
  await markDocument(page);
  const bobFirst = await firstHomePostId(page);
  await page.getByRole('button', { name: new RegExp(`^Switch to .* @alice@${host}$`) }).click();
  await page.locator('.account-switcher__account[aria-current="true"]', { hasText: '@alice@' }).waitFor();
  const aliceFirst = await firstHomePostId(page);
  assert.equal((await currentAccount(page)).key, alice.key);
  await assertSameDocument(page, 'switching to alice');
  assert.notEqual(aliceFirst, bobFirst, "alice's home is not bob's");
  await axe();
  await viewportShot(page, 'app-flow-accounts');
  await page.getByRole('button', { name: new RegExp(`^Switch to .* @bob@${host}$`) }).click();
  await page.locator('.account-switcher__account[aria-current="true"]', { hasText: '@bob@' }).waitFor();
  assert.equal(await firstHomePostId(page), bobFirst, "bob's home again");
  await assertSameDocument(page, 'switching back to bob');

  // sign out bob (asked twice), alice remains; then alice, ending on the sign-in screen
  await page.getByRole('button', { name: 'Sign out' }).click();
  const confirm = page.getByRole('group', { name: 'Sign out' });
  assert.match((await confirm.textContent()) ?? '', /Sign out of @bob@/);
  await axe();
  await confirm.getByRole('button', { name: 'Sign out' }).click();
  await page.locator('.account-switcher__account[aria-current="true"]', { hasText: '@alice@' }).waitFor();
  assert.equal(await page.locator('.account-switcher__account').count(), 1, 'only alice is left');
  await assertSameDocument(page, 'signing bob out');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('group', { name: 'Sign out' }).getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Check server' }).waitFor();
  assert.equal(await page.locator('.account-switcher').count(), 0, 'the app is gone: the sign-in screen shows');
  assert.equal(
    await page.evaluate(() => localStorage.getItem('tsubame.auth.accounts')),
    '[]',
    'no account is remembered',
  );
  assert.equal(await tokenWorks(sandboxUrl, bob.token), false, "bob's token is revoked");
  assert.equal(await tokenWorks(sandboxUrl, alice.token), false, "alice's token is revoked");
  await axe();
  await viewportShot(page, 'app-flow-signed-out');
}
