/**
 * A test-side VP8 key-frame reader (RFC 6386), enough for frames whose blocks carry at most a DC coefficient:
 * it parses the frame header, every macroblock's modes and tokens (with the neighbour contexts of section
 * 13.3) and rebuilds each macroblock's flat colour with the RFC's prediction and inverse-transform rounding.
 * Anything outside that subset (other modes, AC coefficients, segmentation, a probability the frame did not
 * set) throws, so a test fails loudly instead of decoding a guess.
 */
import { COEFF_UPDATE_PROBS } from '../../../sandbox/media-files/vp8-tables';
import { BoolDecoder } from './bool-decoder';

// Trees and fixed probabilities written out from the RFC (sections 11.2, 11.4, 13.2, 13.3).
const KF_YMODE_TREE = [-4, 2, 4, 6, -0, -1, -2, -3]; // B_PRED=4, DC=0, V=1, H=2, TM=3
const KF_YMODE_PROBS = [145, 156, 163, 128];
const UV_MODE_TREE = [-0, 2, -1, 4, -2, -3];
const KF_UV_MODE_PROBS = [142, 114, 183];
const EOB = 11;
const COEFF_TREE = [-EOB, 2, -0, 4, -1, 6, 8, 12, -2, 10, -3, -4, 14, 16, -5, -6, 18, 20, -7, -8, -9, -10];
const CAT_BASE = [5, 7, 11, 19, 35, 67];
const CAT_PROBS = [
  [159],
  [165, 145],
  [173, 148, 140],
  [176, 155, 140, 135],
  [180, 157, 141, 134, 130],
  [254, 254, 243, 230, 196, 177, 153, 140, 133, 130, 129],
];
const BANDS = [0, 1, 2, 3, 6, 4, 5, 6, 6, 6, 6, 6, 6, 6, 6, 7];

export interface Vp8FrameHeader {
  keyFrame: boolean;
  version: number;
  showFrame: boolean;
  firstPartitionSize: number;
  startCode: number[];
  width: number;
  height: number;
  horizontalScale: number;
  verticalScale: number;
}

export function readVp8Header(frame: Uint8Array): Vp8FrameHeader {
  const tag = frame[0]! | (frame[1]! << 8) | (frame[2]! << 16);
  return {
    keyFrame: (tag & 1) === 0,
    version: (tag >> 1) & 7,
    showFrame: ((tag >> 4) & 1) === 1,
    firstPartitionSize: (tag >> 5) & 0x7ffff,
    startCode: [...frame.subarray(3, 6)],
    width: (frame[6]! | (frame[7]! << 8)) & 0x3fff,
    height: (frame[8]! | (frame[9]! << 8)) & 0x3fff,
    horizontalScale: frame[7]! >> 6,
    verticalScale: frame[9]! >> 6,
  };
}

export interface DecodedFrame {
  header: Vp8FrameHeader;
  quantIndex: number;
  loopFilterLevel: number;
  columns: number;
  rows: number;
  skipped: number;
  /** each macroblock's rebuilt colour, row by row */
  colours: Array<{ y: number; u: number; v: number }>;
}

const clamp255 = (n: number) => Math.max(0, Math.min(255, n));

/** DC_PRED over flat neighbours: the rounded mean of `side` pixels above and/or `side` pixels to the left. */
function dcPredict(above: number | null, left: number | null, side: number): number {
  if (above === null && left === null) return 128;
  const shift = Math.log2(side) - 1 + (above === null ? 0 : 1) + (left === null ? 0 : 1);
  const sum = (above ?? 0) * side + (left ?? 0) * side;
  return (sum + (1 << (shift - 1))) >> shift;
}

