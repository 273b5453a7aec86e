/** Timelines: the `timelines.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';
import { posts } from '../answers/status-guards';

export const calls: readonly CallSpec[] = [
  c('timelines.home', 'GET', '/api/v1/timelines/home', posts),
  c('timelines.public', 'GET', '/api/v1/timelines/public', posts),
  c('timelines.list', 'GET', '/api/v1/timelines/list/{id}', posts),
  c('timelines.antenna', 'GET', '/api/v1/timelines/antenna/{id}', posts),
  c('timelines.link', 'GET', '/api/v1/timelines/link', posts),
  c('timelines.tag', 'GET', '/api/v1/timelines/tag/{tag}', posts),
];
