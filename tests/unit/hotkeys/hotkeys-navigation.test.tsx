// @vitest-environment jsdom
/**
 * The shortcuts that move around the app: ? help, n new post, s and / search, 1-9 deck columns, Backspace,
 * j and k with nothing focused, and g followed by a destination (with the prefix's expiry and Escape), signed in
 * and signed out.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { G_PREFIX_TIMEOUT_MS } from '../../../src/machines/hotkeys-rules';
import { SEARCH_PATH } from '../../../src/services/hotkeys/hotkey-effects';
import { focus, keysWorld, press, type KeysWorld } from './hotkeys-support';

let world: KeysWorld;
afterEach(() => {
  world.stop();
  vi.useRealTimers();
});

describe('keys that act alone', () => {
  it('? opens the help dialog', () => {
    world = keysWorld({ me: '99' });
    const event = press('?', { shiftKey: true });
    expect(world.openHelp).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(true);
  });

  it('n opens the composer for a new post', () => {
    world = keysWorld({ me: '99' });
    const event = press('n');
    expect(world.h.navigate).toHaveBeenCalledWith('/publish', { state: { compose: { type: 'new' } } });
    expect(event.defaultPrevented).toBe(true);
  });

  it('n does nothing signed out and keeps its browser default', () => {
    world = keysWorld({ me: null });
    const event = press('n');
    expect(world.h.navigate).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it('s and / focus the search field of the page, and / is not typed into it', () => {
    world = keysWorld({ me: '99' });
    const landmark = document.createElement('search');
    const field = document.createElement('input');
    field.type = 'search';
    field.setAttribute('aria-label', 'Search');
    landmark.append(field);
    document.body.append(landmark);
    const slash = press('/');
    expect(document.activeElement).toBe(field);
    expect(slash.defaultPrevented).toBe(true);
    field.blur();
    press('s', {}, document.body);
    expect(document.activeElement).toBe(field);
    expect(world.h.navigate).not.toHaveBeenCalled();
  });

  it('s and / go to the search screen on a page without a search field', () => {
    world = keysWorld({ me: null });
    press('s');
    press('/');
    expect(world.h.navigate.mock.calls).toEqual([[SEARCH_PATH], [SEARCH_PATH]]);
  });

  it('backspace goes back', () => {
    world = keysWorld({ me: '99' });
    const event = press('Backspace');
    expect(world.back).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(true);
  });

  it('a letter counts in either case', () => {
    world = keysWorld({ me: '99' });
    press('N', { shiftKey: true });
    expect(world.h.navigate).toHaveBeenCalledWith('/publish', { state: { compose: { type: 'new' } } });
  });

  it('a key that means nothing keeps its browser default', () => {
    world = keysWorld({ me: '99' });
    expect(press('z').defaultPrevented).toBe(false);
    expect(press(' ').defaultPrevented).toBe(false);
    expect(world.h.navigate).not.toHaveBeenCalled();
  });
});

describe('1 to 9: deck columns', () => {
  function deck(columns: number): HTMLElement[] {
    const row = document.createElement('div');
    row.className = 'deck__columns';
    const shown = Array.from({ length: columns }, (_, index) => {
      const column = document.createElement('aside');
      column.className = 'deck-column';
      column.setAttribute('aria-label', `Column ${index + 1}`);
      if (index !== 1) {
        const item = document.createElement('div');
        item.setAttribute('data-feed-item', `${index}`);
        const post = document.createElement('article');
        post.tabIndex = 0;
        item.append(post);
        column.append(item);
      }
      row.append(column);
      return column;
    });
    document.body.append(row);
    return shown;
  }

  it("1-9 focus the Nth deck column's first post, or the column itself when it shows none", () => {
    world = keysWorld({ me: '99', layout: 'multi-column' });
    const columns = deck(3);
    press('3');
    expect(document.activeElement).toBe(columns[2]!.querySelector('article'));
    press('1');
    expect(document.activeElement).toBe(columns[0]!.querySelector('article'));
    const event = press('2');
    expect(document.activeElement).toBe(columns[1]);
    expect(columns[1]!.tabIndex).toBe(-1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('a column number beyond the deck does nothing', () => {
    world = keysWorld({ me: '99', layout: 'multi-column' });
    deck(2);
    const before = document.activeElement;
    press('9');
    expect(document.activeElement).toBe(before);
  });

  it('digits do nothing outside the multi-column layout', () => {
    world = keysWorld({ me: '99', layout: 'single-column' });
    const columns = deck(3);
    const event = press('1');
    expect(document.activeElement).not.toBe(columns[0]!.querySelector('article'));
    expect(event.defaultPrevented).toBe(false);
  });
});

describe('j and k with nothing focused', () => {
  /** A feed row at these edges (jsdom has no layout: the edges are given), holding a post. */
  function row(parent: Element, id: string, top: number, bottom: number): HTMLElement {
    const item = document.createElement('div');
    item.setAttribute('data-feed-item', id);
    const post = document.createElement('article');
    post.setAttribute('data-status-id', id);
    post.tabIndex = 0;
    item.append(post);
    const rect = { top, bottom, left: 0, right: 300, width: 300, height: bottom - top, x: 0, y: top };
    item.getBoundingClientRect = () => ({ ...rect, toJSON: () => rect }) as DOMRect;
    item.getClientRects = () => [rect] as unknown as DOMRectList;
    parent.append(item);
    return post;
  }

  function region(tag: 'main' | 'aside'): HTMLElement {
    const element = document.createElement(tag);
    element.tabIndex = -1;
    document.body.append(element);
    return element;
  }

  it('j or k focus the first post whose top is in view, in the main content', () => {
    world = keysWorld({ me: '99' });
    const aside = region('aside');
    row(aside, 'elsewhere', 10, 100);
    const main = region('main');
    row(main, 'cut', -80, 40);
    const first = row(main, 'first', 40, 400);
    row(main, 'second', 400, 700);
    for (const key of ['j', 'k']) {
      act(() => (document.activeElement as HTMLElement | null)?.blur());
      const event = press(key, {}, document.body);
      expect(document.activeElement).toBe(first);
      expect(event.defaultPrevented).toBe(true);
    }
  });

  it('a region with the focus (a deck column) is where its first post in view is taken', () => {
    world = keysWorld({ me: '99', layout: 'multi-column' });
    const main = region('main');
    row(main, 'routed', 50, 300);
    const column = region('aside');
    const post = row(column, 'column', 120, 300);
    focus(column);
    press('j');
    expect(document.activeElement).toBe(post);
  });

  it('j on a link or button is not a shortcut', () => {
    world = keysWorld({ me: '99' });
    const main = region('main');
    row(main, 'first', 40, 400);
    const link = document.createElement('a');
    link.href = '/somewhere';
    document.body.append(link);
    focus(link);
    const event = press('j');
    expect(document.activeElement).toBe(link);
    expect(event.defaultPrevented).toBe(false);
  });
});

