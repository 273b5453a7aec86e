/**
 * Helpers shared by the app journey specs (app-flow, app-layouts, app-keyboard): finding a seeded post with a
 * thread, reading which account is current, checking where keyboard focus is and that it is visible, and
 * screenshots of what the reader sees (the viewport, not the whole scrolled feed).
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { feedDrawn } from './sign-in-flow';

const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** With BROWSER_SPEC_TRACE=1, prints each step of a spec with the seconds since the spec began. */
export function tracer(spec: string): (step: string) => void {
  const started = Date.now();
  const on = process.env.BROWSER_SPEC_TRACE === '1';
  return (step) => {
    if (on) process.stdout.write(`    ${spec} ${((Date.now() - started) / 1000).toFixed(1)} s: ${step}\n`);
  };
}

/** The posts of the timeline feed on screen. */
export const FEED_ARTICLES = '[role="feed"] article[data-status-id]';

/**
 * Saves tests/browser/screenshots/<name>-<viewport width>.png of the viewport: what the reader sees. (The
 * runner's own screenshot() takes the full page, which for a timeline is a strip ten thousand pixels tall.)
 */
export async function viewportShot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const path = `${SCREENSHOT_DIR}${name}-${width}.png`;
  // let images and the last layout settle; animations are stopped so two runs look alike
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path, animations: 'disabled', caret: 'hide' });
  return path;
}

/** viewportShot at each of `widths` in turn (waiting for `ready` after each resize), then back to the first width. */
export async function viewportShotsAt(
  widths: readonly number[],
  page: Page,
  name: string,
  ready: () => Promise<void>,
): Promise<void> {
  const height = page.viewportSize()?.height ?? 800;
  const layoutNow = () => page.evaluate(() => document.querySelector('[data-layout]')?.getAttribute('data-layout'));
  const layout = await layoutNow();
  for (const [index, width] of widths.entries()) {
    if (index > 0) {
      await page.setViewportSize({ width, height });
      await ready();
    }
    await viewportShot(page, name);
  }
  await page.setViewportSize({ width: widths[0]!, height });
  // back at the first width, the page is drawn again in its first layout (a narrower one may still be showing
  // for a moment): what the caller does next goes to the new layout's elements
  if (layout !== undefined)
    await page.waitForFunction(
      (expected) => document.querySelector('[data-layout]')?.getAttribute('data-layout') === expected,
      layout,
    );
  await ready();
}

interface StoredSessionAccount {
  key: string;
  token: string;
  acct: string;
}

/** The signed-in account the client holds as current, read from its storage (keys of src/services/auth). */
export async function currentAccount(page: Page): Promise<StoredSessionAccount> {
  const stored = await page.evaluate(() => ({
    accounts: localStorage.getItem('tsubame.auth.accounts'),
    current: localStorage.getItem('tsubame.auth.current'),
  }));
  const accounts = JSON.parse(stored.accounts ?? '[]') as StoredSessionAccount[];
  const key = JSON.parse(stored.current ?? 'null') as string | null;
  const account = accounts.find((a) => a.key === key);
  assert.ok(account, `a current account is stored (key ${String(key)})`);
  return account;
}

export interface ThreadPost {
  id: string;
  ancestors: number;
  descendants: number;
}

/**
 * A post of the home feed on screen that has a thread around it: replies (the action bar shows a count) and,
 * preferably, ancestors too. Asks the sandbox for each candidate's context with the current account's token.
 */
