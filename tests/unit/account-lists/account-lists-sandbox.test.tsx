// @vitest-environment jsdom
/**
 * The followers / following screens against the seeded world through the real API (contract-checked): alice's
 * lists come back as rows, and carol, who hides her network, says so instead of an empty list.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AccountListScreen, type AccountNetworkList } from '../../../src/views/account-lists/AccountListScreen';
import { pageParamsOfLink } from '../../../src/machines/timeline-paging';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import { fakeServices, mount, settle, type Mounted } from '../timelines/support/fake-app-services';
import { turnUntil } from '../../support/wait-for-state';

const contract = useContractSandbox();
let bob: SignedIn;
let mounted: Mounted | null = null;

beforeAll(async () => {
  bob = await signIn(contract, { username: 'bob' });
});

afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

async function open(acct: string, list: AccountNetworkList) {
  const services = fakeServices({ me: bob.accountId, realApi: bob.api, server: contract.origin });
  mounted = mount(services, <AccountListScreen list={list} />, { route: '/:acct/*', path: `/@${acct}/${list}` });
  const settled = () => !mounted!.container.querySelector('[aria-busy="true"]');
  await turnUntil(settled, () => settle(1));
  await settle();
  return { container: mounted.container, services };
}

const rows = (container: HTMLElement) => container.querySelectorAll('.interactions__account a').length;

describe('followers and following with the sandbox', () => {
  it("alice's following and followers are listed", async () => {
    const following = await open('alice', 'following');
    expect(following.container.querySelector('h1')!.textContent).toMatch(/^Followed by /);
    expect(rows(following.container)).toBeGreaterThan(10);
    expect(contract.observed.has('accounts.following')).toBe(true);
    mounted!.unmount();
    mounted = null;
    const followers = await open('alice', 'followers');
    expect(rows(followers.container)).toBeGreaterThan(0);
    expect(contract.observed.has('accounts.followers')).toBe(true);
    expect(followers.services.alerts.getSnapshot()).toEqual([]);
  });

  it("pages alice's following by the Link header without repeats or gaps", async () => {
    const alice = await bob.api.accounts.lookup('alice');
    const first = await bob.api.accounts.following(alice.id, { limit: 5 });
    const second = await bob.api.accounts.following(alice.id, { ...pageParamsOfLink(first.next), limit: 5 });
    const all = await bob.api.accounts.following(alice.id, { limit: 80 });
    expect(first.items).toHaveLength(5);
    expect([...first.items, ...second.items].map((a) => a.id)).toEqual(all.items.slice(0, 10).map((a) => a.id));
  });

  it('carol hides her network: the empty answer is said as hidden', async () => {
    const { container } = await open('carol', 'followers');
    expect(rows(container)).toBe(0);
    expect(container.querySelector('.data-note')!.textContent).toBe(
      'This user has chosen not to show this information.',
    );
  });
});
