/** Read markers: `markers.*`. */
import type { CallOptions } from './client';
import type { ApiMarkers } from '../../domain/entities/api-types';
import { defineCall, entry } from './calls/call-spec';
import type { AnswerCheck } from './answer-check';
import { isRecord } from '../../domain/entities/coerce';

const markers: AnswerCheck = (data, reader) => (isRecord(data) ? data : reader.fail('not an object'));

export type MarkerTimeline = 'home' | 'notifications';

export const get = defineCall(
  entry('markers.get', 'GET', '/api/v1/markers', markers),
  (call, timelines: readonly MarkerTimeline[] = ['notifications'], options: CallOptions = {}): Promise<ApiMarkers> =>
    call.answer({ ...options, query: { timeline: timelines } }),
);

export type MarkerPositions = Partial<Record<MarkerTimeline, { last_read_id: string }>>;

export interface SaveMarkerOptions extends CallOptions {
  /** Let the request finish while the page unloads. */
  keepalive?: boolean;
}

export const save = defineCall(
  entry('markers.save', 'POST', '/api/v1/markers', markers),
  (call, positions: MarkerPositions, options: SaveMarkerOptions = {}): Promise<ApiMarkers> =>
    call.answer({ ...options, body: { ...positions } }),
);
