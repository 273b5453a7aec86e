import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../kernel/context';
import { json, list, notFound, paginate, queryParams, readParams, str, unprocessable } from '../kernel/http';
import { isShowable, serializeNotification } from '../serialize/notification';
import { routes } from './organise/auth';
import { groupedPage } from './organise/notification-groups';
import { POLICY_FIELDS, POLICY_VALUES, policyOf, type PolicyValue } from './organise/notification-policy';
import { browsableNotifications, notificationQuery, notificationsOf } from './organise/notification-query';
import {
  acceptRequest,
  dismissRequest,
  findRequest,
  notificationRequests,
  policySummary,
  serializeNotificationRequest,
  type NotificationRequestView,
} from './organise/notification-requests';

/** Notifications v1 and v2 (grouped), the notification policy and notification requests. */
export function notificationHandlers(ctx: SandboxContext): HttpHandler[] {
  const { db } = ctx;
  const { signedIn } = routes(ctx);

  const policyJson = (viewerId: string) => ({ ...policyOf(db, viewerId), summary: policySummary(db, viewerId) });
  const merged = (viewerId: string) =>
    ctx.stream.publish({ stream: 'user', accountId: viewerId }, 'notifications_merged', '1');
  const settle = (viewerId: string, requests: NotificationRequestView[], accept: boolean) => {
    for (const request of requests) {
      if (accept) acceptRequest(db, viewerId, request);
      else dismissRequest(db, request);
    }
    if (accept && requests.length > 0) merged(viewerId);
  };

  return [
    signedIn('get', '/api/v1/notifications', (viewer, request) => {
      const items = browsableNotifications(db, viewer.account.id, notificationQuery(queryParams(request)));
      const page = paginate(request, items, (n) => n.id, { defaultLimit: 40, maxLimit: 80 });
      return json(
        page.items.map((n) => serializeNotification(db, n)),
        { link: page.link },
      );
    }),

    signedIn('get', '/api/v2/notifications/policy', (viewer) => json(policyJson(viewer.account.id))),
    ...(['put', 'patch'] as const).map((method) =>
      signedIn(method, '/api/v2/notifications/policy', async (viewer, request) => {
        const params = await readParams(request);
        const next = policyOf(db, viewer.account.id);
        for (const field of POLICY_FIELDS) {
          const value = str(params[field]);
          if (value === undefined) continue;
          if (!POLICY_VALUES.includes(value as PolicyValue)) {
            return unprocessable(`Validation failed: ${field} is not included in the list`);
          }
          next[field] = value as PolicyValue;
        }
        db.notificationPolicies.set(viewer.account.id, next);
        return json(policyJson(viewer.account.id));
      }),
    ),

    signedIn('get', '/api/v2/notifications', (viewer, request) => {
      const params = queryParams(request);
      const items = browsableNotifications(db, viewer.account.id, notificationQuery(params));
      const page = groupedPage(db, request, items, params);
      return json(page.body, { link: page.link });
    }),

    signedIn('post', '/api/v1/notifications/clear', (viewer) => {
      for (const n of notificationsOf(db, viewer.account.id)) db.notifications.delete(n.id);
      return json({});
    }),

    signedIn('get', '/api/v1/notifications/requests', (viewer, request) => {
      const requests = notificationRequests(db, viewer.account.id);
      const page = paginate(request, requests, (r) => r.id, { defaultLimit: 40, maxLimit: 80 });
      return json(
        page.items.map((r) => serializeNotificationRequest(db, viewer.account.id, r)),
        { link: page.link },
      );
    }),
    ...(['accept', 'dismiss'] as const).map((action) =>
      signedIn('post', `/api/v1/notifications/requests/${action}`, async (viewer, request) => {
        const ids = list((await readParams(request)).id);
        const found = ids.map((id) => findRequest(db, viewer.account.id, id)).filter((r) => r !== undefined);
        settle(viewer.account.id, found, action === 'accept');
        return json({});
      }),
    ),
    signedIn('get', '/api/v1/notifications/requests/:id', (viewer, _request, { id }) => {
      const found = findRequest(db, viewer.account.id, id!);
      return found ? json(serializeNotificationRequest(db, viewer.account.id, found)) : notFound();
    }),
    ...(['accept', 'dismiss'] as const).map((action) =>
      signedIn('post', `/api/v1/notifications/requests/:id/${action}`, (viewer, _request, { id }) => {
        const found = findRequest(db, viewer.account.id, id!);
        if (!found) return notFound();
        settle(viewer.account.id, [found], action === 'accept');
        return json({});
      }),
    ),

    signedIn('get', '/api/v1/notifications/:id', (viewer, _request, { id }) => {
      const n = db.notifications.get(id!);
      if (!n || n.account_id !== viewer.account.id || !isShowable(db, n)) return notFound();
      return json(serializeNotification(db, n));
    }),
    signedIn('post', '/api/v1/notifications/:id/dismiss', (viewer, _request, { id }) => {
      const n = db.notifications.get(id!);
      if (!n || n.account_id !== viewer.account.id) return notFound();
      db.notifications.delete(n.id);
      return json({});
    }),
  ];
}
