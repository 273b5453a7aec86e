/** Markers: the `markers.*` calls (see ../calls.ts). */
import type { AnswerCheck } from '../answer-check';
import { c, type CallSpec } from './call-spec';
import { isRecord } from '../../../domain/entities/coerce';

const markers: AnswerCheck = (data, reader) => (isRecord(data) ? data : reader.fail('not an object'));

export const calls: readonly CallSpec[] = [
  c('markers.get', 'GET', '/api/v1/markers', markers),
  c('markers.save', 'POST', '/api/v1/markers', markers),
];
