import { isBlurhashValid } from 'blurhash';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BLURHASH_CANVAS_SIZE,
  blurhashComponents,
  blurhashProblem,
  decodeBlurhash,
  paintBlurhash,
} from '../../../src/services/blurhash';

const VALID = 'LEHV6nWB2yk8pyo0adR*.7kCMdnj'; // size flag L: 4 x 3 components, 4 + 2 * 12 = 28 characters

/** A canvas stand-in recording what was drawn. */
function fakeCanvas() {
  const calls: string[] = [];
  const canvas = {
    width: 300,
    height: 150,
    getContext: () => ({
      clearRect: () => calls.push('clear'),
      createImageData: (w: number, h: number) => ({ width: w, height: h, data: new Uint8ClampedArray(w * h * 4) }),
      putImageData: () => calls.push('put'),
    }),
  };
  return { canvas: canvas as unknown as HTMLCanvasElement, calls };
}

afterEach(() => vi.restoreAllMocks());

describe('blurhash validation', () => {
  it('a hash shorter than 6 characters gets the minimum-length message', () => {
    expect(blurhashProblem('LEHV6')).toBe('The blurhash string must be at least 6 characters');
    expect(blurhashProblem('')).toBe('The blurhash string must be at least 6 characters');
  });

  it('a hash whose length differs from 4 + 2 * x * y gets the mismatch message with both lengths', () => {
    expect(blurhashProblem('LEHV6nWB2yk8')).toBe('blurhash length mismatch: length is 12 but it should be 28');
    // size flag 0: 1 x 1 component -> 6 characters
    expect(blurhashProblem('0EHV6nW')).toBe('blurhash length mismatch: length is 7 but it should be 6');
    // size flag ~ (82): 2 x 10 components -> 44 characters
    expect(blurhashProblem(`~${'0'.repeat(9)}`)).toBe('blurhash length mismatch: length is 10 but it should be 44');
  });

  it('reads the component counts from the size flag', () => {
    expect(blurhashComponents(VALID)).toEqual({ x: 4, y: 3 });
    expect(blurhashComponents('0')).toEqual({ x: 1, y: 1 });
    expect(blurhashComponents('~')).toEqual({ x: 2, y: 10 });
  });

  it('accepts a well-formed hash', () => {
    expect(blurhashProblem(VALID)).toBeNull();
  });

  it('agrees with the blurhash package on the validation messages', () => {
    for (const hash of ['abc', 'LEHV6nWB2yk8', VALID, `${VALID}xx`]) {
      const reason = isBlurhashValid(hash).errorReason ?? null;
      expect(blurhashProblem(hash), hash).toBe(reason);
    }
  });

  it('rejects characters outside base 83', () => {
    expect(blurhashProblem('LEHV6nWB2yk8pyo0adR*.7kCMd"j')).toMatch(/invalid character at 26/);
  });
});

describe('blurhash decoding', () => {
  it('decodes a valid hash to 32 x 32 RGBA pixels by default', () => {
    const result = decodeBlurhash(VALID);
    expect(BLURHASH_CANVAS_SIZE).toBe(32);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.pixels).toHaveLength(32 * 32 * 4);
  });

  it('paints a valid hash on the canvas at the requested size', () => {
    const { canvas, calls } = fakeCanvas();
    const log = vi.fn();
    expect(paintBlurhash(canvas, VALID, 32, 32, log)).toBe(true);
    expect(calls).toEqual(['clear', 'put']);
    expect([canvas.width, canvas.height]).toEqual([32, 32]);
    expect(log).not.toHaveBeenCalled();
  });

  it('a decode failure is logged with its message and the canvas stays blank', () => {
    const { canvas, calls } = fakeCanvas();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(paintBlurhash(canvas, 'LEHV6nWB2yk8')).toBe(false);
    expect(error).toHaveBeenCalledWith('blurhash length mismatch: length is 12 but it should be 28');
    expect(calls).toEqual(['clear']);
  });
});
