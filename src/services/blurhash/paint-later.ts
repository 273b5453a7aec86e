/**
 * Painting a blurhash without the decoder on the first page: the decoder (decode.ts with the blurhash
 * library, about 1 KB gzip) downloads once, when the browser is first idle after a paint was asked for, so it
 * never competes with the first posts; the canvas stays blank until then. A view imports this module (not
 * index.ts, which holds the decoder) to keep it off the page's first chunks.
 */
import { whenIdle } from '../after-paint';
import type { BlurhashLogger } from './decode';

export { BLURHASH_CANVAS_SIZE } from './canvas-size';

let decoder: Promise<typeof import('./decode')> | null = null;

/** paintBlurhash (decode.ts) once the decoder has loaded: resolves true when painted. A failed download is retried next time. */
export function paintBlurhashLater(
  canvas: HTMLCanvasElement,
  hash: string,
  width?: number,
  height?: number,
  log?: BlurhashLogger,
): Promise<boolean> {
  decoder ??= whenIdle(50).then(() => import('./decode'));
  return decoder.then(
    ({ paintBlurhash }) => paintBlurhash(canvas, hash, width, height, log),
    (error: unknown) => {
      decoder = null;
      throw error;
    },
  );
}
