// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../../../src/services/api';
import { importRelationships } from '../../../src/services/store/relationship-importers';
import { Status } from '../../../src/views/status/Status';
import { stubApi } from '../timelines/support/fake-app-services';
import { rawAccount, rawStatus } from '../status/status-fixtures';
import { appears, click, createHarness, must, type Harness } from '../status/status-harness';

const { runLoadedAccountAction } = vi.hoisted(() => ({ runLoadedAccountAction: vi.fn(async () => true) }));
vi.mock('../../../src/services/account-actions/account-action-runner', () => ({ runLoadedAccountAction }));

let h: Harness;
afterEach(() => {
  h.unmount();
  runLoadedAccountAction.mockClear();
});

/** Signed in as 99, a post by alice (account 1), with the reader's relationship to alice when given. */
function render(relationship?: { muting?: boolean; blocking?: boolean }): void {
  const api = stubApi({
    instance: { get: async () => ({ configuration: {}, fedibird_capabilities: [] }) },
  } as never) as Api;
  h = createHarness({ me: '99', api });
  h.importRaw(rawStatus('1', { account: rawAccount('1', { acct: 'alice' }) }));
  if (relationship !== undefined) act(() => void importRelationships(h.store, [{ id: '1', ...relationship }]));
  h.render(<Status statusId="1" />);
}

const more = () =>
  must(
    [...h.container.querySelectorAll<HTMLButtonElement>('.status__actions button')].find(
      (b) => b.querySelector('.visually-hidden')?.textContent === 'More',
    ),
    'More button',
  );

async function openMenu(): Promise<HTMLElement[]> {
  click(more());
  const menu = await appears(() => document.querySelector<HTMLElement>('[role="menu"]'), 'menu');
  return [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];
}

const entry = (entries: HTMLElement[], label: string) =>
  must(
    entries.find((e) => e.textContent === label),
    label,
  );

async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

describe("the post menu's mute and block entries", () => {
  it('end the menu with Mute then Block (Block styled as danger)', async () => {
    render();
    const entries = await openMenu();
    expect(entries.slice(-2).map((e) => e.textContent)).toEqual(['Mute @alice', 'Block @alice']);
    expect(entry(entries, 'Block @alice').classList.contains('menu__item--danger')).toBe(true);
    expect(entry(entries, 'Mute @alice').classList.contains('menu__item--danger')).toBe(false);
  });

  it('Mute opens the MUTE modal in place of the menu; confirming mutes and focus goes back to "More"', async () => {
    render();
    click(entry(await openMenu(), 'Mute @alice'));
    const dialog = await appears(() => document.querySelector<HTMLElement>('[role="alertdialog"]'), 'mute dialog');
    expect(document.querySelector('[role="menu"]')).toBeNull();
    expect(dialog.querySelector('h2')?.textContent).toBe('Mute @alice?');
    expect(runLoadedAccountAction).not.toHaveBeenCalled();
    click(must([...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Mute')));
    await settle();
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    expect(runLoadedAccountAction).toHaveBeenCalledWith(h.services, {
      kind: 'mute',
      accountId: '1',
      options: { duration: 0, notifications: true },
    });
    expect(document.activeElement).toBe(more());
  });

  it('Block opens the BLOCK modal; Cancel blocks nothing', async () => {
    render();
    click(entry(await openMenu(), 'Block @alice'));
    const dialog = await appears(() => document.querySelector<HTMLElement>('[role="alertdialog"]'), 'block dialog');
    expect(dialog.querySelector('h2')?.textContent).toBe('Block @alice?');
    click(must([...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Cancel')));
    await settle();
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    expect(runLoadedAccountAction).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(more());
  });

  it('offers Unmute and Unblock when the reader mutes and blocks the author; each acts at once', async () => {
    render({ muting: true, blocking: true });
    let entries = await openMenu();
    expect(entries.slice(-2).map((e) => e.textContent)).toEqual(['Unmute @alice', 'Unblock @alice']);
    click(entry(entries, 'Unblock @alice'));
    await settle();
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    expect(runLoadedAccountAction).toHaveBeenCalledWith(h.services, { kind: 'unblock', accountId: '1' });

    entries = await openMenu();
    click(entry(entries, 'Unmute @alice'));
    await settle();
    expect(runLoadedAccountAction).toHaveBeenLastCalledWith(h.services, { kind: 'unmute', accountId: '1' });
    expect(runLoadedAccountAction).toHaveBeenCalledTimes(2);
  });
});
