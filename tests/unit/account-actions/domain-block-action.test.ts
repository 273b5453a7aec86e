/**
 * Domain blocks through the account action runner, with a scripted API: what shows at once on the stored accounts
 * of the domain, what a refusal takes back, what leaves the timelines, and one call per domain in flight. The last
 * test runs against the sandbox.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  runLoadedAccountAction,
  type AccountActionServices,
} from '../../../src/services/account-actions/account-action-runner';
import type { ApiRelationship } from '../../../src/domain/entities/api-types';
import { createAlertQueue } from '../../../src/services/alerts';
import { ApiError } from '../../../src/domain/errors/api-error';
import { createEntityStore, importAccount } from '../../../src/services/store';
import { importRelationships } from '../../../src/services/store/relationship-importers';
import { signIn, useContractSandbox } from '../../support/contract-sandbox';
import { apiAccount } from '../entities/fixtures';
import { deferred } from '../timelines/support/fake-app-services';

const ME = '1';

const relationship = (id: string, fields: Partial<ApiRelationship> = {}): ApiRelationship => ({
  id,
  following: false,
  showing_reblogs: false,
  notifying: false,
  languages: null,
  followed_by: false,
  blocking: false,
  blocked_by: false,
  muting: false,
  muting_notifications: false,
  muting_expires_at: null,
  requested: false,
  requested_by: false,
  domain_blocking: false,
  endorsed: false,
  note: '',
  ...fields,
});

/**
 * A store holding me (1, 10 followers), lisa (2) and max (3) on bad.example, nina (4) on good.example and
 * omar (5) on bad.example with no stored relationship. lisa follows me.
 */
function setUp(answer: () => Promise<void> = async () => {}) {
  const store = createEntityStore({ currentAccountId: ME });
  importAccount(store, apiAccount(ME, { acct: 'me', followers_count: 10, following_count: 4 }));
  importAccount(store, apiAccount('2', { acct: 'lisa@Bad.Example', following_count: 3 }));
  importAccount(store, apiAccount('3', { acct: 'max@bad.example' }));
  importAccount(store, apiAccount('4', { acct: 'nina@good.example' }));
  importAccount(store, apiAccount('5', { acct: 'omar@bad.example' }));
  importRelationships(store, [
    relationship('2', { followed_by: true, following: true }),
    relationship('3'),
    relationship('4'),
  ]);
  const block = vi.fn(answer);
  const unblock = vi.fn(answer);
  const removeAccounts = vi.fn();
  const removeAccount = vi.fn();
  const alerts = createAlertQueue();
  const services = {
    api: { domainBlocks: { block, unblock } },
    store,
    alerts,
    me: ME,
    timelines: { removeAccount, removeAccounts },
  } as unknown as AccountActionServices;
  const rel = (id: string) => store.get('relationships', id);
  const followers = () => store.get('accounts', ME)!.followers_count;
  return { services, store, block, unblock, removeAccounts, alerts, rel, followers };
}

const refused = () =>
  Promise.reject(new ApiError({ kind: 'response', message: 'Nope', status: 500, statusText: 'Server Error' }));

