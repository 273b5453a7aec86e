/**
 * The figures of `npm run bench:soak` (soak.ts), apart from the browser: the run's length from the command line,
 * where the reader is at each minute, one printed line per sample, and the heap's growth per 1,000 posts with the
 * closing line. The growth is that of the held heap (heldHeap): the JS heap after forced GC without V8's compiled
 * code; the JS heap as the browser counts it, code included, is sampled and fitted too, and printed beside it.
 */

/** where the reader is when a sample is taken */
export type SoakPhase = 'top' | 'scrolled' | 'back at top';

export interface SoakSample {
  /** whole minutes since the posting started (0: before the first post) */
  minute: number;
  /** seconds since the posting started, when the sample was taken */
  elapsedSeconds: number;
  phase: SoakPhase;
  /** posts the sandbox has made so far (each streamed to the reader's home) */
  posts: number;
  /** JS heap used after forced garbage collection, MB (2^20 bytes): V8's compiled code included */
  heapMb: number;
  /**
   * What the page's JavaScript holds after forced garbage collection, MB: a heap snapshot's objects, arrays,
   * strings, closures and their shapes; V8's compiled code and Blink's native objects left out (heldHeap)
   */
  heldMb: number;
  /** V8's compiled code and its metadata in the same snapshot, MB */
  codeMb: number;
  /** elements in the document */
  domNodes: number;
  /** rows the virtual feed has in the DOM */
  feedRows: number;
  /** the count on the "N new posts" button, 0 when there is none */
  pending: number;
  /** how far the feed is scrolled down, px */
  scrollTop: number;
  /** DOM nodes the renderer holds after GC, detached ones included (CDP Performance metric `Nodes`) */
  rendererNodes: number;
  /** event listeners the renderer holds (CDP Performance metric `JSEventListeners`) */
  listeners: number;
  /** console messages the page has written so far (the inspector keeps their arguments alive) */
  consoleMessages: number;
}

export const DEFAULT_MINUTES = 10;
/** posts before this many are a warm-up (the first screens' code and caches): left out of the growth figure */
export const WARM_UP_POSTS = 500;

/** `--minutes N` (or `--minutes=N`) from the command line, else 10. */
export function minutesFromArgs(args: readonly string[]): number {
  let given: string | undefined;
  args.forEach((arg, at) => {
    if (arg === '--minutes') given = args[at + 1] ?? '';
    else if (arg.startsWith('--minutes=')) given = arg.slice('--minutes='.length);
  });
  if (given === undefined) return DEFAULT_MINUTES;
  const minutes = given.trim() === '' ? NaN : Number(given);
  if (!Number.isInteger(minutes) || minutes < 1) throw new Error('--minutes takes a whole number of at least 1');
  return minutes;
}

/**
 * The reader stays at the top of home for the first half of the run and is scrolled down (a few screens) for the
 * second; half a minute before the last sample it goes back to the top and reads on there as posts still arrive. A
 * sample at the half-way minute is taken before scrolling.
 */
export function phaseAt(minute: number, minutes: number): SoakPhase {
  if (minute >= minutes) return 'back at top';
  return minute * 2 <= minutes ? 'top' : 'scrolled';
}

/**
 * The slope of the ordinary least-squares line through the points (x, y): Σ(x-x̄)(y-ȳ) / Σ(x-x̄)². Null with fewer
 * than two distinct x, where no line is fitted.
 */
export function leastSquaresSlope(points: ReadonlyArray<readonly [number, number]>): number | null {
  if (points.length < 2) return null;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / points.length;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / points.length;
  let covariance = 0;
  let spread = 0;
  for (const [x, y] of points) {
    covariance += (x - meanX) * (y - meanY);
    spread += (x - meanX) ** 2;
  }
  return spread === 0 ? null : covariance / spread;
}

export interface HeapGrowth {
  /** MB of heap per 1,000 posts; null when no line could be fitted */
  mbPer1000Posts: number | null;
  /** which samples the line was fitted to */
  over: 'after the first 500 posts' | 'all samples (fewer than 2 after the first 500 posts)';
  samples: number;
}

const MB = 1024 * 1024;
/** snapshot node types that are not what the page holds: V8's compiled code (and its metadata), Blink's own objects */
const NOT_HELD = new Set(['code', 'native', 'synthetic']);

/**
 * A heap snapshot's sizes by node type (soak-page.ts heapSnapshotByType) as a sample reads them: what the page's
 * JavaScript holds, and V8's compiled code. Compiled code is left out of the held heap because it grows as the JIT
 * optimises the functions that run hot, a few dozen a minute for a while whatever the posts, and holds no post.
 */
export function heldHeap(byType: Readonly<Record<string, number>>): { heldMb: number; codeMb: number } {
  let held = 0;
  for (const [type, bytes] of Object.entries(byType)) if (!NOT_HELD.has(type)) held += bytes;
  return { heldMb: held / MB, codeMb: (byType.code ?? 0) / MB };
}

/**
 * The heap's growth: the least-squares slope of the held heap (MB; or of another of the sample's heap figures)
 * over posts sent, fitted to the samples taken once the first 500 posts were sent (the warm-up's own allocations
 * would otherwise weigh in), times 1,000. A run too short to have two such samples is fitted over every sample
 * instead, and says so.
 */
export function heapGrowth(
  samples: readonly SoakSample[],
  figure: 'heldMb' | 'heapMb' | 'codeMb' = 'heldMb',
): HeapGrowth {
  const settled = samples.filter((s) => s.posts >= WARM_UP_POSTS);
  const enough = new Set(settled.map((s) => s.posts)).size >= 2;
  const fitted = enough ? settled : samples;
  const slope = leastSquaresSlope(fitted.map((s) => [s.posts, s[figure]] as const));
  return {
    mbPer1000Posts: slope === null ? null : slope * 1000,
    over: enough ? 'after the first 500 posts' : 'all samples (fewer than 2 after the first 500 posts)',
    samples: fitted.length,
  };
}

/** The closing line, exactly: `soak: heap growth X MB per 1000 posts after the first 500, DOM max N`. */
export function soakSummaryLine(growth: HeapGrowth, samples: readonly SoakSample[]): string {
  const x = growth.mbPer1000Posts === null ? 'n/a' : growth.mbPer1000Posts.toFixed(2);
  const domMax = Math.max(0, ...samples.map((s) => s.domNodes));
  return `soak: heap growth ${x} MB per 1000 posts after the first 500, DOM max ${domMax}`;
}

export function sampleLine(s: SoakSample): string {
  return (
    `minute ${s.minute} (${s.phase}): ${s.posts} posts sent, heap ${s.heapMb.toFixed(2)} MB after GC ` +
    `(held ${s.heldMb.toFixed(2)}, compiled code ${s.codeMb.toFixed(2)}), ` +
    `DOM ${s.domNodes} elements, ${s.feedRows} feed rows, ${s.pending} pending, ` +
    `renderer nodes ${s.rendererNodes}, listeners ${s.listeners}`
  );
}
