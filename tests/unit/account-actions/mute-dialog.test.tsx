// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import MuteDialog from '../../../src/views/account-actions/MuteDialog';
import {
  clickButton,
  expectNoAxeViolations,
  fakeServices,
  mount,
  settle,
  type FakeServices,
  type Mounted,
} from '../timelines/support/fake-app-services';

const { runLoadedAccountAction } = vi.hoisted(() => ({ runLoadedAccountAction: vi.fn(async () => true) }));
vi.mock('../../../src/services/account-actions/account-action-runner', () => ({ runLoadedAccountAction }));

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  runLoadedAccountAction.mockClear();
});

function open(): { services: FakeServices; onClose: ReturnType<typeof vi.fn>; dialog: HTMLElement } {
  const services = fakeServices({ me: '99' });
  const onClose = vi.fn();
  mounted = mount(services, <MuteDialog accountId="7" acct="bob" onClose={onClose} />);
  const dialog = document.querySelector<HTMLElement>('[role="alertdialog"]');
  if (!dialog) throw new Error('no alertdialog');
  return { services, onClose, dialog };
}

const checkbox = (dialog: HTMLElement) => dialog.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
const select = (dialog: HTMLElement) => dialog.querySelector<HTMLSelectElement>('select')!;
/** The text of the label element(s) naming a control. */
const labelOf = (control: HTMLInputElement | HTMLSelectElement) =>
  [...(control.labels ?? [])].map((l) => l.textContent).join(' ');

function choose(control: HTMLSelectElement, value: string): void {
  act(() => {
    control.value = value;
    control.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('the MUTE modal', () => {
  it('is an alert dialog named by its question, saying what a mute does', () => {
    const { dialog } = open();
    const labelledBy = dialog.getAttribute('aria-labelledby');
    expect(document.getElementById(labelledBy!)?.textContent).toBe('Mute @bob?');
    expect(dialog.querySelector('p')?.textContent).toBe(
      'Their posts and posts mentioning them are hidden from you. They are not told that you muted them.',
    );
    expect([...dialog.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Cancel', 'Mute']);
    expect(document.activeElement?.textContent).toBe('Mute');
  });

  it('hides notifications by default and offers the durations, indefinitely first', () => {
    const { dialog } = open();
    expect(labelOf(checkbox(dialog))).toBe('Hide notifications from this user');
    expect(checkbox(dialog).checked).toBe(true);
    expect(labelOf(select(dialog))).toBe('Duration');
    const options = [...select(dialog).options];
    expect(options.map((o) => [o.value, o.textContent])).toEqual([
      ['0', 'Indefinitely'],
      ['300', '5 minutes'],
      ['1800', '30 minutes'],
      ['3600', '1 hour'],
      ['21600', '6 hours'],
      ['86400', '1 day'],
      ['259200', '3 days'],
      ['604800', '7 days'],
    ]);
    expect(select(dialog).value).toBe('0');
  });

  it('Mute with the defaults closes at once and mutes indefinitely, notifications included', async () => {
    const { services, onClose, dialog } = open();
    clickButton(dialog, 'Mute');
    expect(onClose).toHaveBeenCalledTimes(1);
    await settle();
    expect(runLoadedAccountAction).toHaveBeenCalledTimes(1);
    expect(runLoadedAccountAction).toHaveBeenCalledWith(services, {
      kind: 'mute',
      accountId: '7',
      options: { duration: 0, notifications: true },
    });
  });

  it('Mute sends the chosen duration in seconds and whether notifications are hidden', async () => {
    const { services, dialog } = open();
    act(() => checkbox(dialog).click());
    expect(checkbox(dialog).checked).toBe(false);
    choose(select(dialog), '21600');
    clickButton(dialog, 'Mute');
    await settle();
    expect(runLoadedAccountAction).toHaveBeenCalledWith(services, {
      kind: 'mute',
      accountId: '7',
      options: { duration: 21600, notifications: false },
    });
  });

  it('Cancel closes and does nothing', async () => {
    const { onClose, dialog } = open();
    clickButton(dialog, 'Cancel');
    await settle();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(runLoadedAccountAction).not.toHaveBeenCalled();
  });

  it('Escape closes and does nothing', async () => {
    const { onClose, dialog } = open();
    act(() => {
      select(dialog).focus();
      select(dialog).dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    });
    await settle();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(runLoadedAccountAction).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    const { dialog } = open();
    await expectNoAxeViolations(dialog);
  });
});
