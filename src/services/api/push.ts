/**
 * Web push subscriptions: `push.*`. `subscribe` and `update` are the session-mode endpoints under api/web (the core
 * calls); the `v1*` calls are the standard API a server answers with a plain OAuth token, one subscription
 * per access token (services/push/push-server.ts chooses between them). The standard calls are not among the core
 * calls, hence their entries are not flagged as core.
 */
import type { CallOptions } from './client';
import type { ApiWebPushAlerts, ApiWebPushSubscription } from '../../domain/entities/api-types';
import { defineCall, entry } from './calls/call-spec';
import { anyJson, one, withId } from './answers/more-shapes';

const subscription = one('push subscription', withId);

export interface PushSubscriptionKeys {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** Standard (RFC 8291) encryption rather than the legacy draft. */
  standard?: boolean;
}

export interface PushData {
  policy?: 'all' | 'followed' | 'follower' | 'none';
  alerts?: ApiWebPushAlerts;
}

function subscriptionBody(subscription: PushSubscriptionKeys, data?: PushData) {
  const { standard, ...rest } = subscription;
  return {
    subscription: { ...rest, ...(standard === undefined ? {} : { standard }) },
    ...(data ? { data } : {}),
  };
}

export const subscribe = defineCall(
  entry('push.subscribe', 'POST', '/api/web/push_subscriptions', subscription),
  (
    call,
    subscription: PushSubscriptionKeys,
    data?: PushData,
    options: CallOptions = {},
  ): Promise<ApiWebPushSubscription> => call.answer({ ...options, body: subscriptionBody(subscription, data) }),
);

export const update = defineCall(
  entry('push.update', 'PUT', '/api/web/push_subscriptions/{id}', subscription),
  (call, id: string, data: PushData, options: CallOptions = {}): Promise<ApiWebPushSubscription> =>
    call.answer({ ...options, params: { id }, body: { data } }),
);

/** GET v1/push/subscription: this access token's subscription (404 when it has none). */
export const v1Get = defineCall(
  entry('push.v1Get', 'GET', '/api/v1/push/subscription', subscription, false),
  (call, options: CallOptions = {}): Promise<ApiWebPushSubscription> => call.answer(options),
);

/** POST v1/push/subscription: replaces this access token's subscription. */
export const v1Subscribe = defineCall(
  entry('push.v1Subscribe', 'POST', '/api/v1/push/subscription', subscription, false),
  (
    call,
    subscription: PushSubscriptionKeys,
    data?: PushData,
    options: CallOptions = {},
  ): Promise<ApiWebPushSubscription> => call.answer({ ...options, body: subscriptionBody(subscription, data) }),
);

/** PUT v1/push/subscription: the alerts and policy of this access token's subscription. */
export const v1Update = defineCall(
  entry('push.v1Update', 'PUT', '/api/v1/push/subscription', subscription, false),
  (call, data: PushData, options: CallOptions = {}): Promise<ApiWebPushSubscription> =>
    call.answer({ ...options, body: { data } }),
);

/** DELETE v1/push/subscription (answers {} also when there was none). */
export const v1Unsubscribe = defineCall(
  entry('push.v1Unsubscribe', 'DELETE', '/api/v1/push/subscription', anyJson, false),
  async (call, options: CallOptions = {}): Promise<void> => {
    await call.answer(options);
  },
);
