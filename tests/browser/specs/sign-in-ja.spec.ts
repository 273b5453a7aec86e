import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { SpecContext } from '../harness/types';

export const name = 'sign-in-ja';

/** Every key path of a catalogue, e.g. `signIn.title`. */
function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

export async function run({ context, clientUrl, sandboxUrl, axe, screenshot }: SpecContext): Promise<void> {
  // both catalogues of the sign-in screen carry the same strings (tests/unit/i18n checks every feature)
  const read = (file: string) =>
    JSON.parse(readFileSync(new URL(`../../../src/i18n/messages/${file}`, import.meta.url), 'utf8')) as object;
  assert.deepEqual(
    keys(read('signIn.ja.json')).sort(),
    keys(read('signIn.en.json')).sort(),
    'signIn ja and en have the same keys',
  );

  // a browser whose language is Japanese gets the Japanese interface
  const browser = context.browser();
  assert.ok(browser);
  const ja = {
    signIn: read('signIn.ja.json') as { addressLabel: string; check: string; signIn: string; ready: string },
  };
  const jaContext = await browser.newContext({ locale: 'ja-JP', viewport: { width: 390, height: 844 } });
  try {
    const page = await jaContext.newPage();
    await page.goto(clientUrl);
    // the page renders once the reader's catalogue has arrived; lang is set with it
    const field = page.getByLabel(ja.signIn.addressLabel);
    await field.waitFor();
    assert.equal(await page.getAttribute('html', 'lang'), 'ja');
    assert.equal(await field.inputValue(), sandboxUrl);
    await page.getByRole('button', { name: ja.signIn.check }).click();
    await page.getByRole('button', { name: ja.signIn.signIn }).waitFor();
    assert.match((await page.locator('[aria-live="polite"]').textContent()) ?? '', new RegExp(ja.signIn.ready));
    await axe({ page });
    await screenshot('sign-in-ja', page);
  } finally {
    await jaContext.close();
  }
}
