/**
 * Issue 10's notifications against the real sandbox server, signed in as alice at 1024 px, by keyboard:
 * - while other accounts favourite, react, follow and mention alice (through /_sandbox/act) and she reads home,
 *   the unread count rises in the navigation;
 * - the notifications screen (reached with the keyboard) shows the groups, favourites grouped; a new favourite
 *   moves its group to the top live; j / k move between notifications;
 * - at the top of the visible, mounted list the read marker reaches the server (the sandbox's record) and the
 *   count drops;
 * - a mention hidden by a notifications filter (action hide) never shows;
 * - with the policy filtering strangers, a stranger's mention becomes a request; accepted by keyboard, it leaves
 *   at once;
 * - a direct message appears in the direct messages screen;
 * - axe-core on each screen; screenshots at 1024 and 390 px.
 * Every step runs even when an earlier one failed (when it can); the spec fails listing each failed step.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { tracer, useColorScheme, viewportShot } from '../harness/app-journey';
import {
  actAs,
  apiCall,
  apiToken,
  lastStreamConnection,
  serverMarkers,
  waitForUserStream,
} from '../harness/sandbox-admin';
import { signInByClass } from '../harness/sign-in-by-class';
import { signInThroughOAuth } from '../harness/sign-in-flow';
import { stepper } from '../harness/stepper';
import type { SpecContext } from '../harness/types';

export const name = 'notifications';

const ROWS = '[role="feed"] article.notification';

/** The count beside the navigation's Notifications link (0 when none shows). */
async function navUnread(page: Page): Promise<number> {
  const text =
    (await page
      .locator('.nav-panel .nav-badge [aria-hidden="true"]')
      .first()
      .textContent({ timeout: 500 })
      .catch(() => null)) ?? '0';
  return Number.parseInt(text, 10) || 0;
}

/** Focuses a link or button (found by its role and name) and presses Enter: the keyboard's way to follow it. */
async function pressLink(page: Page, role: 'link' | 'button', label: RegExp | string): Promise<void> {
  const target = page.getByRole(role, { name: label }).first();
  await target.focus();
  await page.keyboard.press('Enter');
}

async function firstRowKey(page: Page): Promise<string | null> {
  return page
    .locator(ROWS)
    .first()
    .getAttribute('data-group-key', { timeout: 2_000 })
    .catch(() => null);
}

