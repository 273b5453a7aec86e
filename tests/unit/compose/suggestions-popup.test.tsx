// @vitest-environment jsdom
/**
 * useComposeSuggestions on a real textarea: typing a token shows the listbox after the debounce, the arrows
 * move the highlight (aria-activedescendant), Enter and a click insert, Escape closes; the options and their
 * count are announced; axe finds nothing. Keys pass through when no suggestion shows.
 */
import { act, useState, type KeyboardEvent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppServicesProvider } from '../../../src/services/app-services/app-services';
import { setUpI18n } from '../../../src/i18n';
import { currentTranslator } from '../../../src/i18n/react';
import { createTagHistory } from '../../../src/services/compose/tag-history';
import { useComposeSuggestions } from '../../../src/views/compose/suggestions';
import { expectNoAxeViolations, fakeServices, type FakeServices } from '../timelines/support/fake-app-services';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ACCOUNT_KEY = 'https://social.example|99';
const account = (id: string, acct: string, displayName: string) => ({
  id,
  acct,
  username: acct.split('@')[0],
  display_name: displayName,
  avatar: `https://social.example/avatars/${id}.png`,
  avatar_static: `https://social.example/avatars/${id}.png`,
});
const search = vi.fn(async (_params: { q: string }) => [
  account('1', 'alice', 'Alice'),
  account('2', 'alina@remote.example', 'Alina'),
]);

let root: Root | null = null;
let container: HTMLElement;
let services: FakeServices;
const passedThrough: string[] = [];

function Composer() {
  const [text, setText] = useState('');
  const [caret, setCaret] = useState(0);
  const suggestions = useComposeSuggestions({
    text,
    caret,
    accountKey: ACCOUNT_KEY,
    onReplace(start, end, replacement) {
      setText(text.slice(0, start) + replacement + text.slice(end));
      setCaret(start + replacement.length);
    },
  });
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!suggestions.onKeyDown(event)) passedThrough.push(event.key);
  };
  return (
    <main>
      <form aria-label="Compose" style={{ position: 'relative' }}>
        <label htmlFor="post-text">Post text</label>
        <textarea
          id="post-text"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setCaret(event.target.selectionStart);
          }}
          onKeyDown={onKeyDown}
          {...suggestions.inputProps}
        />
        {suggestions.popup}
      </form>
    </main>
  );
}

beforeAll(() => {
  setUpI18n(['en']);
  const translator = currentTranslator()!;
  // the compose catalogue is the form's; these are the strings this view asks it for
  if (translator.t('compose.suggestions.label') === 'compose.suggestions.label') {
    translator.add({
      compose: {
        suggestions: { label: 'Suggestions', count_one: '{{count}} suggestion', count_other: '{{count}} suggestions' },
      },
    });
  }
});

beforeEach(() => {
  localStorage.clear();
  passedThrough.length = 0;
  search.mockClear();
  services = fakeServices({
    me: '99',
    api: {
      accounts: { search },
      search: {
        hashtagSuggestions: async () => ({
          accounts: [],
          statuses: [],
          hashtags: [
            { name: 'gardening', url: '' },
            { name: 'gardenparty', url: '' },
          ],
        }),
      },
    },
  });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => {
    root!.render(
      <AppServicesProvider value={services}>
        <Composer />
      </AppServicesProvider>,
    );
  });
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

const textarea = () => container.querySelector('textarea')!;
const listbox = () => container.querySelector<HTMLElement>('[role="listbox"]');
const options = () => [...container.querySelectorAll<HTMLElement>('[role="option"]')];
const status = () => container.querySelector('[role="status"]')!.textContent;

function type(text: string) {
  const input = textarea();
  act(() => {
    input.focus();
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(input, text);
    input.setSelectionRange(text.length, text.length);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
function press(key: string, init: KeyboardEventInit = {}) {
  act(() => {
    textarea().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
  });
}
/** The debounce (200 ms) and the stubbed search. */
async function waitForSuggestions() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 260));
  });
}

describe('compose suggestions popup', () => {
  it('the listbox options are announced', async () => {
    type('Hello @al');
    expect(listbox()).toBeNull();
    expect(textarea().getAttribute('aria-autocomplete')).toBe('list');
    expect(textarea().hasAttribute('aria-controls')).toBe(false);
    await waitForSuggestions();
    expect(search).toHaveBeenCalledWith({ q: 'al', resolve: false, limit: 4 }, expect.anything());
    const list = listbox()!;
    const t = currentTranslator()!.t;
    expect(list.getAttribute('aria-label')).toBe(t('compose.suggestions.label'));
    expect(list.getAttribute('aria-label')).not.toMatch(/^compose\./);
    expect(textarea().getAttribute('aria-controls')).toBe(list.id);
    expect(options().map((o) => o.textContent)).toEqual(['Alice@alice', 'Alina@alina@remote.example']);
    expect(options()[0]!.querySelector('img')?.getAttribute('src')).toBe('https://social.example/avatars/1.png');
    expect(options().map((o) => o.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    expect(textarea().getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    expect(status()).toBe(t('compose.suggestions.count', { count: 2 }));
    expect(status()).toContain('2');
    // the text field keeps its textbox role and name
    expect(textarea().hasAttribute('role')).toBe(false);
    await expectNoAxeViolations(container);
  });

  it('arrows move the highlight and Enter picks', async () => {
    type('Hello @al');
    await waitForSuggestions();
    press('ArrowDown');
    expect(textarea().getAttribute('aria-activedescendant')).toBe(options()[1]!.id);
    expect(options()[1]!.getAttribute('aria-selected')).toBe('true');
    press('ArrowDown');
    expect(textarea().getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    press('ArrowUp');
    press('Enter');
    expect(textarea().value).toBe('Hello @alina@remote.example ');
    expect(listbox()).toBeNull();
    expect(passedThrough).toEqual([]);
    await waitForSuggestions();
    expect(listbox()).toBeNull();
  });

  it('Escape closes, and keys pass through when nothing shows', async () => {
    type('#gar');
    await waitForSuggestions();
    expect(options().map((o) => o.textContent)).toEqual(['#gardening', '#gardenparty']);
    press('Escape');
    expect(listbox()).toBeNull();
    expect(textarea().hasAttribute('aria-activedescendant')).toBe(false);
    press('Enter');
    press('ArrowDown');
    expect(passedThrough).toEqual(['Enter', 'ArrowDown']);
  });

  it('Tab picks; a click picks; hashtags take the history capitalisation', async () => {
    createTagHistory(localStorage, ACCOUNT_KEY).recordTags(['GardenParty']);
    type('#gar');
    await waitForSuggestions();
    expect(options().map((o) => o.textContent)).toEqual(['#GardenParty', '#gardening']);
    press('Tab');
    expect(textarea().value).toBe('#GardenParty ');
    type('#GardenParty and #gar');
    await waitForSuggestions();
    act(() => options()[1]!.click());
    expect(textarea().value).toBe('#GardenParty and #gardening ');
  });

  it('IME composition and modified keys are left to the textarea', async () => {
    type('@al');
    await waitForSuggestions();
    press('Enter', { isComposing: true });
    press('Enter', { ctrlKey: true });
    expect(passedThrough).toEqual(['Enter', 'Enter']);
    expect(listbox()).not.toBeNull();
  });
});
