/**
 * The data definitions of filtered notifications and their pure rules: pages follow the Link header's next
 * URL, a request's notifications are asked by its sender's account id and kept as small rows, a request
 * settled elsewhere is gone, requests show newest first, and a blocked or muted sender's request is removed.
 */
import { describe, expect, it, vi } from 'vitest';
import type { PagedListActor } from '../../../src/machines/paged-list.machine';
import { normaliseRelationship } from '../../../src/domain/entities';
import { ApiError } from '../../../src/domain/errors/api-error';
import {
  notificationRequest,
  notificationRequestsList,
  requestNotifications,
} from '../../../src/services/notification-requests/notification-requests-data';
import {
  compareIdsNewestFirst,
  isRequestRemoved,
  requestsNewestFirst,
  withPendingRequests,
} from '../../../src/services/notification-requests/request-rules';
import {
  normaliseNotificationPolicy,
  type NotificationRequest,
} from '../../../src/domain/entities/notification-request';
import { dataFixture, idle } from '../../support/data-fixture';
import { rawAccount, rawStatus } from '../status/status-fixtures';
import { stubApi } from '../timelines/support/fake-app-services';
import { rawPolicy, rawRequest } from './request-fixtures';

const NEXT = 'https://social.example/api/v1/notifications/requests?max_id=20';

describe('notification request data', () => {
  it('the requests list follows the next URL and stores each sender', async () => {
    const requests = vi.fn(async (paging: { max_id?: string }) =>
      paging.max_id === undefined
        ? { items: [rawRequest('30', '3'), rawRequest('20', '2')], next: NEXT, prev: null }
        : { items: [rawRequest('10', '1')], next: null, prev: null },
    );
    const fixture = dataFixture(stubApi({ notifications: { requests } }));
    const list = fixture.registry.pagedList(notificationRequestsList, null) as PagedListActor;
    await idle(list);
    list.send({ type: 'LOAD_MORE' });
    const snapshot = await idle(list);
    expect(
      (snapshot.context.items as NotificationRequest[]).map((r) => [r.id, r.accountId, r.notifications_count]),
    ).toEqual([
      ['30', '3', 2],
      ['20', '2', 2],
      ['10', '1', 2],
    ]);
    expect(requests).toHaveBeenLastCalledWith({ max_id: '20' }, { signal: expect.any(AbortSignal) });
    expect(fixture.store.get('accounts', '2')?.acct).toBe('sender2');
  });

  it("a request's filtered notifications are asked by the sender's account id and kept as small rows", async () => {
    const list = vi.fn(async () => ({
      items: [
        { id: '9', type: 'mention', created_at: '', account: rawAccount('5'), status: rawStatus('70') },
        { id: '8', type: 'favourite', created_at: '', account: rawAccount('5'), status: rawStatus('60') },
        { id: '7', type: 'follow', created_at: '', account: rawAccount('5') },
      ],
      next: null,
      prev: null,
    }));
    const fixture = dataFixture(stubApi({ notifications: { list } }));
    const snapshot = await idle(fixture.registry.pagedList(requestNotifications, '5'));
    // filtered notifications are only listed when asked for: a request's are all filtered
    expect(list).toHaveBeenCalledWith({ account_id: '5', include_filtered: true }, { signal: expect.any(AbortSignal) });
    expect(snapshot.context.items).toEqual([
      { id: '9', type: 'mention', statusId: '70', accountId: '5' },
      { id: '8', type: 'favourite', statusId: '60', accountId: '5' },
      { id: '7', type: 'follow', statusId: null, accountId: '5' },
    ]);
    expect(fixture.store.get('statuses', '70')).toBeDefined();
  });

  it('a request settled elsewhere (404) is gone, without an alert', async () => {
    const request = vi.fn(async () => {
      throw new ApiError({ kind: 'response', status: 404, message: '404' });
    });
    const fixture = dataFixture(stubApi({ notifications: { request } }));
    const snapshot = await idle(fixture.registry.resource(notificationRequest, '42'));
    expect(snapshot.hasTag('gone')).toBe(true);
    expect(fixture.alerts.getSnapshot()).toEqual([]);
  });
});

describe('notification request rules', () => {
  it('requests show newest first by id, longer ids being newer', () => {
    const rows = ['9', '100', '20'].map((id) => ({ id }) as NotificationRequest);
    expect(requestsNewestFirst(rows).map((r) => r.id)).toEqual(['100', '20', '9']);
    expect(compareIdsNewestFirst('5', '5')).toBe(0);
  });

  it('the pending count moves by the number settled and never below zero', () => {
    const policy = normaliseNotificationPolicy(rawPolicy(2));
    expect(withPendingRequests(policy, -1).summary.pending_requests_count).toBe(1);
    expect(withPendingRequests(policy, -5).summary.pending_requests_count).toBe(0);
    expect(withPendingRequests(policy, 0)).toBe(policy);
  });

  it('the request is removed once its sender is blocked or muted', () => {
    const relationship = (flags: Record<string, boolean>) => normaliseRelationship({ id: '5', ...flags })!;
    expect(isRequestRemoved(undefined)).toBe(false);
    expect(isRequestRemoved(relationship({}))).toBe(false);
    expect(isRequestRemoved(relationship({ blocking: true }))).toBe(true);
    expect(isRequestRemoved(relationship({ muting: true }))).toBe(true);
  });
});