export function decodeDcKeyFrame(frame: Uint8Array): DecodedFrame {
  const header = readVp8Header(frame);
  if (!header.keyFrame) throw new Error('not a key frame');
  const d = new BoolDecoder(frame.subarray(10, 10 + header.firstPartitionSize));
  const fail = (what: string) => {
    throw new Error(`unsupported: ${what}`);
  };
  d.readLiteral(1); // color space
  d.readLiteral(1); // clamping type
  if (d.readLiteral(1)) fail('segmentation');
  d.readLiteral(1); // filter type
  const loopFilterLevel = d.readLiteral(6);
  d.readLiteral(3); // sharpness
  if (d.readLiteral(1)) fail('loop filter deltas');
  if (d.readLiteral(2)) fail('several token partitions');
  const quantIndex = d.readLiteral(7);
  for (let i = 0; i < 5; i += 1) if (d.readLiteral(1)) fail('quantiser deltas');
  if (quantIndex !== 0) fail('quantiser index other than 0');
  d.readLiteral(1); // refresh_entropy_probs
  const probs = COEFF_UPDATE_PROBS.map((p) => (d.readBool(p) ? d.readLiteral(8) : Number.NaN));
  const noSkip = d.readLiteral(1);
  const probSkipFalse = noSkip ? d.readLiteral(8) : 0;
  const columns = Math.ceil(header.width / 16);
  const rows = Math.ceil(header.height / 16);
  const modes: boolean[] = [];
  for (let i = 0; i < columns * rows; i += 1) {
    modes.push(noSkip ? d.readBool(probSkipFalse) === 1 : false);
    if (d.readTree(KF_YMODE_TREE, KF_YMODE_PROBS) !== 0) fail('luma mode other than DC_PRED');
    if (d.readTree(UV_MODE_TREE, KF_UV_MODE_PROBS) !== 0) fail('chroma mode other than DC_PRED');
  }

  const tokens = new BoolDecoder(frame.subarray(10 + header.firstPartitionSize));
  /** nonzero flags of the blocks above (per column) and to the left, per plane: Y 4, U 2, V 2, Y2 1 */
  const aboveCtx = Array.from({ length: columns }, () => new Array<number>(9).fill(0));
  let leftCtx = new Array<number>(9).fill(0);
  const readBlock = (type: number, firstCoeff: number, context: number): number[] => {
    const coeffs = new Array<number>(16).fill(0);
    let ctx = context;
    let afterZero = false;
    for (let i = firstCoeff; i < 16; i += 1) {
      const base = ((type * 8 + BANDS[i]!) * 3 + ctx) * 11;
      // probabilities the frame did not set are NaN here: reading one throws in BoolDecoder
      const token = tokens.readTree(COEFF_TREE, probs.slice(base, base + 11), afterZero ? 2 : 0);
      if (token === EOB) break;
      let size = token;
      if (token >= 5) {
        let extra = 0;
        for (const q of CAT_PROBS[token - 5]!) extra = extra * 2 + tokens.readBool(q);
        size = CAT_BASE[token - 5]! + extra;
      }
      coeffs[i] = size !== 0 && tokens.readBool(128) ? -size : size;
      ctx = size === 0 ? 0 : size === 1 ? 1 : 2;
      afterZero = size === 0;
    }
    if (coeffs.some((c, i) => i !== firstCoeff && c !== 0)) fail('AC coefficients');
    return coeffs;
  };

  const colours: DecodedFrame['colours'] = [];
  let skipped = 0;
  for (let row = 0; row < rows; row += 1) {
    leftCtx = new Array<number>(9).fill(0);
    for (let column = 0; column < columns; column += 1) {
      const above = row > 0 ? colours[(row - 1) * columns + column]! : null;
      const left = column > 0 ? colours[row * columns + column - 1]! : null;
      const pred = {
        y: dcPredict(above?.y ?? null, left?.y ?? null, 16),
        u: dcPredict(above?.u ?? null, left?.u ?? null, 8),
        v: dcPredict(above?.v ?? null, left?.v ?? null, 8),
      };
      const a = aboveCtx[column]!;
      if (modes[row * columns + column]) {
        skipped += 1;
        a.fill(0);
        leftCtx.fill(0);
        colours.push(pred);
        continue;
      }
      // Y2 (context slot 8), then 16 Y (slots 0-3 by column / row), 4 U (4-5), 4 V (6-7)
      const y2 = readBlock(1, 0, a[8]! + leftCtx[8]!)[0]!;
      a[8] = leftCtx[8] = y2 !== 0 ? 1 : 0;
      for (let i = 0; i < 16; i += 1) {
        const [x, y] = [i % 4, i >> 2];
        const nonzero = readBlock(0, 1, a[x]! + leftCtx[y]!).some((c) => c !== 0);
        a[x] = leftCtx[y] = nonzero ? 1 : 0;
      }
      const chroma = (slot: number) => {
        const levels: number[] = [];
        for (let i = 0; i < 4; i += 1) {
          const [x, y] = [slot + (i % 2), slot + (i >> 1)];
          const level = readBlock(2, 0, a[x]! + leftCtx[y]!)[0]!;
          a[x] = leftCtx[y] = level !== 0 ? 1 : 0;
          levels.push(level);
        }
        if (new Set(levels).size !== 1) fail('chroma subblocks that differ');
        return (levels[0]! * 4 + 4) >> 3; // UV DC step 4 at index 0, then the DC-only inverse DCT
      };
      const u = chroma(4);
      const v = chroma(6);
      const lumaDc = (y2 * 8 + 3) >> 3; // Y2 DC step 8 at index 0, then the DC-only inverse WHT
      const y = (lumaDc + 4) >> 3; // the DC-only inverse DCT of each Y subblock
      colours.push({ y: clamp255(pred.y + y), u: clamp255(pred.u + u), v: clamp255(pred.v + v) });
    }
  }
  return { header, quantIndex, loopFilterLevel, columns, rows, skipped, colours };
}