export async function findThreadPost(page: Page, sandboxUrl: string): Promise<ThreadPost> {
  // scrolling before the first page is drawn scrolls over rows of guessed heights, and a row found there can
  // leave the DOM again
  await feedDrawn(page);
  // the feed is virtual: only rows near the viewport exist, so scroll it a screen at a time until one shows
  let candidates: string[] = [];
  for (let screen = 0; screen < 20 && candidates.length === 0; screen += 1) {
    if (screen > 0) {
      await page.evaluate(() => {
        const scroller = document.querySelector<HTMLElement>('[data-feed-scroller]');
        if (scroller) scroller.scrollBy(0, scroller.clientHeight);
      });
      await page.waitForTimeout(150);
    }
    candidates = await page.$$eval(FEED_ARTICLES, (articles) =>
      articles
        .filter((article) => !article.classList.contains('status--boosted'))
        .filter(
          (article) => (article.querySelector('.status-action--reply .status-action__count')?.textContent ?? '') !== '',
        )
        .map((article) => article.getAttribute('data-status-id') ?? ''),
    );
  }
  assert.ok(candidates.length > 0, 'the home feed shows a post with replies');
  const { token } = await currentAccount(page);
  let fallback: ThreadPost | null = null;
  for (const id of candidates) {
    const response = await fetch(`${sandboxUrl}/api/v1/statuses/${id}/context`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    assert.equal(response.status, 200, `context of ${id}`);
    const context = (await response.json()) as { ancestors: unknown[]; descendants: unknown[] };
    const post = { id, ancestors: context.ancestors.length, descendants: context.descendants.length };
    if (post.descendants > 0 && post.ancestors > 0) return post;
    if (post.descendants > 0) fallback ??= post;
  }
  assert.ok(fallback, 'a post with replies visible to the reader');
  return fallback;
}

export interface FocusReport {
  tag: string;
  /** accessible-ish name: aria-label, label text or text content (trimmed, first 80 characters) */
  name: string;
  /** the element matches :focus-visible */
  focusVisible: boolean;
  /** a focus indicator is painted: an outline or box shadow on it (or its ::after or ::before), or on the switch
   * track drawn for it */
  indicator: boolean;
  /** the element is inside the given selector's match, when asked */
  inside: Record<string, boolean>;
}

/** Where keyboard focus is, and whether it is visibly indicated. */
export function focusReport(page: Page, containers: string[] = []): Promise<FocusReport> {
  return page.evaluate((selectors) => {
    const el = document.activeElement as HTMLElement | null;
    const inside = Object.fromEntries(selectors.map((s) => [s, Boolean(el?.closest(s))]));
    if (!el || el === document.body) return { tag: 'body', name: '', focusVisible: false, indicator: false, inside };
    // (no helper functions in here: tsx would wrap them in a __name() the page does not have)
    let painted = false;
    for (const node of [el, el.nextElementSibling]) {
      if (!node) continue;
      // a ring may be drawn by the element's own ::after or ::before layer (over what the element holds)
      for (const pseudo of [null, '::after', '::before']) {
        const style = getComputedStyle(node, pseudo);
        if (pseudo !== null && style.content === 'none') continue;
        if ((style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none')
          painted = true;
      }
    }
    const label = el.id ? (document.querySelector(`label[for="${el.id}"]`)?.textContent ?? '') : '';
    const name = (el.getAttribute('aria-label') || label || el.textContent || '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80);
    const focusVisible = el.matches(':focus-visible');
    return { tag: el.tagName.toLowerCase(), name, focusVisible, indicator: focusVisible && painted, inside };
  }, containers);
}

/** Asserts keyboard focus is on an element that shows it; returns the report. */
export async function assertFocusVisible(page: Page, step: string, containers: string[] = []): Promise<FocusReport> {
  const report = await focusReport(page, containers);
  assert.ok(
    report.focusVisible,
    `${step}: the focused element matches :focus-visible (focus is on <${report.tag}> "${report.name}")`,
  );
  assert.ok(report.indicator, `${step}: the focused <${report.tag}> "${report.name}" paints a focus indicator`);
  return report;
}

/**
 * Presses `key` until the focused element matches `selector` (checked in the page); fails after `limit` presses.
 * Keyboard only: nothing is clicked and nothing is focused from the test.
 */
export async function pressUntilFocused(
  page: Page,
  selector: string,
  { key = 'Tab', limit = 40, text }: { key?: string; limit?: number; text?: string } = {},
): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.evaluate(() => {
      (window as { focusBeforePress?: Element | null }).focusBeforePress = document.activeElement;
    });
    await page.keyboard.press(key);
    // focus may arrive a few frames after the key (a virtual feed's row is focusable once laid out): wait for it
    // to move, so the next press starts from where this one went (at an end it stays; then the press is spent)
    await page
      .waitForFunction(
        () => document.activeElement !== (window as { focusBeforePress?: Element | null }).focusBeforePress,
        undefined,
        { timeout: 3000 },
      )
      .catch(() => undefined);
    const matched = await page.evaluate(
      ({ s, t }) => {
        const el = document.activeElement;
        return (el?.matches(s) ?? false) && (t === undefined || (el?.textContent ?? '').trim() === t);
      },
      { s: selector, t: text },
    );
    if (matched) return;
  }
  const report = await focusReport(page);
  const target = text === undefined ? selector : `${selector} "${text}"`;
  assert.fail(`${limit} × ${key} did not reach ${target} (focus ended on <${report.tag}> "${report.name}")`);
}

/** Waits until the client holds the account whose handle starts with `username@` as current. */
export async function waitForCurrent(page: Page, username: string): Promise<void> {
  await page.waitForFunction((name) => {
    const accounts = JSON.parse(localStorage.getItem('tsubame.auth.accounts') ?? '[]') as Array<{
      key: string;
      acct: string;
    }>;
    const key = JSON.parse(localStorage.getItem('tsubame.auth.current') ?? 'null') as string | null;
    return accounts.find((a) => a.key === key)?.acct.startsWith(`${name}@`) ?? false;
  }, username);
}

/**
 * Switches the colour scheme and waits for the CSS transitions it starts (buttons fade their background) to end,
 * so axe and screenshots see the new theme's colours rather than a frame of the change.
 */
export async function useColorScheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme });
  await page.evaluate(async () => {
    // only transitions: an animated image or a spinner may run for ever
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    const settled = Promise.all(transitions.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
}

/** Marks the current document, to tell later whether the page was reloaded. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __tsubameMarker?: string }).__tsubameMarker = 'same-document';
  });
}

export async function assertSameDocument(page: Page, step: string): Promise<void> {
  const marker = await page.evaluate(() => (window as unknown as { __tsubameMarker?: string }).__tsubameMarker ?? null);
  assert.equal(marker, 'same-document', `${step}: no page load happened`);
}

/** The handle of the account the switcher marks current (aria-current on its row). */
export async function switcherCurrent(page: Page): Promise<string> {
  const label = await page.locator('.account-switcher__account[aria-current="true"]').getAttribute('aria-label');
  return label ?? '';
}
