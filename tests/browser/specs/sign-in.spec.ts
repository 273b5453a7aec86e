import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { SpecContext } from '../harness/types';

export const name = 'sign-in';

const WIDTHS = [390, 1280];

/** The element with keyboard focus, described by tag and accessible label. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return null;
    const label = el.id ? (document.querySelector(`label[for="${el.id}"]`)?.textContent ?? '') : '';
    return { tag: el.tagName.toLowerCase(), label: label || (el.textContent ?? '').trim() };
  });
}

async function instanceTitle(sandboxUrl: string): Promise<string> {
  const response = await fetch(`${sandboxUrl}/api/v2/instance`);
  assert.equal(response.status, 200, `the sandbox answers GET /api/v2/instance (got ${response.status})`);
  const body = (await response.json()) as { title?: unknown };
  assert.equal(typeof body.title, 'string');
  return body.title as string;
}

export async function run({ page, clientUrl, sandboxUrl, axe, screenshot }: SpecContext): Promise<void> {
  const title = await instanceTitle(sandboxUrl);

  /** axe and a screenshot in the light theme, then in the dark one. */
  const checkpoint = async (label: string) => {
    await axe();
    await screenshot(label);
    await page.emulateMedia({ colorScheme: 'dark' });
    await axe();
    await screenshot(`${label}-dark`);
    await page.emulateMedia({ colorScheme: 'light' });
  };

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 631 ? 844 : 800 });
    await page.goto(clientUrl);

    // the address field is labelled and pre-filled with the sandbox the page was served with
    const field = page.getByLabel('Server address');
    assert.equal(await field.inputValue(), sandboxUrl, 'address field pre-filled with the sandbox URL');
    assert.equal(await page.title(), 'Tsubame');
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    await checkpoint('sign-in-start');

    // keyboard only: Tab reaches the field, then the button; Enter checks the server
    await page.keyboard.press('Tab');
    assert.deepEqual(
      await focused(page),
      { tag: 'input', label: 'Server address' },
      'first Tab stop is the address field',
    );
    await page.keyboard.press('Tab');
    assert.deepEqual(await focused(page), { tag: 'button', label: 'Check server' }, 'second Tab stop is the button');
    await page.keyboard.press('Enter');

    const status = page.locator('[aria-live="polite"]');
    await status.getByText(title, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    assert.match((await status.textContent()) ?? '', /Server found/);
    assert.deepEqual(
      await focused(page),
      { tag: 'button', label: 'Sign in' },
      'focus stays on the button through the check',
    );
    await checkpoint('sign-in-ready');

    // a plain http:// address to a remote host is refused, and the reason is announced
    await field.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('http://social.example');
    assert.equal((await status.textContent()) ?? '', '', 'editing the address clears the previous result');
    await page.keyboard.press('Enter');
    await status.getByText('Only https:// addresses are accepted', { exact: false }).waitFor();
    assert.equal(await field.getAttribute('aria-invalid'), 'true');
    const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
    const statusId = await status.getAttribute('id');
    assert.ok(statusId && describedBy.split(' ').includes(statusId), 'the field is described by the error');
    await checkpoint('sign-in-error');
  }
}
