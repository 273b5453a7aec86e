/** Stubbed notification-request answers and a data fixture whose list and policy charts are loaded. */
import { vi } from 'vitest';
import type { PagedListActor } from '../../../src/machines/paged-list.machine';
import type { ResourceActor } from '../../../src/machines/resource.machine';
import type { NotificationPolicy, NotificationRequest } from '../../../src/domain/entities';
import {
  notificationPolicy,
  notificationRequestsList,
} from '../../../src/services/notification-requests/notification-requests-data';
import { dataFixture, idle } from '../../support/data-fixture';
import { rawAccount } from '../status/status-fixtures';
import { stubApi } from '../timelines/support/fake-app-services';

export function rawRequest(id: string, accountId: string, count = 2): Record<string, unknown> {
  return {
    id,
    created_at: '2024-05-01T10:00:00.000Z',
    updated_at: '2024-05-02T10:00:00.000Z',
    notifications_count: String(count),
    account: rawAccount(accountId, { username: `sender${accountId}`, acct: `sender${accountId}` }),
    last_status: null,
  };
}

export const rawPolicy = (pending: number): Record<string, unknown> => ({
  for_not_following: 'accept',
  for_not_followers: 'accept',
  for_new_accounts: 'accept',
  for_private_mentions: 'filter',
  for_limited_accounts: 'filter',
  summary: { pending_requests_count: pending, pending_notifications_count: pending * 2 },
});

/** Three requests (ids 30, 20, 10 from senders 3, 2, 1) and a policy saying 3 are pending. */
export async function loadedRequests(calls: Record<string, (...args: never[]) => unknown> = {}) {
  const requests = vi.fn(async () => ({
    items: [rawRequest('30', '3'), rawRequest('20', '2', 5), rawRequest('10', '1')],
    next: null,
    prev: null,
  }));
  const getPolicy = vi.fn(async () => rawPolicy(3));
  const fixture = dataFixture(stubApi({ notifications: { requests, getPolicy, ...calls } }));
  const list = fixture.registry.pagedList(notificationRequestsList, null) as PagedListActor;
  const policy = fixture.registry.resource(notificationPolicy, null) as ResourceActor;
  await Promise.all([idle(list), idle(policy)]);
  const listed = () => (list.getSnapshot().context.items as NotificationRequest[]).map((request) => request.id);
  const pending = () => (policy.getSnapshot().context.value as NotificationPolicy).summary.pending_requests_count;
  const policyValue = () => policy.getSnapshot().context.value as NotificationPolicy;
  return { ...fixture, list, policy, listed, pending, policyValue, requests, getPolicy };
}
