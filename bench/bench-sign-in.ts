/**
 * Signing in for a benchmark: the harness's sign-in (by the buttons' names); when the names do not show (a
 * catalogue missing while the client is being changed), the same screens by their classes, so the figures do not
 * depend on the strings.
 */
import type { Page } from 'playwright-core';
import { signInByClass } from '../tests/browser/harness/sign-in-by-class';
import { signInThroughOAuth } from '../tests/browser/harness/sign-in-flow';

export async function benchSignIn(page: Page, clientUrl: string, say: (line: string) => void): Promise<void> {
  page.setDefaultTimeout(8_000);
  try {
    await signInThroughOAuth(page, clientUrl);
    return;
  } catch (error) {
    say(
      `    sign-in by the buttons' names failed (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); using the form's classes`,
    );
  } finally {
    page.setDefaultTimeout(30_000);
  }
  await signInByClass(page, clientUrl);
}
