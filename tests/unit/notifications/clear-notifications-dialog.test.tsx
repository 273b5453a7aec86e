// @vitest-environment jsdom
/**
 * The question before clearing every notification: Cancel and Clear in the one confirmation frame; Clear waits
 * (marked disabled, saying so, sent once) while the clear is on its way, and the dialog closes once it answered,
 * whatever the answer (a failure is the call's alert, raised by the runtime).
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationsRuntime } from '../../../src/services/notifications/notifications-runtime';
import ClearNotificationsDialog from '../../../src/views/notifications/ClearNotificationsDialog';
import { clickButton, fakeServices, mount, settle, type Mounted } from '../timelines/support/fake-app-services';

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

function open(clear: () => Promise<boolean>) {
  const runtime = { clear: vi.fn(clear) } as unknown as NotificationsRuntime & { clear: ReturnType<typeof vi.fn> };
  const onClose = vi.fn();
  mounted = mount(fakeServices({ me: '99' }), <ClearNotificationsDialog runtime={runtime} onClose={onClose} />);
  const dialog = document.querySelector<HTMLElement>('[role="alertdialog"]');
  if (!dialog) throw new Error('no alertdialog');
  return { runtime, onClose, dialog };
}

describe('the clear notifications question', () => {
  it('offers Cancel, then Clear in the danger style; Cancel closes without clearing', () => {
    const { runtime, onClose, dialog } = open(async () => true);
    const labelledBy = dialog.getAttribute('aria-labelledby');
    expect(document.getElementById(labelledBy!)?.textContent).toBe('Clear notifications?');
    const buttons = [...dialog.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent)).toEqual(['Cancel', 'Clear notifications']);
    expect(buttons[1]!.classList.contains('dialog-frame__button--danger')).toBe(true);
    clickButton(dialog, 'Cancel');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(runtime.clear).not.toHaveBeenCalled();
  });

  it('Clear waits while the clear is on its way, asks once, and closes once it answered', async () => {
    let answer: (ok: boolean) => void = () => {};
    const { runtime, onClose, dialog } = open(() => new Promise<boolean>((resolve) => (answer = resolve)));
    clickButton(dialog, 'Clear notifications');
    await settle();
    const clear = [...dialog.querySelectorAll('button')][1]!;
    expect(clear.textContent).toBe('Clearing…');
    expect(clear.getAttribute('aria-disabled')).toBe('true');
    clickButton(dialog, 'Clearing…');
    await settle();
    expect(runtime.clear).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => answer(false));
    await settle();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
