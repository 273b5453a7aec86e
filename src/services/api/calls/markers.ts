/** Markers: the `markers.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';

export const calls: readonly CallSpec[] = [
  c('markers.get', 'GET', '/api/v1/markers'),
  c('markers.save', 'POST', '/api/v1/markers'),
];
