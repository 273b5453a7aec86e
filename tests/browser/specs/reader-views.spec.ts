/**
 * What a signed-in reader sees of their own account and of the timelines they set up, against the real sandbox
 * server, signed in as alice at 1024 px, by keyboard:
 * - a profile's posts and replies without boosts: Show boosts switched off asks the posts again with
 *   exclude_reblogs (the address says ?boosts=hide) and no boost is left;
 * - a hashtag timeline taking more tags from its settings: any of them, typed as the reader would, become the
 *   timeline's own address and are asked with any[];
 * - the reader's own account moved (the notice links the new address), then disabled (its notice, in the navigation
 *   and under the mobile header), through the sandbox's /_sandbox/standing, undone again.
 * axe-core on each; screenshots: reader-*-1024.png and -390.png.
 */
import assert from 'node:assert/strict';
import { FEED_ARTICLES, tracer, useColorScheme, viewportShot } from '../harness/app-journey';
import { apiCall, apiToken } from '../harness/sandbox-admin';
import { signInByClass } from '../harness/sign-in-by-class';
import { signInThroughOAuth } from '../harness/sign-in-flow';
import { stepper } from '../harness/stepper';
import type { SpecContext } from '../harness/types';

export const name = 'reader-views';

/** Makes a local account disabled or moved, or neither again (/_sandbox/standing). */
async function setStanding(sandboxUrl: string, body: Record<string, unknown>) {
  const response = await fetch(`${sandboxUrl}/_sandbox/standing`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`/_sandbox/standing answered ${response.status}`);
}

