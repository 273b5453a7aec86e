/**
 * Issue 12's account actions against the real sandbox server, signed in as alice at 1024 px, by keyboard:
 * - block bob from his post's More menu through the BLOCK dialog: his posts leave the home timeline and the
 *   server records the block;
 * - mute carol for one hour with her notifications hidden through the MUTE dialog: her posts leave the timeline
 *   and the server records the mute with both options;
 * - follow newbie on their profile: the followers count goes up by one, and back down on unfollow; following
 *   lisa (a locked account) shows the request as pending (Withdraw follow request), which is withdrawn again;
 * - report bob's post through the report dialog (spam, a comment); report newbie from her profile's More menu
 *   (the dialog opens for her with no post ticked); write a personal note on a profile, saved as typed;
 * - edit her own profile from the account switcher: a new display name and avatar (a PNG through the file
 *   input, previewed before saving), saved, then shown in the account switcher at once and held by the server;
 * - axe-core on the dialogs and the profile edit screen.
 * Every block, mute and follow is undone through the API at the end, and alice's profile is put back through the
 * sandbox (/_sandbox/profile): the other specs share the sandbox.
 * Screenshots: accounts-*-1024.png (the viewport).
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { encodePng, renderPicture } from '../../../sandbox/media-files';
import { FEED_ARTICLES, tracer, viewportShot } from '../harness/app-journey';
import { scrollFeedTo, waitForFeedPost } from '../harness/feed-reading';
import { actAs, apiCall, apiToken, lastStreamConnection, waitForUserStream } from '../harness/sandbox-admin';
import { signInByClass } from '../harness/sign-in-by-class';
import { signInThroughOAuth } from '../harness/sign-in-flow';
import { stepper } from '../harness/stepper';
import type { SpecContext } from '../harness/types';

export const name = 'accounts';

interface ApiRelationship {
  id: string;
  note: string;
  following: boolean;
  followed_by: boolean;
  blocking: boolean;
  muting: boolean;
  muting_notifications: boolean;
  requested: boolean;
}

const article = (page: Page, id: string) => page.locator(`${FEED_ARTICLES}[data-status-id="${id}"]`).first();

/** Opens a post's More menu by keyboard and activates the entry named `entry`. */
async function menuEntry(page: Page, statusId: string, entry: RegExp): Promise<void> {
  await article(page, statusId).locator('.status-action--more').focus();
  await page.keyboard.press('Enter');
  const item = page.getByRole('menuitem', { name: entry });
  await item.waitFor();
  await item.focus();
  await page.keyboard.press('Enter');
}

