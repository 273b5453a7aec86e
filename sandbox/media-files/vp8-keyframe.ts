/**
 * VP8 key frames (RFC 6386) in which every 16x16 macroblock is one flat colour.
 *
 * Rules it keeps:
 * - Every macroblock is intra coded with the 16x16 luma mode DC_PRED and the chroma mode DC_PRED: the decoder
 *   predicts the block as the mean of the pixels just above and just left of it (only one side at the frame's
 *   top or left edge, 128 at the top-left corner). Neighbours are flat, so the prediction is flat too.
 * - The encoder tracks what the decoder rebuilds and codes, per macroblock, only the difference between the
 *   wanted colour and that prediction: a single DC coefficient for luma (in the Y2 block) and one per chroma
 *   subblock. A macroblock whose prediction is already right is marked skipped and codes no coefficients.
 * - The quantiser index is 0, so luma Y2 DC steps by 8 and chroma DC by 4; with the inverse transforms'
 *   rounding a level of 8*d (luma) or 2*d (chroma) rebuilds an offset of exactly d, so pictures are lossless.
 * - Loop filtering is off (level 0), so nothing smooths the macroblock edges.
 * - The header replaces the token probabilities that these blocks use (band 0, and the end-of-block node of
 *   band 1, of plane types 0-2) with fixed values for every context. Then the neighbour context of a block
 *   never changes how it is coded, and the encoder needs no default probability table.
 */
import { BoolEncoder, treeCodes } from './bool-encoder';
import {
  BANDS,
  CATEGORIES,
  COEFF_BANDS,
  COEFF_TREE,
  COEFF_UPDATE_PROBS,
  CONTEXTS,
  KF_UV_MODE_PROBS,
  KF_YMODE_PROBS,
  KF_YMODE_TREE,
  MODE,
  PLANE,
  PLANE_TYPES,
  TOKEN,
  TOKEN_NODES,
  UV_MODE_TREE,
  coeffIndex,
} from './vp8-tables';

/** A colour in the decoder's terms: luma and the two chroma samples, each 0..255. */
export interface Yuv {
  y: number;
  u: number;
  v: number;
}

export interface Vp8Picture {
  width: number;
  height: number;
  /** the colour of macroblock (column, row), each covering 16x16 luma pixels */
  colourAt(column: number, row: number): Yuv;
}

/**
 * Values given to the replaced probabilities (any value 1..255 decodes correctly): even odds for the first
 * token of a block, and "almost surely end of block" for the token after a DC level, which always is one.
 */
const FIRST_TOKEN_PROB = 128;
const EOB_AFTER_DC_PROB = 250;

/** Whether the header replaces probability [type][band][context][node]: the ones this encoder codes with. */
const replaced = (type: number, band: number, node: number) =>
  type <= PLANE.chroma && (band === 0 || (band === 1 && node === 0));

const clampByte = (n: number) => Math.max(0, Math.min(255, Math.round(n)));

/**
 * DC_PRED of a flat macroblock from its flat neighbours (null where the frame edge is): with 16 (luma) or 8
 * (chroma) equal pixels per side, the RFC's rounded mean reduces to these cases.
 */
function predict(above: number | null, left: number | null): number {
  if (above === null && left === null) return 128;
  if (above === null) return left!;
  if (left === null) return above;
  return (above + left + 1) >> 1;
}

const TOKEN_CODES = treeCodes(COEFF_TREE);
const EOB_CODE = TOKEN_CODES[TOKEN.eob]!;
const Y_DC_CODE = treeCodes(KF_YMODE_TREE)[MODE.dc]!;
const UV_DC_CODE = treeCodes(UV_MODE_TREE)[MODE.dc]!;

/** Where the probabilities for a block's coefficient at `position` start, after a token of context `context`. */
const probsAt = (type: number, position: number, context: number) =>
  coeffIndex(type, COEFF_BANDS[position]!, context, 0);

/** One block's coefficients: a DC level at `start` (0 skips to end-of-block at once), then end of block. */
function writeDcBlock(tokens: BoolEncoder, type: number, start: number, level: number): void {
  if (level === 0) {
    tokens.writeCode(EOB_CODE, COEFF_PROBS, probsAt(type, start, 0));
    return;
  }
  const size = Math.abs(level);
  const category = size < 5 ? undefined : CATEGORIES.findLast((c) => size >= c.base)!;
  tokens.writeCode(TOKEN_CODES[category ? category.token : size]!, COEFF_PROBS, probsAt(type, start, 0));
  if (category) {
    const extra = size - category.base;
    const bits = category.probs.length;
    for (let i = 0; i < bits; i += 1) tokens.writeBool(category.probs[i]!, (extra >> (bits - 1 - i)) & 1);
  }
  tokens.writeBool(128, level < 0);
  tokens.writeCode(EOB_CODE, COEFF_PROBS, probsAt(type, start + 1, size === 1 ? 1 : 2));
}

/** The token probabilities in force while coding: the replaced ones hold fixed values, the rest are unused. */
const COEFF_PROBS: readonly number[] = (() => {
  const probs: number[] = [];
  for (let type = 0; type < PLANE_TYPES; type += 1)
    for (let band = 0; band < BANDS; band += 1)
      for (let context = 0; context < CONTEXTS; context += 1)
        for (let node = 0; node < TOKEN_NODES; node += 1)
          probs.push(band === 1 && node === 0 ? EOB_AFTER_DC_PROB : FIRST_TOKEN_PROB);
  return probs;
})();

