/**
 * The boolean entropy encoder VP8 frames are written with (the counterpart of the decoder in RFC 6386 section 7).
 *
 * Rules it keeps:
 * - A probability `p` (1..255) is the chance, out of 256, that the next bool is 0. The current interval of
 *   width `range` (kept in 128..255) splits at `1 + (((range - 1) * p) >> 8)`: a 0 keeps the lower part, a 1
 *   keeps the upper part and moves `low` up by the split.
 * - Whenever `range` drops below 128 both `low` and `range` double; each doubling moves one settled bit of
 *   `low` out of the 8-bit window. After eight of them the top byte is written.
 * - Adding a split can carry into bytes already written: the carry walks back over 0xff bytes (which become
 *   0x00) and increments the first byte that is not 0xff.
 * - Finishing writes out `low` itself (it lies inside the final interval), padded so the decoder, which reads
 *   two bytes ahead, never runs off the end.
 */
export class BoolEncoder {
  private readonly out: number[] = [];
  /** lower end of the interval: an 8-bit window plus `pending` bits that are settled except for a carry */
  private low = 0;
  private range = 255;
  private pending = 0;
  private finished = false;

  /** Writes one bool that is 0 with probability `probability` / 256. */
  writeBool(probability: number, bit: boolean | number): void {
    if (this.finished) throw new Error('BoolEncoder: already finished');
    if (!(probability >= 1 && probability <= 255)) throw new Error(`BoolEncoder: bad probability ${probability}`);
    const split = 1 + (((this.range - 1) * probability) >> 8);
    if (bit) {
      this.low += split;
      this.range -= split;
    } else {
      this.range = split;
    }
    while (this.range < 128) {
      this.range <<= 1;
      this.shiftLow();
    }
  }

  /** An unsigned number of `bits` bits, most significant first, each bool even odds (the RFC's L(n)). */
  writeLiteral(value: number, bits: number): void {
    for (let bit = bits - 1; bit >= 0; bit -= 1) this.writeBool(128, (value >> bit) & 1);
  }

  /** A tree-coded value (see `treeCodes`), node `i` coded with `probs[offset + (i >> 1)]`. */
  writeCode(code: TreeCode, probs: readonly number[], offset = 0): void {
    for (let i = 0; i < code.length; i += 2) this.writeBool(probs[offset + (code[i]! >> 1)]!, code[i + 1]!);
  }

  /** Ends the stream and returns its bytes. */
  finish(): Uint8Array<ArrayBuffer> {
    if (!this.finished) {
      // Push `low` through the window bit by bit: 8 bits empty the window, the rest are zero padding.
      for (let i = 0; i < 32; i += 1) this.shiftLow();
      this.finished = true;
    }
    return new Uint8Array(this.out);
  }

  private shiftLow(): void {
    // `low` stays below 2^17 (8 pending bits, the 8-bit window and one carry bit), so int32 maths is exact.
    this.low <<= 1;
    this.pending += 1;
    if (this.pending < 8) return;
    let byte = this.low >> 8;
    this.low &= 255;
    this.pending = 0;
    if (byte > 255) {
      byte -= 256;
      this.carry();
    }
    this.out.push(byte);
  }

  private carry(): void {
    let i = this.out.length - 1;
    while (i >= 0 && this.out[i] === 255) {
      this.out[i] = 0;
      i -= 1;
    }
    if (i < 0) throw new Error('BoolEncoder: carry past the first byte');
    this.out[i]! += 1;
  }
}

/** How one value of a tree is written: flat pairs of (node index, bit) from the start node to its leaf. */
export type TreeCode = readonly number[];

/**
 * The code of every value of a tree, indexed by value. `tree` holds pairs of entries: a positive entry is the
 * index of the next pair and `-v` is the leaf for value v (0 is the leaf for value 0: child links are always
 * positive, the root being nobody's child). `start` begins below the root (the token tree after a zero token
 * starts at node 2); values not reachable from there have no code.
 */
export function treeCodes(tree: readonly number[], start = 0): TreeCode[] {
  const codes: TreeCode[] = [];
  const walk = (node: number, path: number[]) => {
    for (const bit of [0, 1]) {
      const next = tree[node + bit]!;
      if (next <= 0) codes[-next] = [...path, node, bit];
      else walk(next, [...path, node, bit]);
    }
  };
  walk(start, []);
  return codes;
}
