/**
 * The numbers of one upload: the delay before each processing poll and the progress percentage shown while the file is
 * sent.
 */

/** The delay before poll number `poll` (counted from 1): log2(poll) x 1000 ms, so 0, 1000, 1585, 2000 ... */
export function pollDelayMs(poll: number): number {
  return Math.round(Math.log2(Math.max(1, poll)) * 1000);
}

/**
 * Bytes sent as a whole percentage, never above 100 (browsers may report more than the total) nor below 0;
 * 0 while the total is unknown.
 */
export function progressPercent(loaded: number, total: number): number {
  if (!Number.isFinite(loaded) || !Number.isFinite(total) || total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}
