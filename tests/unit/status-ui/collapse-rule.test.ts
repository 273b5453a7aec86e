/** Which posts start collapsed behind "Read more": in a feed, without a content warning, taller than 706 px. */
import { describe, expect, it } from 'vitest';
import { COLLAPSE_ABOVE_PX, mayCollapse, startsCollapsed } from '../../../src/services/status/collapse-rule';

describe('the collapse rule', () => {
  it('only a post shown in a feed without a content warning may collapse', () => {
    expect(mayCollapse(true, false)).toBe(true);
    expect(mayCollapse(false, false)).toBe(false);
    expect(mayCollapse(true, true)).toBe(false);
  });

  it('collapses text taller than 706 px (about 32 lines), not text of that height or less', () => {
    expect(COLLAPSE_ABOVE_PX).toBe(706);
    expect(startsCollapsed(707)).toBe(true);
    expect(startsCollapsed(706)).toBe(false);
    expect(startsCollapsed(0)).toBe(false);
  });
});