/** A local account's profile as the sandbox stores it (display name, note, pictures, fields...). */
async function sandboxProfile(sandboxUrl: string, acct: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${sandboxUrl}/_sandbox/profile?acct=${encodeURIComponent(acct)}`);
  if (!response.ok) throw new Error(`/_sandbox/profile answered ${response.status}`);
  return ((await response.json()) as { profile: Record<string, unknown> }).profile;
}

/** Puts a profile read with sandboxProfile back. */
async function restoreSandboxProfile(sandboxUrl: string, acct: string, profile: Record<string, unknown>) {
  const response = await fetch(`${sandboxUrl}/_sandbox/profile`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ acct, profile }),
  });
  if (!response.ok) throw new Error(`/_sandbox/profile answered ${response.status}`);
}

export async function run({ page, clientUrl, sandboxUrl, axe }: SpecContext): Promise<void> {
  const trace = tracer(name);
  const { step, failures } = stepper(page, name, trace);
  await page.setViewportSize({ width: 1024, height: 800 });
  page.setDefaultTimeout(10_000);
  const nonce = Date.now().toString(36);
  const token = await apiToken(sandboxUrl, 'alice');
  const idOf = async (acct: string) =>
    (await apiCall<{ id: string }>(sandboxUrl, token, 'GET', `/api/v1/accounts/lookup?acct=${acct}`)).id;
  const relationship = async (id: string) =>
    (await apiCall<ApiRelationship[]>(sandboxUrl, token, 'GET', `/api/v1/accounts/relationships?id[]=${id}`))[0]!;
  const [bob, carol, newbie] = [await idOf('bob'), await idOf('carol'), await idOf('newbie')];
  const lisa = await idOf('lisa@mastodon.example');
  // a block ends the follows both ways: they are made again at the end
  const bobAtStart = await relationship(bob);
  const lisaRequestedAtStart = (await relationship(lisa)).requested;
  const followedNewbieAtStart = (await relationship(newbie)).following;
  // alice's profile as the sandbox stores it, put back at the end (the profile edit step changes it)
  const profileAtStart = await sandboxProfile(sandboxUrl, 'alice');

  const lastConnection = await lastStreamConnection(sandboxUrl);
  const named = await step('sign in as alice', () => signInThroughOAuth(page, clientUrl, 'alice'));
  if (!named) await signInByClass(page, clientUrl, 'alice');
  assert.ok(
    await waitForUserStream(sandboxUrl, { username: 'alice', after: lastConnection }),
    'the client subscribes to the user stream',
  );
  /** posts made here, deleted again at the end (the specs after this one read the newest posts) */
  const made: Array<{ as: string; id: string }> = [];
  const post = async (as: string, text: string) => {
    await scrollFeedTo(page, 0);
    const answer = await actAs(sandboxUrl, { action: 'post', as, text: `${text} [${nonce}]` });
    const id = (answer.status as { id: string }).id;
    made.push({ as, id });
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

  try {
    await step("report bob's post through the report dialog", async () => {
      const id = await post('bob', 'Buy cheap followers');
      await menuEntry(page, id, /^Report @bob/);
      const dialog = page.getByRole('dialog', { name: 'Report @bob' });
      await dialog.waitFor();
      await axe();
      await viewportShot(page, 'accounts-report');
      await dialog.getByRole('radio', { name: /^Spam/ }).focus();
      await page.keyboard.press('Space');
      const submit = dialog.getByRole('button', { name: 'Submit report' });
      // the steps after the reason: the posts, then the comment
      for (let i = 0; i < 4 && !(await submit.isVisible()); i += 1) {
        await dialog.getByRole('button', { name: 'Next' }).focus();
        await page.keyboard.press('Enter');
      }
      await dialog.getByRole('textbox').focus();
      await page.keyboard.type('Links to a follower shop');
      await submit.focus();
      await page.keyboard.press('Enter');
      await page.getByText('Thanks for reporting').waitFor();
      await axe();
      await page.getByRole('button', { name: 'Done' }).focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
    });

    await step("block bob from his post's menu: his posts leave the timeline", async () => {
      const id = await post('bob', 'Bob says hi');
      await menuEntry(page, id, /^Block @bob/);
      const dialog = page.getByRole('alertdialog', { name: 'Block @bob?' });
      await dialog.waitFor();
      await axe();
      await viewportShot(page, 'accounts-block');
      // the dialog starts on its Block button
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await article(page, id).waitFor({ state: 'detached' });
      assert.equal(await page.locator(FEED_ARTICLES, { hasText: '@bob' }).count(), 0, 'no post of bob is left');
      assert.equal((await relationship(bob)).blocking, true, 'the server records the block');
    });

    await step('mute carol for one hour with her notifications hidden', async () => {
      const id = await post('carol', 'Carol says hi');
      await menuEntry(page, id, /^Mute @carol/);
      const dialog = page.getByRole('alertdialog', { name: 'Mute @carol?' });
      await dialog.waitFor();
      const hide = dialog.getByRole('checkbox', { name: /hide notifications/i });
      assert.equal(await hide.isChecked(), true, 'hiding notifications is the default');
      const duration = dialog.getByLabel('Duration');
      await duration.focus();
      // Indefinitely, 5 minutes, 30 minutes, 1 hour
      for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowDown');
      assert.equal(await duration.inputValue(), '3600', 'one hour is chosen');
      await axe();
      await viewportShot(page, 'accounts-mute');
      await dialog.getByRole('button', { name: 'Mute' }).focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await article(page, id).waitFor({ state: 'detached' });
      const muted = await relationship(carol);
      assert.equal(muted.muting, true, 'the server records the mute');
      assert.equal(muted.muting_notifications, true, 'with notifications hidden');
      const mutes = await apiCall<Array<{ id: string; mute_expires_at: string | null }>>(
        sandboxUrl,
        token,
        'GET',
        '/api/v1/mutes',
      );
      const expires = mutes.find((m) => m.id === carol)?.mute_expires_at ?? null;
      assert.ok(expires !== null, 'the mute expires');
      const minutes = (Date.parse(expires) - Date.now()) / 60_000;
      assert.ok(minutes > 55 && minutes <= 60.5, `the mute ends in about an hour (${minutes.toFixed(1)} min)`);
    });

    await step('follow newbie on her profile: her followers count goes up, and back on unfollow', async () => {
      if ((await relationship(newbie)).following)
        await apiCall(sandboxUrl, token, 'POST', `/api/v1/accounts/${newbie}/unfollow`);
      await page.goto(`${clientUrl}/@newbie`);
      const followers = page.locator('[data-count="followers"] dd');
      await followers.waitFor();
      const before = Number((await followers.textContent())?.replace(/\D/g, ''));
      const follow = page.getByRole('button', { name: /^Follow( back)?$/ });
      await follow.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Unfollow' }).waitFor();
      await page.waitForFunction(
        (n) => Number(document.querySelector('[data-count="followers"] dd')?.textContent?.replace(/\D/g, '')) === n,
        before + 1,
      );
      await axe();
      await viewportShot(page, 'accounts-followed');
      await page.getByRole('button', { name: 'Unfollow' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: /^Follow( back)?$/ }).waitFor();
      await page.waitForFunction(
        (n) => Number(document.querySelector('[data-count="followers"] dd')?.textContent?.replace(/\D/g, '')) === n,
        before,
      );
    });
    await step("write a personal note on newbie's profile: it is saved as typed", async () => {
      await page.goto(`${clientUrl}/@newbie`);
      const note = page.getByRole('textbox', { name: 'Note' });
      await note.focus();
      await page.keyboard.type('Met at the meetup');
      await page.keyboard.press('Tab');
      const until = Date.now() + 10_000;
      let saved = '';
      while (Date.now() < until && saved !== 'Met at the meetup') {
        saved = (await relationship(newbie)).note;
        if (saved !== 'Met at the meetup') await page.waitForTimeout(200);
      }
      assert.equal(saved, 'Met at the meetup', 'the server holds the note as typed');
    });

    await step(
      "report newbie from her profile's More menu: the report dialog opens for her, no post ticked",
      async () => {
        /** opens newbie's profile, its More menu by keyboard, and Report; answers the dialog */
        const openReport = async () => {
          await page.goto(`${clientUrl}/@newbie`);
          // the profile's own More (each post has one too)
          const more = page.locator('.profile-icon-button[aria-haspopup="menu"]');
          await more.focus();
          await page.keyboard.press('Enter');
          const menu = page.getByRole('menu');
          await menu.waitFor();
          // the menu takes the focus: arrows move through its entries to Report
          const report = menu.getByRole('menuitem', { name: 'Report @newbie' });
          for (let i = 0; i < 12 && !(await report.evaluate((el) => el === document.activeElement)); i += 1)
            await page.keyboard.press('ArrowDown');
          await page.keyboard.press('Enter');
          const dialog = page.getByRole('dialog', { name: 'Report @newbie' });
          await dialog.waitFor();
          await menu.waitFor({ state: 'detached' });
          await dialog.getByRole('radio', { name: /^Spam/ }).focus();
          await page.keyboard.press('Space');
          await dialog.getByRole('button', { name: 'Next' }).focus();
          await page.keyboard.press('Enter');
          await dialog.getByText('Which posts should the moderators see?').waitFor();
          // her recent posts are offered, none ticked: the report was not opened from a post
          await dialog.getByRole('checkbox').first().waitFor();
          assert.equal(await dialog.getByRole('checkbox', { checked: true }).count(), 0, 'no post is ticked');
          return dialog;
        };
        const close = async (dialog: Locator) => {
          await dialog.getByRole('button', { name: 'Close' }).focus();
          await page.keyboard.press('Enter');
          await dialog.waitFor({ state: 'detached' });
          await page.waitForFunction(() =>
            document.activeElement?.matches('.profile-icon-button[aria-haspopup="menu"]'),
          );
        };
        const dialog = await openReport();
        await axe();
        await viewportShot(page, 'accounts-profile-report');
        await close(dialog);
        // the mobile layout: the same by keyboard
        await page.setViewportSize({ width: 390, height: 800 });
        try {
          const mobile = await openReport();
          await axe();
          await viewportShot(page, 'accounts-profile-report');
          await close(mobile);
        } finally {
          await page.setViewportSize({ width: 1024, height: 800 });
        }
      },
    );

    await step('a locked account shows the follow as requested', async () => {
      if (lisaRequestedAtStart) await apiCall(sandboxUrl, token, 'POST', `/api/v1/accounts/${lisa}/unfollow`);
      await page.goto(`${clientUrl}/@lisa@mastodon.example`);
      const follow = page.getByRole('button', { name: /^Follow( back)?$/ });
      await follow.focus();
      await page.keyboard.press('Enter');
      const cancel = page.getByRole('button', { name: 'Withdraw follow request' });
      await cancel.waitFor();
      assert.equal((await relationship(lisa)).requested, true, 'the server holds the request');
      await cancel.focus();
      await page.keyboard.press('Enter');
      await follow.waitFor();
    });

    await step('edit her profile: a new name and avatar show in the account switcher at once', async () => {
      const newName = `Alice edited ${nonce}`;
      const before = await apiCall<{ avatar_static: string }>(
        sandboxUrl,
        token,
        'GET',
        '/api/v1/accounts/verify_credentials',
      );
      const switcher = page.locator('.account-switcher');
      const editLink = switcher.getByRole('link', { name: 'Edit profile' });
      await editLink.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Edit profile' }).waitFor();
      const displayName = page.getByRole('textbox', { name: 'Display name' });
      await displayName.waitFor();
      assert.equal(await displayName.inputValue(), profileAtStart.display_name, 'the form starts from the server');
      await axe();
      await displayName.focus();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(newName);
      const [width, height] = [64, 64];
      await page.locator('.profile-edit__image[data-slot="avatar"] input[type="file"]').setInputFiles({
        name: 'heron-avatar.png',
        mimeType: 'image/png',
        buffer: Buffer.from(encodePng(renderPicture(31, width, height), width, height)),
      });
      await page.getByRole('img', { name: 'Avatar (New, not saved yet)' }).waitFor();
      await axe();
      await viewportShot(page, 'accounts-profile-edit');
      await page.getByRole('button', { name: 'Save changes' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({ hasText: 'Your profile is saved.' }).waitFor();
      const me = await apiCall<{ display_name: string; avatar_static: string }>(
        sandboxUrl,
        token,
        'GET',
        '/api/v1/accounts/verify_credentials',
      );
      assert.equal(me.display_name, newName, 'the server holds the new name');
      assert.notEqual(me.avatar_static, before.avatar_static, 'the server holds a new avatar');
      const current = switcher.locator('[aria-current="true"]');
      await current.filter({ hasText: newName }).waitFor();
      assert.equal(await current.locator('img').getAttribute('src'), me.avatar_static, 'the switcher shows it');
      const served = await fetch(me.avatar_static);
      assert.equal(served.headers.get('content-type'), 'image/png', 'the new avatar is served');
    });
  } finally {
    await restoreSandboxProfile(sandboxUrl, 'alice', profileAtStart).catch(() => undefined);
    // the other specs share the sandbox: undo every post, note, block, mute and follow, and leave alice's home read
    // marker on her newest post (a marker on a post deleted here would have the next spec's home restored there)
    await apiCall(sandboxUrl, token, 'POST', `/api/v1/accounts/${newbie}/note`, { comment: '' }).catch(() => undefined);
    for (const { as, id } of made) {
      await actAs(sandboxUrl, { action: 'delete', as, status_id: id }).catch(() => undefined);
    }
    await apiCall(sandboxUrl, token, 'POST', `/api/v1/accounts/${bob}/unblock`).catch(() => undefined);
    const bobNow = await relationship(bob).catch(() => null);
    if (bobAtStart.following && bobNow?.following === false) {
      await apiCall(sandboxUrl, token, 'POST', `/api/v1/accounts/${bob}/follow`).catch(() => undefined);
    }
    if (bobAtStart.followed_by && bobNow?.followed_by === false) {
      await actAs(sandboxUrl, { action: 'follow', as: 'bob', target: 'alice' }).catch(() => undefined);
    }
    await apiCall(sandboxUrl, token, 'POST', `/api/v1/accounts/${carol}/unmute`).catch(() => undefined);
    const lisaNow = await relationship(lisa).catch(() => null);
    if (lisaNow !== null && lisaNow.requested !== lisaRequestedAtStart) {
      const back = lisaRequestedAtStart ? 'follow' : 'unfollow';
      await apiCall(sandboxUrl, token, 'POST', `/api/v1/accounts/${lisa}/${back}`).catch(() => undefined);
    }
    const newbieNow = await relationship(newbie).catch(() => null);
    if (newbieNow !== null && newbieNow.following !== followedNewbieAtStart) {
      const back = followedNewbieAtStart ? 'follow' : 'unfollow';
      await apiCall(sandboxUrl, token, 'POST', `/api/v1/accounts/${newbie}/${back}`).catch(() => undefined);
    }
  }

  const newest = await apiCall<Array<{ id: string }>>(sandboxUrl, token, 'GET', '/api/v1/timelines/home?limit=1');
  if (newest[0]) {
    await apiCall(sandboxUrl, token, 'POST', '/api/v1/markers', { home: { last_read_id: newest[0].id } });
  }

  if (failures.length > 0) throw new Error(`${failures.length} step(s) failed:\n  - ${failures.join('\n  - ')}`);
}
