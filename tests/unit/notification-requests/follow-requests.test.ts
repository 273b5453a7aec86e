/**
 * settleFollowRequest: authorise or reject a follow request, store the answer's relationship, tell the
 * notifications feature (so the request's notification leaves the list), alert on failure, and join a second
 * decision about the same account while the first is in flight.
 */
import { describe, expect, it, vi } from 'vitest';
import { createAlertQueue } from '../../../src/services/alerts';
import { ApiError } from '../../../src/domain/errors/api-error';
import { settleFollowRequest, isSettlingFollowRequest } from '../../../src/services/notifications/follow-requests';
import { onFollowRequestSettled } from '../../../src/services/notifications/notification-signals';
import { createEntityStore } from '../../../src/services/store';
import { deferred, stubApi } from '../timelines/support/fake-app-services';
import { waitForState } from '../../support/wait-for-state';

const relationship = (id: string, followedBy: boolean) => ({ id, followed_by: followedBy, requested_by: false });

function setUp(calls: Record<string, (...args: never[]) => unknown>) {
  const store = createEntityStore({ currentAccountId: '1' });
  const alerts = createAlertQueue();
  const settled: string[] = [];
  onFollowRequestSettled(store, (accountId) => settled.push(accountId));
  return { services: { api: stubApi({ followRequests: calls }), store, alerts }, store, alerts, settled };
}

describe('settleFollowRequest', () => {
  it('authorising stores the relationship and signals the settled request', async () => {
    const authorize = vi.fn(async () => relationship('7', true));
    const { services, store, settled, alerts } = setUp({ authorize });
    expect(await settleFollowRequest(services, '7', 'authorize')).toBe(true);
    expect(authorize).toHaveBeenCalledWith('7');
    expect(store.get('relationships', '7')?.followed_by).toBe(true);
    expect(settled).toEqual(['7']);
    expect(alerts.getSnapshot()).toEqual([]);
  });

  it('rejecting calls reject and signals too', async () => {
    const reject = vi.fn(async () => relationship('8', false));
    const { services, settled } = setUp({ reject });
    expect(await settleFollowRequest(services, '8', 'reject')).toBe(true);
    expect(reject).toHaveBeenCalledWith('8');
    expect(settled).toEqual(['8']);
  });

  it('a failure raises the alert, signals nothing and answers false', async () => {
    const authorize = vi.fn(async () => {
      throw new ApiError({ kind: 'response', status: 500, message: '500', serverMessage: 'Server busy' });
    });
    const { services, settled, alerts } = setUp({ authorize });
    expect(await settleFollowRequest(services, '9', 'authorize')).toBe(false);
    expect(settled).toEqual([]);
    expect(JSON.stringify(alerts.getSnapshot())).toContain('Server busy');
  });

  it('a second decision about the same account while one is in flight joins it (one call)', async () => {
    const answer = deferred<unknown>();
    const authorize = vi.fn(() => answer.promise);
    const reject = vi.fn(async () => relationship('7', false));
    const { services, store, settled } = setUp({ authorize, reject });
    const first = settleFollowRequest(services, '7', 'authorize');
    const second = settleFollowRequest(services, '7', 'reject');
    await waitForState(() => expect(authorize).toHaveBeenCalledTimes(1));
    expect(isSettlingFollowRequest(store, '7')).toBe(true);
    answer.resolve(relationship('7', true));
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(reject).not.toHaveBeenCalled();
    expect(settled).toEqual(['7']);
    expect(isSettlingFollowRequest(store, '7')).toBe(false);
  });
});
