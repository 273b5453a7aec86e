import type { Page } from 'playwright-core';
import { firstTimelinePost } from './sign-in-flow';

/**
 * The same sign-in as sign-in-flow.ts, found by the form's classes instead of the buttons' names: for benches and
 * for specs about other screens, so a missing string on the sign-in screen (reported by the sign-in specs) does
 * not hide everything after it. Clicks the form's button (Check server, then Sign in) until the sandbox's consent
 * page opens, chooses `username` there, authorises, and waits for the first post of home.
 */
export async function signInByClass(page: Page, clientUrl: string, username = 'alice'): Promise<void> {
  await page.goto(clientUrl);
  for (let i = 0; i < 20 && !/\/oauth\/authorize/.test(page.url()); i += 1) {
    await page
      .locator('.sign-in__button')
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await page.waitForURL(/\/oauth\/authorize/, { timeout: 1_000 }).catch(() => undefined);
  }
  await page.getByRole('radio', { name: new RegExp(`@${username}$`) }).check();
  await page.locator('button[value="approve"]').click();
  await page.waitForURL(/\/home$/);
  await firstTimelinePost(page);
}
