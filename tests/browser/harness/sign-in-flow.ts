import type { Page } from 'playwright-core';

/**
 * Signs in through the real screens: the client's sign-in page (server pre-filled), the sandbox's consent
 * page (choosing `username`), and back through /oauth/callback to the home timeline.
 */
export async function signInThroughOAuth(page: Page, clientUrl: string, username = 'alice'): Promise<void> {
  await page.goto(clientUrl);
  await page.getByRole('button', { name: 'Check server' }).click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/oauth\/authorize/);
  await page.getByRole('radio', { name: new RegExp(`@${username}$`) }).check();
  await page.getByRole('button', { name: 'Authorize' }).click();
  await page.waitForURL(/\/home$/);
  await firstTimelinePost(page);
}

/** Waits until the first post of a timeline feed is on screen. */
export async function firstTimelinePost(page: Page): Promise<void> {
  await page.locator('[role="feed"] article[data-status-id]').first().waitFor({ state: 'visible', timeout: 30_000 });
}

/**
 * Waits until a timeline feed has drawn its first page: it draws a row per frame, and stays busy (aria-busy) until
 * all are there. Rows read or counted before that can still move, or leave the DOM again.
 */
export async function feedDrawn(page: Page): Promise<void> {
  await page.locator('[role="feed"][aria-busy="false"]').first().waitFor();
}
