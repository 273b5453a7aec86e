// @vitest-environment jsdom
/**
 * The composer's emoji button: it opens the emoji picker; the emoji picked goes into the post text at the caret
 * (a custom one as :shortcode: set apart by spaces, a Unicode one in the reader's skin tone) and the text area
 * has the focus again, its caret after the emoji.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompactEmoji } from 'emojibase';
import { SKIN_TONE_KEY } from '../../../src/services/compose/skin-tone';
import { button, keyDown, press, renderForm, textbox, typeInto } from './compose-form-harness';
import { until } from '../../support/wait-for-state';

const UNICODE: CompactEmoji[] = [
  { group: 0, hexcode: '1F600', label: 'grinning face', order: 1, tags: ['grin'], unicode: '😀' },
  {
    group: 1,
    hexcode: '1F44B',
    label: 'waving hand',
    order: 188,
    tags: ['wave'],
    unicode: '👋',
    skins: [
      { group: 1, hexcode: '1F44B-1F3FB', label: 'waving hand: light skin tone', order: 189, unicode: '👋🏻' },
      { group: 1, hexcode: '1F44B-1F3FF', label: 'waving hand: dark skin tone', order: 193, unicode: '👋🏿' },
    ],
  },
];

vi.mock('../../../src/services/emoji/unicode-emoji', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/services/emoji/unicode-emoji')>();
  return {
    ...original,
    loadUnicodeData: async () => UNICODE,
    loadUnicodeEmojis: async () => original.groupUnicodeEmojis(UNICODE),
  };
});

const CUSTOM = [
  {
    shortcode: 'blobcat',
    url: 'https://social.example/emoji/blobcat.gif',
    static_url: 'https://social.example/emoji/blobcat.png',
    visible_in_picker: true,
    category: null,
  },
];

let current: ReturnType<typeof renderForm> | null = null;
afterEach(() => {
  current?.unmount();
  current?.actor.stop();
  current = null;
  document.body.innerHTML = '';
  localStorage.clear();
});

function render() {
  current = renderForm({
    api: {
      instance: { get: async () => ({ fedibird_capabilities: [] }) },
      emoji: { custom: async () => CUSTOM, reactionDeck: async () => [] },
    },
  });
  return current;
}

const dialog = () => document.body.querySelector<HTMLElement>('[role="dialog"]');

/** Opens the picker from the emoji button, searches `query` and picks the first emoji found with Enter. */
async function pickBySearch(container: HTMLElement, query: string) {
  press(button(container, 'Insert emoji'));
  // the picker's code is downloaded on first use
  await until(() => dialog()?.querySelector('input[type="search"]') != null && dialog()!.textContent!.includes('😀'));
  const search = dialog()!.querySelector<HTMLInputElement>('input[type="search"]')!;
  expect(document.activeElement).toBe(search);
  typeInto(search, query);
  keyDown(search, 'Enter');
  await until(() => dialog() === null);
}

describe('inserting emoji from the picker', () => {
  it('puts a custom emoji at the caret as :shortcode:, apart from the words, and gives the focus back', async () => {
    const { container, draft } = render();
    const text = textbox(container, 'Post text') as HTMLTextAreaElement;
    typeInto(text, 'tea time');
    act(() => text.setSelectionRange(3, 3));

    await pickBySearch(container, 'blobcat');
    expect(draft().text).toBe('tea :blobcat: time');
    expect(document.activeElement).toBe(text);
    expect(text.selectionStart).toBe('tea :blobcat:'.length);
  });

  it('puts a Unicode emoji in the reader skin tone, replacing the selection, with nothing added around it', async () => {
    localStorage.setItem(SKIN_TONE_KEY, '6');
    const { container, draft } = render();
    const text = textbox(container, 'Post text') as HTMLTextAreaElement;
    typeInto(text, 'hi there');
    act(() => text.setSelectionRange(2, 8));

    await pickBySearch(container, 'wave');
    expect(draft().text).toBe('hi👋🏿');
    expect(document.activeElement).toBe(text);
    expect(text.selectionStart).toBe('hi👋🏿'.length);
  });

  it('closing the picker without a pick changes nothing', async () => {
    const { container, draft } = render();
    typeInto(textbox(container, 'Post text'), 'hello');
    const emoji = button(container, 'Insert emoji');
    press(emoji);
    await until(() => dialog() !== null);
    keyDown(dialog()!, 'Escape');
    await until(() => dialog() === null);
    expect(draft().text).toBe('hello');
  });
});
