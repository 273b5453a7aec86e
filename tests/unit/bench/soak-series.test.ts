/**
 * The figures of `npm run bench:soak` (bench/soak-series.ts): `--minutes N` (default 10), the heap's growth per
 * 1,000 posts as the least-squares slope over the samples taken after the first 500 posts (all samples when a
 * short run has fewer than two there), and the closing line with the largest DOM seen.
 */
import { describe, expect, it } from 'vitest';
import { heapByType } from '../../../bench/soak-page';
import {
  heapGrowth,
  heldHeap,
  leastSquaresSlope,
  minutesFromArgs,
  phaseAt,
  sampleLine,
  soakSummaryLine,
  type SoakSample,
} from '../../../bench/soak-series';

const sample = (minute: number, posts: number, heldMb: number, domNodes = 1000): SoakSample => ({
  minute,
  elapsedSeconds: minute * 60,
  phase: 'top',
  posts,
  heapMb: heldMb + 3,
  heldMb,
  codeMb: 3,
  domNodes,
  feedRows: 20,
  pending: 0,
  scrollTop: 0,
  rendererNodes: 3000,
  listeners: 400,
  consoleMessages: 0,
});

describe('minutesFromArgs', () => {
  it('is 10 without --minutes', () => {
    expect(minutesFromArgs([])).toBe(10);
  });
  it('reads --minutes N and --minutes=N', () => {
    expect(minutesFromArgs(['--minutes', '2'])).toBe(2);
    expect(minutesFromArgs(['--minutes=3'])).toBe(3);
  });
  it('refuses anything but a whole number of at least 1', () => {
    for (const bad of ['0', '-1', '1.5', 'ten', ''])
      expect(() => minutesFromArgs(['--minutes', bad])).toThrow(/--minutes/);
    expect(() => minutesFromArgs(['--minutes'])).toThrow(/--minutes/);
  });
});

describe('phaseAt', () => {
  it('is the top for the first half, scrolled down for the second, back at the top for the last sample', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((m) => phaseAt(m, 10))).toEqual([
      'top',
      'top',
      'top',
      'top',
      'top',
      'top',
      'scrolled',
      'scrolled',
      'scrolled',
      'scrolled',
      'back at top',
    ]);
    expect([0, 1, 2].map((m) => phaseAt(m, 2))).toEqual(['top', 'top', 'back at top']);
    expect([0, 1, 2, 3].map((m) => phaseAt(m, 3))).toEqual(['top', 'top', 'scrolled', 'back at top']);
  });
});

describe('leastSquaresSlope', () => {
  it('is the slope of the line through points on a line', () => {
    expect(
      leastSquaresSlope([
        [0, 1],
        [1, 3],
        [2, 5],
      ]),
    ).toBeCloseTo(2, 10);
  });
  it('fits noisy points by least squares, not by their ends', () => {
    // ends alone would give (4 - 0) / 3; least squares over all four gives 1.2
    expect(
      leastSquaresSlope([
        [0, 0],
        [1, 2],
        [2, 2],
        [3, 4],
      ]),
    ).toBeCloseTo(1.2, 10);
  });
  it('is null with fewer than two distinct x', () => {
    expect(leastSquaresSlope([])).toBeNull();
    expect(leastSquaresSlope([[1, 2]])).toBeNull();
    expect(
      leastSquaresSlope([
        [1, 2],
        [1, 3],
      ]),
    ).toBeNull();
  });
});

