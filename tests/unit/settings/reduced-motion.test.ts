// @vitest-environment jsdom
/**
 * Whether motion is reduced: the reader's choice on <html> first, else the system's setting, read from one query
 * list made once (a new one only when matchMedia itself is replaced), none without matchMedia.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDUCED_MOTION_QUERY, reducedMotion, reducedMotionQuery } from '../../../src/services/settings/reduced-motion';

afterEach(() => {
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.motion;
});

function stubMatchMedia(matches: boolean) {
  const matchMedia = vi.fn((media: string) => ({ media, matches }) as unknown as MediaQueryList);
  vi.stubGlobal('matchMedia', matchMedia);
  return matchMedia;
}

describe('reduced motion', () => {
  it('asks matchMedia once, however often it is read', () => {
    const matchMedia = stubMatchMedia(true);
    expect(reducedMotion()).toBe(true);
    expect(reducedMotion()).toBe(true);
    expect(reducedMotionQuery()).toBe(reducedMotionQuery());
    expect(matchMedia).toHaveBeenCalledTimes(1);
    expect(matchMedia).toHaveBeenCalledWith(REDUCED_MOTION_QUERY);
  });

  it('makes a new query list when matchMedia is replaced', () => {
    stubMatchMedia(true);
    expect(reducedMotion()).toBe(true);
    const replaced = stubMatchMedia(false);
    expect(reducedMotion()).toBe(false);
    expect(replaced).toHaveBeenCalledTimes(1);
  });

  it("puts the reader's choice first, and has no query list without matchMedia", () => {
    stubMatchMedia(false);
    document.documentElement.dataset.motion = 'reduce';
    expect(reducedMotion()).toBe(true);
    vi.stubGlobal('matchMedia', undefined);
    expect(reducedMotionQuery()).toBeNull();
    delete document.documentElement.dataset.motion;
    expect(reducedMotion()).toBe(false);
  });
});
