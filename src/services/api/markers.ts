/** Read markers (spec 7 "Notifications"): `markers.*`. */
import type { ApiClient, CallOptions } from './client';
import type { ApiMarkers } from '../../domain/entities/api-types';
import { registerCalls } from './calls/registry';
import { calls as areaCalls } from './calls/markers';

// the client finds this area's calls by id once this module has loaded (calls/registry.ts)
registerCalls(areaCalls);

export type MarkerTimeline = 'home' | 'notifications';

export function get(
  client: ApiClient,
  timelines: readonly MarkerTimeline[] = ['notifications'],
  options: CallOptions = {},
): Promise<ApiMarkers> {
  return client.call('markers.get', { ...options, query: { timeline: timelines } });
}

export type MarkerPositions = Partial<Record<MarkerTimeline, { last_read_id: string }>>;

export interface SaveMarkerOptions extends CallOptions {
  /** Let the request finish while the page unloads. */
  keepalive?: boolean;
}

export function save(
  client: ApiClient,
  positions: MarkerPositions,
  options: SaveMarkerOptions = {},
): Promise<ApiMarkers> {
  return client.call('markers.save', { ...options, body: { ...positions } });
}
