/** The canvas size blurhash placeholders are painted at (32 by 32 px by default). */
export const BLURHASH_CANVAS_SIZE = 32;
