/**
 * Accepting and dismissing notification requests: the request leaves the list at once and the pending count drops by as
 * many; a refusal puts both back and raises the call's alert; the selection is settled in one bulk call; a decision
 * already in flight is joined, never counted twice.
 */
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/domain/errors/api-error';
import {
  decisionKey,
  settleNotificationRequest,
  settleNotificationRequests,
} from '../../../src/services/notification-requests/request-decisions';
import { deferred } from '../timelines/support/fake-app-services';
import { loadedRequests } from './request-fixtures';

const refused = () => new ApiError({ kind: 'response', status: 500, message: '500', serverMessage: 'Try later' });

describe('notification request decisions', () => {
  it('accepting removes the request at once and decrements the pending count', async () => {
    const answer = deferred<unknown>();
    const acceptRequest = vi.fn(() => answer.promise);
    const services = await loadedRequests({ acceptRequest });
    const outcome = settleNotificationRequest(services, '20', 'accept');
    expect(services.listed()).toEqual(['30', '10']);
    expect(services.pending()).toBe(2);
    answer.resolve({});
    expect((await outcome).ok).toBe(true);
    expect(acceptRequest).toHaveBeenCalledWith('20');
    expect(services.listed()).toEqual(['30', '10']);
    expect(services.pending()).toBe(2);
    expect(services.alerts.getSnapshot()).toEqual([]);
  });

  it('a refused accept puts the request and the count back and raises the alert', async () => {
    const answer = deferred<unknown>();
    const services = await loadedRequests({ acceptRequest: vi.fn(() => answer.promise) });
    const outcome = settleNotificationRequest(services, '20', 'accept');
    expect(services.listed()).toEqual(['30', '10']);
    answer.reject(refused());
    expect((await outcome).ok).toBe(false);
    expect(new Set(services.listed())).toEqual(new Set(['30', '20', '10']));
    expect(services.pending()).toBe(3);
    expect(JSON.stringify(services.alerts.getSnapshot())).toContain('Try later');
  });

  it('dismissing one request calls the single dismiss', async () => {
    const dismissRequest = vi.fn(async () => ({}));
    const services = await loadedRequests({ dismissRequest });
    expect((await settleNotificationRequest(services, '30', 'dismiss')).ok).toBe(true);
    expect(dismissRequest).toHaveBeenCalledWith('30');
    expect(services.listed()).toEqual(['20', '10']);
    expect(services.pending()).toBe(2);
  });

  it('bulk dismiss sends the selected ids in one call and removes them all at once', async () => {
    const answer = deferred<unknown>();
    const dismissRequests = vi.fn(() => answer.promise);
    const services = await loadedRequests({ dismissRequests });
    const outcome = settleNotificationRequests(services, ['30', '10'], 'dismiss');
    expect(services.listed()).toEqual(['20']);
    expect(services.pending()).toBe(1);
    answer.resolve({});
    expect((await outcome).ok).toBe(true);
    expect(dismissRequests).toHaveBeenCalledTimes(1);
    expect(dismissRequests).toHaveBeenCalledWith(['30', '10']);
  });

  it('a refused bulk accept puts every selected request back with the alert', async () => {
    const acceptRequests = vi.fn(async () => {
      throw refused();
    });
    const services = await loadedRequests({ acceptRequests });
    expect((await settleNotificationRequests(services, ['30', '20', '10'], 'accept')).ok).toBe(false);
    expect(new Set(services.listed())).toEqual(new Set(['30', '20', '10']));
    expect(services.pending()).toBe(3);
    expect(services.alerts.getSnapshot()).toHaveLength(1);
  });

  it('a double click joins the decision in flight: one call, counted once', async () => {
    const answer = deferred<unknown>();
    const acceptRequest = vi.fn(() => answer.promise);
    const services = await loadedRequests({ acceptRequest });
    const first = settleNotificationRequest(services, '10', 'accept');
    const second = settleNotificationRequest(services, '10', 'accept');
    expect(second).toBe(first);
    answer.resolve({});
    await first;
    expect(acceptRequest).toHaveBeenCalledTimes(1);
    expect(services.pending()).toBe(2);
  });

  it('a bulk decision covering a request already being settled does not count it twice', async () => {
    const single = deferred<unknown>();
    const services = await loadedRequests({
      acceptRequest: vi.fn(() => single.promise),
      acceptRequests: vi.fn(async () => ({})),
    });
    const first = settleNotificationRequest(services, '10', 'accept');
    expect(services.pending()).toBe(2);
    await settleNotificationRequests(services, ['10', '20'], 'accept');
    expect(services.pending()).toBe(1);
    expect(services.listed()).toEqual(['30']);
    single.resolve({});
    await first;
  });

  it('the pending count never goes below zero, and a revert gives back only what was taken', async () => {
    const services = await loadedRequests({
      dismissRequests: vi.fn(async () => {
        throw refused();
      }),
    });
    services.policy.send({
      type: 'SET',
      value: { ...services.policyValue(), summary: { pending_requests_count: 1, pending_notifications_count: 0 } },
    });
    const outcome = settleNotificationRequests(services, ['30', '20'], 'dismiss');
    expect(services.pending()).toBe(0);
    await outcome;
    expect(services.pending()).toBe(1);
  });

  it('decisions are keyed by kind and the set of ids, in any order', () => {
    expect(decisionKey({ decision: 'accept', ids: ['1', '2'], bulk: true })).toBe(
      decisionKey({ decision: 'accept', ids: ['2', '1', '2'], bulk: true }),
    );
    expect(decisionKey({ decision: 'accept', ids: ['1'], bulk: false })).not.toBe(
      decisionKey({ decision: 'dismiss', ids: ['1'], bulk: false }),
    );
  });
});