describe('g then a destination', () => {
  const destinations: Array<[string, string, string]> = [
    ['h', 'home', '/home'],
    ['n', 'notifications', '/notifications'],
    ['l', 'the local timeline', '/public/local'],
    ['t', 'the federated timeline', '/public'],
    ['d', 'direct messages', '/conversations'],
    ['f', 'favourites', '/favourites'],
    ['b', 'blocked accounts', '/blocks'],
    ['m', 'muted accounts', '/mutes'],
    ['r', 'follow requests', '/follow_requests'],
    ['u', "one's own profile", '/@alice'],
  ];

  it.each(destinations)('g then %s goes to %s', (key, _name, path) => {
    world = keysWorld({ me: '99' });
    const g = press('g');
    const second = press(key);
    expect(world.h.navigate.mock.calls).toEqual([[path]]);
    expect(g.defaultPrevented).toBe(true);
    expect(second.defaultPrevented).toBe(true);
  });

  it('g then h goes home, and the next h is a key of its own again', () => {
    world = keysWorld({ me: '99' });
    press('g');
    press('h');
    press('h');
    expect(world.h.navigate.mock.calls).toEqual([['/home']]);
  });

  it('the g prefix expires', () => {
    vi.useFakeTimers();
    world = keysWorld({ me: '99' });
    press('g');
    vi.advanceTimersByTime(G_PREFIX_TIMEOUT_MS - 1);
    press('h');
    expect(world.h.navigate.mock.calls).toEqual([['/home']]);
    press('g');
    vi.advanceTimersByTime(G_PREFIX_TIMEOUT_MS);
    press('n');
    // n alone: a new post, not the notifications
    expect(world.h.navigate.mock.calls.at(-1)).toEqual(['/publish', { state: { compose: { type: 'new' } } }]);
  });

  it('g again starts the wait over', () => {
    vi.useFakeTimers();
    world = keysWorld({ me: '99' });
    press('g');
    vi.advanceTimersByTime(G_PREFIX_TIMEOUT_MS - 100);
    press('g');
    vi.advanceTimersByTime(G_PREFIX_TIMEOUT_MS - 100);
    press('l');
    expect(world.h.navigate.mock.calls).toEqual([['/public/local']]);
  });

  it('Escape leaves the g prefix', () => {
    world = keysWorld({ me: '99' });
    press('g');
    const escape = press('Escape');
    press('n');
    expect(escape.defaultPrevented).toBe(true);
    expect(world.h.navigate.mock.calls).toEqual([['/publish', { state: { compose: { type: 'new' } } }]]);
  });

  it('a key that is no destination ends the prefix without acting', () => {
    world = keysWorld({ me: '99' });
    press('g');
    const other = press('z');
    press('?', { shiftKey: true });
    expect(other.defaultPrevented).toBe(false);
    expect(world.h.navigate).not.toHaveBeenCalled();
    expect(world.openHelp).toHaveBeenCalledOnce();
  });

  it('signed out, g then l and g then t go to the public timelines; the account pages stay shut', () => {
    world = keysWorld({ me: null });
    for (const key of ['h', 'n', 'd', 'f', 'b', 'm', 'r', 'u', 'l', 't']) {
      press('g');
      press(key);
    }
    expect(world.h.navigate.mock.calls).toEqual([['/public/local'], ['/public']]);
  });
});
