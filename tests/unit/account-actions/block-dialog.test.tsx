// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BlockDialog from '../../../src/views/account-actions/BlockDialog';
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
  mounted = mount(services, <BlockDialog accountId="7" acct="bob@remote.example" onClose={onClose} />);
  const dialog = document.querySelector<HTMLElement>('[role="alertdialog"]');
  if (!dialog) throw new Error('no alertdialog');
  return { services, onClose, dialog };
}

const buttons = (dialog: HTMLElement) => [...dialog.querySelectorAll('button')];

describe('the BLOCK modal', () => {
  it('is an alert dialog named by its question, saying what a block does', () => {
    const { dialog } = open();
    const labelledBy = dialog.getAttribute('aria-labelledby');
    expect(labelledBy).toBeTruthy();
    expect(document.getElementById(labelledBy!)?.textContent).toBe('Block @bob@remote.example?');
    expect([...dialog.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'They can no longer follow you or see your posts.',
      'You will not see their posts or notifications from them.',
      'They can see that they are blocked.',
    ]);
    expect(buttons(dialog).map((b) => b.textContent)).toEqual(['Cancel', 'Block']);
  });

  it('puts the focus on Block, the destructive action styled as such', () => {
    const { dialog } = open();
    const block = buttons(dialog).find((b) => b.textContent === 'Block')!;
    expect(document.activeElement).toBe(block);
    expect(block.classList.contains('dialog-frame__button--danger')).toBe(true);
  });

  it('Block closes at once and blocks the account', async () => {
    const { services, onClose, dialog } = open();
    clickButton(dialog, 'Block');
    expect(onClose).toHaveBeenCalledTimes(1);
    await settle();
    expect(runLoadedAccountAction).toHaveBeenCalledTimes(1);
    expect(runLoadedAccountAction).toHaveBeenCalledWith(services, { kind: 'block', accountId: '7' });
  });

  it('Cancel closes and does nothing', async () => {
    const { onClose, dialog } = open();
    clickButton(dialog, 'Cancel');
    await settle();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(runLoadedAccountAction).not.toHaveBeenCalled();
  });

  it('Escape closes and does nothing', async () => {
    const { onClose } = open();
    act(() => {
      document.activeElement?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
      );
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
