import type { HttpHandler } from 'msw';
import type { SandboxContext, Viewer } from '../kernel/context';
import { apiError, json, notFound, readParams, unprocessable } from '../kernel/http';
import type { PushSubscriptionRecord } from '../kernel/records';
import { serializePushSubscription } from '../serialize/organise';
import {
  allAlerts,
  applyPushData,
  asObject,
  readBrowserSubscription,
  WEB_API_REFUSAL_TEXT,
} from './core/push-subscriptions';
import { routes, type SignedInBody } from './organise/auth';

/**
 * Session-mode endpoints of Mastodon's own web UI: settings blob and web push subscriptions. With the
 * `webApiRefusal` option set they refuse every OAuth token with that status, like a server that only takes its own
 * web session (read on every request, so a test can switch it at runtime).
 */
export function webSessionHandlers(ctx: SandboxContext): HttpHandler[] {
  const { db } = ctx;
  const { signedIn } = routes(ctx);
  const session =
    (body: SignedInBody): SignedInBody =>
    (viewer: Viewer, request, args) => {
      const refusal = ctx.options.webApiRefusal;
      if (refusal > 0) return apiError(refusal, WEB_API_REFUSAL_TEXT[refusal] ?? 'Unprocessable Content');
      return body(viewer, request, args);
    };

  return [
    signedIn(
      'put',
      '/api/web/settings',
      session(async (viewer, request) => {
        const data = asObject((await readParams(request)).data);
        if (!data) return unprocessable('Validation failed: Data must be an object');
        viewer.user.settings = data as Record<string, unknown>;
        return json({});
      }),
    ),
    signedIn(
      'post',
      '/api/web/push_subscriptions',
      session(async (viewer, request) => {
        const params = await readParams(request);
        const read = readBrowserSubscription(params, false);
        if (!read.ok) return unprocessable('Validation failed: Endpoint and keys are required');
        const { endpoint, p256dh, auth, standard } = read.value;
        const record: PushSubscriptionRecord = {
          id: db.nextId(),
          account_id: viewer.account.id,
          access_token: null,
          endpoint,
          keys: { p256dh, auth },
          // the web UI's subscription starts with every alert on
          alerts: allAlerts(true),
          policy: 'all',
          standard,
        };
        const error = applyPushData(record, asObject(params.data));
        if (error) return unprocessable(error);
        // One subscription per signed-in session: a new one replaces the account's previous web one.
        for (const [id, existing] of db.pushSubscriptions)
          if (existing.account_id === viewer.account.id && existing.access_token === null)
            db.pushSubscriptions.delete(id);
        db.pushSubscriptions.set(record.id, record);
        return json(serializePushSubscription(record));
      }),
    ),
    signedIn(
      'put',
      '/api/web/push_subscriptions/:id',
      session(async (viewer, request, { id }) => {
        const found = db.pushSubscriptions.get(id!);
        if (!found || found.account_id !== viewer.account.id || found.access_token !== null) return notFound();
        const draft = { ...found, alerts: { ...found.alerts } };
        const error = applyPushData(draft, asObject((await readParams(request)).data));
        if (error) return unprocessable(error);
        Object.assign(found, draft);
        return json(serializePushSubscription(found));
      }),
    ),
  ];
}
