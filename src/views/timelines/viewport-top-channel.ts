/**
 * The virtual feed's report of the row at the top of the viewport, passed to whoever listens (the home
 * marker tracker, which arrives after the first posts have painted). Reports with no listener are dropped:
 * the tracker starts from the rows it is given.
 */
export interface ViewportTopChannel {
  report(index: number): void;
  listen(listener: (index: number) => void): () => void;
}

export function createViewportTopChannel(): ViewportTopChannel {
  const listeners = new Set<(index: number) => void>();
  return {
    report(index) {
      for (const listener of listeners) listener(index);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
