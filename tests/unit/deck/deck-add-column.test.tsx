// @vitest-environment jsdom
/**
 * Adding a column through the dialog, by keyboard: whose column and what it shows, then its target (a list picked,
 * a hashtag typed); a column already there, or an incomplete choice, refused with the reason; no axe violations.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, settle, type ApiStubs } from '../timelines/support/fake-app-services';
import { ALICE, announced, closeDeck, control, labels, openDeck as open, press } from './deck-fixture';
import { until } from '../../support/wait-for-state';

vi.mock('../../../src/views/timelines/TimelineScreen', async () => ({
  default: (await import('./deck-fixture')).TimelineProbe,
}));
vi.mock('../../../src/views/compose/ComposeColumn', () => ({ default: () => <section data-screen="compose" /> }));
vi.mock('../../../src/views/notifications/NotificationsScreen', () => ({
  default: () => <section data-screen="notifications" />,
}));

afterEach(() => {
  closeDeck();
  document.body.innerHTML = '';
});

describe('adding a column', () => {
  const api: ApiStubs = {
    lists: {
      list: async () => [
        { id: '1', title: 'Friends' },
        { id: '2', title: 'Work' },
      ],
      get: async () => ({ id: '1', title: 'Friends' }),
    },
    instance: { get: async () => ({}) },
  };

  async function openDialog(container: HTMLElement): Promise<HTMLElement> {
    press(control(container, 'Add column'));
    return until(() => document.querySelector<HTMLElement>('[role="dialog"]'), 'the add-column dialog');
  }

  const radio = (dialog: HTMLElement, name: string) => {
    const input = [...dialog.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
      (r) => r.closest('label')?.textContent?.trim() === name,
    );
    if (!input) throw new Error(`no choice "${name}" in ${dialog.textContent}`);
    return input;
  };

  it('by keyboard: the type, then the list, and the column comes last, announced and kept', async () => {
    const { container, decks } = open({ api });
    const dialog = await openDialog(container);
    expect(dialog.querySelector('h2, [slot="title"]')?.textContent).toBe('Add column');
    // whose column: both signed-in accounts are offered, the deck's own chosen
    expect(radio(dialog, '@alice@social.example').checked).toBe(true);
    expect(radio(dialog, '@bob@other.example').checked).toBe(false);
    press(radio(dialog, 'A list'));
    press(control(dialog, 'Next'));
    const friends = await until(
      () => [...dialog.querySelectorAll('label')].find((l) => l.textContent === 'Friends'),
      'the lists',
    );
    // the second step takes the focus
    expect(dialog.contains(document.activeElement)).toBe(true);
    // nothing picked yet: the dialog says so and stays
    press(control(dialog, 'Add column'));
    expect(dialog.querySelector('[role="alert"]')?.textContent).toBe('Choose one first.');
    press(friends.querySelector('input')!);
    press(control(dialog, 'Add column'));
    await until(() => (document.querySelector('[role="dialog"]') === null ? true : null), 'the dialog to close');
    expect(labels(container)).toEqual(['New post', 'Home', 'Notifications', 'List: Friends']);
    expect(announced(container)).toBe('List: Friends column added, position 4 of 4.');
    await until(() => container.querySelector('[data-timeline="list:1"]'), 'the list timeline');
    expect(decks.read(ALICE.key)).toMatchObject({
      saved: true,
      columns: expect.arrayContaining([{ type: 'LIST', params: { id: '1' }, account: ALICE.key, width: 350 }]),
    });
  });

  it('a column already there is refused with the reason; another account’s is not; a hashtag is typed', async () => {
    const { container } = open({ api });
    let dialog = await openDialog(container);
    press(radio(dialog, 'Home timeline'));
    press(control(dialog, 'Add column'));
    expect(dialog.querySelector('[role="alert"]')?.textContent).toBe('This column is already in the deck.');
    press(radio(dialog, '@bob@other.example'));
    press(control(dialog, 'Add column'));
    await until(() => (document.querySelector('[role="dialog"]') === null ? true : null), 'the dialog to close');
    expect(labels(container).at(-1)).toBe('Home (@bob@other.example)');
    dialog = await openDialog(container);
    press(radio(dialog, 'A hashtag'));
    press(control(dialog, 'Next'));
    const field = dialog.querySelector<HTMLInputElement>('input[type="text"]')!;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, 'two words');
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    press(control(dialog, 'Add column'));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, '#cats');
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    press(control(dialog, 'Add column'));
    await until(() => (document.querySelector('[role="dialog"]') === null ? true : null), 'the dialog to close');
    // the dialog opens on the deck's own account again
    expect(labels(container).at(-1)).toBe('#cats');
    await expectNoAxeViolations(container);
  });

  it('has no axe violations with the dialog open', async () => {
    const { container } = open({ api });
    const dialog = await openDialog(container);
    await settle();
    await expectNoAxeViolations(dialog);
    press(radio(dialog, 'Federated timeline'));
    press(control(dialog, 'Next'));
    await settle();
    await expectNoAxeViolations(dialog);
  });
});
