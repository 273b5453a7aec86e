// @vitest-environment jsdom
/**
 * The emoji picker dialog: deck, frequently used, custom (by category) and Unicode emoji in that order;
 * picking reacts, counts the emoji and closes; search; arrow-key navigation; Escape; signed out and
 * servers without reactions.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompactEmoji } from 'emojibase';
import { createFrequencyStore, frequencyKey } from '../../../src/services/emoji/emoji-frequency';
import { importStatus } from '../../../src/services/store';
import { EmojiPickerDialog } from '../../../src/views/emoji/EmojiPickerDialog';
import { rawStatus } from '../status/status-fixtures';
import { expectNoAxeViolations, mount, settle, type Mounted } from '../timelines/support/fake-app-services';
import { KMYBLUE_INSTANCE, MASTODON_INSTANCE, servicesWithRunner, type SpiedServices } from './reaction-support';

const UNICODE: CompactEmoji[] = [
  { group: 0, hexcode: '1F600', label: 'grinning face', order: 1, tags: ['face', 'grin'], unicode: '😀' },
  {
    group: 0,
    hexcode: '1F602',
    label: 'face with tears of joy',
    order: 3,
    tags: ['face', 'joy', 'laugh'],
    unicode: '😂',
  },
  {
    group: 1,
    hexcode: '1F44B',
    label: 'waving hand',
    order: 188,
    tags: ['wave', 'hello'],
    unicode: '👋',
    skins: [{ group: 1, hexcode: '1F44B-1F3FB', label: 'waving hand: light skin tone', order: 189, unicode: '👋🏻' }],
  },
  { group: 2, hexcode: '1F3FB', label: 'light skin tone', order: 5000, unicode: '🏻' },
  { group: 3, hexcode: '1F436', label: 'dog face', order: 550, tags: ['dog', 'pet'], unicode: '🐶' },
];

vi.mock('../../../src/services/emoji/unicode-emoji', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/services/emoji/unicode-emoji')>();
  return { ...original, loadUnicodeEmojis: async () => original.groupUnicodeEmojis(UNICODE) };
});

const emoji = (shortcode: string, category: string | null, extra: Record<string, unknown> = {}) => ({
  shortcode,
  url: `https://social.example/emoji/${shortcode}.gif`,
  static_url: `https://social.example/emoji/${shortcode}.png`,
  visible_in_picker: true,
  category,
  ...extra,
});
const CUSTOM = [
  emoji('blobcat', 'Blobs'),
  emoji('blobfox', 'Blobs'),
  emoji('tsubame', null),
  emoji('secret', null, { visible_in_picker: false }),
];
const DECK = [
  { name: '👍' },
  {
    name: 'tsubame',
    url: 'https://social.example/emoji/tsubame.gif',
    static_url: 'https://social.example/emoji/tsubame.png',
  },
  { name: '🎉' },
];

let mounted: Mounted | null = null;
let services: SpiedServices;
let onClose: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => localStorage.clear());
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

async function open(options: { me?: string | null; instance?: unknown; onPick?: (e: unknown) => void } = {}) {
  services = servicesWithRunner({
    me: options.me === undefined ? '99' : options.me,
    api: {
      instance: { get: async () => options.instance ?? KMYBLUE_INSTANCE },
      emoji: { custom: async () => CUSTOM, reactionDeck: async () => DECK },
    },
  });
  importStatus(services.store, rawStatus('1'));
  onClose = vi.fn<() => void>();
  mounted = mount(services, <EmojiPickerDialog statusId="1" onClose={onClose} onPick={options.onPick} />);
  await settle(5);
}

const dialog = () => document.body.querySelector<HTMLElement>('[role="dialog"]')!;
const headings = () => [...dialog().querySelectorAll('h3')].map((h) => h.textContent);
// one grid (react-aria-components GridList): a row group per section, named by its heading; a row per emoji
const grid = () => dialog().querySelector<HTMLElement>('[role="grid"]')!;
const emojiButtons = (section?: string) => {
  const root =
    section === undefined
      ? dialog()
      : [...dialog().querySelectorAll('[role="rowgroup"]')].find(
          (s) => s.querySelector('h3')?.textContent === section,
        )!;
  return [...root.querySelectorAll<HTMLElement>('[role="row"][data-emoji-at]')];
};
const names = (section?: string) => emojiButtons(section).map((b) => b.getAttribute('aria-label'));
const key = (element: Element, k: string, init: KeyboardEventInit = {}) =>
  act(() => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init }));
  });
const search = () => dialog().querySelector<HTMLInputElement>('input[type="search"]')!;
function type(text: string) {
  const input = search();
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('emoji picker dialog', () => {
  it('is a named modal dialog listing the deck, then frequent, custom by category and Unicode emoji', async () => {
    createFrequencyStore(localStorage, frequencyKey('https://social.example', '99')).record('🐶');
    await open();
    expect(dialog().getAttribute('aria-labelledby')).toBeTruthy();
    expect(document.getElementById(dialog().getAttribute('aria-labelledby')!)?.textContent).toBe('Pick an emoji');
    expect(headings()).toEqual([
      'Reaction deck',
      'Frequently used',
      'Custom emoji',
      'Custom: Blobs',
      'Smileys & emotion',
      'People & body',
      'Animals & nature',
    ]);
    expect(names('Reaction deck')).toEqual(['👍', ':tsubame:', '🎉']);
    expect(names('Frequently used')).toEqual(['dog face']);
    expect(names('Custom emoji')).toEqual([':tsubame:']);
    expect(names('Custom: Blobs')).toEqual([':blobcat:', ':blobfox:']);
    expect(names('People & body')).toEqual(['waving hand']);
    expect(emojiButtons('People & body')[0]!.textContent).toBe('👋');
    const image = emojiButtons('Custom: Blobs')[0]!.querySelector('img')!;
    expect(image.getAttribute('alt')).toBe(':blobcat:');
    expect(image.getAttribute('src')).toBe('https://social.example/emoji/blobcat.png');
    expect(dialog().textContent).not.toContain('secret');
    expect(dialog().querySelectorAll('[role="grid"]').length).toBe(1);
    const groups = [...grid().querySelectorAll('[role="rowgroup"]')];
    expect(groups.map((g) => document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent)).toEqual(
      headings(),
    );
    await expectNoAxeViolations(dialog());
  });

  it("picking reacts to the post with the emoji's id, counts it as used and closes", async () => {
    await open();
    act(() => emojiButtons('Custom: Blobs')[1]!.click());
    expect(services.run).toHaveBeenCalledWith({ type: 'react', statusId: '1', emoji: 'blobfox' });
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => emojiButtons('Smileys & emotion')[1]!.click());
    expect(services.run).toHaveBeenLastCalledWith({ type: 'react', statusId: '1', emoji: '😂' });
    const store = createFrequencyStore(localStorage, frequencyKey('https://social.example', '99'));
    expect(store.top()).toEqual(['😂', 'blobfox']);
  });

  it('orders frequently used emoji by their counts', async () => {
    const store = createFrequencyStore(localStorage, frequencyKey('https://social.example', '99'));
    for (const id of ['🐶', 'blobcat', 'blobcat', '😀', '😀', '😀']) store.record(id);
    await open();
    expect(names('Frequently used')).toEqual(['grinning face', ':blobcat:', 'dog face']);
  });

  it('moves focus with the arrow keys across rows and sections, with one tab stop', async () => {
    await open();
    const all = emojiButtons();
    expect([grid(), ...all].filter((b) => b.tabIndex === 0)).toHaveLength(1);
    act(() => all[0]!.focus());
    key(all[0]!, 'ArrowRight');
    expect(document.activeElement?.getAttribute('aria-label')).toBe(':tsubame:');
    expect(emojiButtons().filter((b) => b.tabIndex === 0)[0]).toBe(document.activeElement);
    key(document.activeElement!, 'ArrowDown'); // deck has one row: into the next section (frequent is empty)
    expect(document.activeElement?.getAttribute('aria-label')).toBe(':tsubame:');
    expect(document.activeElement?.closest('[role="rowgroup"]')?.querySelector('h3')?.textContent).toBe('Custom emoji');
    key(document.activeElement!, 'ArrowDown');
    expect(document.activeElement?.getAttribute('aria-label')).toBe(':blobcat:');
    key(document.activeElement!, 'ArrowRight');
    key(document.activeElement!, 'ArrowRight');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('grinning face');
    key(document.activeElement!, 'ArrowLeft');
    expect(document.activeElement?.getAttribute('aria-label')).toBe(':blobfox:');
    key(document.activeElement!, 'ArrowUp');
    expect(document.activeElement?.getAttribute('aria-label')).toBe(':tsubame:');
    key(document.activeElement!, 'End', { ctrlKey: true });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('dog face');
    key(document.activeElement!, 'Home', { ctrlKey: true });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('👍');
    // Enter picks the focused emoji (a press: key down, then up), and so does a click
    key(document.activeElement!, 'Enter');
    act(() => {
      document.activeElement!.dispatchEvent(
        new KeyboardEvent('keyup', { key: 'Enter', bubbles: true, cancelable: true }),
      );
    });
    expect(services.run).toHaveBeenCalledWith({ type: 'react', statusId: '1', emoji: '👍' });
    services.run.mockClear();
    act(() => (document.activeElement as HTMLElement).click());
    expect(services.run).toHaveBeenCalledWith({ type: 'react', statusId: '1', emoji: '👍' });
  });

  it('searches names, shortcodes and tags; ArrowDown enters the results and Enter picks the first', async () => {
    await open();
    type('blob');
    expect(headings()).toEqual(['Search results']);
    expect(names()).toEqual([':blobcat:', ':blobfox:']);
    expect(dialog().querySelector('[role="status"]')?.textContent).toBe('2 emoji found');
    type('face');
    expect(names()).toEqual(['grinning face', 'face with tears of joy', 'dog face']);
    key(search(), 'ArrowDown');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('grinning face');
    type('joy');
    key(search(), 'Enter');
    expect(services.run).toHaveBeenCalledWith({ type: 'react', statusId: '1', emoji: '😂' });
    expect(onClose).toHaveBeenCalled();
  });

  it('says so when nothing matches', async () => {
    await open();
    type('zzzz');
    expect(names()).toEqual([]);
    expect(dialog().textContent).toContain('No emoji match “zzzz”');
  });

  it('closes on Escape and on its close button', async () => {
    await open();
    key(search(), 'Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => dialog().querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.click());
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('with onPick, hands the emoji over instead of reacting', async () => {
    const onPick = vi.fn();
    await open({ onPick });
    act(() => emojiButtons('Reaction deck')[2]!.click());
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: '🎉', kind: 'native' }));
    expect(services.run).not.toHaveBeenCalled();
  });

  it('signed out, shows no deck and a pick prompts sign-in', async () => {
    await open({ me: null });
    expect(headings()).not.toContain('Reaction deck');
    act(() => emojiButtons('Custom emoji')[0]!.click());
    expect(services.promptSignIn).toHaveBeenCalledWith({
      type: 'react',
      statusId: '1',
      statusUri: 'https://remote.example/users/user1/statuses/1',
    });
    expect(services.run).not.toHaveBeenCalled();
  });

  it('on a server without emoji reactions says so', async () => {
    await open({ instance: MASTODON_INSTANCE });
    expect(dialog().textContent).toContain('This server does not support emoji reactions.');
    expect(emojiButtons()).toEqual([]);
  });
});