describe('domain blocks through the account action runner', () => {
  it('a domain block shows domain_blocking at once on every stored account of the domain with a relationship', async () => {
    const answer = deferred<void>();
    const { services, rel, block } = setUp(() => answer.promise);
    const done = runLoadedAccountAction(services, { kind: 'domainBlock', domain: 'bad.example' });
    expect(rel('2')?.domain_blocking).toBe(true);
    expect(rel('3')?.domain_blocking).toBe(true);
    expect(block).toHaveBeenCalledWith('bad.example');
    answer.resolve();
    expect(await done).toBe(true);
    expect(rel('2')?.domain_blocking).toBe(true);
  });

  it('accounts of other servers and accounts without a stored relationship are left alone', async () => {
    const { services, rel } = setUp();
    await runLoadedAccountAction(services, { kind: 'domainBlock', domain: 'bad.example' });
    expect(rel('4')?.domain_blocking).toBe(false);
    expect(rel('5')).toBeUndefined();
  });

  it("the domain's follows of the reader end at once, with the reader's followers count; the reader's follows stay", async () => {
    const { services, rel, followers, store } = setUp();
    await runLoadedAccountAction(services, { kind: 'domainBlock', domain: 'bad.example' });
    expect(rel('2')).toMatchObject({ followed_by: false, following: true });
    expect(followers()).toBe(9);
    expect(store.get('accounts', '2')!.following_count).toBe(2);
  });

  it('a refused domain block takes back exactly what it showed and raises the call alert once', async () => {
    const { services, rel, followers, store, alerts } = setUp(refused);
    const before = { lisa: rel('2'), max: rel('3'), following: store.get('accounts', '2')!.following_count };
    expect(await runLoadedAccountAction(services, { kind: 'domainBlock', domain: 'bad.example' })).toBe(false);
    expect(rel('2')).toEqual(before.lisa);
    expect(rel('3')).toEqual(before.max);
    expect(followers()).toBe(10);
    expect(store.get('accounts', '2')!.following_count).toBe(before.following);
    expect(alerts.getSnapshot()).toHaveLength(1);
  });

  it("a successful domain block takes the domain's posts out of every timeline; a refused one does not", async () => {
    const accepted = setUp();
    await runLoadedAccountAction(accepted.services, { kind: 'domainBlock', domain: 'bad.example' });
    expect(accepted.removeAccounts).toHaveBeenCalledWith(['2', '3', '5']);
    const refusing = setUp(refused);
    await runLoadedAccountAction(refusing.services, { kind: 'domainBlock', domain: 'bad.example' });
    expect(refusing.removeAccounts).not.toHaveBeenCalled();
  });

  it('a domain unblock clears domain_blocking and removes no posts', async () => {
    const { services, store, rel, unblock, removeAccounts } = setUp();
    importRelationships(store, [relationship('3', { domain_blocking: true })]);
    expect(await runLoadedAccountAction(services, { kind: 'domainUnblock', domain: 'bad.example' })).toBe(true);
    expect(unblock).toHaveBeenCalledWith('bad.example');
    expect(rel('3')?.domain_blocking).toBe(false);
    expect(removeAccounts).not.toHaveBeenCalled();
  });

  it('the same domain action while one is in flight is sent once (the domain compared in lower case)', async () => {
    const answer = deferred<void>();
    const { services, block } = setUp(() => answer.promise);
    const first = runLoadedAccountAction(services, { kind: 'domainBlock', domain: 'bad.example' });
    const second = runLoadedAccountAction(services, { kind: 'domainBlock', domain: ' BAD.example' });
    answer.resolve();
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(block).toHaveBeenCalledTimes(1);
  });
});

const contract = useContractSandbox();

describe('domain blocks against the sandbox', () => {
  it('a domain blocked through the runner is listed by the server and shows on its accounts; unblocking undoes both', async () => {
    const session = await signIn(contract.origin, { username: 'alice' });
    const store = createEntityStore({ currentAccountId: session.accountId });
    const services = {
      api: session.api,
      store,
      alerts: createAlertQueue(),
      me: session.accountId,
      timelines: { removeAccount: vi.fn(), removeAccounts: vi.fn() },
    } as unknown as AccountActionServices;
    const lisa = importAccount(store, await session.api.accounts.lookup('lisa@mastodon.example'))!;
    const domain = store.get('accounts', lisa)!.acct.split('@')[1]!;
    importRelationships(store, await session.api.accounts.relationships([lisa]));
    expect(await runLoadedAccountAction(services, { kind: 'domainBlock', domain })).toBe(true);
    expect((await session.api.domainBlocks.list()).items).toContain(domain);
    expect((await session.api.accounts.relationships([lisa]))[0]?.domain_blocking).toBe(true);
    expect(store.get('relationships', lisa)?.domain_blocking).toBe(true);
    expect(await runLoadedAccountAction(services, { kind: 'domainUnblock', domain })).toBe(true);
    expect((await session.api.domainBlocks.list()).items).not.toContain(domain);
    expect(store.get('relationships', lisa)?.domain_blocking).toBe(false);
  });
});
