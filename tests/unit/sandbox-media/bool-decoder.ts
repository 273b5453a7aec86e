/**
 * A boolean entropy decoder written from RFC 6386 section 7 (the test's independent reading of the format):
 * `value` holds two bytes of input; a bool is 1 when `value` reaches the split shifted into its top byte; after
 * each bool `range` and `value` double until `range` is at least 128, taking a new input byte every 8 shifts
 * (zeros once the input is used up).
 */
export class BoolDecoder {
  private value: number;
  private range = 255;
  private bitCount = 0;
  private position = 2;

  constructor(private readonly input: Uint8Array) {
    this.value = ((input[0] ?? 0) << 8) | (input[1] ?? 0);
  }

  readBool(probability: number): number {
    if (!(probability >= 1 && probability <= 255)) throw new Error(`bad (or unset) probability ${probability}`);
    const split = 1 + (((this.range - 1) * probability) >> 8);
    const bigSplit = split << 8;
    let bit: number;
    if (this.value >= bigSplit) {
      bit = 1;
      this.range -= split;
      this.value -= bigSplit;
    } else {
      bit = 0;
      this.range = split;
    }
    while (this.range < 128) {
      this.value <<= 1;
      this.range <<= 1;
      this.bitCount += 1;
      if (this.bitCount === 8) {
        this.bitCount = 0;
        this.value |= this.input[this.position] ?? 0;
        this.position += 1;
      }
    }
    return bit;
  }

  readLiteral(bits: number): number {
    let value = 0;
    for (let i = 0; i < bits; i += 1) value = (value << 1) | this.readBool(128);
    return value;
  }

  /** A tree-coded value: positive entries link to the next pair, others are leaves holding -value. */
  readTree(tree: readonly number[], probs: readonly number[], start = 0): number {
    let node = start;
    for (;;) {
      const next = tree[node + this.readBool(probs[node >> 1]!)]!;
      if (next <= 0) return -next;
      node = next;
    }
  }
}
