/**
 * The notifications read marker on the server: GET v1/markers for the notifications timeline, and POST v1/markers with
 * notifications[last_read_id] (keepalive, or a beacon when given, if the page is going). Failures are silent: a missing
 * marker means every notification counts as unread until the reader sees it.
 */
import type { Api } from '../api';
import { saveMarker, type MarkerBeacon } from '../markers/marker-save';

/** The server's notifications last_read_id, or null when there is none or it could not be read. */
export function loadNotificationsMarker(api: Pick<Api, 'markers'>): Promise<string | null> {
  return Promise.resolve()
    .then(() => api.markers.get(['notifications']))
    .then(
      (markers) => {
        const id: unknown = markers.notifications?.last_read_id;
        // some servers send the id as a number
        return id === undefined || id === null ? null : String(id);
      },
      () => null,
    );
}

/**
 * Sends the notifications position; `urgent` while the page is being hidden or left. The request starts at
 * once; the promise settles when it is over and never rejects.
 */
export function saveNotificationsMarker(
  api: Pick<Api, 'markers'>,
  id: string,
  urgent: boolean,
  beacon?: MarkerBeacon,
): Promise<void> {
  return saveMarker(beacon ? { api, beacon } : { api }, 'notifications', id, urgent);
}
