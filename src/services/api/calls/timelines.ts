/** Timelines: the `timelines.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';

export const calls: readonly CallSpec[] = [
  c('timelines.home', 'GET', '/api/v1/timelines/home'),
  c('timelines.public', 'GET', '/api/v1/timelines/public'),
  c('timelines.list', 'GET', '/api/v1/timelines/list/{id}'),
  c('timelines.antenna', 'GET', '/api/v1/timelines/antenna/{id}'),
  c('timelines.link', 'GET', '/api/v1/timelines/link'),
  c('timelines.tag', 'GET', '/api/v1/timelines/tag/{tag}'),
];
