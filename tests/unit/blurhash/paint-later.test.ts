import { describe, expect, it, vi } from 'vitest';
import { BLURHASH_CANVAS_SIZE, paintBlurhashLater } from '../../../src/services/blurhash/paint-later';

const VALID = 'LEHV6nWB2yk8pyo0adR*.7kCMdnj';

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

describe('paintBlurhashLater: the decoder loads on the first paint', () => {
  it('paints a valid hash once the decoder is there, at the default 32 x 32', async () => {
    const { canvas, calls } = fakeCanvas();
    const painting = paintBlurhashLater(canvas, VALID);
    expect(calls).toEqual([]);
    await expect(painting).resolves.toBe(true);
    expect(calls).toEqual(['clear', 'put']);
    expect([canvas.width, canvas.height]).toEqual([BLURHASH_CANVAS_SIZE, BLURHASH_CANVAS_SIZE]);
  });

  it('logs an unusable hash and leaves the canvas cleared', async () => {
    const { canvas, calls } = fakeCanvas();
    const log = vi.fn();
    await expect(paintBlurhashLater(canvas, 'LEHV6nWB2yk8', 16, 16, log)).resolves.toBe(false);
    expect(log).toHaveBeenCalledWith('blurhash length mismatch: length is 12 but it should be 28');
    expect(calls).toEqual(['clear']);
  });
});
