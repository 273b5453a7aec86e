// @vitest-environment jsdom
/**
 * The domain entries of a profile's account actions menu: "Block domain" for an account of another server (asking
 * first in the DOMAIN BLOCK dialog), "Unblock domain" while its domain is blocked (at once), none for an account of
 * the reader's own server; the domain shown decoded, sent as the server spells it.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blankRelationship } from '../../../src/machines/account-action-rules';
import type { Relationship } from '../../../src/domain/entities';
import type { ApiRelationship } from '../../../src/domain/entities/api-types';
import { importAccount } from '../../../src/services/store';
import { importRelationships } from '../../../src/services/store/relationship-importers';
import { AccountActionsMenu } from '../../../src/views/profile/AccountActionsMenu';
import { accountMenuCommands } from '../../../src/views/profile/account-actions-menu-items';
import { apiAccount } from '../entities/fixtures';
import {
  expectNoAxeViolations,
  fakeServices,
  mount,
  settle,
  type FakeServices,
  type Mounted,
} from '../timelines/support/fake-app-services';
import { appears, click } from './profile-support';

const { runAccountAction } = vi.hoisted(() => ({ runAccountAction: vi.fn(async () => true) }));
vi.mock('../../../src/services/account-actions/run-account-action', () => ({ runAccountAction }));

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  runAccountAction.mockClear();
});

const relationship = (fields: Partial<ApiRelationship> = {}): ApiRelationship => ({
  id: '7',
  following: false,
  showing_reblogs: false,
  notifying: false,
  languages: null,
  followed_by: false,
  blocking: false,
  blocked_by: false,
  muting: false,
  muting_notifications: false,
  muting_expires_at: null,
  requested: false,
  requested_by: false,
  domain_blocking: false,
  endorsed: false,
  note: '',
  ...fields,
});

async function openMenu(acct: string, fields: Partial<ApiRelationship> = {}) {
  const services: FakeServices = fakeServices({ me: '42' });
  importAccount(services.store, apiAccount('7', { username: 'lisa', acct }));
  importRelationships(services.store, [relationship(fields)]);
  const account = services.store.get('accounts', '7')!;
  mounted = mount(services, <AccountActionsMenu account={account} />);
  const more = mounted.container.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]')!;
  click(more);
  const menu = await appears(() => document.querySelector<HTMLElement>('[role="menu"]'), 'menu');
  const entries = [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  return { services, more, entries, labels: entries.map((entry) => entry.textContent) };
}

const entry = (entries: HTMLElement[], label: string) => {
  const found = entries.find((e) => e.textContent === label);
  if (!found) throw new Error(`no entry ${label}; entries: ${entries.map((e) => e.textContent).join(' | ')}`);
  return found;
};

describe('the domain entries of the account actions menu', () => {
  it('an account of another server is offered Block domain after Block, drawn as dangerous', async () => {
    const { labels, entries } = await openMenu('lisa@bad.example');
    expect(labels).toEqual([
      'Mention @lisa@bad.example',
      'Mute @lisa@bad.example',
      'Block @lisa@bad.example',
      'Report @lisa@bad.example',
      'Block domain bad.example',
      'Copy link to profile',
    ]);
    expect(entry(entries, 'Block domain bad.example').className).toContain('menu__item--danger');
  });

  it("an account of the reader's own server has no domain entry", async () => {
    const { labels } = await openMenu('lisa');
    expect(labels.some((label) => label?.includes('domain'))).toBe(false);
  });

  it('Block domain asks first in the DOMAIN BLOCK dialog: Cancel sends nothing', async () => {
    const { entries, more } = await openMenu('lisa@bad.example');
    click(entry(entries, 'Block domain bad.example'));
    const dialog = await appears(() => document.querySelector<HTMLElement>('[role="alertdialog"]'), 'dialog');
    expect(document.querySelector('[role="menu"]')).toBeNull();
    expect(dialog.querySelector('h2')?.textContent).toBe('Block the whole domain bad.example?');
    expect(dialog.querySelectorAll('li')).toHaveLength(3);
    // the confirm button has the focus: Enter blocks
    expect(document.activeElement?.textContent).toBe('Block domain');
    await expectNoAxeViolations(document.body);
    click([...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Cancel'));
    await settle();
    expect(runAccountAction).not.toHaveBeenCalled();
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    expect(document.activeElement).toBe(more);
  });

  it('confirming the DOMAIN BLOCK dialog blocks the domain as the server spells it (IDN shown decoded)', async () => {
    const { entries, services, more } = await openMenu('lisa@xn--wgv71a.example');
    click(entry(entries, 'Block domain 日本.example'));
    const dialog = await appears(() => document.querySelector<HTMLElement>('[role="alertdialog"]'), 'dialog');
    expect(dialog.querySelector('h2')?.textContent).toBe('Block the whole domain 日本.example?');
    click([...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Block domain'));
    await settle();
    expect(runAccountAction).toHaveBeenCalledWith(services, { kind: 'domainBlock', domain: 'xn--wgv71a.example' });
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    expect(document.activeElement).toBe(more);
  });

  it('while the domain is blocked, Unblock domain runs at once', async () => {
    const { entries, services, more, labels } = await openMenu('lisa@bad.example', { domain_blocking: true });
    expect(labels).toContain('Unblock domain bad.example');
    expect(labels).not.toContain('Block domain bad.example');
    click(entry(entries, 'Unblock domain bad.example'));
    await settle();
    expect(runAccountAction).toHaveBeenCalledWith(services, { kind: 'domainUnblock', domain: 'bad.example' });
    expect(document.querySelector('[role="menu"], [role="alertdialog"]')).toBeNull();
    act(() => undefined);
    expect(document.activeElement).toBe(more);
  });
});

describe('Report in the account actions menu', () => {
  it('opens the report dialog for the account in place of the menu, with no post ticked', async () => {
    const { entries, more } = await openMenu('lisa@bad.example');
    click(entry(entries, 'Report @lisa@bad.example'));
    const dialog = await appears(() => document.querySelector<HTMLElement>('[role="dialog"]'), 'report dialog');
    expect(document.querySelector('[role="menu"]')).toBeNull();
    const title = document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent;
    expect(title).toBe('Report @lisa@bad.example');
    expect(dialog.querySelectorAll('input[type="checkbox"]:checked')).toHaveLength(0);
    click(dialog.querySelector<HTMLButtonElement>('button[aria-label="Close"]'));
    await settle();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(more);
  });
});

const rel = (fields: Partial<Relationship> = {}): Relationship => ({ ...blankRelationship('7'), ...fields });

describe('accountMenuCommands', () => {
  it('offers Report for every account, after Block', () => {
    const commands = accountMenuCommands(rel(), 'bad.example');
    expect(commands).toContain('report');
    expect(commands.indexOf('report')).toBe(commands.indexOf('block') + 1);
    expect(accountMenuCommands(rel({ blocking: true }), null)).toContain('report');
  });

  it('offers a domain entry only with a domain: Block domain, or Unblock domain while domain_blocking', () => {
    expect(accountMenuCommands(rel(), null)).not.toContain('domainBlock');
    expect(accountMenuCommands(rel(), 'bad.example')).toContain('domainBlock');
    expect(accountMenuCommands(rel({ domain_blocking: true }), 'bad.example')).toEqual(
      expect.arrayContaining(['domainUnblock']),
    );
    expect(accountMenuCommands(rel({ domain_blocking: true }), 'bad.example')).not.toContain('domainBlock');
    expect(accountMenuCommands(undefined, 'bad.example')).toContain('domainBlock');
  });

  it('offers lists to an account followed or following, and antennas to any account where the server has them', () => {
    expect(accountMenuCommands(rel())).not.toContain('lists');
    expect(accountMenuCommands(rel({ following: true }))).toContain('lists');
    expect(accountMenuCommands(rel({ followed_by: true }))).toContain('lists');
    expect(accountMenuCommands(rel(), null, false)).not.toContain('antennas');
    expect(accountMenuCommands(rel(), null, true)).toContain('antennas');
  });
});
