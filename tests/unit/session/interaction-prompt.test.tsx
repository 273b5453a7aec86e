// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignInPrompt } from '../../../src/machines/sign-in-prompt.machine';
import { setUpI18n } from '../../../src/i18n';
import { SignInPromptDialog } from '../../../src/views/sign-in-prompt/SignInPromptDialog';
import '../../support/jsdom-css-escape';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
const handlers = () => ({ onSignInHere: vi.fn(), onSignInElsewhere: vi.fn(), onClose: vi.fn() });

async function open(prompt: SignInPrompt, h = handlers()) {
  await act(async () =>
    root.render(<SignInPromptDialog prompt={prompt} server="https://xn--r8jz45g.example" {...h} />),
  );
  return { h, dialog: document.querySelector<HTMLElement>('[role="dialog"]')! };
}
const buttonIn = (dialog: HTMLElement, text: string) =>
  [...dialog.querySelectorAll('button')].find((b) => b.textContent === text)!;

beforeAll(() => {
  setUpI18n(['en']);
});

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

describe('SignInPromptDialog', () => {
  it('is a labelled modal dialog saying what needs an account, per prompt type', async () => {
    const { dialog } = await open({ type: 'vote', accountId: '3', statusUri: 'https://else.example/statuses/9' });
    expect(dialog).not.toBeNull();
    const title = document.getElementById(dialog.getAttribute('aria-labelledby')!);
    expect(title?.textContent).toBe('Vote in this poll');
    expect(dialog.textContent).toContain('Voting needs an account');
    expect(buttonIn(dialog, 'Sign in on 例え.example')).toBeDefined();
    const address = dialog.querySelector('input')!;
    expect(address.value).toBe('https://else.example/statuses/9');
    expect(dialog.querySelector(`label[for="${address.id}"]`)?.textContent).toBe('Address of this post');

    await open({ type: 'follow', accountId: '3', accountUrl: 'https://else.example/@x' });
    const follow = document.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(follow.textContent).toContain('Follow this account');
    expect(follow.textContent).toContain('Address of this account');
  });

  it('signs in here, elsewhere, or closes on Cancel and Escape', async () => {
    const { h, dialog } = await open({ type: 'reblog', statusId: '1', statusUri: 'https://x.example/s/1' });
    await act(async () => buttonIn(dialog, 'Sign in on 例え.example').click());
    expect(h.onSignInHere).toHaveBeenCalledTimes(1);
    await act(async () => buttonIn(dialog, 'Sign in on another server').click());
    expect(h.onSignInElsewhere).toHaveBeenCalledTimes(1);
    await act(async () => buttonIn(dialog, 'Cancel').click());
    expect(h.onClose).toHaveBeenCalledTimes(1);
    await act(async () => {
      buttonIn(dialog, 'Cancel').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(h.onClose).toHaveBeenCalledTimes(2);
  });
});
