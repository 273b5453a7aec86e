// @vitest-environment jsdom
/**
 * A profile against the sandbox answering malformed (the malformed-answers switch): the account looked up as invalid
 * JSON, a list, an object without its acct and username, or a proxy's HTML page with 200 or 502 says the profile could
 * not be loaded, with Try again, never "Account not found"; the account's posts answered so say the posts could not be
 * loaded, never "No posts here". With the answers healed, Try again brings the profile, or its posts.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ProfilePage from '../../../src/views/profile/ProfilePage';
import { LayoutProvider, type LayoutState } from '../../../src/views/shell/layout-context';
import { signIn, type SignedIn } from '../../support/contract-sign-in';
import { FAILING_KINDS, useMalformedSandbox } from '../../support/malformed-sandbox';
import { until } from '../../support/wait-for-state';
import { clickButton, fakeServices, mount, type Mounted } from '../timelines/support/fake-app-services';
import { installFakeLayout, type FakeLayout } from '../timelines/support/fake-layout';

vi.mock('../../../src/views/status/Status', () => ({
  Status: ({ statusId }: { statusId: string }) => <article data-status-id={statusId}>post {statusId}</article>,
}));

const world = useMalformedSandbox();
let bob: SignedIn;
let mounted: Mounted | null = null;
let layout: FakeLayout;

beforeAll(async () => {
  bob = await signIn(world.origin, { username: 'bob' });
});
// the profile's posts are a virtual feed: jsdom gets a small fake layout for it
beforeEach(() => {
  layout = installFakeLayout();
});
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  layout.restore();
});

const SHELL: LayoutState = { mode: 'single-column', advancedInterface: false, setAdvancedInterface: () => {} };

function openProfile(acct: string) {
  const services = fakeServices({ me: bob.accountId, realApi: bob.api, server: world.origin });
  mounted = mount(
    services,
    <LayoutProvider value={SHELL}>
      <ProfilePage />
    </LayoutProvider>,
    { route: '/:acct/*', path: `/@${acct}` },
  );
  return mounted.container;
}

const alertSaying = (container: HTMLElement, text: string) =>
  [...container.querySelectorAll<HTMLElement>('[role="alert"]')].find((alert) => alert.textContent?.includes(text));
const posts = (container: HTMLElement) => container.querySelectorAll('[role="feed"] article[data-status-id]').length;
const aliceId = () => [...world.sandbox.db.accounts.values()].find((a) => a.username === 'alice' && !a.domain)!.id;

describe('a profile with malformed answers', () => {
  it.each(FAILING_KINDS)(
    '%s account: the profile could not be loaded, with Try again, never "not found"; healed, Try again shows it',
    async (kind) => {
      world.spoil('/api/v1/accounts/lookup', kind);
      const container = openProfile('alice');
      const failed = await until(() => alertSaying(container, 'This profile could not be loaded.'), kind);
      expect(container.textContent).not.toContain('Account not found');

      world.heal();
      clickButton(failed, 'Try again');
      await until(() => container.querySelector('.profile-acct'), 'the profile after Try again');
      expect(container.querySelector('.profile-acct')!.textContent).toBe('@alice@sandbox.test');
    },
  );

  it.each(FAILING_KINDS)(
    '%s posts: they could not be loaded, with Try again, never "No posts here"; healed, Try again shows them',
    async (kind) => {
      world.spoil(`/api/v1/accounts/${aliceId()}/statuses`, kind);
      const container = openProfile('alice');
      const failed = await until(() => alertSaying(container, 'This timeline could not be loaded.'), kind);
      expect(container.querySelector('.profile-acct')).not.toBeNull();
      expect(container.textContent).not.toContain('No posts here');

      world.heal();
      clickButton(failed, 'Try again');
      await until(() => posts(container) > 0, 'the posts after Try again');
    },
  );
});
