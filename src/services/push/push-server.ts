/**
 * The server's side of web push. The core calls are the session-mode api/web/push_subscriptions ones; a server
 * may refuse those with a plain OAuth token (401, 403, 404, or 422 for want of a web session), and then the
 * standard API (/api/v1/push/subscription, one subscription per access token) is used instead. Which one the
 * server accepted is part of the subscription (`api`), so later calls go straight to it.
 */
import type { Api } from '../api';
import type { ApiWebPushSubscription } from '../../domain/entities/api-types';
import { isApiError } from '../../domain/errors/api-error';
import type { PushAlerts, PushServerApi, PushSubscriptionState } from '../../machines/web-push.machine';
import type { PushSubscriptionKeys } from '../api/push';

/**
 * Whether a failed api/web call means "not with this token" rather than a real answer: 401, 403 or 404, or a 422
 * that is not a validation failure (Mastodon answers 422 when a session-only endpoint has no signed-in session).
 */
export function isSessionRefusal(error: unknown): boolean {
  if (!isApiError(error) || error.kind !== 'response') return false;
  if (error.status === 401 || error.status === 403 || error.status === 404) return true;
  return error.status === 422 && !/^validation failed/i.test(error.serverMessage ?? '');
}

const toBooleans = (alerts: ApiWebPushSubscription['alerts']): PushAlerts =>
  Object.fromEntries(
    Object.entries(alerts ?? {}).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
  );

const stateOf = (answer: ApiWebPushSubscription, api: PushServerApi): PushSubscriptionState => ({
  id: String(answer.id),
  endpoint: answer.endpoint,
  api,
  alerts: toBooleans(answer.alerts),
});

/**
 * Registers the browser subscription with the server and asks for `alerts`. `known`: the API this server accepted
 * before (null: try the session-mode api/web first, then fall back).
 */
export async function registerOnServer(
  api: Api,
  keys: PushSubscriptionKeys,
  alerts: PushAlerts,
  known: PushServerApi | null,
): Promise<PushSubscriptionState> {
  const data = { alerts: { ...alerts } };
  if (known !== 'v1') {
    try {
      return stateOf(await api.push.subscribe(keys, data), 'web');
    } catch (error) {
      if (!isSessionRefusal(error)) throw error;
    }
  }
  return stateOf(await api.push.v1Subscribe(keys, data), 'v1');
}

/** Sends the subscription's alerts (every kind the server knows); returns them as the server answered. */
export async function updateOnServer(api: Api, subscription: PushSubscriptionState): Promise<PushAlerts> {
  const data = { alerts: { ...subscription.alerts } };
  const answer =
    subscription.api === 'web' ? await api.push.update(subscription.id, data) : await api.push.v1Update(data);
  return toBooleans(answer.alerts);
}

/**
 * Removes the subscription from the server. The session API has no delete: once the browser's subscription is gone
 * the server's push to it fails and the server drops it, so only the standard API is asked.
 */
export async function removeFromServer(api: Api, subscription: Pick<PushSubscriptionState, 'api'>): Promise<void> {
  if (subscription.api === 'v1') await api.push.v1Unsubscribe();
}

/**
 * The server's subscription for the browser's `endpoint`, or null when the server has none for it. An api/web one
 * is known only from what the client remembered; a standard one is asked for (404: none).
 */
export async function serverSubscriptionFor(
  api: Api,
  endpoint: string,
  remembered: PushSubscriptionState | null,
): Promise<PushSubscriptionState | null> {
  if (remembered?.api === 'web') return remembered.endpoint === endpoint ? remembered : null;
  try {
    const found = stateOf(await api.push.v1Get(), 'v1');
    return found.endpoint === endpoint ? found : null;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
