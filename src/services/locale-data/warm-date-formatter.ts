/**
 * The first date formatter a page makes loads the browser's list of locales with date data: tens of
 * milliseconds in one native call, which no code of ours can split, and one long task on the main thread.
 * Chromium keeps that list, and the locale's date patterns, for the whole renderer, workers included; so a
 * worker makes the same formatter first, on another thread, and the page's own is then made in about a
 * millisecond. Where workers are missing or refused, or the list is not shared, nothing is lost: the page makes
 * its formatter itself, as it would have.
 */

/** Starts a worker; null where the page cannot have one. */
export type StartWorker = () => Pick<Worker, 'postMessage' | 'terminate' | 'onmessage' | 'onerror'> | null;

const startFormatterWorker: StartWorker = () =>
  typeof Worker === 'undefined'
    ? null
    : new Worker(new URL('./formatter-warmup.worker.ts', import.meta.url), { type: 'module' });

/**
 * Resolves once a worker has made the formatter of `language` with `options` (or failed to); at once when no
 * worker can be started, or the page refuses one (a content security policy).
 */
export function warmDateFormatter(
  language: string,
  options: Intl.DateTimeFormatOptions,
  start: StartWorker = startFormatterWorker,
): Promise<void> {
  return new Promise((resolve) => {
    let worker: ReturnType<StartWorker> = null;
    try {
      worker = start();
    } catch {
      // refused: the page makes its formatter itself
    }
    if (worker === null) return resolve();
    const running = worker;
    running.onmessage = running.onerror = () => {
      running.terminate();
      resolve();
    };
    running.postMessage({ language, options });
  });
}
