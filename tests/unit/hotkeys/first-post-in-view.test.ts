/**
 * j and k with nothing focused: the key rule (only where no control and no post has the focus) and the choice of
 * the first post in view (its top edge inside the visible part, else the row reaching over the top).
 */
import { describe, expect, it } from 'vitest';
import { singleKeyCommand, type KeyPlace } from '../../../src/machines/hotkeys-rules';
import { firstRowInView } from '../../../src/services/hotkeys/first-post-in-view';

const nowhere: KeyPlace = { signedIn: true, multiColumn: false, post: 'none', unfocused: true };

describe('j and k as shortcuts', () => {
  it.each(['j', 'k', 'J'])('%s with nothing focused asks for the first post in view', (key) => {
    expect(singleKeyCommand({ key, shift: key === 'J', place: nowhere })).toEqual({ type: 'firstPostInView' });
    expect(singleKeyCommand({ key, shift: false, place: { ...nowhere, signedIn: false } })).toEqual({
      type: 'firstPostInView',
    });
  });

  it('a control with the focus keeps j and k (a link, a button: nothing happens)', () => {
    expect(singleKeyCommand({ key: 'j', shift: false, place: { ...nowhere, unfocused: false } })).toBeNull();
  });

  it('inside a post, j and k are the feed’s own keys, not a shortcut', () => {
    for (const post of ['itself', 'within'] as const)
      expect(singleKeyCommand({ key: 'k', shift: false, place: { ...nowhere, post } })).toBeNull();
  });
});

describe('the first row in view', () => {
  const view = { top: 48, bottom: 700 };

  it('is the first row whose top edge is in view, not a row cut by the top', () => {
    const rows = [
      { top: -100, bottom: 60 },
      { top: 60, bottom: 300 },
      { top: 300, bottom: 500 },
    ];
    expect(firstRowInView(rows, view)).toBe(1);
  });

  it('a row whose top is a fraction of a pixel above the view starts in view', () => {
    expect(
      firstRowInView(
        [
          { top: 47.75, bottom: 200 },
          { top: 200, bottom: 400 },
        ],
        view,
      ),
    ).toBe(0);
  });

  it('a row under the bar covering the top is not in view', () => {
    expect(
      firstRowInView(
        [
          { top: 10, bottom: 200 },
          { top: 200, bottom: 400 },
        ],
        view,
      ),
    ).toBe(1);
  });

  it('rows may come in any order: the highest in view wins', () => {
    expect(
      firstRowInView(
        [
          { top: 400, bottom: 600 },
          { top: 100, bottom: 400 },
        ],
        view,
      ),
    ).toBe(1);
  });

  it('a row taller than the view that covers it is taken when no row starts in view', () => {
    expect(
      firstRowInView(
        [
          { top: -50, bottom: 2000 },
          { top: 2000, bottom: 2200 },
        ],
        view,
      ),
    ).toBe(0);
  });

  it('none when every row is outside the view', () => {
    expect(firstRowInView([{ top: 700, bottom: 900 }], view)).toBe(-1);
    expect(firstRowInView([{ top: -300, bottom: 40 }], view)).toBe(-1);
    expect(firstRowInView([], view)).toBe(-1);
  });
});
