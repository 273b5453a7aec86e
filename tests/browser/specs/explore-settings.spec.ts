/**
 * Finding and tuning, in Chromium against the sandbox (a kmyblue server), signed in as alice at 1024 px, by
 * keyboard:
 * 1. search: `/` on home opens the search field; an account name finds the account, `#tsubame` the hashtag (its
 *    row links to /tags/tsubame), a word of a seeded post that post, and a pasted link of a seeded post on the
 *    sandbox opens that post's page;
 * 2. Explore: its tabs walked with the arrow keys (Enter opens each); from the Hashtags tab a trending tag alice
 *    does not follow is followed on its hashtag page, is then listed at /followed_tags and unfollowed there;
 * 3. announcements: one published for the run (bob reacted 👍 to it); on home the panel is expanded, alice's 👍
 *    raises the count and presses the button, a second press takes it back; paging through every announcement
 *    marks them read and the unread badge goes;
 * 4. settings: interface language 日本語 makes the navigation Japanese, then English again and the browser's;
 *    media display "Always hide media" covers the media of a post on home, then the default again uncovers them;
 * 5. compose: a post to mutuals only (kmyblue's `mutual` visibility) shows on home with the mutual icon, and is
 *    deleted from its More menu.
 * axe-core on /search with results, each Explore tab, /followed_tags, /settings, /about and home with the
 * announcements panel expanded. Screenshots (the viewport) at 1024 and 390 px: explore-settings-{explore,search,
 * settings,about}-<width>.png. The other specs share the sandbox: the tag follow, the posts, the announcement and
 * the read markers are put back at the end (the seeded announcements stay read: the API has no way back).
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { FEED_ARTICLES, tracer, viewportShotsAt } from '../harness/app-journey';
import { announce, reactToAnnouncement, withdrawAnnouncement } from '../harness/announcements-admin';
import { scrollFeedTo, waitForFeedPost } from '../harness/feed-reading';
import { waitForHotkeys } from '../harness/hotkeys-ready';
import { chooseOption, chooseRadio, press, until } from '../harness/keyboard-forms';
import { actAs, apiCall, apiToken } from '../harness/sandbox-admin';
import { signInByClass } from '../harness/sign-in-by-class';
import { firstTimelinePost, signInThroughOAuth } from '../harness/sign-in-flow';
import { stepper } from '../harness/stepper';
import type { SpecContext } from '../harness/types';

export const name = 'explore-settings';

interface ApiStatus {
  id: string;
  url: string;
  content: string;
  visibility_ex?: string;
  limited_scope?: string | null;
  reblog: unknown;
  account: { id: string; acct: string };
}

interface ApiAnnouncement {
  id: string;
  read: boolean;
  reactions: Array<{ name: string; count: number; me: boolean }>;
}

/** The focused element matches `selector`. */
const focusedMatches = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

