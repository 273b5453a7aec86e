// @vitest-environment jsdom
/**
 * The reaction deck section of the settings screen against the sandbox (a kmyblue server) through the real API,
 * contract-checked: the deck in the server's order; moving (buttons, Alt+arrows) and removing show at once, are
 * announced, keep the focus with the reader, and are saved whole with POST v1/reaction_deck; Add puts the emoji
 * chosen in the picker at the end; a save the server refuses goes back and its alert carries the server's words.
 * A server without a deck shows no section. No accessibility violations.
 */
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompactEmoji } from 'emojibase';
import { setUpI18n } from '../../../src/i18n';
import { formatMessage } from '../../../src/domain/errors/message-descriptor';
import { ReactionDeckSection } from '../../../src/views/settings/ReactionDeckSection';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import { MASTODON_INSTANCE } from '../reactions/reaction-support';
import {
  expectNoAxeViolations,
  fakeServices,
  mount,
  settle,
  type FakeServices,
  type Mounted,
} from '../timelines/support/fake-app-services';
import { typeValue } from '../timelines/support/drive-screen';
import { until } from '../../support/wait-for-state';

const UNICODE: CompactEmoji[] = [
  { group: 0, hexcode: '1F600', label: 'grinning face', order: 1, tags: ['face', 'grin'], unicode: '😀' },
];
vi.mock('../../../src/services/emoji/unicode-emoji', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/services/emoji/unicode-emoji')>();
  return { ...original, loadUnicodeEmojis: async () => original.groupUnicodeEmojis(UNICODE) };
});

const contract = useContractSandbox();
let carol: SignedIn;
let mounted: Mounted | null = null;

beforeAll(async () => {
  carol = await signIn(contract, { username: 'carol' });
});
beforeEach(() => {
  localStorage.clear();
  setUpI18n(['en']);
  user().reaction_deck = ['👍', '🙏', 'blobcat'];
});
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  document.body.innerHTML = '';
});

const user = () => contract.sandbox.db.users.get(carol.accountId)!;

async function open(): Promise<{ services: FakeServices; container: HTMLElement }> {
  const services = fakeServices({ me: carol.accountId, realApi: carol.api, server: contract.origin });
  mounted = mount(services, <ReactionDeckSection />, { path: '/settings' });
  await until(() => mounted!.container.querySelector('.reaction-deck__row'));
  return { services, container: mounted.container };
}

const rows = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('.reaction-deck__row')].map((row) => row.dataset.deckId);
const row = (container: HTMLElement, id: string) =>
  [...container.querySelectorAll<HTMLElement>('.reaction-deck__row')].find((item) => item.dataset.deckId === id)!;
const button = (container: HTMLElement, id: string, action: 'up' | 'down' | 'remove') =>
  row(container, id).querySelector<HTMLButtonElement>(`[data-action="${action}"]`)!;
const said = (container: HTMLElement) => container.querySelector('section > [role="status"]')?.textContent;
const click = (element: HTMLElement) => act(() => element.click());
const key = (element: HTMLElement, k: string, init: KeyboardEventInit = {}) =>
  act(() => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init }));
  });