describe('heapGrowth', () => {
  it('is MB per 1,000 posts over the samples after the first 500 posts only', () => {
    // a steep warm-up (the first screen's code) is left out; then 2 MB per 1,000 posts
    const samples = [
      sample(0, 0, 5),
      sample(1, 120, 8),
      sample(5, 600, 10),
      sample(6, 720, 10.24),
      sample(7, 840, 10.48),
    ];
    const growth = heapGrowth(samples);
    expect(growth.mbPer1000Posts).toBeCloseTo(2, 6);
    expect(growth.over).toBe('after the first 500 posts');
    expect(growth.samples).toBe(3);
  });
  it('counts a sample at exactly 500 posts as after the first 500', () => {
    const growth = heapGrowth([sample(0, 0, 1), sample(4, 500, 10), sample(5, 1000, 11)]);
    expect(growth.mbPer1000Posts).toBeCloseTo(2, 6);
  });
  it('uses every sample when a short run has fewer than two after the first 500 posts', () => {
    const growth = heapGrowth([sample(0, 0, 7), sample(1, 120, 7.12), sample(2, 240, 7.24)]);
    expect(growth.mbPer1000Posts).toBeCloseTo(1, 6);
    expect(growth.over).toBe('all samples (fewer than 2 after the first 500 posts)');
    expect(growth.samples).toBe(3);
  });
  it('is null when no slope can be fitted', () => {
    expect(heapGrowth([sample(0, 0, 7)]).mbPer1000Posts).toBeNull();
  });
  it('fits the held heap by default, and the JS heap used or the compiled code when asked', () => {
    // the held heap stays flat while compiled code grows 0.5 MB per 1,000 posts (the JIT optimising)
    const samples = [600, 720, 840, 960].map((posts, at) => ({
      ...sample(5 + at, posts, 8),
      codeMb: 5 + (posts - 600) / 2000,
      heapMb: 13 + (posts - 600) / 2000,
    }));
    expect(heapGrowth(samples).mbPer1000Posts).toBeCloseTo(0, 6);
    expect(heapGrowth(samples, 'heapMb').mbPer1000Posts).toBeCloseTo(0.5, 6);
    expect(heapGrowth(samples, 'codeMb').mbPer1000Posts).toBeCloseTo(0.5, 6);
  });
});

describe('heldHeap', () => {
  it("is every snapshot type but V8's compiled code and Blink's native objects; the code is given apart", () => {
    const mb = 1024 * 1024;
    const held = heldHeap({
      object: 2 * mb,
      string: 1 * mb,
      array: 0.5 * mb,
      closure: 0.25 * mb,
      'object shape': 0.25 * mb,
      code: 5 * mb,
      native: 4 * mb,
      synthetic: 0,
    });
    expect(held).toEqual({ heldMb: 4, codeMb: 5 });
    expect(heldHeap({}).codeMb).toBe(0);
  });
});

describe('heapByType', () => {
  it("sums a heap snapshot's node self sizes by node type", () => {
    // node fields: type, name, self_size; types by index
    const snapshot = {
      snapshot: {
        meta: { node_fields: ['type', 'name', 'self_size'], node_types: [['object', 'code', 'string']] as [string[]] },
      },
      nodes: [0, 0, 100, 1, 0, 40, 0, 0, 20, 2, 0, 7],
    };
    expect(heapByType(snapshot)).toEqual({ object: 120, code: 40, string: 7 });
  });
});

describe('the printed lines', () => {
  it('closes with exactly the soak line: growth to two decimals and the largest DOM', () => {
    const samples = [sample(0, 0, 5, 1200), sample(5, 600, 10, 1500), sample(10, 1200, 11.2, 1400)];
    expect(soakSummaryLine(heapGrowth(samples), samples)).toBe(
      'soak: heap growth 2.00 MB per 1000 posts after the first 500, DOM max 1500',
    );
  });
  it('says n/a when no slope can be fitted', () => {
    const samples = [sample(0, 0, 5, 1200)];
    expect(soakSummaryLine(heapGrowth(samples), samples)).toBe(
      'soak: heap growth n/a MB per 1000 posts after the first 500, DOM max 1200',
    );
  });
  it('prints one line per sample with its phase, posts, heap and DOM', () => {
    expect(sampleLine({ ...sample(3, 360, 6.126, 1834), phase: 'scrolled', pending: 42 })).toBe(
      'minute 3 (scrolled): 360 posts sent, heap 9.13 MB after GC (held 6.13, compiled code 3.00), DOM 1834 elements, 20 feed rows, 42 pending, renderer nodes 3000, listeners 400',
    );
  });
});
