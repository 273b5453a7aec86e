/**
 * Sending a reading position to the server's markers (POST v1/markers), shared by every marker. A marker save is
 * background work: a failure raises no alert (the next save carries a newer position). An urgent save (the page is
 * being hidden or left) asks for a keepalive request, which the browser lets outlive the page; where the browser cannot
 * make one (no keepalive support, or it refuses the request), a beacon sender, when one is given, takes the position
 * instead.
 */
import type { Api } from '../api';
import type { MarkerPositions, MarkerTimeline } from '../api/markers';

/** Queues `positions` with navigator.sendBeacon (or the like); answers whether the browser took it. */
export type MarkerBeacon = (positions: MarkerPositions) => boolean;

export interface MarkerSaveDeps {
  api: Pick<Api, 'markers'>;
  /** the fallback for urgent saves; none: urgent saves rely on keepalive alone */
  beacon?: MarkerBeacon;
  /** whether fetch can make keepalive requests (detected by default) */
  keepaliveSupported?: () => boolean;
}

/** Fetch's keepalive flag exists on Request in browsers that honour it. */
export function detectKeepalive(): boolean {
  return typeof Request !== 'undefined' && 'keepalive' in Request.prototype;
}

/** A failure that is not the server's answer: the request could not be made or sent at all. */
function notSent(error: unknown): boolean {
  const kind = (error as { kind?: unknown } | null)?.kind;
  return kind !== 'response';
}

/**
 * Saves `lastReadId` for `timeline`; never throws, never rejects, never alerts. The request starts before this
 * returns (page hide needs that); the promise settles when it is over, however it went.
 */
export function saveMarker(
  { api, beacon, keepaliveSupported = detectKeepalive }: MarkerSaveDeps,
  timeline: MarkerTimeline,
  lastReadId: string,
  urgent: boolean,
): Promise<void> {
  const positions: MarkerPositions = { [timeline]: { last_read_id: lastReadId } };
  const viaBeacon = () => {
    try {
      beacon?.(positions);
    } catch {
      // nothing more can be done while the page goes
    }
  };
  if (urgent && beacon && !keepaliveSupported()) {
    viaBeacon();
    return Promise.resolve();
  }
  try {
    return api.markers.save(positions, urgent ? { keepalive: true } : {}).then(
      () => undefined,
      (error: unknown) => {
        if (urgent && notSent(error)) viaBeacon();
      },
    );
  } catch {
    // the call could not even start
    if (urgent) viaBeacon();
    return Promise.resolve();
  }
}