describe('reaction deck section', () => {
  it("lists the reader's deck in the server's order, named and labelled, with its size", async () => {
    const { container } = await open();
    expect(container.querySelector('h2')?.textContent).toBe('Reaction deck');
    expect(container.querySelector('ol')?.getAttribute('aria-label')).toBe('Your reaction deck');
    expect(rows(container)).toEqual(['👍', '🙏', 'blobcat']);
    expect(row(container, 'blobcat').querySelector('img')?.getAttribute('alt')).toBe(':blobcat:');
    expect(button(container, 'blobcat', 'remove').getAttribute('aria-label')).toBe('Remove :blobcat:');
    expect(button(container, '👍', 'up').getAttribute('aria-disabled')).toBe('true');
    expect(button(container, 'blobcat', 'down').getAttribute('aria-disabled')).toBe('true');
    expect(container.textContent).toContain('3 of at most 256 emoji');
    await expectNoAxeViolations(container);
  });

  it('a move shows at once, keeps the focus on the moved emoji, is announced and saved whole', async () => {
    const { container, services } = await open();
    const down = button(container, '👍', 'down');
    act(() => down.focus());
    click(down);
    expect(rows(container)).toEqual(['🙏', '👍', 'blobcat']);
    expect(said(container)).toBe('👍 is now 2 of 3.');
    await until(() => user().reaction_deck.join() === '🙏,👍,blobcat');
    await settle();
    expect(document.activeElement).toBe(button(container, '👍', 'down'));
    // the keyboard: Alt+↑ on any of an emoji's buttons moves it up
    key(button(container, 'blobcat', 'remove'), 'ArrowUp', { altKey: true });
    expect(rows(container)).toEqual(['🙏', 'blobcat', '👍']);
    expect(said(container)).toBe(':blobcat: is now 2 of 3.');
    await until(() => user().reaction_deck.join() === '🙏,blobcat,👍');
    // past the top nothing moves and nothing is sent
    const posts = () => contract.observed.get('emoji.saveReactionDeck')?.length ?? 0;
    const before = posts();
    click(button(container, '🙏', 'up'));
    await settle();
    expect(rows(container)).toEqual(['🙏', 'blobcat', '👍']);
    expect(posts()).toBe(before);
    expect(services.alerts.getSnapshot()).toEqual([]);
  });

  it('a removal moves the focus to the next emoji (else the previous one, else Add) and is saved', async () => {
    const { container } = await open();
    const remove = button(container, '🙏', 'remove');
    act(() => remove.focus());
    click(remove);
    expect(rows(container)).toEqual(['👍', 'blobcat']);
    expect(said(container)).toBe('🙏 removed from your deck.');
    await settle();
    expect(document.activeElement).toBe(button(container, 'blobcat', 'remove'));
    click(button(container, 'blobcat', 'remove'));
    await settle();
    expect(document.activeElement).toBe(button(container, '👍', 'remove'));
    click(button(container, '👍', 'remove'));
    await settle();
    expect(container.textContent).toContain('Your deck is empty');
    expect(document.activeElement).toBe(container.querySelector('[data-setting="reaction-deck-add"]'));
    await until(() => user().reaction_deck.length === 0);
  });

  it('Add opens the emoji picker and puts the emoji chosen at the end; one already there is not added twice', async () => {
    const { container } = await open();
    const add = container.querySelector<HTMLButtonElement>('[data-setting="reaction-deck-add"]')!;
    click(add);
    const search = await until(() => document.body.querySelector<HTMLInputElement>('[role="dialog"] input'));
    await until(() => document.body.querySelector('[role="dialog"] [aria-label=":kmyblue:"]'));
    typeValue(search, 'kmyblue');
    key(search, 'Enter');
    await until(() => document.body.querySelector('[role="dialog"]') === null);
    expect(rows(container)).toEqual(['👍', '🙏', 'blobcat', 'kmyblue']);
    expect(said(container)).toBe(':kmyblue: added at the end of your deck.');
    await until(() => user().reaction_deck.join() === '👍,🙏,blobcat,kmyblue');

    click(add);
    const again = await until(() => document.body.querySelector<HTMLInputElement>('[role="dialog"] input'));
    await until(() => document.body.querySelector('[role="dialog"] [aria-label=":kmyblue:"]'));
    typeValue(again, 'kmyblue');
    key(again, 'Enter');
    await until(() => document.body.querySelector('[role="dialog"]') === null);
    expect(rows(container)).toEqual(['👍', '🙏', 'blobcat', 'kmyblue']);
    expect(said(container)).toBe(':kmyblue: is already in your deck.');
  });

  it("a save the server refuses goes back, and the alert carries the server's words", async () => {
    const { container, services } = await open();
    // the server no longer has one of the deck's custom emoji: saving the deck with it is refused (422)
    const key = [...contract.sandbox.db.customEmojis].find(([, e]) => e.shortcode === 'blobcat' && !e.domain)![0];
    const blobcat = contract.sandbox.db.customEmojis.get(key)!;
    contract.sandbox.db.customEmojis.delete(key);
    try {
      click(button(container, '👍', 'down'));
      expect(rows(container)).toEqual(['🙏', '👍', 'blobcat']);
      await until(() => services.alerts.getSnapshot().length > 0);
      await until(() => rows(container).join() === '👍,🙏,blobcat');
      const [alert] = services.alerts.getSnapshot();
      expect(formatMessage(alert!.message)).toBe('Unknown emoji: :blobcat:');
      expect(formatMessage(alert!.title)).toBe('422');
      expect(said(container)).toBe('');
      expect(user().reaction_deck).toEqual(['👍', '🙏', 'blobcat']);
    } finally {
      contract.sandbox.db.customEmojis.set(key, blobcat);
    }
  });

  it('a full deck (the server says how many it holds) offers no Add but says why', async () => {
    user().reaction_deck = Array.from({ length: 400 }, (_, i) => String.fromCodePoint(0x1f400 + i))
      .filter((character) => /\p{Extended_Pictographic}/u.test(character))
      .slice(0, 256);
    const { container } = await open();
    const add = container.querySelector<HTMLButtonElement>('[data-setting="reaction-deck-add"]')!;
    expect(add.getAttribute('aria-disabled')).toBe('true');
    expect(container.textContent).toContain('Your deck is full (256 emoji): remove one to add another.');
    click(add);
    await settle();
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();
  });
});

describe('a server without a reaction deck', () => {
  it('shows no section and asks for no deck', async () => {
    const reactionDeck = vi.fn(async () => []);
    const services = fakeServices({
      me: '1',
      api: { instance: { get: async () => MASTODON_INSTANCE }, emoji: { reactionDeck } },
    });
    mounted = mount(services, <ReactionDeckSection />);
    await settle(5);
    expect(mounted.container.innerHTML).toBe('');
    expect(reactionDeck).not.toHaveBeenCalled();
  });
});
