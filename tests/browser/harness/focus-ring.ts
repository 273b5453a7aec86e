/**
 * Whether keyboard focus on an element is really seen, in pixels: an outline can be in the computed style and still
 * be covered by what the element holds (a picture filling a media tile). Two screenshots of the element's box,
 * without and with focus, are compared in the page (a canvas decodes them): along each side, the line just inside
 * the edge (any of the first `depth` pixels) where the most pixels turned to the focus colour (the `--color-focus`
 * token) counts. A ring drawn all around gives each side a share near 1; a covered one gives 0.
 * In-page code takes no helper functions: tsx would wrap them in a __name() the page does not have.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';

export interface RingShares {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Focuses `target` (it must match :focus-visible then) and measures the ring it shows, per side (0..1). */
export async function focusRingShares(page: Page, target: Locator, depth = 6): Promise<RingShares> {
  await target.scrollIntoViewIfNeeded();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const box = await target.boundingBox();
  assert.ok(box, 'the element is on screen');
  const clip = {
    x: Math.round(box.x),
    y: Math.round(box.y),
    width: Math.round(box.width),
    height: Math.round(box.height),
  };
  const shot = async () =>
    (await page.screenshot({ clip, animations: 'disabled', caret: 'hide', scale: 'css' })).toString('base64');
  const before = await shot();
  await target.focus();
  assert.ok(await target.evaluate((el) => el.matches(':focus-visible')), 'the element matches :focus-visible');
  const after = await shot();
  return page.evaluate(
    async ({ before: plain, after: focused, depth: deepest }) => {
      const pixels = await Promise.all(
        [plain, focused].map(async (base64) => {
          // decoded in the page without a fetch (the page's policy lets it connect to servers, not to data:)
          const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
          const blob = new Blob([bytes], { type: 'image/png' });
          const bitmap = await createImageBitmap(blob);
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          const context = canvas.getContext('2d')!;
          context.drawImage(bitmap, 0, 0);
          return context.getImageData(0, 0, bitmap.width, bitmap.height);
        }),
      );
      const [a, b] = pixels as [ImageData, ImageData];
      const token = getComputedStyle(document.documentElement).getPropertyValue('--color-focus').trim();
      const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(token);
      if (!hex) throw new Error(`--color-focus is not a #rrggbb colour: ${token}`);
      const focus = [1, 2, 3].map((i) => parseInt(hex[i]!, 16));
      const { width, height } = b;
      // the corners are left out: the grid's rounded corners clip them
      const margin = 12;
      const across = Array.from({ length: Math.max(0, width - 2 * margin) }, (_, k) => margin + k);
      const down = Array.from({ length: Math.max(0, height - 2 * margin) }, (_, k) => margin + k);
      const best = { top: 0, right: 0, bottom: 0, left: 0 };
      const lines: Array<[keyof typeof best, Array<[number, number]>]> = [];
      for (let d = 0; d < deepest; d += 1) {
        lines.push(['top', across.map((x): [number, number] => [x, d])]);
        lines.push(['bottom', across.map((x): [number, number] => [x, height - 1 - d])]);
        lines.push(['left', down.map((y): [number, number] => [d, y])]);
        lines.push(['right', down.map((y): [number, number] => [width - 1 - d, y])]);
      }
      for (const [side, points] of lines) {
        let ring = 0;
        for (const [x, y] of points) {
          const i = (y * width + x) * 4;
          const changed = [0, 1, 2].reduce((sum, c) => sum + Math.abs(a.data[i + c]! - b.data[i + c]!), 0) > 24;
          const close = [0, 1, 2].every((c) => Math.abs(b.data[i + c]! - focus[c]!) <= 48);
          if (changed && close) ring += 1;
        }
        if (points.length > 0) best[side] = Math.max(best[side], ring / points.length);
      }
      return best;
    },
    { before, after, depth },
  );
}

/** Asserts a ring in the focus colour shows on every side of the focused `target`. */
export async function assertFocusRingSeen(page: Page, target: Locator, what: string): Promise<RingShares> {
  const shares = await focusRingShares(page, target);
  for (const [side, value] of Object.entries(shares))
    assert.ok(value >= 0.9, `${what}: the focus ring shows along the ${side} side (${(value * 100).toFixed(0)} %)`);
  return shares;
}
