/**
 * The app's relationship requests: asks from the accounts on screen become one batched relationships call 500 ms
 * after the last ask, the answers land in the entity store, a failure raises the call's alert, and a signed-out
 * reader asks nothing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../../../src/services/api';
import { askRelationships, RELATIONSHIP_BATCH } from '../../../src/services/accounts/relationship-requests';
import { createAlertQueue } from '../../../src/services/alerts';
import { createEntityStore } from '../../../src/services/store';
import { expectOnePerAccount } from '../../support/account-parts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function services(relationships: (ids: string[]) => Promise<unknown[]>, me: string | null = '1') {
  const api = { accounts: { relationships: vi.fn(relationships) } } as unknown as Api;
  return {
    api,
    store: createEntityStore({ currentAccountId: me }),
    alerts: createAlertQueue(),
    me,
    call: (api as unknown as { accounts: { relationships: ReturnType<typeof vi.fn> } }).accounts.relationships,
  };
}

const relationship = (id: string, requested = false) => ({ id, following: false, requested, followed_by: false });

describe('relationship requests', () => {
  it('two asks 300 ms apart make one request 500 ms after the last, and the answers reach the store', async () => {
    const s = services((ids) => Promise.resolve(ids.map((id) => relationship(id, id === '7'))));
    askRelationships(s, ['7']);
    await vi.advanceTimersByTimeAsync(300);
    askRelationships(s, ['8', '7']);
    await vi.advanceTimersByTimeAsync(499);
    expect(s.call).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(s.call).toHaveBeenCalledTimes(1);
    expect(s.call).toHaveBeenCalledWith(['7', '8']);
    await vi.advanceTimersByTimeAsync(0);
    expect(s.store.get('relationships', '7')?.requested).toBe(true);
    expect(s.store.get('relationships', '8')?.requested).toBe(false);
  });

  it('a failed request raises the alert of the relationships call', async () => {
    const s = services(() => Promise.reject(new Error('offline')));
    askRelationships(s, ['7']);
    await vi.advanceTimersByTimeAsync(500);
    await vi.advanceTimersByTimeAsync(0);
    expect(s.alerts.getSnapshot()).toHaveLength(1);
  });

  it('a signed-out reader asks nothing', async () => {
    const s = services(() => Promise.resolve([]), null);
    askRelationships(s, ['7']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.call).not.toHaveBeenCalled();
  });

  it('each account has its own batch, and letting an account go drops the asks it was gathering', async () => {
    const one = services((ids) => Promise.resolve(ids.map((id) => relationship(id))));
    const other = services((ids) => Promise.resolve(ids.map((id) => relationship(id))));
    askRelationships(one, ['7']);
    askRelationships(other, ['8']);
    expectOnePerAccount(RELATIONSHIP_BATCH, one.store, other.store);
    const batch = one.store.scope.peek(RELATIONSHIP_BATCH)!;
    one.store.scope.dispose();
    expect(batch.getSnapshot().status).toBe('stopped');
    await vi.advanceTimersByTimeAsync(1000);
    expect(one.call).not.toHaveBeenCalled();
    expect(other.call).toHaveBeenCalledWith(['8']);
    expect(() => askRelationships(one, ['9'])).toThrow();
  });
});
