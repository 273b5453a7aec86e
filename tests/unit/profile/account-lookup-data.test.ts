/**
 * The profile's account lookup as a resource (src/services/data/definitions/account-lookup.ts): the store's
 * account shown at once, silent lookup failures (no alert), a 404 recorded as non-existent and kept as a state;
 * and the relationship resource.
 */
import { describe, expect, it, vi } from 'vitest';
import { accountLookup } from '../../../src/services/data/definitions/account-lookup';
import { relationshipOf } from '../../../src/services/data/definitions/relationship';
import {
  isAccountMissing,
  markAccountMissing,
  MISSING_ACCOUNTS,
} from '../../../src/services/accounts/missing-accounts';
import { ApiError } from '../../../src/domain/errors/api-error';
import { importAccount } from '../../../src/services/store';
import { expectOnePerAccount } from '../../support/account-parts';
import { dataFixture, idle } from '../../support/data-fixture';
import { apiAccount } from '../entities/fixtures';
import { stubApi } from '../timelines/support/fake-app-services';

const error = (status: number) =>
  new ApiError({ kind: 'response', status, message: String(status), statusText: String(status) });

describe('account lookup', () => {
  it('shows a stored account at once (alice and alice@this.server are the same) while the lookup runs', async () => {
    const lookup = vi.fn().mockResolvedValue(apiAccount('7', { acct: 'alice', username: 'alice' }));
    const fixture = dataFixture(stubApi({ accounts: { lookup } }));
    importAccount(fixture.store, apiAccount('7', { acct: 'alice', username: 'alice' }));
    const chart = fixture.registry.resource(accountLookup, 'Alice@social.example');
    expect(chart.getSnapshot().hasTag('loading')).toBe(true);
    expect(chart.getSnapshot().context.value).toEqual({ accountId: '7', missing: false });
    expect((await idle(chart)).context.value).toEqual({ accountId: '7', missing: false });
    expect(lookup).toHaveBeenCalledWith('Alice@social.example', { signal: expect.any(AbortSignal) });
  });

  it('a 404 records the acct as non-existent and is a state; no alert', async () => {
    const { registry, alerts, store } = dataFixture(
      stubApi({ accounts: { lookup: vi.fn().mockRejectedValue(error(404)) } }),
    );
    const snapshot = await idle(registry.resource(accountLookup, 'ghost@gone.example'));
    expect(snapshot.hasTag('gone')).toBe(true);
    expect(isAccountMissing(store, 'GHOST@gone.example')).toBe(true);
    expect(alerts.getSnapshot()).toEqual([]);
  });

  it('an acct recorded missing shows as missing at once; a successful lookup forgets the mark', async () => {
    const lookup = vi.fn().mockResolvedValue(apiAccount('8', { acct: 'back@here.example' }));
    const { registry, store } = dataFixture(stubApi({ accounts: { lookup } }));
    markAccountMissing(store, 'back@here.example');
    const chart = registry.resource(accountLookup, 'back@here.example');
    expect(chart.getSnapshot().context.value).toEqual({ accountId: null, missing: true });
    expect((await idle(chart)).context.value).toEqual({ accountId: '8', missing: false });
    expect(isAccountMissing(store, 'back@here.example')).toBe(false);
  });

  it("other failures raise no alert (the call's policy) and keep what was shown", async () => {
    const lookup = vi.fn().mockRejectedValueOnce(error(502)).mockResolvedValueOnce({ not: 'an account' });
    const fixture = dataFixture(stubApi({ accounts: { lookup } }));
    importAccount(fixture.store, apiAccount('9', { acct: 'kept@remote.example' }));
    const chart = fixture.registry.resource(accountLookup, 'kept@remote.example');
    const failed = await idle(chart);
    expect(failed.hasTag('failed')).toBe(true);
    expect(failed.context.value).toEqual({ accountId: '9', missing: false });
    // an answer that is no account is a failure too
    chart.send({ type: 'RETRY' });
    expect((await idle(chart)).hasTag('failed')).toBe(true);
    expect(fixture.alerts.getSnapshot()).toEqual([]);
  });

  it('no acct at all is missing, without asking', async () => {
    const lookup = vi.fn();
    const { registry } = dataFixture(stubApi({ accounts: { lookup } }));
    const chart = registry.resource(accountLookup, '');
    expect(chart.getSnapshot().context.value).toEqual({ accountId: null, missing: true });
    expect((await idle(chart)).context.value).toEqual({ accountId: null, missing: true });
    expect(lookup).not.toHaveBeenCalled();
  });
});

describe('relationship', () => {
  it('imports the relationship with the account into the store', async () => {
    const relationships = vi.fn().mockResolvedValue([{ id: '7', following: true, followed_by: false }]);
    const { registry, store } = dataFixture(stubApi({ accounts: { relationships } }));
    await idle(registry.resource(relationshipOf, '7'));
    expect(relationships).toHaveBeenCalledWith(['7'], { signal: expect.any(AbortSignal) });
    expect(store.get('relationships', '7')?.following).toBe(true);
  });

  it("the marks are the reader's account's own, and go with it", async () => {
    const one = dataFixture(stubApi({ accounts: { lookup: vi.fn().mockRejectedValue(error(404)) } }));
    const other = dataFixture(stubApi({ accounts: { lookup: vi.fn().mockRejectedValue(error(404)) } }));
    await idle(one.registry.resource(accountLookup, 'ghost@gone.example'));
    expect(isAccountMissing(one.store, 'ghost@gone.example')).toBe(true);
    expect(isAccountMissing(other.store, 'ghost@gone.example')).toBe(false);
    markAccountMissing(other.store, 'ghost@gone.example');
    expectOnePerAccount(MISSING_ACCOUNTS, one.store, other.store);
    one.store.scope.dispose();
    expect(isAccountMissing(one.store, 'ghost@gone.example')).toBe(false);
    expect(isAccountMissing(other.store, 'ghost@gone.example')).toBe(true);
  });
});
