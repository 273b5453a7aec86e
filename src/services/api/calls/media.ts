/** Media: the `media.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';
import { media, one } from '../answers/more-shapes';

const attachment = one('media attachment', media);

export const calls: readonly CallSpec[] = [
  c('media.upload', 'POST', '/api/v2/media', attachment),
  c('media.get', 'GET', '/api/v1/media/{id}', attachment),
  c('media.putThumbnail', 'PUT', '/api/v1/media/{id}', attachment),
  c('media.update', 'PATCH', '/api/v1/media/{id}', attachment),
];
