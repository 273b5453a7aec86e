/** A click on a post opens it only when it is a click (not a drag) of the primary or middle button. */
import { describe, expect, it } from 'vitest';
import { CLICK_TOLERANCE_PX, postClick } from '../../../src/services/status/post-click';

const at = (x: number, y: number, more: Partial<{ button: number; ctrlKey: boolean; metaKey: boolean }> = {}) => ({
  x,
  y,
  button: 0,
  ctrlKey: false,
  metaKey: false,
  ...more,
});

describe('postClick', () => {
  it('opens the post when the pointer moved less than 5 px in all', () => {
    expect(CLICK_TOLERANCE_PX).toBe(5);
    expect(postClick({ x: 10, y: 10 }, at(10, 10))).toBe('open');
    expect(postClick({ x: 10, y: 10 }, at(12, 12))).toBe('open');
    expect(postClick({ x: 10, y: 10 }, at(6, 10))).toBe('open');
  });

  it('a drag of 5 px or more, counted sideways plus up and down, is no click (text being selected)', () => {
    expect(postClick({ x: 10, y: 10 }, at(13, 12))).toBeNull();
    expect(postClick({ x: 10, y: 10 }, at(10, 15))).toBeNull();
    expect(postClick({ x: 10, y: 10 }, at(200, 10))).toBeNull();
  });

  it('the middle button opens the post in a new tab, as Ctrl or Cmd with the primary one do', () => {
    expect(postClick({ x: 0, y: 0 }, at(1, 0, { button: 1 }))).toBe('newTab');
    expect(postClick({ x: 0, y: 0 }, at(0, 0, { ctrlKey: true }))).toBe('newTab');
    expect(postClick({ x: 0, y: 0 }, at(0, 0, { metaKey: true }))).toBe('newTab');
    expect(postClick({ x: 0, y: 0 }, at(0, 9, { button: 1 }))).toBeNull();
  });

  it('other buttons never open it', () => {
    for (const button of [2, 3, 4]) expect(postClick({ x: 0, y: 0 }, at(0, 0, { button }))).toBeNull();
  });

  it('a click without a press seen (sent by assistive technology) opens it', () => {
    expect(postClick(null, at(300, 400))).toBe('open');
  });
});
