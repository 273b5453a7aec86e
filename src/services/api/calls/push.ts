/** Web push (session-mode endpoint): the `push.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';

export const calls: readonly CallSpec[] = [
  c('push.subscribe', 'POST', '/api/web/push_subscriptions'),
  c('push.update', 'PUT', '/api/web/push_subscriptions/{id}'),
];
