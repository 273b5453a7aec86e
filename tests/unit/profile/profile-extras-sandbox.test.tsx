// @vitest-environment jsdom
/**
 * A profile's extras through the real API against the seeded sandbox (contract-checked): alice's pinned posts,
 * featured hashtags and featured profiles as bob sees them, the familiar followers line, bob's own featured
 * profile and hashtag, and the tagged view.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeLayout, type FakeLayout } from '../timelines/support/fake-layout';
import ProfilePage from '../../../src/views/profile/ProfilePage';
import { LayoutProvider, type LayoutState } from '../../../src/views/shell/layout-context';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import { fakeServices, mount, settle, type Mounted } from '../timelines/support/fake-app-services';
import { turnUntil } from '../../support/wait-for-state';

vi.mock('../../../src/views/status/Status', async () => ({
  Status: (await import('./support/mock-status')).MockStatus,
}));

const contract = useContractSandbox();
const LAYOUT: LayoutState = { mode: 'single-column', advancedInterface: false, setAdvancedInterface: () => {} };
let bob: SignedIn;
let alice: SignedIn;
let mounted: Mounted | null = null;

beforeAll(async () => {
  bob = await signIn(contract, { username: 'bob' });
  alice = await signIn(contract, { username: 'alice' });
});
let layout: FakeLayout;
beforeEach(() => {
  layout = installFakeLayout();
});
afterEach(() => {
  layout.restore();
  mounted?.unmount();
  mounted = null;
});

async function open(reader: SignedIn, path: string, route = '/:acct/*') {
  const services = fakeServices({ me: reader.accountId, realApi: reader.api, server: contract.origin });
  const page = (
    <LayoutProvider value={LAYOUT}>
      <ProfilePage />
    </LayoutProvider>
  );
  mounted = mount(services, page, { route, path });
  const settled = () =>
    !mounted!.container.querySelector('[role="status"]:not(.visually-hidden)') &&
    !mounted!.container.querySelector('[aria-busy="true"]');
  // the page's live regions (visually hidden) stay; a loading line does not
  expect(await turnUntil(settled, () => settle(1)), 'the profile finished loading').toBe(true);
  await settle();
  return { container: mounted.container, services };
}

const db = () => contract.sandbox.db;
const section = (container: HTMLElement, heading: string) =>
  [...container.querySelectorAll('section')].find((s) => s.querySelector('h2')?.textContent === heading) ?? null;

describe('profile extras with the sandbox', () => {
  it("alice's profile as bob sees it: pinned posts, featured hashtags and profiles, familiar followers", async () => {
    const { container, services } = await open(bob, '/@alice');
    const aliceId = db().findAccountByAcct('alice')!.id;
    const pinned = [...container.querySelectorAll('.profile-pinned [data-status-id]')].map((el) =>
      el.getAttribute('data-status-id')!,
    );
    expect(pinned.length).toBe(3);
    for (const id of pinned) expect(db().statuses.get(id)).toMatchObject({ account_id: aliceId, pinned: true });

    const tags = [...section(container, 'Featured hashtags')!.querySelectorAll('li a')];
    expect(tags.map((a) => a.getAttribute('href')).sort()).toEqual([
      '/@alice/tagged/photography',
      '/@alice/tagged/tsubame',
    ]);

    const profiles = [...section(container, 'Featured profiles')!.querySelectorAll('li a')];
    expect(profiles.map((a) => a.getAttribute('href'))).toEqual(
      expect.arrayContaining(['/@bob', '/@yuki@xn--r8jz45g.xn--zckzah']),
    );

    // accounts bob follows that follow alice and show their own lists
    const known = db()
      .follows.sources(aliceId)
      .map((id) => db().accounts.get(id)!)
      .filter((a) => a.username !== 'bob' && db().follows.has(bob.accountId, a.id) && !a.hide_collections);
    expect(known.length).toBeGreaterThan(0);
    const familiar = container.querySelector('.profile-familiar a')!;
    expect(familiar.getAttribute('href')).toBe('/@alice/followers');
    expect(familiar.textContent).toMatch(/^Followed by /);
    // names with their custom emoji drawn as pictures
    for (const account of known.slice(0, 2))
      expect(familiar.textContent).toContain(account.display_name.replace(/:\w+:/g, '').trim());
    expect(services.alerts.getSnapshot()).toEqual([]);
  });

  it("bob's profile as alice sees it: alice among his featured profiles, #coffee among his hashtags", async () => {
    const { container } = await open(alice, '/@bob');
    const profiles = [...section(container, 'Featured profiles')!.querySelectorAll('li a')];
    expect(profiles.map((a) => a.getAttribute('href'))).toEqual(['/@alice']);
    const tags = [...section(container, 'Featured hashtags')!.querySelectorAll('li a')];
    expect(tags.map((a) => a.textContent)).toContain('#coffee');
    expect(container.querySelectorAll('.profile-pinned li').length).toBeGreaterThan(0);
  });

  it('the tagged view shows only posts with the hashtag', async () => {
    const { container } = await open(bob, '/@alice/tagged/tsubame', '/:acct/tagged/:tag');
    expect(container.querySelector('.profile-tabs [aria-current="page"]')!.textContent).toBe('#tsubame');
    const ids = [...container.querySelectorAll('[role="feed"] [data-feed-item]')].map((el) =>
      el.getAttribute('data-feed-item')!,
    );
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids)
      expect(
        db()
          .statuses.get(id)!
          .tags.map((t) => t.toLowerCase()),
      ).toContain('tsubame');
  });
});
