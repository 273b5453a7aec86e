// @vitest-environment jsdom
/**
 * Closing a reply from the compose form: Escape anywhere in the form, or Cancel reply. A reply still holding only
 * its mentions is discarded with the draft; text the reader wrote stays (only the reply goes). The area is told
 * (it returns the focus to where the reply was started); when it cannot, the text box takes the focus. Escape
 * handled by something inside (the language list, the suggestions) closes only that; without a reply it does
 * nothing.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReplyTarget } from '../../../src/machines/compose-types';
import { button, keyDown, openByKeyboard, picker, renderForm, settle, textbox, typeInto } from './compose-form-harness';

const parent: ReplyTarget = {
  id: 't1',
  visibility: 'public',
  limited: false,
  mentions: ['alice', 'bob'],
  spoilerText: '',
  language: null,
};

let current: ReturnType<typeof renderForm> | null = null;

function replying(onReplyClosed?: (statusId: string) => boolean) {
  current = renderForm({ input: { selfAcct: 'me' }, onReplyClosed });
  const form = current;
  act(() => form.actor.send({ type: 'compose.reply', target: parent }));
  return form;
}

afterEach(() => {
  current?.unmount();
  current?.actor.stop();
  current = null;
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('closing a reply', () => {
  it('Escape in the text box discards a reply still holding only its mentions, and tells the area', () => {
    const closed = vi.fn(() => true);
    const { container, draft } = replying(closed);
    const text = textbox(container, 'Post text');
    expect(text.value).toBe('@alice @bob ');
    const event = keyDown(text, 'Escape');
    expect(event.defaultPrevented).toBe(true);
    expect(draft()).toMatchObject({ text: '', in_reply_to: null });
    expect(closed).toHaveBeenCalledWith('t1');
  });

  it('keeps what the reader wrote: only the reply goes', () => {
    const { container, draft } = replying(() => true);
    const text = textbox(container, 'Post text');
    typeInto(text, '@alice @bob I agree');
    keyDown(text, 'Escape');
    expect(draft()).toMatchObject({ text: '@alice @bob I agree', in_reply_to: null });
  });

  it('puts the focus in the text box when the area does not know where the reply came from', () => {
    const { container, draft } = replying(() => false);
    const cancel = button(container, 'Cancel reply');
    act(() => cancel.focus());
    act(() => cancel.click());
    expect(draft()).toMatchObject({ text: '', in_reply_to: null });
    expect(document.activeElement).toBe(textbox(container, 'Post text'));
  });

  it('Cancel reply closes the reply as Escape does', () => {
    const closed = vi.fn(() => true);
    const { container, draft } = replying(closed);
    act(() => button(container, 'Cancel reply').click());
    expect(draft()).toMatchObject({ text: '', in_reply_to: null });
    expect(closed).toHaveBeenCalledWith('t1');
  });

  it('Escape from another control of the form closes the reply too', () => {
    const { container, draft } = replying(() => true);
    keyDown(button(container, 'Add a poll'), 'Escape');
    expect(draft().in_reply_to).toBeNull();
  });

  it('Escape in the language list closes the list only', async () => {
    const closed = vi.fn(() => true);
    const { container, draft } = replying(closed);
    const trigger = picker(container, 'Language');
    await openByKeyboard(trigger);
    keyDown(document.activeElement!, 'Escape');
    await settle(1);
    expect(draft().in_reply_to).toBe('t1');
    expect(closed).not.toHaveBeenCalled();
  });

  it('does nothing without a reply', () => {
    current = renderForm({ input: { selfAcct: 'me' }, onReplyClosed: () => true });
    const { container, draft } = current;
    const text = textbox(container, 'Post text');
    typeInto(text, 'hello');
    const event = keyDown(text, 'Escape');
    expect(event.defaultPrevented).toBe(false);
    expect(draft().text).toBe('hello');
  });
});
