/**
 * Web push: the `push.*` calls (see ../calls.ts). The session-mode endpoints under api/web are the spec's; a
 * server may refuse them with a plain OAuth token, so the standard API (/api/v1/push/subscription, one
 * subscription per access token) is the fallback. The spec does not list those, hence spec7 false.
 */
import { c, type CallSpec } from './call-spec';
import { anyJson, one, withId } from '../answers/more-shapes';

const subscription = one('push subscription', withId);

export const calls: readonly CallSpec[] = [
  c('push.subscribe', 'POST', '/api/web/push_subscriptions', subscription),
  c('push.update', 'PUT', '/api/web/push_subscriptions/{id}', subscription),
  c('push.v1Get', 'GET', '/api/v1/push/subscription', subscription, false),
  c('push.v1Subscribe', 'POST', '/api/v1/push/subscription', subscription, false),
  c('push.v1Update', 'PUT', '/api/v1/push/subscription', subscription, false),
  c('push.v1Unsubscribe', 'DELETE', '/api/v1/push/subscription', anyJson, false),
];