interface CodedMacroblock {
  skip: boolean;
  luma: number;
  chroma: [number, number];
}

/** Decides each macroblock's levels while rebuilding the picture as the decoder will. */
function planMacroblocks(picture: Vp8Picture, columns: number, rows: number): CodedMacroblock[] {
  const rebuilt: Yuv[] = [];
  const plan: CodedMacroblock[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const above = row > 0 ? rebuilt[(row - 1) * columns + column]! : null;
      const left = column > 0 ? rebuilt[row * columns + column - 1]! : null;
      const want = picture.colourAt(column, row);
      const target = { y: clampByte(want.y), u: clampByte(want.u), v: clampByte(want.v) };
      const pred = {
        y: predict(above?.y ?? null, left?.y ?? null),
        u: predict(above?.u ?? null, left?.u ?? null),
        v: predict(above?.v ?? null, left?.v ?? null),
      };
      // at most 8 * 255 = 2040, inside the largest token category (67 + 11 extra bits)
      const luma = 8 * (target.y - pred.y);
      const chroma: [number, number] = [2 * (target.u - pred.u), 2 * (target.v - pred.v)];
      plan.push({ skip: luma === 0 && chroma[0] === 0 && chroma[1] === 0, luma, chroma });
      rebuilt.push(target);
    }
  }
  return plan;
}

/** The first partition: frame header, then each macroblock's skip flag and modes. */
function firstPartition(plan: CodedMacroblock[]): Uint8Array<ArrayBuffer> {
  const header = new BoolEncoder();
  header.writeLiteral(0, 1); // color_space: BT.601
  header.writeLiteral(0, 1); // clamping_type: the decoder clamps
  header.writeLiteral(0, 1); // segmentation_enabled
  header.writeLiteral(0, 1); // filter_type
  header.writeLiteral(0, 6); // loop_filter_level: off
  header.writeLiteral(0, 3); // sharpness_level
  header.writeLiteral(0, 1); // loop_filter_adj_enable
  header.writeLiteral(0, 2); // log2_nbr_of_dct_partitions: one token partition
  header.writeLiteral(0, 7); // y_ac_qi
  for (let i = 0; i < 5; i += 1) header.writeLiteral(0, 1); // no quantiser deltas
  header.writeLiteral(1, 1); // refresh_entropy_probs
  for (let type = 0; type < PLANE_TYPES; type += 1)
    for (let band = 0; band < BANDS; band += 1)
      for (let context = 0; context < CONTEXTS; context += 1)
        for (let node = 0; node < TOKEN_NODES; node += 1) {
          const index = coeffIndex(type, band, context, node);
          const update = replaced(type, band, node);
          header.writeBool(COEFF_UPDATE_PROBS[index]!, update);
          if (update) header.writeLiteral(COEFF_PROBS[index]!, 8);
        }
  const coded = plan.filter((mb) => !mb.skip).length;
  const probSkipFalse = Math.max(1, Math.min(255, Math.round((256 * coded) / plan.length)));
  header.writeLiteral(1, 1); // mb_no_skip_coeff
  header.writeLiteral(probSkipFalse, 8);
  for (const mb of plan) {
    header.writeBool(probSkipFalse, mb.skip);
    header.writeCode(Y_DC_CODE, KF_YMODE_PROBS);
    header.writeCode(UV_DC_CODE, KF_UV_MODE_PROBS);
  }
  return header.finish();
}

/** The token partition: for each coded macroblock Y2, 16 Y, 4 U and 4 V blocks. */
function tokenPartition(plan: CodedMacroblock[]): Uint8Array<ArrayBuffer> {
  const tokens = new BoolEncoder();
  for (const mb of plan) {
    if (mb.skip) continue;
    writeDcBlock(tokens, PLANE.y2, 0, mb.luma);
    for (let i = 0; i < 16; i += 1) writeDcBlock(tokens, PLANE.yAfterY2, 1, 0);
    for (const level of [mb.chroma[0], mb.chroma[1]])
      for (let i = 0; i < 4; i += 1) writeDcBlock(tokens, PLANE.chroma, 0, level);
  }
  return tokens.finish();
}

/** A complete key frame: the 10-byte uncompressed chunk, the first partition and the token partition. */
export function encodeVp8KeyFrame(picture: Vp8Picture): Uint8Array<ArrayBuffer> {
  const { width, height } = picture;
  if (!(width >= 1 && width <= 16383 && height >= 1 && height <= 16383))
    throw new Error(`VP8 frame size ${width}x${height} is out of range`);
  const plan = planMacroblocks(picture, Math.ceil(width / 16), Math.ceil(height / 16));
  const first = firstPartition(plan);
  const rest = tokenPartition(plan);
  if (first.length >= 1 << 19) throw new Error('VP8 first partition too large');
  const out = new Uint8Array(10 + first.length + rest.length);
  // frame tag: bit 0 key frame (0), bits 1-3 version 0, bit 4 show_frame, bits 5-23 first partition size
  const tag = (1 << 4) | (first.length << 5);
  out.set([tag & 255, (tag >> 8) & 255, (tag >> 16) & 255, 0x9d, 0x01, 0x2a]);
  out.set([width & 255, width >> 8, height & 255, height >> 8], 6); // 14-bit sizes, scale 0
  out.set(first, 10);
  out.set(rest, 10 + first.length);
  return out;
}
