/**
 * Work that must not delay the first posts (the streaming runtime, the filters fetch, the blurhash decoder):
 * it starts once the first feed rows are on the page (when a feed is on its way), after the next paint, when
 * the browser is idle. Where there is no rendering loop (Node tests) it starts at once.
 */

/** How long deferred work waits for a feed's first rows at most (a feed that never fills). */
const FIRST_ROWS_WAIT_MS = 3000;

let feedExpected = false;
let firstRowsShown = false;
let announceFirstRows: () => void = () => {};
/** the page's wait for its first screen, made by the first caller of afterFirstScreen */
let firstScreen: Promise<void> | null = null;
const firstRows = new Promise<void>((resolve) => {
  announceFirstRows = resolve;
});

/** A feed is rendering: deferred work waits for its first rows. */
export function expectFirstRows(): void {
  feedExpected = true;
}

/** Whether a feed's first rows have been in the page already. */
export const firstRowsWereShown = (): boolean => firstRowsShown;

/** A feed's first rows are in the page. */
export function markFirstRowsShown(): void {
  if (firstRowsShown) return;
  firstRowsShown = true;
  announceFirstRows();
}

type RequestIdle = (run: () => void, options?: { timeout: number }) => void;

/** Waiters of whenIdle, in order; the head is released by the next idle callback. */
const idleWaiters: Array<() => void> = [];

/**
 * Releases one waiter per idle callback. A waiter's continuation runs in the microtasks of the callback that
 * released it, so two released together would share one task: the work the first paint leaves for later
 * (the date formatter, the streaming runtime, filters, preloads) would add up to one long task.
 */
function releaseNextWaiter(idle: RequestIdle): void {
  idleWaiters.shift()?.();
  if (idleWaiters.length > 0) idle(() => releaseNextWaiter(idle), { timeout: 1000 });
}

/**
 * Resolves when the browser is next idle and the waiters before this one have had their turn, each in an idle
 * callback of its own (each at most a second away); after `fallbackMs` without requestIdleCallback.
 */
export function whenIdle(fallbackMs = 0): Promise<void> {
  return new Promise((resolve) => {
    const idle = (globalThis as { requestIdleCallback?: RequestIdle }).requestIdleCallback;
    if (!idle) {
      setTimeout(resolve, fallbackMs);
      return;
    }
    idleWaiters.push(resolve);
    if (idleWaiters.length === 1) idle(() => releaseNextWaiter(idle), { timeout: 1000 });
  });
}

/**
 * Resolves in a later task, giving the page a turn (input, a paint) in between, where the browser has
 * `scheduler.yield`; at once elsewhere (Node tests, older browsers), so nothing waits on a timer.
 */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : Promise.resolve();
}

/**
 * Runs `run` in a task after the browser's next frame, so that what the page changed before it has been laid out
 * and painted on its own; at once where there is no rendering loop (Node tests). Returns a cancel.
 */
export function afterNextFrame(run: () => void): () => void {
  let live = true;
  if (typeof requestAnimationFrame !== 'function') run();
  else requestAnimationFrame(() => setTimeout(() => live && run()));
  return () => {
    live = false;
  };
}

function nextPaintThenIdle(): Promise<void> {
  return new Promise<void>((resolve) => requestAnimationFrame(() => resolve())).then(() => whenIdle());
}

export function afterPaintAndIdle(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  if (!feedExpected || firstRowsShown) return nextPaintThenIdle();
  return afterFirstScreen();
}

/**
 * Resolves once the first screen is done: a feed's first rows are in the page (or FIRST_ROWS_WAIT_MS have
 * passed, for a first screen without a feed), after the next paint, when the browser is idle. At once where there
 * is no rendering loop.
 */
export function afterFirstScreen(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  // one wait for the page (not one timer per caller): the first rows, or the cap
  firstScreen ??= Promise.race([firstRows, new Promise<void>((resolve) => setTimeout(resolve, FIRST_ROWS_WAIT_MS))]);
  return firstScreen.then(nextPaintThenIdle);
}
