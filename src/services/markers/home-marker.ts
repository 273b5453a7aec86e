/**
 * The home timeline's reading position on the server: GET v1/markers for home when home first loads, and POST
 * v1/markers home[last_read_id] with the newest post the reader has seen, at most once per 300000 ms (leading and
 * trailing), flushed with keepalive when the page is hidden. One per account (a part of its scope), so the throttle
 * outlives the timeline view; letting the account go drops a position waiting for its turn (a sign-out's token no
 * longer saves anything).
 * Marker failures raise no alert (background work; the reader just starts at the top).
 */
import type { Api } from '../api';
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';
import { askHomeMarker, takeEarlyHomeMarker } from './early-home-marker';
import { createThrottle, realTimers, type ThrottleTimers } from './marker-throttle';

/** The marker submit throttle: at most one save per 300000 ms, leading and trailing. */
export const MARKER_THROTTLE_MS = 300_000;

export interface HomeMarkerOptions {
  api: Pick<Api, 'markers'>;
  timers?: ThrottleTimers;
  wait?: number;
  /** the server's answer when it was already asked for (early-home-marker.ts) */
  early?: Promise<string | null>;
}

export interface HomeMarker {
  /** the server's last_read_id for home (null when none); asks the server once, then answers from memory */
  load(): Promise<string | null>;
  /** the reader has seen this post: saved (throttled) when it is newer than the position held */
  seen(statusId: string): void;
  /** sends a waiting position now (page hide) */
  flush(): void;
  /** whether the view has already restored the position once (the first load of home only) */
  restored: boolean;
  dispose(): void;
}

/** Status ids are decimal snowflakes: longer is newer, then lexical order. */
export function isNewerId(a: string, b: string | null): boolean {
  if (b === null) return true;
  return a.length !== b.length ? a.length > b.length : a > b;
}

export function createHomeMarker({
  api,
  timers = realTimers,
  wait = MARKER_THROTTLE_MS,
  early,
}: HomeMarkerOptions): HomeMarker {
  let newest: string | null = null;
  let loading: Promise<string | null> | null = null;

  const save = (lastReadId: string, urgent: boolean) => {
    // a background save raises no alert: the next save carries a newer position anyway
    // sent synchronously: on page hide the request must start before the page goes
    try {
      api.markers.save({ home: { last_read_id: lastReadId } }, urgent ? { keepalive: true } : {}).catch(() => {});
    } catch {
      // the area module could not be called: the next save tries again
    }
  };
  const throttle = createThrottle(save, wait, timers);

  return {
    restored: false,
    load() {
      loading ??= (early ?? askHomeMarker(api)).then((id) => {
        if (id !== null && isNewerId(id, newest)) newest = id;
        return id;
      });
      return loading;
    },
    seen(statusId) {
      if (!isNewerId(statusId, newest)) return;
      newest = statusId;
      throttle.push(statusId);
    },
    flush: () => throttle.flush(),
    dispose: () => throttle.cancel(),
  };
}

/** The account's home marker, a part of its scope: its throttle's timer stops with the account. */
export const HOME_MARKER = definePart<HomeMarker>('home-marker', (marker) => marker.dispose());

/** The account's home marker (made on first use). */
export function homeMarkerOf(store: EntityStore, options: HomeMarkerOptions): HomeMarker {
  return store.scope.use(HOME_MARKER, () =>
    createHomeMarker({ ...options, early: options.early ?? takeEarlyHomeMarker(store) }),
  );
}

/** Flushes the marker when the page is hidden or left; returns the unsubscribe. */
export function flushOnPageHide(marker: Pick<HomeMarker, 'flush'>, target: Window = window): () => void {
  const onHide = () => marker.flush();
  const onVisibility = () => {
    if (target.document.visibilityState === 'hidden') marker.flush();
  };
  target.addEventListener('pagehide', onHide);
  target.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    target.removeEventListener('pagehide', onHide);
    target.document.removeEventListener('visibilitychange', onVisibility);
  };
}
