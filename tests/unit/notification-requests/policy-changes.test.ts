/**
 * Changing the notification policy: one field sent with PUT at once shown (optimistic), the server's answer
 * kept, and a refusal puts the old value back with the call's alert.
 */
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/domain/errors/api-error';
import { changeNotificationPolicy } from '../../../src/services/notification-requests/policy-changes';
import { deferred } from '../timelines/support/fake-app-services';
import { loadedRequests, rawPolicy } from './request-fixtures';
import { waitForState } from '../../support/wait-for-state';

describe('notification policy changes', () => {
  it('a change shows at once and is sent with PUT carrying that field only', async () => {
    const answer = deferred<unknown>();
    const updatePolicy = vi.fn(() => answer.promise);
    const services = await loadedRequests({ updatePolicy });
    const outcome = changeNotificationPolicy(services, { field: 'for_new_accounts', value: 'filter' });
    expect(services.policyValue().for_new_accounts).toBe('filter');
    await waitForState(() => expect(updatePolicy).toHaveBeenCalledWith({ for_new_accounts: 'filter' }));
    answer.resolve({ ...rawPolicy(3), for_new_accounts: 'filter' });
    expect((await outcome).ok).toBe(true);
    expect(services.policyValue().for_new_accounts).toBe('filter');
    expect(services.alerts.getSnapshot()).toEqual([]);
  });

  it("the server's answer sets the policy fields but leaves the pending count to the decisions", async () => {
    const services = await loadedRequests({
      updatePolicy: vi.fn(async () => ({ ...rawPolicy(99), for_not_following: 'drop', for_not_followers: 'filter' })),
    });
    await changeNotificationPolicy(services, { field: 'for_not_following', value: 'drop' });
    expect(services.policyValue().for_not_following).toBe('drop');
    expect(services.policyValue().for_not_followers).toBe('filter');
    expect(services.pending()).toBe(3);
  });

  it('a refused change puts the old value back and raises the alert', async () => {
    const updatePolicy = vi.fn(async () => {
      throw new ApiError({ kind: 'response', status: 422, message: '422', serverMessage: 'Validation failed' });
    });
    const services = await loadedRequests({ updatePolicy });
    const outcome = changeNotificationPolicy(services, { field: 'for_private_mentions', value: 'drop' });
    expect(services.policyValue().for_private_mentions).toBe('drop');
    expect((await outcome).ok).toBe(false);
    expect(services.policyValue().for_private_mentions).toBe('filter');
    expect(JSON.stringify(services.alerts.getSnapshot())).toContain('Validation failed');
  });

  it('choosing the value already set sends it without changing anything shown', async () => {
    const updatePolicy = vi.fn(async () => rawPolicy(3));
    const services = await loadedRequests({ updatePolicy });
    const before = services.policyValue();
    await changeNotificationPolicy(services, { field: 'for_not_following', value: 'accept' });
    expect(services.policyValue()).toEqual(before);
  });
});