export async function run({ page, context, clientUrl, sandboxUrl, axe }: SpecContext): Promise<void> {
  const trace = tracer(name);
  const { step, failures } = stepper(page, name, trace);
  await page.setViewportSize({ width: 1024, height: 800 });
  page.setDefaultTimeout(10_000);
  const nonce = Date.now().toString(36);
  const token = await apiToken(sandboxUrl, 'alice');
  const api = <T>(method: string, path: string, body?: Record<string, unknown>) =>
    apiCall<T>(sandboxUrl, token, method, path, body);
  const me = await api<{ id: string }>('GET', '/api/v1/accounts/verify_credentials');
  type Markers = Partial<Record<'home' | 'notifications', { last_read_id: string }>>;
  const markersAtStart = await api<Markers>('GET', '/api/v1/markers?timeline[]=home&timeline[]=notifications');
  const followedAtStart = (await api<Array<{ name: string }>>('GET', '/api/v1/followed_tags?limit=200')).map((t) =>
    t.name.toLowerCase(),
  );
  /** the trending tag followed here (unfollowed again at the end) */
  let followedTag: string | null = null;
  let announcementId: string | null = null;
  /** posts made here as other accounts, deleted at the end */
  const made: Array<{ as: string; id: string }> = [];
  const mutualText = `Only for mutuals ${nonce}`;

  const named = await step('sign in as alice', () => signInThroughOAuth(page, clientUrl, 'alice'));
  if (!named) await signInByClass(page, clientUrl, 'alice');

  const searchField = page.locator('[role="search"] input');
  const results = page.getByRole('region', { name: 'Search results' });
  const searchFor = async (query: string, { paste = false } = {}) => {
    await searchField.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    if (paste) {
      await page.evaluate((text) => navigator.clipboard.writeText(text), query);
      await page.keyboard.press('ControlOrMeta+v');
    } else await page.keyboard.type(query);
    assert.equal(await searchField.inputValue(), query, 'the field holds the query');
    await page.keyboard.press('Enter');
  };

  try {
    await step('search: `/` on home, then an account, a hashtag, a word of a post and a pasted post link', async () => {
      await waitForHotkeys(page);
      await page.keyboard.press('/');
      await page.waitForURL(/\/search$/);
      await page.waitForFunction(() => document.activeElement?.matches('[role="search"] input') ?? false);

      await searchFor('bob');
      await page.waitForURL(/\/search\?q=bob$/);
      const profiles = results.getByRole('region', { name: 'Profiles' });
      await profiles.getByRole('link', { name: 'Bob @bob' }).waitFor();
      await results
        .getByRole('status')
        .filter({ hasText: /1 profile/ })
        .waitFor();
      await results.locator('article[data-status-id]').first().waitFor();
      await axe();
      const searchReady = () => results.getByRole('link', { name: 'Bob @bob' }).waitFor();
      await viewportShotsAt([1024, 390], page, `${name}-search`, searchReady);

      await searchFor('#tsubame');
      const hashtag = results.getByRole('region', { name: 'Hashtags' }).getByRole('link', { name: /^#tsubame\b/ });
      await hashtag.waitFor();
      assert.equal(await hashtag.getAttribute('href'), '/tags/tsubame', 'the hashtag row links to its timeline');

      await searchFor('promenade');
      const found = results.getByRole('region', { name: 'Posts' }).locator('article[data-status-id]');
      await found.first().waitFor();
      assert.match((await found.first().textContent()) ?? '', /promenade/i, 'a post with the word is found');

      const [post] = (await api<ApiStatus[]>('GET', '/api/v1/timelines/public?local=true&limit=40')).filter(
        (s) => s.reblog === null && s.url.startsWith(sandboxUrl),
      );
      assert.ok(post, 'a seeded local post');
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: clientUrl });
      await searchFor(post.url, { paste: true });
      await page.waitForURL(new RegExp(`/@${post.account.acct}/${post.id}$`));
      await page.locator(`.thread-focused article[data-status-id="${post.id}"]`).waitFor();
    });

    await step('explore: the tabs by the arrow keys, axe on each', async () => {
      await page.goto(`${clientUrl}/explore`);
      const tabs = page.getByRole('tablist', { name: 'Explore' });
      /** the first row of a tab's list has come */
      const firstOf = (role: 'feed' | 'list', label: string) => () =>
        page
          .getByRole(role, { name: label })
          .locator(role === 'feed' ? 'article' : ':scope > li')
          .first()
          .waitFor();
      const panels: Array<[string, RegExp, () => Promise<void>]> = [
        ['Posts', /\/explore$/, firstOf('feed', 'Trending posts')],
        ['Hashtags', /\/explore\/tags$/, firstOf('list', 'Trending hashtags')],
        ['News', /\/explore\/links$/, firstOf('list', 'Trending links')],
        ['For you', /\/explore\/suggestions$/, firstOf('list', 'Accounts suggested for you')],
        ['Directory', /\/explore\/directory$/, firstOf('list', 'Profile directory')],
      ];
      await panels[0]![2]();
      await axe();
      await viewportShotsAt([1024, 390], page, `${name}-explore`, panels[0]![2]);
      await tabs.getByRole('tab', { name: 'Posts' }).focus();
      for (const [label, path, ready] of panels.slice(1)) {
        const onTab = () => page.evaluate((l) => document.activeElement?.textContent?.trim() === l, label);
        await page.keyboard.press('ArrowRight');
        assert.ok(await onTab(), `the arrow key moves the focus to ${label}`);
        await page.keyboard.press('Enter');
        await page.waitForURL(path);
        await tabs.getByRole('tab', { name: label, selected: true }).waitFor();
        await ready();
        await axe();
        assert.ok(await onTab(), `the focus stays on the ${label} tab`);
      }
    });

    await step('explore: follow a trending hashtag from its page; unfollow it at /followed_tags', async () => {
      const trending = await api<Array<{ name: string }>>('GET', '/api/v1/trends/tags?limit=20');
      const tag = trending.map((t) => t.name).find((t) => !followedAtStart.includes(t.toLowerCase()));
      assert.ok(tag, 'a trending hashtag alice does not follow');
      const tabs = page.getByRole('tablist', { name: 'Explore' });
      await tabs.getByRole('tab', { selected: true }).focus();
      for (let i = 0; i < 5 && !(await focusedMatches(page, '[role="tab"][data-key="tags"]')); i += 1)
        await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/explore\/tags$/);
      await press(page, page.getByRole('list', { name: 'Trending hashtags' }).getByRole('link', { name: `#${tag}` }));
      await page.waitForURL(new RegExp(`/tags/${tag}$`));
      await page.getByRole('heading', { level: 1, name: `#${tag}` }).waitFor();
      await press(page, page.getByRole('button', { name: 'Follow hashtag' }));
      followedTag = tag;
      await page.getByRole('button', { name: 'Unfollow hashtag' }).waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: `You follow #${tag} now.` })
        .waitFor();
      await until('the tag followed', async () =>
        (await api<Array<{ name: string }>>('GET', '/api/v1/followed_tags')).some((t) => t.name === tag),
      );

      await page.goto(`${clientUrl}/followed_tags`);
      const list = page.getByRole('list', { name: 'Followed hashtags' });
      const unfollow = list.getByRole('button', { name: `Unfollow #${tag}` });
      await unfollow.waitFor();
      assert.equal(
        await list.getByRole('link', { name: `#${tag}` }).getAttribute('href'),
        `/tags/${tag}`,
        'the followed tag links to its timeline',
      );
      await axe();
      await press(page, unfollow);
      await unfollow.waitFor({ state: 'detached' });
      await page
        .getByRole('status')
        .filter({ hasText: `You no longer follow #${tag}.` })
        .waitFor();
      assert.ok(await focusedMatches(page, '.tags-list button[data-tag]'), 'the focus moves on to another row');
      await until('the tag unfollowed', async () =>
        (await api<Array<{ name: string }>>('GET', '/api/v1/followed_tags')).every((t) => t.name !== tag),
      );
      followedTag = null;
    });

    await step('announcements: react, take it back, and read them all', async () => {
      const id = await announce(sandboxUrl, `Birdwatching walk on Sunday ${nonce}`);
      announcementId = id;
      await reactToAnnouncement(sandboxUrl, id, 'bob', '👍');
      const announcements = () => api<ApiAnnouncement[]>('GET', '/api/v1/announcements');
      const unread = (await announcements()).filter((a) => !a.read).length;
      assert.ok(unread >= 1, 'the new announcement is unread');

      await page.goto(`${clientUrl}/home`);
      await firstTimelinePost(page);
      const panel = page.getByRole('region', { name: /^Announcements/ });
      const toggle = panel.getByRole('button', { name: /^Announcements/ }).first();
      await toggle.waitFor();
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false', 'the panel starts collapsed');
      // the unread count shows as a number, and is said in words
      await panel.getByRole('button', { name: `Announcements ${unread} unread`, exact: true }).waitFor();
      await press(page, toggle);
      await page.waitForFunction(
        () => document.querySelector('.announcements__toggle')?.getAttribute('aria-expanded') === 'true',
      );
      const body = panel.getByRole('group', { name: /^Announcement \d+ of \d+$/ });
      const place = async () => (await body.getAttribute('aria-label')) ?? '';
      const total = Number(/of (\d+)$/.exec(await place())?.[1]);
      assert.ok(total >= 2, `several announcements to page through (${await place()})`);
      /** the next announcement by the arrow key on the Next button, once the panel shows it */
      const nextAnnouncement = async () => {
        const before = await place();
        await press(page, panel.getByRole('button', { name: 'Next announcement' }), 'ArrowRight');
        await page.waitForFunction(
          (was) => document.querySelector('.announcements__body')?.getAttribute('aria-label') !== was,
          before,
        );
      };
      for (let i = 0; i < total && !(await body.getByText(nonce).isVisible()); i += 1) await nextAnnouncement();
      await body.getByText(nonce).waitFor();
      await axe();

      const reaction = (count: number) => body.getByRole('button', { name: `👍, ${count}` });
      await press(page, reaction(1));
      await reaction(2).waitFor();
      assert.equal(await reaction(2).getAttribute('aria-pressed'), 'true', 'the reaction is alice’s');
      await until('alice’s 👍 counted', async () =>
        (await announcements()).some(
          (a) => a.id === id && a.reactions.some((r) => r.name === '👍' && r.count === 2 && r.me),
        ),
      );
      await press(page, reaction(2));
      await reaction(1).waitFor();
      assert.equal(await reaction(1).getAttribute('aria-pressed'), 'false', 'the reaction is taken back');
      await until('alice’s 👍 taken back', async () =>
        (await announcements()).some(
          (a) => a.id === id && a.reactions.some((r) => r.name === '👍' && r.count === 1 && !r.me),
        ),
      );

      // each announcement shown while the panel is open is read: page through them all
      for (let i = 0; i < total; i += 1) await nextAnnouncement();
      await panel.locator('.announcements__badge').waitFor({ state: 'detached' });
      assert.equal(await toggle.textContent(), 'Announcements', 'no unread count is left');
      await until('every announcement read', async () => (await announcements()).every((a) => a.read));
      await press(page, toggle);
      await page.waitForFunction(
        () => document.querySelector('.announcements__toggle')?.getAttribute('aria-expanded') === 'false',
      );
    });

    await step('settings: the interface in Japanese and back; media hidden on home and shown again', async () => {
      await page.goto(`${clientUrl}/settings`);
      await page.getByRole('heading', { level: 1, name: 'Preferences' }).waitFor();
      await page.locator('[role="radiogroup"][data-setting="display-media"]').waitFor();
      await axe();
      const settingsReady = () => page.getByRole('heading', { level: 1, name: 'Preferences' }).waitFor();
      await viewportShotsAt([1024, 390], page, `${name}-settings`, settingsReady);

      // back at 1024 px after the 390 px shot: the desktop shell (with its navigation panel) is back in place
      const nav = page.locator('nav.nav-panel');
      await nav.waitFor();
      await chooseRadio(page, 'language', '日本語', 'ArrowDown');
      await page.waitForFunction(() => document.documentElement.lang === 'ja');
      await nav.getByRole('link', { name: 'ホーム' }).waitFor();
      assert.equal(await nav.getAttribute('aria-label'), 'ナビゲーション', 'the navigation is named in Japanese');
      await page.getByRole('heading', { level: 1, name: '設定' }).waitFor();
      await chooseRadio(page, 'language', 'English', 'ArrowUp');
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      await nav.getByRole('link', { name: 'Home', exact: true }).waitFor();
      await chooseRadio(page, 'language', 'Same as the browser', 'ArrowUp');
      await page.getByRole('status').filter({ hasText: 'The interface is now in English.' }).waitFor();
      assert.equal(await page.evaluate(() => localStorage.getItem('tsubame:language')), null, 'back to the browser’s');

      // a post with a picture by bob, the newest of alice's home (her home read marker on it)
      const answer = await actAs(sandboxUrl, {
        action: 'post',
        as: 'bob',
        text: `A heron by the river ${nonce}`,
        media: 1,
        media_kind: 'image',
      });
      const pictureId = (answer.status as { id: string }).id;
      made.push({ as: 'bob', id: pictureId });
      await api('POST', '/api/v1/markers', { home: { last_read_id: pictureId } });
      const picturePost = page.locator(`${FEED_ARTICLES}[data-status-id="${pictureId}"]`).first();
      const openHome = async () => {
        await press(page, nav.getByRole('link', { name: 'Home', exact: true }));
        await page.waitForURL(/\/home$/);
        await firstTimelinePost(page);
        await scrollFeedTo(page, 0);
        await waitForFeedPost(page, pictureId);
      };

      await chooseRadio(page, 'display-media', 'Always hide media', 'ArrowDown');
      await openHome();
      await picturePost.locator('.media-overlay--hidden').waitFor();
      assert.match((await picturePost.locator('.media-overlay').textContent()) ?? '', /Media hidden/);

      await press(page, nav.getByRole('link', { name: 'Preferences' }));
      await chooseRadio(page, 'display-media', 'Hide media marked as sensitive', 'ArrowUp');
      await openHome();
      await picturePost.locator('.media-grid:not(.media-grid--hidden)').waitFor();
      assert.equal(await picturePost.locator('.media-overlay').count(), 0, 'the picture is shown again');
    });

    await step('compose: a post to mutuals only shows the mutual icon; deleted from its menu', async () => {
      await page.goto(`${clientUrl}/publish`);
      await page.getByRole('heading', { level: 1, name: 'New post' }).waitFor({ timeout: 15_000 });
      await page.getByRole('textbox', { name: 'Post text' }).focus();
      await page.keyboard.type(mutualText);
      await chooseOption(page, page.getByRole('button', { name: /Visibility$/ }), 'Mutuals only');
      await press(page, page.getByRole('button', { name: 'Post', exact: true }));
      const posted = page.locator(FEED_ARTICLES, { hasText: mutualText }).first();
      await posted.waitFor({ timeout: 15_000 });
      await posted.getByRole('img', { name: 'Mutual followers only' }).waitFor();
      const mine = await api<ApiStatus[]>('GET', `/api/v1/accounts/${me.id}/statuses?limit=5`);
      const held = mine.find((s) => s.content.includes(mutualText));
      assert.ok(held, 'the server holds the post');
      assert.equal(held.visibility_ex, 'limited', 'kmyblue: a mutuals-only post is limited');
      assert.equal(held.limited_scope, 'mutual', 'to mutuals');

      await press(page, posted.locator('.status-action--more'));
      await press(page, page.getByRole('menuitem', { name: 'Delete…' }));
      const confirm = page.getByRole('alertdialog', { name: 'Delete post?' });
      await confirm.waitFor();
      await press(page, confirm.getByRole('button', { name: 'Delete', exact: true }));
      await confirm.waitFor({ state: 'detached' });
      await posted.waitFor({ state: 'detached' });
      await until('the post deleted', async () =>
        (await api<ApiStatus[]>('GET', `/api/v1/accounts/${me.id}/statuses?limit=5`)).every(
          (s) => !s.content.includes(mutualText),
        ),
      );
    });

    await step('about: axe and screenshots', async () => {
      await page.goto(`${clientUrl}/about`);
      const ready = () => page.getByRole('heading', { level: 1, name: /^About / }).waitFor();
      await ready();
      await page.getByRole('region', { name: 'Contact' }).waitFor();
      await axe();
      await viewportShotsAt([1024, 390], page, `${name}-about`, ready);
    });
  } finally {
    if (followedTag !== null) await api('POST', `/api/v1/tags/${followedTag}/unfollow`).catch(() => undefined);
    if (announcementId !== null) await withdrawAnnouncement(sandboxUrl, announcementId).catch(() => undefined);
    for (const { as, id } of made)
      await actAs(sandboxUrl, { action: 'delete', as, status_id: id }).catch(() => undefined);
    const mine = await api<ApiStatus[]>('GET', `/api/v1/accounts/${me.id}/statuses?limit=20`).catch(() => []);
    for (const status of mine.filter((s) => s.content.includes(nonce)))
      await api('DELETE', `/api/v1/statuses/${status.id}`).catch(() => undefined);
    // the read markers as they were (home on alice's newest post when it had none)
    const newest = await api<Array<{ id: string }>>('GET', '/api/v1/timelines/home?limit=1').catch(() => []);
    const home = markersAtStart.home?.last_read_id ?? newest[0]?.id;
    const notifications = markersAtStart.notifications?.last_read_id;
    await api('POST', '/api/v1/markers', {
      ...(home === undefined ? {} : { home: { last_read_id: home } }),
      ...(notifications === undefined ? {} : { notifications: { last_read_id: notifications } }),
    }).catch(() => undefined);
  }

  if (failures.length > 0) throw new Error(`${failures.length} step(s) failed:\n  - ${failures.join('\n  - ')}`);
}
