/**
 * Whether the page's media overlays (the media viewer and the picture-in-picture player) has been asked for. The
 * stage's code downloads on the first ask only (a reader who never opens media never loads it); once asked, it
 * stays for the page's life. Tiny on purpose: the media grid, which is on the first path, imports it.
 */
import { useSyncExternalStore } from 'react';

let wanted = false;
const listeners = new Set<() => void>();

export function wantMediaViewer(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useMediaViewerWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}
