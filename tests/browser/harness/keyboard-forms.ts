/**
 * Keyboard-only ways through forms, for browser specs: activating a control from the keyboard, typing into a field
 * and sending it with Enter, choosing in a composer picker (a react-aria Select) or in a radio group with the arrow
 * keys, adding an account through a members editor's account search; and waiting until the server holds what a
 * step changed.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';

/** Polls `check` (a question to the server) until it holds; fails with `what` after `timeoutMs`. */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) assert.fail(`the server did not come to hold: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Focuses `target` and presses `key` (Enter by default) on it: a keyboard activation of that control. */
export async function press(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await target.focus();
  await page.keyboard.press(key);
}

/** Types `text` into a field (replacing what it held) and presses Enter. */
export async function typeAndEnter(page: Page, field: Locator, text: string): Promise<void> {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/**
 * Opens a composer picker (a react-aria Select) from its trigger (null: the focused one) and moves down its options
 * by keyboard until the one named `label` has the focus, then chooses it with Enter.
 */
export async function chooseOption(page: Page, trigger: Locator | null, label: string): Promise<void> {
  if (trigger === null) await page.keyboard.press('Enter');
  else await press(page, trigger);
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  await page.waitForFunction(() => document.activeElement?.closest('[role="option"]') != null);
  for (let i = 0; i < 30; i += 1) {
    const focused = await page.evaluate(() => {
      const option = document.activeElement?.closest('[role="option"]');
      return (option?.querySelector('.compose-select__option-label') ?? option)?.textContent?.trim() ?? '';
    });
    if (focused === label) {
      await page.keyboard.press('Enter');
      await listbox.waitFor({ state: 'detached' });
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  assert.fail(`the option "${label}" was not reached`);
}

/** The account search of a members editor: searches `query` and adds the account `acct` found. */
export async function addMember(
  page: Page,
  search: Locator,
  query: string,
  acct: string,
  owner: string,
): Promise<void> {
  await search.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(query);
  // the answer to the query as typed (every key press drops the answer to the query before it)
  await page
    .locator('.organise-search', { has: search })
    .getByRole('status')
    .filter({ hasText: /found\.$/ })
    .waitFor();
  const found = page.getByRole('list', { name: 'Accounts found' });
  await press(page, found.getByRole('button', { name: `Add @${acct} to ${owner}` }));
  // the members list shows it at once, with its Remove button
  await page
    .getByRole('list', { name: `Members of ${owner}` })
    .getByRole('button', { name: `Remove @${acct} from ${owner}` })
    .waitFor();
}

/**
 * Chooses `label` in the radio group marked `data-setting="<setting>"` (the settings screen's choices): the focus
 * goes to its checked radio, then `key` moves it (and with it the choice) until `label` is checked. Before each
 * press the focus is checked to be in the group, and put back on its checked radio when it is not (the screen
 * may still be settling, its values arriving from the server, when the spec starts pressing).
 */
export async function chooseRadio(
  page: Page,
  setting: string,
  label: string,
  key: 'ArrowDown' | 'ArrowUp',
): Promise<void> {
  const group = page.locator(`[role="radiogroup"][data-setting="${setting}"]`);
  const target = group.getByRole('radio', { name: label, exact: true });
  const focusInGroup = () => group.evaluate((element) => element.contains(document.activeElement));
  for (let i = 0; i < 8 && !(await target.isChecked()); i += 1) {
    if (!(await focusInGroup())) await group.locator('input[type="radio"]:checked').focus();
    await page.keyboard.press(key);
  }
  assert.equal(await target.isChecked(), true, `${setting}: "${label}" is chosen`);
}
