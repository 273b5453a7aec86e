/**
 * Blurhash validation: at least 6 characters, and a length of 4 + 2 * x * y where x and y are the horizontal and
 * vertical component counts read from the size flag (the first base-83 character).
 */
const BASE83 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~';

export const BLURHASH_MIN_LENGTH = 6;

export interface BlurhashComponents {
  x: number;
  y: number;
}

/** Component counts from the size flag, or null when the first character is not base 83. */
export function blurhashComponents(hash: string): BlurhashComponents | null {
  const flag = BASE83.indexOf(hash.charAt(0));
  if (flag < 0) return null;
  return { x: (flag % 9) + 1, y: Math.floor(flag / 9) + 1 };
}

/** The length a hash with these components must have. */
export function expectedBlurhashLength({ x, y }: BlurhashComponents): number {
  return 4 + 2 * x * y;
}

/** The validation message for an unusable hash, or null when it can be decoded. */
export function blurhashProblem(hash: string): string | null {
  if (hash.length < BLURHASH_MIN_LENGTH)
    return `The blurhash string must be at least ${BLURHASH_MIN_LENGTH} characters`;
  const components = blurhashComponents(hash);
  if (components === null) return `blurhash has an invalid size flag "${hash.charAt(0)}"`;
  const expected = expectedBlurhashLength(components);
  if (hash.length !== expected)
    return `blurhash length mismatch: length is ${hash.length} but it should be ${expected}`;
  for (let i = 0; i < hash.length; i += 1) {
    if (!BASE83.includes(hash.charAt(i))) return `blurhash has an invalid character at ${i}`;
  }
  return null;
}
