// @vitest-environment jsdom
/**
 * The compose form's options: content warning, Markdown, poll, visibility (restricted by the server's features
 * and the allowed list), circle, searchability, language (frequently used first) and who can quote; each sends
 * its ComposeEvent, by keyboard.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languagesStorageKey } from '../../../src/services/compose/language-frequency';
import { expectNoAxeViolations } from '../timelines/support/fake-app-services';
import { KMYBLUE } from './compose-test-kit';
import {
  accessibleName,
  button,
  checkbox,
  chooseIn,
  keyDown,
  openByKeyboard,
  openListbox,
  optionLabels,
  pickByKeyboard,
  picker,
  press,
  renderForm,
  select,
  settle,
  textbox,
  typeInto,
} from './compose-form-harness';
import { until } from '../../support/wait-for-state';

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

describe('content warning and Markdown', () => {
  it('toggles the content warning, focuses its text and counts it with the post text', () => {
    const { container, draft } = render();
    const toggle = button(container, 'Content warning');
    press(toggle);
    expect(draft().spoiler).toBe(true);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const warning = textbox(container, 'Content warning text');
    expect(document.activeElement).toBe(warning);
    typeInto(warning, 'spoilers');
    expect(draft().spoiler_text).toBe('spoilers');
    typeInto(textbox(container, 'Post text'), 'hello');
    expect(container.textContent).toContain(`${500 - 8 - 5} characters left`);
    press(toggle);
    expect(draft().spoiler).toBe(false);
    expect(() => textbox(container, 'Content warning text')).toThrow();
    expect(container.textContent).toContain('495 characters left');
  });

  it('toggles Markdown when the server has it', () => {
    const { container, draft } = render({ input: { features: KMYBLUE } });
    const markdown = button(container, 'Markdown');
    press(markdown);
    expect(draft().markdown).toBe(true);
    expect(markdown.getAttribute('aria-pressed')).toBe('true');
  });
});

describe('poll editor', () => {
  it('adds a poll with two options, fills them, sets its length and multiple choice, removes it (axe-clean)', async () => {
    const { container, draft } = render();
    press(button(container, 'Add a poll'));
    expect(draft().poll).toEqual({ options: ['', ''], expires_in: 86400, multiple: false });
    typeInto(textbox(container, 'Option 1'), 'Tea');
    expect(draft().poll!.options[0]).toBe('Tea');
    typeInto(textbox(container, 'Option 2'), 'Coffee');
    // a trailing blank slot while below the server's maximum (4)
    expect(draft().poll!.options).toEqual(['Tea', 'Coffee', '']);
    expect(textbox(container, 'Option 3').value).toBe('');
    expect((textbox(container, 'Option 1') as HTMLInputElement).maxLength).toBe(50);

    const length = select(container, 'Poll length');
    expect([...length.options].map((o) => o.textContent)).toEqual([
      '5 minutes',
      '30 minutes',
      '1 hour',
      '6 hours',
      '1 day',
      '3 days',
      '7 days',
    ]);
    expect(length.value).toBe('86400');
    chooseIn(length, '1800');
    expect(draft().poll!.expires_in).toBe(1800);

    const multiple = checkbox(container, 'Allow multiple choices');
    press(multiple);
    expect(draft().poll!.multiple).toBe(true);
    await expectNoAxeViolations(container);

    press(button(container, 'Remove poll'));
    expect(draft().poll).toBeNull();
    expect(() => textbox(container, 'Option 1')).toThrow();
    expect(button(container, 'Add a poll')).toBeTruthy();
  });

  it('offers no poll while a quote is attached', () => {
    const { container, actor } = render();
    act(() => actor.send({ type: 'compose.quote', statusId: '9', currentUser: 'automatic' }));
    expect(button(container, 'Add a poll').disabled).toBe(true);
  });
});

describe('visibility', () => {
  it('offers the four Mastodon audiences on a plain server and sends the one picked by keyboard', async () => {
    const { container, draft } = render();
    const trigger = picker(container, 'Visibility');
    await openByKeyboard(trigger);
    expect(optionLabels()).toEqual(['Public', 'Quiet public', 'Followers only', 'Mentioned people only']);
    const followers = [...openListbox().querySelectorAll('[role="option"]')][2]!;
    // each option explains itself, and is named by all it shows: its label, then its description line
    expect(followers.textContent).toBe('Followers only Only your followers');
    expect(accessibleName(followers)).toBe('Followers only Only your followers');
    expect(followers.hasAttribute('aria-describedby')).toBe(false);
    keyDown(document.activeElement!, 'Escape');
    await until(() => document.activeElement === trigger);
    expect(document.body.querySelector('[role="listbox"]')).toBeNull();
    expect(document.activeElement).toBe(trigger);

    await pickByKeyboard(trigger, 'Followers only');
    expect(draft().privacy).toBe('private');
    expect(trigger.textContent).toContain('Followers only');
  });

  it('adds the kmyblue audiences when the server has them', async () => {
    const { container } = render({ input: { features: KMYBLUE } });
    await openByKeyboard(picker(container, 'Visibility'));
    expect(optionLabels()).toEqual([
      'Public',
      'Public, not in public timelines (kmyblue)',
      'Quiet public',
      'Signed-in users only',
      'Followers only',
      'Mutuals only',
      'Mentioned people only',
      'Circle',
    ]);
  });

  it('offers mutual followers only when the server has it, and sends it as picked', async () => {
    const { container } = render({ input: { features: { ...KMYBLUE, mutual: false } } });
    await openByKeyboard(picker(container, 'Visibility'));
    expect(optionLabels()).not.toContain('Mutuals only');
    keyDown(document.activeElement!, 'Escape');
    current?.unmount();
    current?.actor.stop();

    const withMutual = render({ input: { features: KMYBLUE } });
    const trigger = picker(withMutual.container, 'Visibility');
    await pickByKeyboard(trigger, 'Mutuals only');
    expect(withMutual.draft().privacy).toBe('mutual');
    expect(trigger.textContent).toContain('Mutuals only');
    // a mutual post can never be quoted: the quote picker says so
    const quote = picker(withMutual.container, 'Who can quote');
    expect(quote.disabled).toBe(true);
  });

  it('offers only the allowed audiences', async () => {
    const { container, actor, draft } = render({ input: { features: KMYBLUE } });
    act(() => actor.send({ type: 'compose.allowedPrivacy', allowed: ['private', 'direct'] }));
    expect(draft().privacy).toBe('private');
    const trigger = picker(container, 'Visibility');
    expect(trigger.textContent).toContain('Followers only');
    await openByKeyboard(trigger);
    expect(optionLabels()).toEqual(['Followers only', 'Mentioned people only']);
  });

  it('hands over to the circle picker: the circles are loaded, the one picked is sent', async () => {
    const list = vi.fn(async () => [
      { id: 'c1', title: 'Close friends' },
      { id: 'c2', title: 'Work' },
    ]);
    const { container, draft } = render({ input: { features: KMYBLUE }, api: { circles: { list } } });
    await pickByKeyboard(picker(container, 'Visibility'), 'Circle');
    expect(draft().privacy).toBe('circle');
    expect(button(container, 'Post').getAttribute('aria-disabled')).toBe('true');
    await settle();
    expect(list).toHaveBeenCalledTimes(1);
    const circle = picker(container, 'Circle');
    // the picker asked for comes next
    await until(() => document.activeElement === circle);
    expect(document.activeElement).toBe(circle);
    expect(circle.textContent).toContain('Choose a circle');
    await pickByKeyboard(circle, 'Work');
    expect(draft()).toMatchObject({ privacy: 'circle', circle_id: 'c2' });
    await expectNoAxeViolations(container);
  });

  it('says when the circles cannot be loaded and loads them again on request', async () => {
    const list = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce([{ id: 'c1', title: 'Close friends' }]);
    const { container } = render({ input: { features: KMYBLUE }, api: { circles: { list } } });
    await pickByKeyboard(picker(container, 'Visibility'), 'Circle');
    await settle();
    expect(container.textContent).toContain('Your circles could not be loaded.');
    press(button(container, 'Reload circles'));
    await settle();
    expect(list).toHaveBeenCalledTimes(2);
    expect(picker(container, 'Circle')).toBeTruthy();
  });
});

describe('searchability, language and who can quote', () => {
  it('sends the searchability picked', async () => {
    const { container, draft } = render({ input: { features: KMYBLUE } });
    const trigger = picker(container, 'Searchable by');
    await openByKeyboard(trigger);
    expect(optionLabels()).toEqual(['Anyone', 'Anyone on this server', 'Followers', 'People who reacted', 'Only me']);
    keyDown(document.activeElement!, 'Escape');
    await settle(1);
    await pickByKeyboard(trigger, 'Only me');
    expect(draft().searchability).toBe('limited');
  });

  it('lists the frequently used languages first, filters by search and sends the one picked, by keyboard', async () => {
    localStorage.setItem(languagesStorageKey('https://social.example|1'), JSON.stringify({ ja: 5, fr: 2 }));
    const { container, draft } = render();
    const trigger = picker(container, 'Language');
    expect(trigger.textContent).toContain('English');
    await openByKeyboard(trigger);
    // the search field takes the focus; the whole list shows, the frequently used first
    const search = document.activeElement as HTMLInputElement;
    expect(accessibleName(search)).toBe('Search languages');
    const names = optionLabels();
    expect(names.slice(0, 2)).toEqual(['Japanese', 'French']);
    expect(names).toContain('English');
    expect(names.indexOf('German')).toBeLessThan(names.indexOf('Spanish'));
    // each language also shows its own name, and is named by both
    const japanese = openListbox().querySelector('[role="option"]')!;
    expect(accessibleName(japanese)).toBe('Japanese 日本語');

    // typing narrows the list (by either name or the code); arrows move through it, Enter picks
    typeInto(search, 'deut');
    await settle(1);
    expect(optionLabels()).toEqual(['German']);
    typeInto(search, 'jap');
    await settle(1);
    expect(optionLabels()).toEqual(['Japanese']);
    keyDown(search, 'ArrowDown');
    keyDown(search, 'Enter');
    await settle(1);
    expect(draft().language).toBe('ja');
    // the button names the language alone
    expect(trigger.textContent).toBe('Japanese');
    expect(document.body.querySelector('[role="listbox"]')).toBeNull();
    await until(() => document.activeElement === trigger);
    expect(document.activeElement).toBe(trigger);
  });

  it('says so when no language answers the search; Escape closes and keeps the language', async () => {
    const { container, draft } = render();
    const trigger = picker(container, 'Language');
    await openByKeyboard(trigger);
    const search = document.activeElement as HTMLInputElement;
    typeInto(search, 'zzzz');
    await settle(1);
    expect(optionLabels()).not.toContain('English');
    expect(openListbox().textContent).toBe('No language matches.');
    keyDown(search, 'Escape');
    keyDown(search, 'Escape');
    await until(() => document.body.querySelector('[role="listbox"]') === null);
    expect(document.body.querySelector('[role="listbox"]')).toBeNull();
    expect(draft().language).toBe('en');
  });

  it('sends who can quote, and shows "Just me" (disabled, explained) for followers-only posts', async () => {
    const { container, actor, draft } = render({ input: { features: KMYBLUE } });
    const trigger = picker(container, 'Who can quote');
    await pickByKeyboard(trigger, 'Followers only');
    expect(draft().quote_policy).toBe('followers');
    act(() => actor.send({ type: 'compose.privacy', privacy: 'private' }));
    await settle();
    const forced = picker(container, 'Who can quote');
    expect(forced.disabled).toBe(true);
    expect(forced.textContent).toContain('Just me');
    expect(document.getElementById(forced.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent).toBe(
      'Posts with this audience cannot be quoted.',
    );
  });
});
