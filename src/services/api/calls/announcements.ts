/** Announcements: the `announcements.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';
import { announcement, anyJson } from '../answers/more-shapes';
import { listOf } from '../answers/shapes';

export const calls: readonly CallSpec[] = [
  c('announcements.list', 'GET', '/api/v1/announcements', listOf('announcement', announcement)),
  c('announcements.dismiss', 'POST', '/api/v1/announcements/{id}/dismiss', anyJson),
  c('announcements.addReaction', 'PUT', '/api/v1/announcements/{id}/reactions/{name}', anyJson),
  c('announcements.removeReaction', 'DELETE', '/api/v1/announcements/{id}/reactions/{name}', anyJson),
];
