/**
 * How long React renders before it gives the page back, while the first screen renders: about 33 ms (30 slices a
 * second) instead of its default 5 ms. Each slice stays under the 50 ms of a long task, and the first screen
 * takes about six times fewer hand-backs, each of which costs the browser a frame's work (most felt on a slow
 * CPU). Once the first posts are in the page and the browser is idle, React's own 5 ms again, for the quickest
 * answer to input.
 */
import { unstable_forceFrameRate } from 'scheduler';
import { afterFirstScreen } from '../services/after-paint';

/** Render slices per second while the first screen renders. */
export const FIRST_SCREEN_SLICES_PER_SECOND = 30;

export function sliceFirstScreen(
  setSlicesPerSecond: (fps: number) => void = unstable_forceFrameRate,
  firstScreenDone: () => Promise<void> = afterFirstScreen,
): void {
  setSlicesPerSecond(FIRST_SCREEN_SLICES_PER_SECOND);
  // 0: the scheduler's default
  void firstScreenDone().then(() => setSlicesPerSecond(0));
}