export async function run({ page, clientUrl, sandboxUrl, axe }: SpecContext): Promise<void> {
  const trace = tracer(name);
  const { step, failures } = stepper(page, name, trace);
  await page.setViewportSize({ width: 1024, height: 800 });
  page.setDefaultTimeout(10_000);
  const token = await apiToken(sandboxUrl, 'alice');
  const idOf = async (acct: string) =>
    (await apiCall<{ id: string }>(sandboxUrl, token, 'GET', `/api/v1/accounts/lookup?acct=${acct}`)).id;

  const named = await step('sign in as alice', () => signInThroughOAuth(page, clientUrl, 'alice'));
  if (!named) await signInByClass(page, clientUrl, 'alice');

  try {
    await step('posts and replies without boosts: Show boosts switched off by keyboard asks again', async () => {
      // a local account whose posts and replies hold a boost
      let acct: string | null = null;
      for (const candidate of ['bob', 'carol', 'dave_bot', 'grace', 'ivan', 'olivia', 'alice']) {
        const id = await idOf(candidate);
        const posts = await apiCall<Array<{ reblog: unknown }>>(
          sandboxUrl,
          token,
          'GET',
          `/api/v1/accounts/${id}/statuses?exclude_replies=false&limit=40`,
        );
        if (posts.some((p) => p.reblog !== null)) {
          acct = candidate;
          break;
        }
      }
      assert.ok(acct !== null, 'the seed has a local account with a boost');
      await page.goto(`${clientUrl}/@${acct}/with_replies`);
      const boosted = page.locator(`${FEED_ARTICLES}.status--boosted`);
      await boosted.first().waitFor();
      const toggle = page.getByRole('switch', { name: 'Show boosts' });
      assert.equal(await toggle.isChecked(), true, 'boosts are shown at first');
      await toggle.focus();
      await page.keyboard.press('Space');
      await page.waitForURL(/\/with_replies\?boosts=hide$/);
      await page.locator(FEED_ARTICLES).first().waitFor();
      // the posts asked again replace the ones shown: wait for the feed to hold no boost, then say so
      await page
        .waitForFunction(
          (selector) => document.querySelectorAll(selector).length === 0,
          `${FEED_ARTICLES}.status--boosted`,
          {
            timeout: 10_000,
          },
        )
        .catch(() => undefined);
      assert.equal(await boosted.count(), 0, 'no boost is left');
      assert.equal(await page.getByRole('switch', { name: 'Show boosts' }).isChecked(), false, 'the switch is off');
      await axe();
      await viewportShot(page, 'reader-profile-no-boosts');
      await useColorScheme(page, 'dark');
      await axe();
      await useColorScheme(page, 'light');
    });

    await step('a hashtag timeline takes more tags from its settings: any of them, asked with any[]', async () => {
      const asked: string[] = [];
      const watch = (request: { url(): string }) => {
        if (request.url().includes('/api/v1/timelines/tag/')) asked.push(decodeURIComponent(request.url()));
      };
      page.on('request', watch);
      try {
        await page.goto(`${clientUrl}/tags/birds`);
        await page.locator(FEED_ARTICLES).first().waitFor();
        const toggle = page.getByRole('button', { name: 'Timeline settings' });
        await toggle.focus();
        await page.keyboard.press('Enter');
        const any = page.getByRole('textbox', { name: 'Any of these' });
        await any.focus();
        await page.keyboard.type('#coffee, music');
        // the new timeline's request comes after the address changes (the old rows still show meanwhile): waited for
        const withAny = (url: string) =>
          url.includes('/timelines/tag/birds?') && /any\[\]=coffee.*any\[\]=music/.test(url);
        const askedWithAny = page
          .waitForRequest((request) => withAny(decodeURIComponent(request.url())), { timeout: 10_000 })
          .then(
            () => true,
            () => asked.some(withAny),
          );
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/tags\/birds\/any=coffee,music$/);
        assert.ok(await askedWithAny, `the timeline is asked with any[] (asked: ${asked.join(' ')})`);
        await page.locator(FEED_ARTICLES).first().waitFor();
        await page.getByRole('button', { name: 'Timeline settings' }).focus();
        await page.keyboard.press('Enter');
        assert.equal(await page.getByRole('textbox', { name: 'Any of these' }).inputValue(), 'coffee music');
        await axe();
        await viewportShot(page, 'reader-hashtag-more-tags');
        await useColorScheme(page, 'dark');
        await axe();
        await viewportShot(page, 'reader-hashtag-more-tags-dark');
        await useColorScheme(page, 'light');
        await page.setViewportSize({ width: 390, height: 800 });
        await page.getByRole('button', { name: 'Timeline settings' }).waitFor();
        const settings = page.getByRole('button', { name: 'Timeline settings' });
        if ((await settings.getAttribute('aria-expanded')) !== 'true') {
          await settings.focus();
          await page.keyboard.press('Enter');
        }
        await page.getByRole('textbox', { name: 'Any of these' }).waitFor();
        await viewportShot(page, 'reader-hashtag-more-tags');
      } finally {
        page.off('request', watch);
        await page.setViewportSize({ width: 1024, height: 800 });
      }
    });

    await step(
      'a moved, then a disabled account of the reader gets the notice (the moved one links the new address)',
      async () => {
        try {
          await setStanding(sandboxUrl, { acct: 'alice', moved_to: 'frank@kmy.example' });
          await page.goto(`${clientUrl}/home`);
          const notice = page.locator('.reader-notice');
          await notice.waitFor();
          assert.equal(
            (await notice.textContent())?.trim(),
            'Your account @alice is currently disabled because you moved to @frank@kmy.example.',
          );
          assert.equal(await notice.getByRole('link').getAttribute('href'), '/@frank@kmy.example');
          await axe();
          await viewportShot(page, 'reader-moved');
          await useColorScheme(page, 'dark');
          await axe();
          await viewportShot(page, 'reader-moved-dark');
          await useColorScheme(page, 'light');
          await page.setViewportSize({ width: 390, height: 800 });
          // the mobile layout says it under its header
          await page.locator('[data-layout="mobile"] .reader-notice').waitFor();
          await axe();
          await viewportShot(page, 'reader-moved');
          await page.setViewportSize({ width: 1024, height: 800 });
          await setStanding(sandboxUrl, { acct: 'alice', moved_to: null, disabled: true });
          await page.reload();
          await page.locator('.reader-notice', { hasText: 'Your account @alice is currently disabled.' }).waitFor();
          await axe();
          await viewportShot(page, 'reader-disabled');
        } finally {
          await setStanding(sandboxUrl, { acct: 'alice', moved_to: null, disabled: false });
        }
      },
    );
  } finally {
    await setStanding(sandboxUrl, { acct: 'alice', moved_to: null, disabled: false }).catch(() => undefined);
  }

  if (failures.length > 0) throw new Error(`${failures.length} step(s) failed:\n  - ${failures.join('\n  - ')}`);
}
