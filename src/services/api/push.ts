/**
 * Web push subscriptions: `push.*`. `subscribe` and `update` are the session-mode endpoints under api/web (what the
 * spec names); the `v1*` calls are the standard API a server answers with a plain OAuth token, one subscription
 * per access token (services/push/push-server.ts chooses between them).
 */
import type { ApiClient, CallOptions } from './client';
import type { ApiWebPushAlerts, ApiWebPushSubscription } from '../../domain/entities/api-types';
import { registerCalls } from './calls/registry';
import { calls as areaCalls } from './calls/push';

// the client finds this area's calls by id once this module has loaded (calls/registry.ts)
registerCalls(areaCalls);

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

export function subscribe(
  client: ApiClient,
  subscription: PushSubscriptionKeys,
  data?: PushData,
  options: CallOptions = {},
): Promise<ApiWebPushSubscription> {
  return client.call('push.subscribe', { ...options, body: subscriptionBody(subscription, data) });
}

export function update(
  client: ApiClient,
  id: string,
  data: PushData,
  options: CallOptions = {},
): Promise<ApiWebPushSubscription> {
  return client.call('push.update', { ...options, params: { id }, body: { data } });
}

/** GET v1/push/subscription: this access token's subscription (404 when it has none). */
export function v1Get(client: ApiClient, options: CallOptions = {}): Promise<ApiWebPushSubscription> {
  return client.call('push.v1Get', options);
}

/** POST v1/push/subscription: replaces this access token's subscription. */
export function v1Subscribe(
  client: ApiClient,
  subscription: PushSubscriptionKeys,
  data?: PushData,
  options: CallOptions = {},
): Promise<ApiWebPushSubscription> {
  return client.call('push.v1Subscribe', { ...options, body: subscriptionBody(subscription, data) });
}

/** PUT v1/push/subscription: the alerts and policy of this access token's subscription. */
export function v1Update(
  client: ApiClient,
  data: PushData,
  options: CallOptions = {},
): Promise<ApiWebPushSubscription> {
  return client.call('push.v1Update', { ...options, body: { data } });
}

/** DELETE v1/push/subscription (answers {} also when there was none). */
export async function v1Unsubscribe(client: ApiClient, options: CallOptions = {}): Promise<void> {
  await client.call('push.v1Unsubscribe', options);
}
