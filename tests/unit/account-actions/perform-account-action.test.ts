import { describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_ACTIONS_IN_FLIGHT,
  runLoadedAccountAction,
  type AccountActionServices,
} from '../../../src/services/account-actions/account-action-runner';
import { createAlertQueue } from '../../../src/services/alerts';
import { createEntityStore, importAccount } from '../../../src/services/store';
import { importRelationships } from '../../../src/services/store/relationship-importers';
import { expectOnePerAccount, settle } from '../../support/account-parts';
import { signIn, useContractSandbox } from '../../support/contract-sandbox';

const contract = useContractSandbox();

/** Signed in as alice with the looked-up target stored, plus its relationship. */
async function setUp(targetAcct: string) {
  const session = await signIn(contract.origin, { username: 'alice' });
  const store = createEntityStore({ currentAccountId: session.accountId });
  const removeAccount = vi.fn();
  const alerts = createAlertQueue();
  const services = {
    api: session.api,
    store,
    alerts,
    me: session.accountId,
    timelines: { removeAccount },
  } as unknown as AccountActionServices;
  importAccount(store, await session.api.oauth.verifyCredentials());
  const target = importAccount(store, await session.api.accounts.lookup(targetAcct))!;
  importRelationships(store, await session.api.accounts.relationships([target]));
  const counts = () => ({
    followers: store.get('accounts', target)!.followers_count,
    following: store.get('accounts', session.accountId)!.following_count,
  });
  return { services, store, target, counts, removeAccount, alerts };
}

