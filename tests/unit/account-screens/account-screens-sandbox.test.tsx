// @vitest-environment jsdom
/**
 * The three screens against the sandbox through the real API (contract-checked): the sandbox answers
 * GET v1/follow_requests, v1/blocks and v1/mutes, and each screen settles on rows or on its empty state,
 * without an alert; with the real action runner, a block and a timed mute made by the API are listed (the mute
 * with its end) and undone from their screens, after which the server no longer lists them.
 */
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AccountScreen, type AccountModerationList } from '../../../src/views/account-screens/AccountScreen';
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

const CALL_IDS: Record<AccountModerationList, string> = {
  followRequests: 'followRequests.list',
  blocks: 'discovery.blocks',
  mutes: 'discovery.mutes',
};

async function open(list: AccountModerationList) {
  const services = fakeServices({ me: bob.accountId, realApi: bob.api, server: contract.origin });
  mounted = mount(services, <AccountScreen list={list} />);
  const container = mounted.container;
  const loaded = () =>
    container.querySelector('.interactions__account') !== null ||
    container.querySelector('.account-screens__empty') !== null;
  await turnUntil(loaded, () => settle(1));
  return { services, container, loaded };
}

async function clickAndWaitGone(container: HTMLElement, label: string) {
  const button = () => container.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
  act(() => button()!.click());
  await turnUntil(
    () => button() === null,
    () => settle(1),
  );
  expect(button()).toBeNull();
}

describe('follow requests, blocks and mutes with the sandbox', () => {
  it('a blocked account is listed and unblocked from the screen', async () => {
    const carol = await bob.api.accounts.lookup('carol');
    await bob.api.accounts.block(carol.id);
    const { services, container } = await open('blocks');
    expect(container.querySelector(`a[href="/@${carol.acct}"]`)).not.toBeNull();
    await clickAndWaitGone(container, `Unblock @${carol.acct}`);
    const blocks = await bob.api.discovery.blocks({ limit: 80 });
    expect(blocks.items.map((a) => a.id)).not.toContain(carol.id);
    expect(services.alerts.getSnapshot()).toEqual([]);
  });

  it('a timed mute is listed with its end and unmuted from the screen', async () => {
    const alice = await bob.api.accounts.lookup('alice');
    await bob.api.accounts.mute(alice.id, { duration: 3600 });
    const { container } = await open('mutes');
    const row = container.querySelector(`a[href="/@${alice.acct}"]`)!.closest('li')!;
    expect(row.querySelector('.account-screens__detail')?.textContent).toMatch(/^until /);
    await clickAndWaitGone(container, `Unmute @${alice.acct}`);
    const mutes = await bob.api.discovery.mutes({ limit: 80 });
    expect(mutes.items.map((a) => a.id)).not.toContain(alice.id);
  });

  it.each(['followRequests', 'blocks', 'mutes'] as const)('%s loads to rows or its empty state', async (list) => {
    const { services, loaded } = await open(list);
    expect(loaded()).toBe(true);
    expect(contract.observed.has(CALL_IDS[list])).toBe(true);
    expect(services.alerts.getSnapshot()).toEqual([]);
  });
});
