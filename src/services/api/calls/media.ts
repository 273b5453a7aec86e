/** Media: the `media.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';

export const calls: readonly CallSpec[] = [
  c('media.upload', 'POST', '/api/v2/media'),
  c('media.get', 'GET', '/api/v1/media/{id}'),
  c('media.putThumbnail', 'PUT', '/api/v1/media/{id}'),
  c('media.update', 'PATCH', '/api/v1/media/{id}'),
];