describe('account actions against the sandbox', () => {
  it('a successful follow of an account not yet followed adds 1 to both counts; unfollow subtracts 1', async () => {
    const { services, store, target, counts } = await setUp('erin');
    if (store.get('relationships', target)?.following)
      await runLoadedAccountAction(services, { kind: 'unfollow', accountId: target });
    const before = counts();
    expect(await runLoadedAccountAction(services, { kind: 'follow', accountId: target })).toBe(true);
    expect(store.get('relationships', target)?.following).toBe(true);
    expect(counts()).toEqual({ followers: before.followers + 1, following: before.following + 1 });
    expect(await runLoadedAccountAction(services, { kind: 'unfollow', accountId: target })).toBe(true);
    expect(counts()).toEqual(before);
  });

  it('following a locked account only requests: no count changes', async () => {
    const { services, store, target, counts } = await setUp('carol');
    if (store.get('relationships', target)?.following)
      await runLoadedAccountAction(services, { kind: 'unfollow', accountId: target });
    expect(store.get('relationships', target)?.following).toBe(false);
    const before = counts();
    expect(await runLoadedAccountAction(services, { kind: 'follow', accountId: target })).toBe(true);
    expect(store.get('relationships', target)?.requested).toBe(true);
    expect(counts()).toEqual(before);
  });

  it('counts never go below 0', async () => {
    const { services, store, target, counts } = await setUp('erin');
    if (!store.get('relationships', target)?.following)
      await runLoadedAccountAction(services, { kind: 'follow', accountId: target });
    store.patch('accounts', target, (account) => ({ ...account, followers_count: 0 }));
    await runLoadedAccountAction(services, { kind: 'unfollow', accountId: target });
    expect(counts().followers).toBe(0);
  });

  it('blocking ends the follow both ways and takes the account out of every timeline; unblock gives it back', async () => {
    const { services, store, target, removeAccount } = await setUp('erin');
    if (!store.get('relationships', target)?.following)
      await runLoadedAccountAction(services, { kind: 'follow', accountId: target });
    expect(await runLoadedAccountAction(services, { kind: 'block', accountId: target })).toBe(true);
    expect(store.get('relationships', target)).toMatchObject({ blocking: true, following: false });
    expect(removeAccount).toHaveBeenCalledWith(target);
    expect(await runLoadedAccountAction(services, { kind: 'unblock', accountId: target })).toBe(true);
    expect(store.get('relationships', target)?.blocking).toBe(false);
  });

  it('muting for an hour with notifications sends both options and takes the account out of timelines', async () => {
    const { services, store, target, removeAccount } = await setUp('erin');
    const muted = await runLoadedAccountAction(services, {
      kind: 'mute',
      accountId: target,
      options: { duration: 3600, notifications: true },
    });
    expect(muted).toBe(true);
    expect(store.get('relationships', target)).toMatchObject({ muting: true, muting_notifications: true });
    expect(removeAccount).toHaveBeenCalledWith(target);
    await runLoadedAccountAction(services, { kind: 'unmute', accountId: target });
    expect(store.get('relationships', target)?.muting).toBe(false);
  });

  it('the personal note is saved as typed', async () => {
    const { services, store, target } = await setUp('erin');
    expect(
      await runLoadedAccountAction(services, { kind: 'note', accountId: target, comment: 'Met at the café' }),
    ).toBe(true);
    expect(store.get('relationships', target)?.note).toBe('Met at the café');
  });

  it('a refused action takes the change back exactly and shows one alert', async () => {
    const { services, store, target, counts, alerts } = await setUp('erin');
    if (store.get('relationships', target)?.following)
      await runLoadedAccountAction(services, { kind: 'unfollow', accountId: target });
    const before = { relationship: store.get('relationships', target), counts: counts() };
    const refusing = {
      ...services,
      api: {
        ...services.api,
        accounts: { ...services.api.accounts, follow: () => Promise.reject(new Error('refused')) },
      },
    } as AccountActionServices;
    expect(await runLoadedAccountAction(refusing, { kind: 'follow', accountId: target })).toBe(false);
    expect(store.get('relationships', target)).toEqual(before.relationship);
    expect(counts()).toEqual(before.counts);
    expect(alerts.getSnapshot()).toHaveLength(1);
  });

  it('the same action on the same account while one is in flight is sent once', async () => {
    const { services, store, target } = await setUp('erin');
    if (store.get('relationships', target)?.following)
      await runLoadedAccountAction(services, { kind: 'unfollow', accountId: target });
    const follow = vi.fn((id: string) => services.api.accounts.follow(id));
    const counting = {
      ...services,
      api: { ...services.api, accounts: { ...services.api.accounts, follow } },
    } as AccountActionServices;
    const [first, second] = await Promise.all([
      runLoadedAccountAction(counting, { kind: 'follow', accountId: target }),
      runLoadedAccountAction(counting, { kind: 'follow', accountId: target }),
    ]);
    expect([first, second]).toEqual([true, true]);
    expect(follow).toHaveBeenCalledTimes(1);
  });

  it('each account keeps its own actions in flight; letting it go stops them: no change kept, taken back or reported', async () => {
    const one = await setUp('erin');
    const other = await setUp('erin');
    const blocked = vi.fn(
      async () => ({ id: one.target, blocking: true, following: false, followed_by: false }) as never,
    );
    const held = deferred<unknown>();
    const answering = {
      ...one.services,
      api: { ...one.services.api, accounts: { ...one.services.api.accounts, block: () => held.promise } },
    } as AccountActionServices;
    const stopped = runLoadedAccountAction(answering, { kind: 'block', accountId: one.target });
    const shown = one.store.get('relationships', one.target);
    expect(shown?.blocking).toBe(true);
    const going = runLoadedAccountAction(
      {
        ...other.services,
        api: { ...other.services.api, accounts: { ...other.services.api.accounts, block: blocked } },
      },
      { kind: 'block', accountId: other.target },
    );
    expectOnePerAccount(ACCOUNT_ACTIONS_IN_FLIGHT, one.store, other.store);
    one.store.scope.dispose();
    expect(await stopped).toBe(false);
    held.reject(new Error('refused'));
    await settle();
    // the optimistic change stays as it was shown (the account is gone); no revert, no alert, no timeline change
    expect(one.store.get('relationships', one.target)).toBe(shown);
    expect(one.alerts.getSnapshot()).toEqual([]);
    expect(one.removeAccount).not.toHaveBeenCalled();
    expect(await going).toBe(true);
    expect(other.removeAccount).toHaveBeenCalledWith(other.target);
  });
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
