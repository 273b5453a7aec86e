/** Web push subscriptions (session-mode endpoints under api/web): `push.*`. */
import type { ApiClient, CallOptions } from './client';
import type { ApiWebPushAlerts, ApiWebPushSubscription } from '../entities/api-types';
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

export function subscribe(
  client: ApiClient,
  subscription: PushSubscriptionKeys,
  data?: PushData,
  options: CallOptions = {},
): Promise<ApiWebPushSubscription> {
  const { standard, ...rest } = subscription;
  const body = {
    subscription: { ...rest, ...(standard === undefined ? {} : { standard }) },
    ...(data ? { data } : {}),
  };
  return client.call('push.subscribe', { ...options, body });
}

export function update(
  client: ApiClient,
  id: string,
  data: PushData,
  options: CallOptions = {},
): Promise<ApiWebPushSubscription> {
  return client.call('push.update', { ...options, params: { id }, body: { data } });
}
