import { describe, expect, it } from 'vitest';
import { BoolEncoder, treeCodes } from '../../../sandbox/media-files/bool-encoder';
import { COEFF_UPDATE_PROBS, COEFF_TREE, KF_YMODE_TREE, UV_MODE_TREE } from '../../../sandbox/media-files/vp8-tables';
import { BoolDecoder } from './bool-decoder';

/** A small deterministic generator (xorshift32) so every run codes the same sequences. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 2 ** 32;
  };
}

describe('BoolEncoder against a decoder written from RFC 6386 section 7', () => {
  // Each of these sequences makes the encoder carry into bytes it already wrote about 150 times.
  it('round-trips random bools with random probabilities', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const next = random(seed);
      const steps = Array.from({ length: 5000 }, () => {
        const probability = 1 + Math.floor(next() * 255);
        // bits mostly follow the probability, as real data does, with some surprises
        const bit = next() * 256 >= probability !== next() < 0.1 ? 1 : 0;
        return { probability, bit };
      });
      const encoder = new BoolEncoder();
      for (const { probability, bit } of steps) encoder.writeBool(probability, bit);
      const decoder = new BoolDecoder(encoder.finish());
      expect(steps.map(({ probability }) => decoder.readBool(probability))).toEqual(steps.map((s) => s.bit));
    }
  });

  it('round-trips long runs of unlikely and of likely bools', () => {
    const steps: Array<[number, number]> = [];
    for (let i = 0; i < 3000; i += 1) steps.push([i % 7 === 0 ? 2 : 254, i % 3 === 0 ? 1 : 0]);
    for (let i = 0; i < 500; i += 1) steps.push([255, 1]);
    const encoder = new BoolEncoder();
    for (const [p, bit] of steps) encoder.writeBool(p, bit);
    const decoder = new BoolDecoder(encoder.finish());
    expect(steps.map(([p]) => decoder.readBool(p))).toEqual(steps.map(([, bit]) => bit));
  });

  it('round-trips literals and tree-coded values', () => {
    const encoder = new BoolEncoder();
    const literals = [0, 1, 127, 255, 93, 4];
    for (const value of literals) encoder.writeLiteral(value, 8);
    const tokenProbs = Array.from({ length: 11 }, (_, i) => 20 + i * 21);
    for (let token = 0; token < 12; token += 1) encoder.writeCode(treeCodes(COEFF_TREE)[token]!, tokenProbs);
    for (let token = 0; token <= 10; token += 1) encoder.writeCode(treeCodes(COEFF_TREE, 2)[token]!, tokenProbs);
    for (let mode = 0; mode < 5; mode += 1) encoder.writeCode(treeCodes(KF_YMODE_TREE)[mode]!, [145, 156, 163, 128]);
    for (let mode = 0; mode < 4; mode += 1) encoder.writeCode(treeCodes(UV_MODE_TREE)[mode]!, [142, 114, 183]);
    const decoder = new BoolDecoder(encoder.finish());
    expect(literals.map(() => decoder.readLiteral(8))).toEqual(literals);
    const coeffTree = [-11, 2, -0, 4, -1, 6, 8, 12, -2, 10, -3, -4, 14, 16, -5, -6, 18, 20, -7, -8, -9, -10];
    for (let token = 0; token < 12; token += 1) expect(decoder.readTree(coeffTree, tokenProbs)).toBe(token);
    for (let token = 0; token <= 10; token += 1) expect(decoder.readTree(coeffTree, tokenProbs, 2)).toBe(token);
    const ymodeTree = [-4, 2, 4, 6, -0, -1, -2, -3];
    for (let mode = 0; mode < 5; mode += 1) expect(decoder.readTree(ymodeTree, [145, 156, 163, 128])).toBe(mode);
    for (let mode = 0; mode < 4; mode += 1)
      expect(decoder.readTree([-0, 2, -1, 4, -2, -3], [142, 114, 183])).toBe(mode);
  });

  it('the encoder rejects probabilities outside 1..255 and writing after finish', () => {
    const encoder = new BoolEncoder();
    expect(() => encoder.writeBool(0, 0)).toThrow();
    expect(() => encoder.writeBool(256, 0)).toThrow();
    encoder.finish();
    expect(() => encoder.writeBool(128, 0)).toThrow();
  });
});

describe('VP8 tables', () => {
  it('the coefficient update probabilities have the RFC shape and spot values', () => {
    expect(COEFF_UPDATE_PROBS).toHaveLength(4 * 8 * 3 * 11);
    expect(COEFF_UPDATE_PROBS.every((p) => p >= 1 && p <= 255)).toBe(true);
    const row = (i: number, j: number, k: number) => COEFF_UPDATE_PROBS.slice(((i * 8 + j) * 3 + k) * 11).slice(0, 11);
    expect(row(0, 1, 0)).toEqual([176, 246, 255, 255, 255, 255, 255, 255, 255, 255, 255]);
    expect(row(1, 0, 1)).toEqual([225, 252, 241, 253, 255, 255, 254, 255, 255, 255, 255]);
    expect(row(2, 0, 2)).toEqual([251, 251, 243, 253, 254, 255, 254, 255, 255, 255, 255]);
    expect(row(3, 7, 1)).toEqual([254, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255]);
  });
});
