/** The canvas size blurhash placeholders are painted at (spec 9: 32 by 32 px by default). */
export const BLURHASH_CANVAS_SIZE = 32;
