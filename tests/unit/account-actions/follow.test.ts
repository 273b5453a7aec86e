import { describe, expect, it } from 'vitest';
import { followAccount, unfollowAccount, type FollowServices } from '../../../src/services/account-actions/follow';
import { createAlertQueue } from '../../../src/services/errors';
import { createEntityStore, importAccount, importRelationships } from '../../../src/services/store';
import { signIn, useContractSandbox } from '../../support/contract-sandbox';

const contract = useContractSandbox();

/** Signed in as alice with the looked-up target stored, plus its relationship. */
async function setUp(targetAcct: string) {
  const session = await signIn(contract.origin, { username: 'alice' });
  const store = createEntityStore({ currentAccountId: session.accountId });
  const services: FollowServices = { api: session.api, store, alerts: createAlertQueue(), me: session.accountId };
  importAccount(store, await session.api.oauth.verifyCredentials());
  const target = importAccount(store, await session.api.accounts.lookup(targetAcct))!;
  importRelationships(store, await session.api.accounts.relationships([target]));
  const counts = () => ({
    followers: store.get('accounts', target)!.followers_count,
    following: store.get('accounts', session.accountId)!.following_count,
  });
  return { services, store, target, counts };
}

describe('follow and unfollow (spec 4 account actions)', () => {
  it('a successful follow of an account not yet followed adds 1 to both counts; unfollow subtracts 1', async () => {
    const { services, store, target, counts } = await setUp('erin');
    if (store.get('relationships', target)?.following) await unfollowAccount(services, target);
    const before = counts();
    expect(await followAccount(services, target)).toBe(true);
    expect(store.get('relationships', target)?.following).toBe(true);
    expect(counts()).toEqual({ followers: before.followers + 1, following: before.following + 1 });
    expect(await unfollowAccount(services, target)).toBe(true);
    expect(counts()).toEqual(before);
  });

  it('following a locked account only requests: no count changes', async () => {
    const { services, store, target, counts } = await setUp('carol');
    if (store.get('relationships', target)?.following) await unfollowAccount(services, target);
    expect(store.get('relationships', target)?.following).toBe(false);
    const before = counts();
    expect(await followAccount(services, target)).toBe(true);
    expect(store.get('relationships', target)?.requested).toBe(true);
    expect(counts()).toEqual(before);
  });

  it('counts never go below 0', async () => {
    const { services, store, target, counts } = await setUp('erin');
    if (!store.get('relationships', target)?.following) await followAccount(services, target);
    store.patch('accounts', target, (account) => ({ ...account, followers_count: 0 }));
    await unfollowAccount(services, target);
    expect(counts().followers).toBe(0);
  });
});
