/**
 * Filtered notifications as the data layer shows them:
 * - the notification policy (GET v2/notifications/policy): what each kind of sender's notifications become,
 *   and the summary with the number of pending requests;
 * - the notification requests (GET v1/notifications/requests, paged by the Link header's next URL): one
 *   request per sender whose notifications were filtered; the list keeps small request records, the
 *   senders and last posts go into the store;
 * - one request (GET v1/notifications/requests/{id}); a request accepted or dismissed elsewhere is gone;
 * - the notifications of one request's sender (GET v1/notifications?account_id=...&include_filtered=true, the
 *   filtered ones among them), kept as small rows.
 * Coming back to any of them asks the server again.
 */
import type { Api, Page } from '../api';
import { definePagedList } from '../data/define-paged-list';
import { defineResource } from '../data/define-resource';
import {
  normaliseNotificationPolicy,
  type NotificationPolicy,
  type NotificationRequest,
} from '../../domain/entities/notification-request';
import type { EntityStore } from '../store';
import { importNotifications, importNotificationRequests } from '../store/notification-importers';
import { pageParamsOfLink } from '../../machines/timeline-paging';

/** One filtered notification as the request screen draws it. */
export interface RequestNotificationRow {
  id: string;
  type: string;
  statusId: string | null;
  accountId: string | null;
}

/** A next URL only when it names a cursor the API can page by (else there is no older page). */
function usableNext(page: Page<unknown>): string | null {
  return pageParamsOfLink(page.next) === null ? null : page.next;
}

const pagingOf = (next: string | null) => (next === null ? {} : (pageParamsOfLink(next) ?? {}));

export const notificationPolicy = defineResource<null, NotificationPolicy>({
  name: 'notifications.policy',
  callId: 'notifications.getPolicy',
  keyOf: () => '',
  revisit: 'refresh',
  load: async ({ api }, _params, signal) => normaliseNotificationPolicy(await api.notifications.getPolicy({ signal })),
});

export const notificationRequestsList = definePagedList<null, NotificationRequest>({
  name: 'notifications.requests',
  callId: 'notifications.requests',
  keyOf: () => '',
  revisit: 'refresh',
  itemKey: (request) => request.id,
  async fetchPage({ api, store }, _params, next, signal) {
    const page = await api.notifications.requests(pagingOf(next), { signal });
    return { items: importNotificationRequests(store, page.items), next: usableNext(page) };
  },
});

/** Fetches one request and stores its sender and last post. */
export async function loadNotificationRequest(
  api: Api,
  store: EntityStore,
  id: string,
  signal?: AbortSignal,
): Promise<NotificationRequest> {
  const raw = await api.notifications.request(id, { signal });
  const [request] = importNotificationRequests(store, [raw]);
  if (request === undefined) throw new Error(`notification request ${id}: the answer holds no request`);
  return request;
}

export const notificationRequest = defineResource<string, NotificationRequest>({
  name: 'notifications.request',
  callId: 'notifications.request',
  keyOf: (id) => id,
  // accepted or dismissed meanwhile (or never there): the screen says so, with no alert
  goneIsState: true,
  revisit: 'refresh',
  load: ({ api, store }, id, signal) => loadNotificationRequest(api, store, id, signal),
});

export const requestNotifications = definePagedList<string, RequestNotificationRow>({
  name: 'notifications.ofRequest',
  callId: 'notifications.list',
  keyOf: (accountId) => accountId,
  revisit: 'refresh',
  itemKey: (row) => row.id,
  async fetchPage({ api, store }, accountId, next, signal) {
    // a request's notifications are filtered ones: the server lists those only when asked to include them
    const page = await api.notifications.list(
      { ...pagingOf(next), account_id: accountId, include_filtered: true },
      { signal },
    );
    const rows = importNotifications(store, page.items).map(({ id, type, statusId, accountId: from }) => ({
      id,
      type,
      statusId,
      accountId: from,
    }));
    return { items: rows, next: usableNext(page) };
  },
});
