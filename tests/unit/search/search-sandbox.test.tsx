// @vitest-environment jsdom
/**
 * The search screen against the sandbox through the real API (contract-checked): a signed-in reader finds an
 * account and its follow button, moves to the posts' own view and loads a second page from the offset shown,
 * and opens a pasted post address in place of the search; a signed-out reader finds accounts on a type's view
 * (asked without an offset, which the server would refuse) and is told posts need signing in.
 */
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApi, createApiClient, type Api } from '../../../src/services/api';
import SearchScreen from '../../../src/views/search/SearchScreen';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import { fakeServices, mount, settle, type Mounted } from '../timelines/support/fake-app-services';
import { turnUntil } from '../../support/wait-for-state';

const contract = useContractSandbox();
let alice: SignedIn;
let bob: SignedIn;
let anonymous: Api;
let mounted: Mounted | null = null;

beforeAll(async () => {
  alice = await signIn(contract, { username: 'alice' });
  bob = await signIn(contract, { username: 'bob' });
  anonymous = createApi(createApiClient({ server: contract.origin }));
});

afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

async function open(
  path: string,
  reader: SignedIn | null,
  ready: (root: HTMLElement, services: ReturnType<typeof fakeServices>) => boolean,
) {
  const services = fakeServices({
    me: reader?.accountId ?? null,
    realApi: reader?.api ?? anonymous,
    server: contract.origin,
  });
  mounted = mount(services, <SearchScreen />, { path });
  const root = mounted.container;
  expect(
    await turnUntil(
      () => ready(root, services),
      () => settle(1),
    ),
    'the search reached the state the test reads',
  ).toBe(true);
  return { services, root };
}

const answered = (root: HTMLElement) => {
  const state = root.querySelector('[aria-busy="false"] [role="status"]')?.textContent;
  return state !== undefined && state !== '';
};

describe('search with the sandbox', () => {
  it('a signed-in reader finds an account with its follow button', async () => {
    const { root, services } = await open('/search?q=carol', alice, answered);
    expect(root.querySelector('a[href="/@carol"]')).not.toBeNull();
    expect(root.querySelector('button[aria-label$="@carol"]')).not.toBeNull();
    expect(contract.observed.get('search.search')).toContain(200);
    expect(services.alerts.getSnapshot()).toEqual([]);
  });

  it("posts' own view pages from the count shown", async () => {
    for (let i = 0; i < 12; i += 1)
      await bob.api.statuses.create({ status: `wagtail sighting ${i}`, visibility: 'public' });
    const posts = (root: HTMLElement) => root.querySelectorAll('.search__statuses > li').length;
    const { root } = await open('/search?q=wagtail&type=statuses', alice, (r) => posts(r) === 10);
    expect(posts(root)).toBe(10);
    act(() => root.querySelector<HTMLButtonElement>('.search__more')!.click());
    await turnUntil(
      () => posts(root) >= 12,
      () => settle(1),
    );
    expect(posts(root)).toBe(12);
    expect(root.querySelector('.search__more')).toBeNull();
  });

  it('a pasted post address opens the post, replacing the search', async () => {
    const post = await bob.api.statuses.create({ status: 'find me by address', visibility: 'public' });
    const path = `/search?q=${encodeURIComponent(post.url!)}`;
    const navigated = (_root: HTMLElement, services: ReturnType<typeof fakeServices>) =>
      services.navigate.mock.calls.length > 0;
    const { services } = await open(path, alice, navigated);
    expect(services.navigate).toHaveBeenCalledWith(`/@bob/${post.id}`, { replace: true });
  });

  it('signed out: accounts on their own view, and posts need signing in', async () => {
    const { root, services } = await open('/search?q=carol&type=accounts', null, answered);
    expect(root.querySelector('a[href="/@carol"]')).not.toBeNull();
    expect(root.querySelector('.search__follow')).toBeNull();
    const signedOut = await open('/search?q=wagtail', null, answered);
    expect(signedOut.root.querySelector('.search__note')?.textContent).toBe(
      'Posts can be searched once you are signed in.',
    );
    expect(services.alerts.getSnapshot()).toEqual([]);
  });
});
