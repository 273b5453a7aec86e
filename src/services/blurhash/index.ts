/** Blurhash placeholders: validation with the spec 5 messages, decoding, painting on a canvas. */
export { BLURHASH_MIN_LENGTH, blurhashComponents, blurhashProblem, expectedBlurhashLength } from './validate';
export type { BlurhashComponents } from './validate';
export { BLURHASH_CANVAS_SIZE, decodeBlurhash, paintBlurhash } from './decode';
export type { BlurhashDecoding, BlurhashLogger } from './decode';
