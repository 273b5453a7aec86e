/** Announcements: the `announcements.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';

export const calls: readonly CallSpec[] = [
  c('announcements.list', 'GET', '/api/v1/announcements'),
  c('announcements.dismiss', 'POST', '/api/v1/announcements/{id}/dismiss'),
  c('announcements.addReaction', 'PUT', '/api/v1/announcements/{id}/reactions/{name}'),
  c('announcements.removeReaction', 'DELETE', '/api/v1/announcements/{id}/reactions/{name}'),
];
