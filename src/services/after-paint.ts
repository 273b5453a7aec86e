/**
 * Work that must not delay the first posts: it starts after the next paint, once the browser is idle (or at
 * once where there is no rendering loop, as in Node tests).
 */
export function afterPaintAndIdle(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const idle = (globalThis as { requestIdleCallback?: (run: () => void, options?: { timeout: number }) => void }).requestIdleCallback;
      if (idle) idle(() => resolve(), { timeout: 1000 });
      else setTimeout(resolve, 0);
    });
  });
}
