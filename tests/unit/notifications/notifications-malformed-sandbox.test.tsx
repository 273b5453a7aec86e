// @vitest-environment jsdom
/**
 * The notifications screen against the sandbox answering GET v2/notifications malformed (the malformed-answers
 * switch): invalid JSON, a list where the object of groups was, an object without its groups, and a proxy's HTML page
 * with 200 or 502 each show that notifications could not be loaded, with Try again, never "No notifications yet";
 * with the answers healed, Try again brings the notifications.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import NotificationsScreen from '../../../src/views/notifications/NotificationsScreen';
import { signIn, type SignedIn } from '../../support/contract-sign-in';
import { FAILING_KINDS, useMalformedSandbox } from '../../support/malformed-sandbox';
import { until } from '../../support/wait-for-state';
import { LayoutProvider } from '../../../src/views/shell/layout-context';
import {
  clickButton,
  fakeServices,
  mount,
  type FakeServices,
  type Mounted,
} from '../timelines/support/fake-app-services';
import { installFakeLayout, type FakeLayout } from '../timelines/support/fake-layout';

// the rows are another part's (tests/unit/notifications/rows): here a group is its article
vi.mock('../../../src/views/notifications/rows/NotificationGroupRow', () => ({
  NotificationGroupRow: ({ groupKey }: { groupKey: string }) => <article data-group-key={groupKey}>{groupKey}</article>,
}));

const world = useMalformedSandbox();
let alice: SignedIn;
let mounted: Mounted | null = null;
let services: FakeServices | null = null;
let layout: FakeLayout;

beforeAll(async () => {
  alice = await signIn(world.origin, { username: 'alice' });
});
beforeEach(() => {
  layout = installFakeLayout();
});
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  // the notifications runtime is a part of the account's scope: stopped with it
  services?.store.scope.dispose();
  services?.streaming.close();
  services = null;
  layout.restore();
});

const SHELL = { mode: 'single-column' as const, advancedInterface: false, setAdvancedInterface: () => undefined };

const EMPTY = 'No notifications yet';
const FAILED = 'Notifications could not be loaded.';

const groups = (container: HTMLElement) => container.querySelectorAll('article[data-group-key]').length;
const failure = (container: HTMLElement) =>
  [...container.querySelectorAll('[role="alert"]')].find((alert) => alert.textContent?.includes(FAILED));

describe('notifications with malformed answers', () => {
  it.each(FAILING_KINDS)(
    '%s: could not be loaded, with Try again, never empty; healed, Try again loads',
    async (kind) => {
      // the grouped notifications (and the filtering policy beside them, whose link then stays away)
      world.spoil('/api/v2/notifications', kind);
      services = fakeServices({ me: alice.accountId, realApi: alice.api, server: world.origin });
      mounted = mount(
        services,
        <LayoutProvider value={SHELL}>
          <NotificationsScreen />
        </LayoutProvider>,
        { path: '/notifications' },
      );
      const { container } = mounted;
      await until(() => failure(container), `the load failure (${kind})`);
      expect(container.textContent).not.toContain(EMPTY);
      expect(groups(container)).toBe(0);

      world.heal();
      clickButton(failure(container) as HTMLElement, 'Try again');
      await until(() => groups(container) > 0, 'the notifications after Try again');
      expect(failure(container)).toBeUndefined();
      expect(container.textContent).not.toContain(EMPTY);
    },
  );
});
