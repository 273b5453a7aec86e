/**
 * Decoding a blurhash into pixels and painting it on a canvas (32 by 32 px by default). A hash that fails validation or
 * decoding is logged with its message and the canvas stays blank.
 */
import { decode } from 'blurhash';
import { BLURHASH_CANVAS_SIZE } from './canvas-size';
import { blurhashProblem } from './validate';

export { BLURHASH_CANVAS_SIZE };

export type BlurhashDecoding = { ok: true; pixels: Uint8ClampedArray } | { ok: false; message: string };

export function decodeBlurhash(
  hash: string,
  width = BLURHASH_CANVAS_SIZE,
  height = BLURHASH_CANVAS_SIZE,
  punch = 1,
): BlurhashDecoding {
  const problem = blurhashProblem(hash);
  if (problem !== null) return { ok: false, message: problem };
  try {
    return { ok: true, pixels: decode(hash, width, height, punch) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

export type BlurhashLogger = (message: string) => void;

const logToConsole: BlurhashLogger = (message) => console.error(message);

/**
 * Paints the hash on the canvas (resized to width x height). Returns true when painted; on failure the
 * canvas is left cleared and the message goes to `log` (console.error by default).
 */
export function paintBlurhash(
  canvas: HTMLCanvasElement,
  hash: string,
  width = BLURHASH_CANVAS_SIZE,
  height = BLURHASH_CANVAS_SIZE,
  log: BlurhashLogger = logToConsole,
): boolean {
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  const context = canvas.getContext('2d');
  context?.clearRect(0, 0, width, height);
  const decoded = decodeBlurhash(hash, width, height);
  if (!decoded.ok) {
    log(decoded.message);
    return false;
  }
  if (context === null) return false;
  const image = context.createImageData(width, height);
  image.data.set(decoded.pixels);
  context.putImageData(image, 0, 0);
  return true;
}