export async function run({ page, clientUrl, sandboxUrl, axe }: SpecContext): Promise<void> {
  const trace = tracer(name);
  const { step, failures } = stepper(page, name, trace);
  await page.setViewportSize({ width: 1024, height: 800 });
  page.setDefaultTimeout(10_000);
  const nonce = Date.now().toString(36);
  const token = await apiToken(sandboxUrl, 'alice');
  const newestNotificationId = async () =>
    (await apiCall<Array<{ id: string }>>(sandboxUrl, token, 'GET', '/api/v1/notifications?limit=1'))[0]?.id ?? null;
  await apiCall(sandboxUrl, token, 'POST', '/api/v2/filters', {
    title: `Spoilers ${nonce}`,
    context: ['notifications'],
    filter_action: 'hide',
    keywords_attributes: [{ keyword: `spoiler${nonce}`, whole_word: true }],
  });
  // a hide filter and a warn filter on home and notifications, for posts in a list that notifies
  await apiCall(sandboxUrl, token, 'POST', '/api/v2/filters', {
    title: `Zebra ${nonce}`,
    context: ['home', 'notifications'],
    filter_action: 'hide',
    keywords_attributes: [{ keyword: `zebra${nonce}`, whole_word: true }],
  });
  await apiCall(sandboxUrl, token, 'POST', '/api/v2/filters', {
    title: `Giraffe ${nonce}`,
    context: ['home', 'notifications'],
    filter_action: 'warn',
    keywords_attributes: [{ keyword: `giraffe${nonce}`, whole_word: true }],
  });
  const bob = await apiCall<{ id: string }>(sandboxUrl, token, 'GET', '/api/v1/accounts/lookup?acct=bob');
  // alice follows bob without "notify me" (so his posts reach her only through the list) and lists him in a
  // list that notifies (kmyblue's list_status notifications)
  await apiCall(sandboxUrl, token, 'POST', `/api/v1/accounts/${bob.id}/follow`, { notify: false });
  const zoo = await apiCall<{ id: string }>(sandboxUrl, token, 'POST', '/api/v1/lists', {
    title: `Zoo ${nonce}`,
    notify: true,
  });
  await apiCall(sandboxUrl, token, 'POST', `/api/v1/lists/${zoo.id}/accounts`, { account_ids: [bob.id] });
  // the filters exist before alice signs in, so the filters the client loads include them
  const lastConnection = await lastStreamConnection(sandboxUrl);
  const named = await step('sign in as alice', () => signInThroughOAuth(page, clientUrl, 'alice'));
  if (!named) await signInByClass(page, clientUrl, 'alice');
  const posted = await actAs(sandboxUrl, { action: 'post', as: 'alice', text: `Favourite this ${nonce}` });
  const statusId = (posted.status as { id: string }).id;

  await step('others act while alice reads home: the unread count rises in the navigation', async () => {
    assert.ok(
      await waitForUserStream(sandboxUrl, { username: 'alice', after: lastConnection }),
      'the client subscribes to the user stream',
    );
    await page.waitForSelector('.nav-panel a[href$="/notifications"]');
    const before = await navUnread(page);
    await actAs(sandboxUrl, { action: 'favourite', as: 'bob', status_id: statusId });
    await actAs(sandboxUrl, { action: 'favourite', as: 'carol', status_id: statusId });
    await actAs(sandboxUrl, { action: 'react', as: 'bob', status_id: statusId, emoji: '🎉' });
    await actAs(sandboxUrl, { action: 'follow', as: 'erin', target: 'alice' });
    await actAs(sandboxUrl, { action: 'mention', as: 'carol', target: 'alice', text: `Hello there ${nonce}` });
    await page.waitForFunction(
      (n) =>
        Number.parseInt(document.querySelector('.nav-panel .nav-badge [aria-hidden="true"]')?.textContent ?? '0', 10) >
        n,
      before,
      { timeout: 15_000 },
    );
    assert.ok((await navUnread(page)) > before, 'the count rose');
    assert.match(await page.title(), /^\(\d+\) /, 'the page title carries the count');
  });

  await step('the notifications screen shows the groups, favourites grouped (reached by keyboard)', async () => {
    await pressLink(page, 'link', /^Notifications/);
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await page.locator(ROWS).first().waitFor({ timeout: 15_000 });
    const mention = page
      .locator(`${ROWS}[data-notification-type="mention"]`)
      .filter({ hasText: `Hello there ${nonce}` });
    await mention.first().waitFor({ timeout: 10_000 });
    const favourites = page
      .locator(`${ROWS}[data-notification-type="favourite"]`)
      .filter({ hasText: `Favourite this ${nonce}` });
    await favourites.first().waitFor({ timeout: 10_000 });
    const label = (await favourites.first().getAttribute('aria-label')) ?? '';
    assert.match(label, /other/, `two favourites make one group ("… and 1 other …"): ${label}`);
    await axe();
    await viewportShot(page, 'notifications-list');
  });

  await step('at the top of the visible list the read marker reaches the server and the count drops', async () => {
    const newest = await newestNotificationId();
    assert.ok(newest, 'alice has notifications');
    let marker: string | null = null;
    for (let round = 0; round < 60 && marker !== newest; round += 1) {
      marker = (await serverMarkers(sandboxUrl, 'alice')).notifications?.last_read_id ?? null;
      if (marker !== newest) await page.waitForTimeout(250);
    }
    assert.equal(marker, newest, 'the sandbox records the newest notification as read');
    await page.waitForFunction(() => document.querySelector('.nav-panel .nav-badge') === null, undefined, {
      timeout: 5_000,
    });
  });

  await step('a new favourite moves its group to the top, live', async () => {
    const favourite = page
      .locator(`${ROWS}[data-notification-type="favourite"]`)
      .filter({ hasText: `Favourite this ${nonce}` });
    const key = await favourite.first().getAttribute('data-group-key');
    assert.ok(key, 'the favourite group has a key');
    await actAs(sandboxUrl, { action: 'mention', as: 'bob', target: 'alice', text: `Another one ${nonce}` });
    await page
      .locator(ROWS)
      .filter({ hasText: `Another one ${nonce}` })
      .first()
      .waitFor({ timeout: 10_000 });
    assert.notEqual(await firstRowKey(page), key, 'the mention is on top first');
    await actAs(sandboxUrl, { action: 'favourite', as: 'dave_bot', status_id: statusId });
    await page.waitForFunction(
      (k) => document.querySelector('[role="feed"] article.notification')?.getAttribute('data-group-key') === k,
      key,
      {
        timeout: 10_000,
      },
    );
    const label = (await page.locator(ROWS).first().getAttribute('aria-label')) ?? '';
    assert.match(label, /2 others/, `three favourites now: ${label}`);
  });

  await step('j and k move between notifications', async () => {
    await page.locator(ROWS).first().focus();
    await page.keyboard.press('j');
    await page.waitForFunction(
      () => document.activeElement?.closest('[data-feed-index]')?.getAttribute('data-feed-index') === '1',
    );
    await page.keyboard.press('k');
    await page.waitForFunction(
      () => document.activeElement?.closest('[data-feed-index]')?.getAttribute('data-feed-index') === '0',
    );
  });

  await step('a mention hidden by a notifications filter never shows', async () => {
    await actAs(sandboxUrl, { action: 'mention', as: 'bob', target: 'alice', text: `The spoiler${nonce} is here` });
    await actAs(sandboxUrl, { action: 'mention', as: 'carol', target: 'alice', text: `After the spoiler ${nonce}` });
    await page
      .locator(ROWS)
      .filter({ hasText: `After the spoiler ${nonce}` })
      .first()
      .waitFor({ timeout: 10_000 });
    assert.equal(
      await page
        .locator(ROWS)
        .filter({ hasText: `spoiler${nonce} is here` })
        .count(),
      0,
      'the hidden mention is not shown',
    );
  });

  await step('a new notification is told in the one polite live region; rows say when', async () => {
    const erin = await apiCall<{ display_name: string; username: string }>(
      sandboxUrl,
      token,
      'GET',
      '/api/v1/accounts/lookup?acct=erin',
    );
    const told = `New notification: ${erin.display_name || erin.username} mentioned you`;
    // what the region said so far is marked: the message that counts erin's mention is a new one
    await page.evaluate(() =>
      document.querySelectorAll('[data-notification-arrivals] > *').forEach((e) => e.setAttribute('data-old', '')),
    );
    await actAs(sandboxUrl, { action: 'mention', as: 'erin', target: 'alice', text: `Are you there ${nonce}` });
    await page
      .locator(ROWS)
      .filter({ hasText: `Are you there ${nonce}` })
      .first()
      .waitFor({ timeout: 10_000 });
    // told alone by its sentence, or with others that arrived in the same moment by their number
    await page
      .waitForFunction(
        (expected) =>
          [...document.querySelectorAll('[data-notification-arrivals] > :not([data-old])')].some(
            (e) => e.textContent === expected || /^\d+ new notifications$/.test(e.textContent ?? ''),
          ),
        told,
        { timeout: 10_000 },
      )
      .catch(async (error: unknown) => {
        const said = await page.evaluate(() => document.querySelector('[data-notification-arrivals]')?.textContent);
        throw new Error(`the live region says ${JSON.stringify(said)}: ${String(error)}`);
      });
    const regions = page.locator('[data-notification-arrivals]');
    assert.equal(await regions.count(), 1, 'one live region on the page');
    assert.equal(await regions.getAttribute('aria-live'), 'polite');
    const label = (await page.locator(ROWS).first().getAttribute('aria-label')) ?? '';
    assert.match(label, /, [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}/, `the row says when: ${label}`);
  });

  await step(
    'a post in a notifying list that a hide filter removes never shows nor counts; warn names its filter',
    async () => {
      await pressLink(page, 'link', /^Home/);
      await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
      await page.waitForFunction(() => document.querySelector('.nav-panel .nav-badge') === null, undefined, {
        timeout: 10_000,
      });
      await actAs(sandboxUrl, { action: 'post', as: 'bob', text: `A zebra${nonce} in the zoo` });
      await actAs(sandboxUrl, { action: 'post', as: 'bob', text: `A giraffe${nonce} in the zoo` });
      // the giraffe is counted once it arrives; the zebra before it never is
      await page.waitForFunction(
        () => document.querySelector('.nav-panel .nav-badge [aria-hidden="true"]')?.textContent === '1',
        undefined,
        { timeout: 15_000 },
      );
      assert.equal(await navUnread(page), 1, 'only the post the warn filter matches counts');
      await pressLink(page, 'link', /^Notifications/);
      await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
      const lists = page.locator(`${ROWS}[data-notification-type="list_status"]`);
      const giraffe = lists.filter({ hasText: `Filtered: Giraffe ${nonce}` });
      await giraffe.first().waitFor({ timeout: 10_000 });
      const giraffeLabel = (await giraffe.first().getAttribute('aria-label')) ?? '';
      assert.match(giraffeLabel, /posted in your list/, `the row says why it is here: ${giraffeLabel}`);
      assert.equal(await lists.filter({ hasText: `zebra${nonce}` }).count(), 0, 'the hidden post is not shown');
      assert.equal(
        await lists.filter({ hasText: /^Filtered$|Filtered\s*Show anyway/ }).count(),
        0,
        'no row stands for a hidden post with an untitled warning',
      );
      await axe();
      await viewportShot(page, 'notifications-list-filters');
    },
  );

  await step('a filtered request is accepted by keyboard and leaves at once', async () => {
    await apiCall(sandboxUrl, token, 'PUT', '/api/v2/notifications/policy', { for_not_following: 'filter' });
    await actAs(sandboxUrl, { action: 'mention', as: 'erin', target: 'alice', text: `Please let me in ${nonce}` });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await pressLink(page, 'link', /Filtered notifications/);
    await page.getByRole('heading', { level: 1, name: 'Filtered notifications' }).waitFor();
    const card = page.locator('article.notification-requests__card').filter({ hasText: 'erin' });
    await card.first().waitFor();
    await axe();
    await viewportShot(page, 'notifications-requests');
    await card
      .first()
      .getByRole('button', { name: /^Accept/ })
      .focus();
    await page.keyboard.press('Enter');
    await card.first().waitFor({ state: 'detached', timeout: 3_000 });
    await apiCall(sandboxUrl, token, 'PUT', '/api/v2/notifications/policy', { for_not_following: 'accept' });
  });

  await step('a direct message appears in the direct messages screen', async () => {
    await actAs(sandboxUrl, {
      action: 'mention',
      as: 'bob',
      target: 'alice',
      text: `Just between us ${nonce}`,
      visibility: 'direct',
    });
    await pressLink(page, 'link', /^Notifications/);
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await pressLink(page, 'link', 'Direct messages');
    await page.getByRole('heading', { level: 1, name: 'Direct messages' }).waitFor();
    await page
      .locator('article')
      .filter({ hasText: `Just between us ${nonce}` })
      .first()
      .waitFor({ timeout: 10_000 });
    await axe();
    await viewportShot(page, 'notifications-conversations');
  });

  await step('the settings and the filtering policy screens, by keyboard (axe, dark theme)', async () => {
    await pressLink(page, 'link', /^Notifications/);
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await pressLink(page, 'link', 'Settings');
    await page.getByRole('heading', { level: 1, name: 'Notification settings' }).waitFor();
    // the quick filter's full bar, switched on with the keyboard, then used on the list
    const advanced = page.getByRole('switch', { name: 'All categories' });
    await advanced.focus();
    await page.keyboard.press('Space');
    assert.equal(await advanced.isChecked(), true, 'all categories offered');
    await axe();
    await viewportShot(page, 'notifications-settings');
    await useColorScheme(page, 'dark');
    await viewportShot(page, 'notifications-settings-dark');
    await useColorScheme(page, 'light');
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    const favourites = page.getByRole('tab', { name: 'Favourites' });
    await favourites.waitFor();
    await page.getByRole('tab', { name: 'All' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(
      () => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'Favourites',
    );
    await page.locator(`${ROWS}[data-notification-type="favourite"]`).first().waitFor();
    assert.equal(
      await page.locator(`${ROWS}:not([data-notification-type="favourite"])`).count(),
      0,
      'only favourites under the Favourites filter',
    );
    await useColorScheme(page, 'dark');
    await viewportShot(page, 'notifications-favourites-dark');
    await useColorScheme(page, 'light');
    await page.getByRole('tab', { name: 'Favourites' }).focus();
    await page.keyboard.press('Home');
    await page.waitForFunction(
      () => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'All',
    );
    await pressLink(page, 'link', 'Notification filters');
    await page.getByRole('heading', { level: 1, name: 'Notification filters' }).waitFor();
    await axe();
    await viewportShot(page, 'notifications-policy');
  });

  await step('mobile: the tab bar shows the unread count; the list fits', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await actAs(sandboxUrl, { action: 'mention', as: 'bob', target: 'alice', text: `On the go ${nonce}` });
    await page.waitForSelector('.tab-bar .nav-badge', { timeout: 10_000 });
    await pressLink(page, 'link', /^Notifications/);
    await page.locator(ROWS).first().waitFor();
    await axe();
    await viewportShot(page, 'notifications-mobile');
    await page.setViewportSize({ width: 1024, height: 800 });
  });

  if (failures.length > 0) throw new Error(`${failures.length} step(s) failed:\n  - ${failures.join('\n  - ')}`);
}
