// @vitest-environment jsdom
/**
 * Profiles of the seeded world through the real API (contract-checked): the states the sandbox's accounts are
 * in (verified fields and roles, moved, memorial, suspended, limited, an internationalised domain, not found).
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeLayout, type FakeLayout } from '../timelines/support/fake-layout';
import ProfilePage from '../../../src/views/profile/ProfilePage';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import { fakeServices, mount, settle, type Mounted } from '../timelines/support/fake-app-services';
import { turnUntil } from '../../support/wait-for-state';

vi.mock('../../../src/views/status/Status', () => ({
  Status: ({ statusId }: { statusId: string }) => <article data-status-id={statusId}>post {statusId}</article>,
}));

const contract = useContractSandbox();
let bob: SignedIn;
let mounted: Mounted | null = null;

beforeAll(async () => {
  bob = await signIn(contract, { username: 'bob' });
});
// the profile's posts are a virtual feed: jsdom gets a small fake layout for it
let layout: FakeLayout;
beforeEach(() => {
  layout = installFakeLayout();
});

afterEach(() => {
  layout.restore();
  mounted?.unmount();
  mounted = null;
});

async function open(acct: string) {
  const services = fakeServices({ me: bob.accountId, realApi: bob.api, server: contract.origin });
  mounted = mount(services, <ProfilePage />, { route: '/:acct/*', path: `/@${acct}` });
  const settled = () =>
    !mounted!.container.querySelector('[role="status"]:not(.visually-hidden)') &&
    !mounted!.container.querySelector('[aria-busy="true"]');
  // the page's live regions (visually hidden) stay; a loading line does not
  expect(await turnUntil(settled, () => settle(1)), 'the profile finished loading').toBe(true);
  await settle();
  return { container: mounted.container, services };
}

describe('ProfilePage with the sandbox', () => {
  it('alice: roles, verified website, relationship, posts', async () => {
    const { container } = await open('alice');
    expect(container.querySelector('.profile-acct')!.textContent).toBe('@alice@sandbox.test');
    expect([...container.querySelectorAll('.profile-role')].map((r) => r.textContent)).toEqual(['Admin']);
    const website = container.querySelector('.profile-field-verified')!;
    expect(website.querySelector('dt')!.textContent).toBe('Website');
    expect(website.querySelector('a')!.getAttribute('href')).toBe('https://alice.example/');
    expect(container.querySelectorAll('.profile-field').length).toBe(3);
    expect(contract.observed.has('accounts.relationships')).toBe(true);
    expect(container.querySelectorAll('[role="feed"] [data-feed-item]').length).toBeGreaterThan(0);
  });

  it('frank: moved to kmy.example', async () => {
    const { container } = await open('frank');
    expect(container.querySelector('.profile-moved a')!.getAttribute('href')).toBe('/@frank@kmy.example');
  });

  it('erin: memorial', async () => {
    const { container } = await open('erin');
    expect(container.querySelector('.profile-memorial')!.textContent).toBe('In memory of Erin');
  });

  it('cheap_pills: suspended, no posts', async () => {
    const { container } = await open('cheap_pills@spam.example');
    expect(container.textContent).toContain('This account has been suspended');
    expect(container.querySelector('[role="feed"]')).toBeNull();
  });

  it('troll: limited until "Show anyway"', async () => {
    const { container } = await open('troll@social.example.org');
    expect(container.textContent).toContain('This profile has been hidden by the moderators');
    expect(container.querySelector('[role="feed"]')).toBeNull();
  });

  it('yuki: the internationalised domain decoded', async () => {
    const { container } = await open('yuki@xn--r8jz45g.xn--zckzah');
    expect(container.querySelector('.profile-acct')!.textContent).toBe('@yuki@例え.テスト');
  });

  it('an unknown acct: "Account not found", no alert', async () => {
    const { container, services } = await open('nobody@nowhere.example');
    expect(container.textContent).toContain('Account not found');
    expect(services.alerts.getSnapshot()).toEqual([]);
  });
});
