// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settle } from '../timelines/support/fake-app-services';
import { expectNoAxeViolations } from '../timelines/support/fake-app-services';
import { appears, buttonNamed, cleanUp, click, renderProfile } from './profile-support';
import type { ApiRelationship } from '../../../src/domain/entities/api-types';

const { runAccountAction } = vi.hoisted(() => ({ runAccountAction: vi.fn(async () => true) }));
vi.mock('../../../src/services/account-actions/run-account-action', () => ({ runAccountAction }));
vi.mock('../../../src/views/status/Status', () => ({
  Status: ({ statusId }: { statusId: string }) => <article data-status-id={statusId}>post {statusId}</article>,
}));

afterEach(() => {
  cleanUp();
  runAccountAction.mockClear();
});

async function openMenu(relationship: Partial<ApiRelationship>) {
  const rendered = await renderProfile(relationship);
  const more = buttonNamed(rendered.container, 'More')!;
  expect(more.getAttribute('aria-haspopup')).toBe('menu');
  expect(more.getAttribute('aria-expanded')).toBe('false');
  click(more);
  const menu = await appears(() => document.querySelector<HTMLElement>('[role="menu"]'), 'menu');
  expect(more.getAttribute('aria-expanded')).toBe('true');
  const entries = [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  return { ...rendered, more, menu, entries, labels: entries.map((entry) => entry.textContent) };
}

function choose(entries: HTMLElement[], label: string) {
  const entry = entries.find((e) => e.textContent === label);
  if (!entry) throw new Error(`no entry ${label}; entries: ${entries.map((e) => e.textContent).join(' | ')}`);
  click(entry);
}

describe("a profile's account actions menu", () => {
  it('offers Mention, Mute, Block and Copy link for an account with no relationship', async () => {
    const { labels, menu } = await openMenu({});
    expect(labels).toEqual(['Mention @alice', 'Mute @alice', 'Block @alice', 'Report @alice', 'Copy link to profile']);
    expect(menu.getAttribute('aria-label')).toBe('Actions for @alice');
    await expectNoAxeViolations(document.body);
  });

  it('offers Feature on profile to an account followed, and Remove from followers to a follower', async () => {
    const { labels } = await openMenu({ following: true, followed_by: true });
    expect(labels).toEqual([
      'Mention @alice',
      'Show boosts from @alice',
      'Mute @alice',
      'Block @alice',
      'Report @alice',
      'Feature on profile',
      'Remove from followers',
      'Add to or remove from lists',
      'Copy link to profile',
    ]);
  });

  it('offers Unmute, Unblock and Stop featuring to an account muted, blocked and featured', async () => {
    const { labels } = await openMenu({ muting: true, blocking: true, endorsed: true });
    expect(labels).toEqual([
      'Mention @alice',
      'Unmute @alice',
      'Unblock @alice',
      'Report @alice',
      'Stop featuring on profile',
      'Copy link to profile',
    ]);
  });

  it.each([
    [{ muting: true }, 'Unmute @alice', { kind: 'unmute', accountId: '7' }],
    [{ blocking: true }, 'Unblock @alice', { kind: 'unblock', accountId: '7' }],
    [{ following: true }, 'Feature on profile', { kind: 'pin', accountId: '7' }],
    // a followed account's boosts are hidden or shown again by a follow changing only that option
    [
      { following: true, showing_reblogs: true },
      'Hide boosts from @alice',
      { kind: 'follow', accountId: '7', options: { reblogs: false } },
    ],
    [
      { following: true, showing_reblogs: false },
      'Show boosts from @alice',
      { kind: 'follow', accountId: '7', options: { reblogs: true } },
    ],
    [{ following: true, endorsed: true }, 'Stop featuring on profile', { kind: 'unpin', accountId: '7' }],
    [{ followed_by: true }, 'Remove from followers', { kind: 'removeFromFollowers', accountId: '7' }],
  ])('with %o, "%s" runs at once: %o', async (relationship, label, request) => {
    const { entries, services, more } = await openMenu(relationship);
    choose(entries, label);
    await settle();
    expect(runAccountAction).toHaveBeenCalledTimes(1);
    expect(runAccountAction).toHaveBeenCalledWith(services, request);
    expect(document.querySelector('[role="menu"], [role="alertdialog"]')).toBeNull();
    expect(document.activeElement).toBe(more);
  });

  it('Mute opens the MUTE dialog in place of the menu; confirming sends the mute', async () => {
    const { entries, services, more } = await openMenu({});
    choose(entries, 'Mute @alice');
    const dialog = await appears(() => document.querySelector<HTMLElement>('[role="alertdialog"]'), 'mute dialog');
    expect(document.querySelector('[role="menu"]')).toBeNull();
    expect(dialog.querySelector('h2')?.textContent).toBe('Mute @alice?');
    expect(runAccountAction).not.toHaveBeenCalled();
    click([...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Mute'));
    await settle();
    expect(runAccountAction).toHaveBeenCalledWith(services, {
      kind: 'mute',
      accountId: '7',
      options: { duration: 0, notifications: true },
    });
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    expect(document.activeElement).toBe(more);
  });

  it('Block opens the BLOCK dialog; Cancel sends nothing, Block sends the block', async () => {
    let { entries, services } = await openMenu({});
    choose(entries, 'Block @alice');
    let dialog = await appears(() => document.querySelector<HTMLElement>('[role="alertdialog"]'), 'block dialog');
    expect(dialog.querySelector('h2')?.textContent).toBe('Block @alice?');
    click([...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Cancel'));
    await settle();
    expect(runAccountAction).not.toHaveBeenCalled();

    cleanUp();
    ({ entries, services } = await openMenu({}));
    choose(entries, 'Block @alice');
    dialog = await appears(() => document.querySelector<HTMLElement>('[role="alertdialog"]'), 'block dialog');
    click([...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Block'));
    await settle();
    expect(runAccountAction).toHaveBeenCalledWith(services, { kind: 'block', accountId: '7' });
  });

  it('Mention opens the composer addressed to the account', async () => {
    const { entries, services } = await openMenu({});
    choose(entries, 'Mention @alice');
    await settle();
    expect(services.navigate).toHaveBeenCalledWith('/publish', {
      state: { compose: { type: 'mention', acct: 'alice' } },
    });
    expect(runAccountAction).not.toHaveBeenCalled();
  });

  it("Copy link puts the profile's address on the clipboard", async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    try {
      const { entries } = await openMenu({});
      choose(entries, 'Copy link to profile');
      await settle();
      expect(writeText).toHaveBeenCalledWith('https://social.example/@alice');
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });
});
