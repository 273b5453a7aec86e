// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Status } from '../../../src/views/status/Status';
import type { StatusAction } from '../../../src/views/status/status-actions';
import { rawAccount, rawStatus } from './status-fixtures';
import { click, createHarness, must, type Harness } from './status-harness';

let h: Harness;
afterEach(() => h.unmount());

const reactions = [
  { name: '👍', count: 3, account_ids: ['50', '51', '52'] },
  {
    name: 'blob',
    count: 2,
    account_ids: ['60', '61'],
    url: 'https://far.example/blob.gif',
    static_url: 'https://far.example/blob.png',
    domain: 'far.example',
  },
  {
    name: 'local',
    count: 1,
    account_ids: ['62'],
    url: 'https://home.example/local.png',
    static_url: 'https://home.example/local.png',
  },
  { name: '🎉', count: 1, account_ids: ['70'], me: true },
  { name: '😶', count: 0, account_ids: [] },
];

function reactionButtons(): HTMLButtonElement[] {
  // the reactions themselves, not the "add a reaction" button beside them
  return [...h.container.querySelectorAll<HTMLButtonElement>('.status__reaction:not(.status__reaction-add)')];
}

describe('emoji reactions', () => {
  it("shows each reaction with its count; the reader's own are pressed and highlighted", () => {
    h = createHarness({ me: '51' });
    h.importRaw(rawStatus('1', { emoji_reactions: reactions }));
    h.render(<Status statusId="1" />);
    const group = must(h.container.querySelector('.status__reactions'));
    expect(group.getAttribute('role')).toBe('group');
    expect(group.getAttribute('aria-label')).toBe('Emoji reactions');
    const buttons = reactionButtons();
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['👍, 3', ':blob:, 2', ':local:, 1', '🎉, 1']);
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false', 'true']);
    expect(buttons.map((b) => b.classList.contains('status__reaction--mine'))).toEqual([true, false, false, true]);
    expect(buttons.map((b) => b.querySelector('.status__reaction-count')?.textContent)).toEqual(['3', '2', '1', '1']);
    const blob = must(buttons[1]?.querySelector('img'));
    expect(blob.getAttribute('src')).toBe('https://far.example/blob.png');
    expect(blob.getAttribute('alt')).toBe(':blob:');
  });

  it('asks a signed-out reader to sign in', () => {
    h = createHarness({ me: null });
    h.importRaw(rawStatus('1', { emoji_reactions: reactions }));
    h.render(<Status statusId="1" />);
    click(reactionButtons()[0]);
    expect(h.promptSignIn).toHaveBeenCalledWith({
      type: 'react',
      statusId: '1',
      statusUri: 'https://remote.example/users/user1/statuses/1',
    });
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it("hands a signed-in reader's press to onAction, naming remote custom emoji with their domain", () => {
    h = createHarness({ me: '70' });
    const onAction = vi.fn<(action: StatusAction) => void>();
    h.importRaw(rawStatus('1', { emoji_reactions: reactions }));
    h.render(<Status statusId="1" onAction={onAction} />);
    for (const button of reactionButtons()) click(button);
    expect(onAction.mock.calls.map(([action]) => action)).toEqual([
      { type: 'react', statusId: '1', emoji: '👍', remove: false },
      { type: 'react', statusId: '1', emoji: 'blob@far.example', remove: false },
      { type: 'react', statusId: '1', emoji: 'local', remove: false },
      { type: 'react', statusId: '1', emoji: '🎉', remove: true },
    ]);
    expect(h.promptSignIn).not.toHaveBeenCalled();
  });
});

describe('action bar', () => {
  const counts = {
    replies_count: 4,
    reblogs_count: 1200,
    favourites_count: 7,
    favourited: true,
    bookmarked: false,
    reblogged: false,
  };

  function buttons(): Record<string, HTMLButtonElement> {
    const out: Record<string, HTMLButtonElement> = {};
    for (const button of h.container.querySelectorAll<HTMLButtonElement>('.status__actions button')) {
      out[button.querySelector('.visually-hidden')?.textContent ?? '?'] = button;
    }
    return out;
  }

  it('has named buttons with counts; boost, favourite and bookmark are toggles', () => {
    h = createHarness({ me: '1' });
    h.importRaw(rawStatus('1', counts));
    h.render(<Status statusId="1" />);
    const group = must(h.container.querySelector('.status__actions'));
    expect(group.getAttribute('aria-label')).toBe('Actions');
    const b = buttons();
    expect(Object.keys(b)).toEqual(['Reply', 'Boost', 'Favourite', 'Bookmark', 'More']);
    expect(b.Reply?.textContent).toBe('Reply4');
    expect(b.Boost?.textContent).toBe('Boost1.2K');
    expect(b.Favourite?.getAttribute('aria-pressed')).toBe('true');
    expect(b.Boost?.getAttribute('aria-pressed')).toBe('false');
    expect(b.Bookmark?.getAttribute('aria-pressed')).toBe('false');
    expect(b.Reply?.hasAttribute('aria-pressed')).toBe(false);
  });

  it.each([
    ['Reply', 'reply'],
    ['Boost', 'reblog'],
    ['Favourite', 'favourite'],
    ['Bookmark', 'bookmark'],
  ])('signed out, %s opens the interaction prompt', (label, type) => {
    h = createHarness({ me: null });
    const onAction = vi.fn();
    h.importRaw(rawStatus('1', counts));
    h.render(<Status statusId="1" onAction={onAction} />);
    click(buttons()[label]);
    expect(h.promptSignIn).toHaveBeenCalledWith({
      type,
      statusId: '1',
      statusUri: 'https://remote.example/users/user1/statuses/1',
    });
    expect(onAction).not.toHaveBeenCalled();
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('signed in, every button goes to onAction (with the boosted post for a boost)', () => {
    h = createHarness({ me: '99' });
    const onAction = vi.fn<(action: StatusAction) => void>();
    h.importRaw(rawStatus('2', { account: rawAccount('7'), reblog: rawStatus('1', counts) }));
    h.render(<Status statusId="2" onAction={onAction} />);
    for (const button of Object.values(buttons())) click(button);
    expect(onAction.mock.calls.map(([action]) => action)).toEqual(
      ['reply', 'reblog', 'favourite', 'bookmark', 'more'].map((type) => ({ type, statusId: '1' })),
    );
    expect(h.promptSignIn).not.toHaveBeenCalled();
  });

  it.each([
    ['direct', '99', true],
    ['limited', '99', true],
    ['private', '99', true],
    ['private', '1', false],
    ['login', '99', false],
  ])('boosting a %s post (reader %s) is unavailable: %s', (visibility, me, unavailable) => {
    h = createHarness({ me });
    const onAction = vi.fn();
    h.importRaw(rawStatus('1', { visibility: 'private', visibility_ex: visibility }));
    h.render(<Status statusId="1" onAction={onAction} />);
    const boost = must(buttons().Boost);
    expect(boost.getAttribute('aria-disabled')).toBe(unavailable ? 'true' : null);
    click(boost);
    expect(onAction).toHaveBeenCalledTimes(unavailable ? 0 : 1);
    if (unavailable) expect(boost.getAttribute('title')).toBe('This post cannot be boosted');
  });
});
