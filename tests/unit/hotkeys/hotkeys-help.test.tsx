// @vitest-environment jsdom
/**
 * The `?` help dialog, opened through the app's shortcuts: one dialog listing every key in three tables
 * (navigation, posts, go to) whose rows read key then action; axe clean; Escape closes it and the focus goes
 * back. Also: Backspace in the app goes back one page, or home when the page was opened from outside.
 */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Hotkeys } from '../../../src/app/shell/Hotkeys';
import { G_KEYS, SINGLE_KEYS } from '../../../src/machines/hotkeys-rules';
import { setUpI18n } from '../../../src/i18n';
import { expectNoAxeViolations, fakeServices, mount, type Mounted } from '../timelines/support/fake-app-services';
import { appears } from '../status/status-harness';
import { press } from './hotkeys-support';

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  document.body.replaceChildren();
});

async function openHelp(language = 'en'): Promise<HTMLElement> {
  const services = fakeServices({ me: '99' });
  mounted = mount(services, <Hotkeys />);
  setUpI18n([language]);
  const opener = document.createElement('button');
  opener.textContent = 'focus was here';
  document.body.append(opener);
  act(() => opener.focus());
  press('?', { shiftKey: true });
  return appears(() => document.querySelector<HTMLElement>('[role="dialog"]'), 'the help dialog');
}

const rowsOf = (table: HTMLTableElement) =>
  [...table.tBodies[0]!.rows].map((row) => [row.cells[0]!.textContent, row.cells[1]!.textContent]);

describe('the help dialog', () => {
  it('? opens a dialog listing every key, grouped, as tables of key and action', async () => {
    const dialog = await openHelp();
    expect(dialog.getAttribute('aria-labelledby')).not.toBeNull();
    expect(dialog.querySelector('h2')?.textContent).toBe('Keyboard shortcuts');
    const tables = [...dialog.querySelectorAll('table')];
    expect(tables.map((table) => table.caption?.textContent)).toEqual(['Navigation', 'Posts', 'Go to…']);
    for (const table of tables) {
      expect([...table.tHead!.querySelectorAll('th')].map((th) => th.getAttribute('scope'))).toEqual(['col', 'col']);
      for (const row of table.tBodies[0]!.rows) expect(row.cells[0]!.getAttribute('scope')).toBe('row');
    }
    const [navigation, posts, goTo] = tables as [HTMLTableElement, HTMLTableElement, HTMLTableElement];
    expect(rowsOf(navigation)).toEqual([
      ['?', 'Show this list'],
      ['n', 'Write a new post'],
      ['s or /', 'Search'],
      ['1 to 9', 'Focus a column (multi-column layout)'],
      ['j', 'Next post'],
      ['k', 'Previous post'],
      ['Backspace', 'Go back'],
    ]);
    expect(rowsOf(posts)).toContainEqual(['Enter or o', 'Open the post']);
    expect(rowsOf(posts)).toContainEqual(['f', 'Favourite']);
    expect(rowsOf(goTo)).toContainEqual(['g then h', 'Home']);
    expect(rowsOf(goTo)).toContainEqual(['g then r', 'Follow requests']);

    // every key of the key table is listed
    const listed = [...dialog.querySelectorAll('kbd')].map((kbd) => kbd.textContent);
    for (const key of Object.keys(SINGLE_KEYS).filter((k) => !/^[2-8]$/.test(k))) expect(listed, key).toContain(key);
    expect(rowsOf(goTo)).toHaveLength(Object.keys(G_KEYS).length);
  });

  it('the help dialog has no axe violations', async () => {
    const dialog = await openHelp();
    await expectNoAxeViolations(dialog);
  });

  it('Escape closes the help dialog and the focus goes back', async () => {
    const dialog = await openHelp();
    const opener = [...document.querySelectorAll('button')].find((b) => b.textContent === 'focus was here');
    press('Escape', {}, dialog);
    await appears(() => (document.querySelector('[role="dialog"]') === null ? document.body : null), 'closed');
    await appears(() => (document.activeElement === opener ? opener : null), 'the focus back');
  });

  it('the help dialog reads in Japanese', async () => {
    const dialog = await openHelp('ja');
    expect(dialog.querySelector('h2')?.textContent).toBe('キーボードショートカット');
    const goTo = dialog.querySelectorAll('table')[2] as HTMLTableElement;
    expect(rowsOf(goTo)).toContainEqual(['g に続けて h', 'ホーム']);
  });
});

describe('Backspace in the app', () => {
  it('goes home when the page was opened from outside', async () => {
    const services = fakeServices({ me: '99' });
    mounted = mount(services, <Hotkeys />, { path: '/public' });
    press('Backspace', {}, document.body);
    await appears(() => (services.navigate.mock.calls.length > 0 ? document.body : null), 'the navigation');
    expect(services.navigate).toHaveBeenCalledWith('/');
  });
});
