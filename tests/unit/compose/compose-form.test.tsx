// @vitest-environment jsdom
/** The compose form: its accessible names, the post text and its counter, Ctrl/Cmd+Enter, tab order, axe. */
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../timelines/support/fake-app-services';
import { KMYBLUE } from './compose-test-kit';
import { button, keyDown, picker, press, renderForm, tabOrder, textbox, typeInto } from './compose-form-harness';

let current: ReturnType<typeof renderForm> | null = null;
function render(...args: Parameters<typeof renderForm>) {
  current = renderForm(...args);
  return current;
}

afterEach(() => {
  current?.unmount();
  current?.actor.stop();
  current = null;
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('compose form', () => {
  it('is a form named Compose with the post text, the options and Post (axe-clean)', async () => {
    const { container } = render();
    const form = container.querySelector('form')!;
    expect(form.getAttribute('aria-label')).toBe('Compose');
    const text = textbox(container, 'Post text');
    expect(text.tagName).toBe('TEXTAREA');
    expect(text.getAttribute('placeholder')).toBe("What's on your mind?");
    expect(button(container, 'Add a poll')).toBeTruthy();
    expect(button(container, 'Content warning').getAttribute('aria-pressed')).toBe('false');
    expect(picker(container, 'Visibility').textContent).toContain('Public');
    expect(picker(container, 'Language').textContent).toContain('English');
    expect(button(container, 'Post').type).toBe('submit');
    expect(button(container, 'Clear draft')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('shows kmyblue options only when the server has them (axe-clean)', async () => {
    const plain = render();
    expect(plain.container.querySelector('[aria-haspopup="listbox"][aria-labelledby]')).toBeTruthy();
    expect(() => picker(plain.container, 'Searchable by')).toThrow();
    expect(() => picker(plain.container, 'Who can quote')).toThrow();
    expect(() => button(plain.container, 'Markdown')).toThrow();
    plain.unmount();
    plain.actor.stop();

    const { container } = render({ input: { features: KMYBLUE } });
    expect(picker(container, 'Searchable by').textContent).toContain('Followers');
    expect(picker(container, 'Who can quote').textContent).toContain('Anyone');
    expect(button(container, 'Markdown').getAttribute('aria-pressed')).toBe('false');
    await expectNoAxeViolations(container);
  });

  it('sends the text as it is typed and counts characters left', () => {
    const { container, draft } = render();
    const text = textbox(container, 'Post text');
    typeInto(text, 'Hello world');
    expect(draft().text).toBe('Hello world');
    expect(text.value).toBe('Hello world');
    const counter = document.getElementById(text.getAttribute('aria-describedby')!)!;
    expect(counter.textContent).toBe('489 characters left');
    expect(counter.getAttribute('aria-live')).toBe('off');
  });

  it('counts a URL as 23 characters and a remote mention by its local part', () => {
    const { container } = render();
    const text = textbox(container, 'Post text');
    typeInto(text, 'hi @alice@example.com https://example.com/a/very/long/path/that/goes/on/and/on');
    const counter = document.getElementById(text.getAttribute('aria-describedby')!)!;
    // "hi @alice " (10) + 23
    expect(counter.textContent).toBe(`${500 - 33} characters left`);
  });

  it('announces the counter only near the limit, and says when the text is over it', () => {
    const { container } = render({
      input: {
        limits: { maxCharacters: 30, maxMediaAttachments: 4, pollMaxOptions: 4, pollMaxCharactersPerOption: 50 },
      },
    });
    const text = textbox(container, 'Post text');
    const counter = () => document.getElementById(text.getAttribute('aria-describedby')!)!;
    typeInto(text, 'short');
    expect(counter().getAttribute('aria-live')).toBe('off');
    typeInto(text, 'x'.repeat(29));
    expect(counter().textContent).toBe('1 character left');
    expect(counter().getAttribute('aria-live')).toBe('polite');
    typeInto(text, 'x'.repeat(32));
    expect(counter().textContent).toBe('2 characters over the limit');
    expect(button(container, 'Post').getAttribute('aria-disabled')).toBe('true');
  });

  it('posts with Ctrl+Enter and with Cmd+Enter, not with Enter alone', () => {
    const first = render();
    const text = textbox(first.container, 'Post text');
    typeInto(text, 'first line');
    const plain = keyDown(text, 'Enter');
    expect(plain.defaultPrevented).toBe(false);
    expect(first.submit.calls).toHaveLength(0);
    const ctrl = keyDown(text, 'Enter', { ctrlKey: true });
    expect(ctrl.defaultPrevented).toBe(true);
    expect(first.submit.calls).toHaveLength(1);
    expect(first.submit.calls[0]!.draft.text).toBe('first line');
    first.unmount();
    first.actor.stop();

    const second = render();
    const again = textbox(second.container, 'Post text');
    typeInto(again, 'with cmd');
    keyDown(again, 'Enter', { metaKey: true });
    expect(second.submit.calls).toHaveLength(1);
    expect(second.submit.calls[0]!.draft.text).toBe('with cmd');
  });

  it('posts with Ctrl+Enter from the content warning text too', () => {
    const { container, submit } = render();
    typeInto(textbox(container, 'Post text'), 'body');
    press(button(container, 'Content warning'));
    const warning = textbox(container, 'Content warning text');
    typeInto(warning, 'cw');
    keyDown(warning, 'Enter', { ctrlKey: true });
    expect(submit.calls).toHaveLength(1);
    expect(submit.calls[0]!.draft).toMatchObject({ text: 'body', spoiler: true, spoiler_text: 'cw' });
  });

  it('does not post an empty draft with Ctrl+Enter', () => {
    const { container, submit } = render();
    keyDown(textbox(container, 'Post text'), 'Enter', { ctrlKey: true });
    expect(submit.calls).toHaveLength(0);
    expect(button(container, 'Post').getAttribute('aria-disabled')).toBe('true');
  });

  it('is reached by Tab in reading order: text, media, options, then Clear draft and Post', () => {
    const { container } = render({ input: { features: KMYBLUE } });
    expect(container.querySelectorAll('[tabindex]:not([tabindex="0"]):not([tabindex="-1"])')).toHaveLength(0);
    const order = tabOrder(container);
    const at = (name: string | RegExp) =>
      order.findIndex((n) => (typeof name === 'string' ? n === name : name.test(n)));
    const sequence = [
      'Post text',
      'Add media',
      'Insert emoji',
      'Add a poll',
      'Content warning',
      'Markdown',
      /Visibility$/,
      /Searchable by$/,
      /Language$/,
      /Who can quote$/,
      'Clear draft',
      'Post',
    ];
    const positions = sequence.map(at);
    expect(
      positions.every((p) => p >= 0),
      `${order.join(' | ')}`,
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('renders the column variant with the same controls', async () => {
    const { container } = render({ variant: 'column' });
    expect(container.querySelector('form')!.classList.contains('compose-form--column')).toBe(true);
    expect(textbox(container, 'Post text')).toBeTruthy();
    expect(button(container, 'Post')).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
