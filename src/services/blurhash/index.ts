/**
 * Blurhash placeholders: validation and its messages, decoding, painting on a canvas. Views on the first page paint
 * through paint-later.ts (paintBlurhashLater), which loads the decoder on first use.
 */
export { BLURHASH_MIN_LENGTH, blurhashComponents, blurhashProblem, expectedBlurhashLength } from './validate';
export type { BlurhashComponents } from './validate';
export { BLURHASH_CANVAS_SIZE, decodeBlurhash, paintBlurhash } from './decode';
export type { BlurhashDecoding, BlurhashLogger } from './decode';
export { paintBlurhashLater } from './paint-later';
