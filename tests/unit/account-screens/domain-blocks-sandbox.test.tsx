// @vitest-environment jsdom
/**
 * The blocked domains screen against the sandbox through the real API and the real action runner
 * (contract-checked): alice's seeded block is listed, a domain blocked through the API shows, and unblocking it
 * from the screen takes it off the server's list, without an alert.
 */
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DomainBlocksScreen } from '../../../src/views/account-screens/DomainBlocksScreen';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import { fakeServices, mount, settle, type Mounted } from '../timelines/support/fake-app-services';
import { turnUntil } from '../../support/wait-for-state';

const contract = useContractSandbox();
let alice: SignedIn;
let mounted: Mounted | null = null;

beforeAll(async () => {
  alice = await signIn(contract, { username: 'alice' });
});

afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

describe('blocked domains with the sandbox', () => {
  it('lists the blocked domains and unblocks one from the screen', async () => {
    await alice.api.domainBlocks.block('blocked-from-test.example');
    const services = fakeServices({ me: alice.accountId, realApi: alice.api, server: contract.origin });
    mounted = mount(services, <DomainBlocksScreen />);
    const container = mounted.container;
    const names = () => [...container.querySelectorAll('.account-screens__domain-name')].map((n) => n.textContent);
    await turnUntil(
      () => names().length > 0,
      () => settle(1),
    );
    expect(names()).toEqual(['blocked-from-test.example', 'spam.example']);
    expect(contract.observed.has('domainBlocks.list')).toBe(true);

    const unblock = () =>
      container.querySelector<HTMLButtonElement>('button[aria-label="Unblock blocked-from-test.example"]');
    act(() => unblock()!.click());
    await turnUntil(
      () => unblock() === null,
      () => settle(1),
    );
    expect(unblock()).toBeNull();
    expect((await alice.api.domainBlocks.list()).items).toEqual(['spam.example']);
    expect(services.alerts.getSnapshot()).toEqual([]);
  });
});
