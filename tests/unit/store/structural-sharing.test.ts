import { describe, expect, it } from 'vitest';
import { deepEqual, deepFreeze, shareUnchanged } from '../../../src/services/store/structural-sharing';

describe('structural sharing', () => {
  it('returns the previous value when deeply equal', () => {
    const prev = { a: [1, { b: 2 }], c: null };
    expect(shareUnchanged(prev, { a: [1, { b: 2 }], c: null })).toBe(prev);
    expect(deepEqual({ x: [1] }, { x: [1] })).toBe(true);
    expect(deepEqual({ x: [1] }, { x: [2] })).toBe(false);
    expect(deepEqual({ x: 1 }, { x: 1, y: undefined })).toBe(false);
  });

  it('reuses unchanged subtrees of a changed value', () => {
    const prev = { keep: { deep: [1, 2] }, change: { v: 1 } };
    const next = shareUnchanged(prev, { keep: { deep: [1, 2] }, change: { v: 2 } });
    expect(next).not.toBe(prev);
    expect(next.keep).toBe(prev.keep);
    expect(next.change).toEqual({ v: 2 });
  });

  it('freezes deeply', () => {
    const value = deepFreeze({ a: { b: [1] } });
    expect(Object.isFrozen(value.a.b)).toBe(true);
  });
});
