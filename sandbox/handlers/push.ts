import type { HttpHandler } from 'msw';
import type { SandboxContext, Viewer } from '../kernel/context';
import { apiError, json, notFound, readParams, str, unprocessable } from '../kernel/http';
import type { PushSubscriptionRecord } from '../kernel/records';
import { serializePushSubscription } from '../serialize/organise';
import { allAlerts, applyPushData, asObject, invalidField, readBrowserSubscription } from './core/push-subscriptions';
import { routes, type SignedInBody } from './organise/auth';

/**
 * The standard Mastodon web push API, /api/v1/push/subscription: one subscription per access token (a new POST
 * replaces the token's previous one). GET and PUT answer 404 without one; DELETE answers {} either way. The token
 * needs the `push` scope (403 otherwise). Alerts not given on creation are off; the policy defaults to `all`.
 * Endpoint and keys are checked: an http(s) endpoint, p256dh an uncompressed P-256 point, auth 16 bytes (422).
 */
export function pushHandlers(ctx: SandboxContext): HttpHandler[] {
  const { db } = ctx;
  const { signedIn } = routes(ctx);
  const PATH = '/api/v1/push/subscription';

  const hasPushScope = (viewer: Viewer) => viewer.token.scopes.split(/\s+/).includes('push');
  const withPushScope =
    (body: SignedInBody): SignedInBody =>
    (viewer, request, args) =>
      hasPushScope(viewer)
        ? body(viewer, request, args)
        : apiError(403, 'This action is outside the authorized scopes');
  const tokenOf = (viewer: Viewer) => viewer.token.token;
  const current = (viewer: Viewer): PushSubscriptionRecord | undefined => {
    for (const record of db.pushSubscriptions.values())
      if (record.access_token === tokenOf(viewer) && record.account_id === viewer.account.id) return record;
    return undefined;
  };

  return [
    signedIn(
      'get',
      PATH,
      withPushScope((viewer) => {
        const found = current(viewer);
        return found ? json(serializePushSubscription(found)) : notFound();
      }),
    ),
    signedIn(
      'post',
      PATH,
      withPushScope(async (viewer, request) => {
        const params = await readParams(request);
        const read = readBrowserSubscription(params, true);
        if (!read.ok) return unprocessable('Validation failed: the subscription is invalid', invalidField(read.field));
        const { endpoint, p256dh, auth, standard } = read.value;
        const record: PushSubscriptionRecord = {
          id: db.nextId(),
          account_id: viewer.account.id,
          access_token: tokenOf(viewer),
          endpoint,
          keys: { p256dh, auth },
          alerts: allAlerts(false),
          policy: 'all',
          standard,
        };
        const error = applyPushData(record, asObject(params.data), str(params.policy));
        if (error) return unprocessable(error, invalidField('policy'));
        const previous = current(viewer);
        if (previous) db.pushSubscriptions.delete(previous.id);
        db.pushSubscriptions.set(record.id, record);
        return json(serializePushSubscription(record));
      }),
    ),
    signedIn(
      'put',
      PATH,
      withPushScope(async (viewer, request) => {
        const found = current(viewer);
        if (!found) return notFound();
        const params = await readParams(request);
        const draft = { ...found, alerts: { ...found.alerts } };
        const error = applyPushData(draft, asObject(params.data), str(params.policy));
        if (error) return unprocessable(error, invalidField('policy'));
        Object.assign(found, draft);
        return json(serializePushSubscription(found));
      }),
    ),
    signedIn(
      'delete',
      PATH,
      withPushScope((viewer) => {
        const found = current(viewer);
        if (found) db.pushSubscriptions.delete(found.id);
        return json({});
      }),
    ),
  ];
}
