/**
 * Writing EBML, the binary element format of Matroska and WebM.
 *
 * Rules it keeps:
 * - An element is its ID (the ID's own bytes, length marker included, e.g. 0x1A45DFA3 is four bytes), then its
 *   payload size, then the payload. Sizes are always written in the 8-byte form (0x01 then 7 bytes), which every
 *   reader accepts and which lets a writer know an element's length before the payload's numbers are final.
 * - Unsigned integers take the fewest bytes unless a fixed width is asked for (fixed widths keep positions
 *   stable while a layout is being computed). Floats are 8-byte IEEE doubles. Strings are ASCII/UTF-8 bytes.
 */

/** Joins byte arrays into one. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Big-endian bytes of a non-negative integer, in `width` bytes or as few as it needs (at least one). */
function uintBytes(value: number, width?: number): Uint8Array {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`EBML: bad unsigned value ${value}`);
  let n = width ?? 1;
  if (width === undefined) while (n < 8 && value >= 2 ** (8 * n)) n += 1;
  const out = new Uint8Array(n);
  let rest = value;
  for (let i = n - 1; i >= 0; i -= 1) {
    out[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  if (rest !== 0) throw new Error(`EBML: ${value} does not fit in ${n} bytes`);
  return out;
}

/** The bytes of an element ID as written in a file. */
export function idBytes(id: number): Uint8Array {
  return uintBytes(id);
}

/** The 8-byte size field: marker 0x01 then the size in 7 bytes. */
function sizeBytes(size: number): Uint8Array {
  const out = uintBytes(size, 8);
  if (out[0] !== 0) throw new Error(`EBML: size ${size} too large`);
  out[0] = 0x01;
  return out;
}

/** An element holding raw payload bytes. */
export function binaryElement(id: number, payload: Uint8Array): Uint8Array<ArrayBuffer> {
  return concatBytes([idBytes(id), sizeBytes(payload.length), payload]);
}

/** An element holding other elements. */
export function masterElement(id: number, children: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  return binaryElement(id, concatBytes(children));
}

export function uintElement(id: number, value: number, width?: number): Uint8Array<ArrayBuffer> {
  return binaryElement(id, uintBytes(value, width));
}

export function floatElement(id: number, value: number): Uint8Array<ArrayBuffer> {
  const payload = new Uint8Array(8);
  new DataView(payload.buffer).setFloat64(0, value);
  return binaryElement(id, payload);
}

export function stringElement(id: number, text: string): Uint8Array<ArrayBuffer> {
  return binaryElement(id, new TextEncoder().encode(text));
}
