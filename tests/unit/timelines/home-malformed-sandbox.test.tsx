// @vitest-environment jsdom
/**
 * Home against the sandbox answering its timeline malformed (the malformed-answers switch): invalid JSON, an object
 * where the list was, posts without their author and time, and a proxy's HTML page with 200 or 502 each show that the
 * timeline could not be loaded, with Try again, never that home is empty; with the answers healed, Try again brings
 * the posts. A page with one unreadable post shows the others (told once on the console), and a post of 1 MiB is
 * stored cut short with a visible "…".
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_TEXT } from '../../../src/domain/entities/long-text';
import TimelineScreen from '../../../src/views/timelines/TimelineScreen';
import { signIn, type SignedIn } from '../../support/contract-sign-in';
import { FAILING_KINDS, useMalformedSandbox } from '../../support/malformed-sandbox';
import { until } from '../../support/wait-for-state';
import { clickButton, fakeServices, mount, type Mounted } from './support/fake-app-services';
import { installFakeLayout, type FakeLayout } from './support/fake-layout';

// the status renderer is another part's; here a post is its article
vi.mock('../../../src/views/status/Status', () => ({
  Status: ({ statusId }: { statusId: string }) => <article data-status-id={statusId}>post {statusId}</article>,
}));

const world = useMalformedSandbox();
let alice: SignedIn;
let mounted: Mounted | null = null;
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
  layout.restore();
  vi.restoreAllMocks();
});

const HOME = '/api/v1/timelines/home';
const EMPTY = 'Your home timeline is empty';
const FAILED = 'This timeline could not be loaded.';

function openHome() {
  const services = fakeServices({ me: alice.accountId, realApi: alice.api, server: world.origin });
  mounted = mount(services, <TimelineScreen timeline="home" />);
  return { services, container: mounted.container };
}

const posts = (container: HTMLElement) =>
  [...container.querySelectorAll('[role="feed"] article[data-status-id]')].map((post) =>
    post.getAttribute('data-status-id'),
  );
const failure = (container: HTMLElement) =>
  [...container.querySelectorAll('[role="alert"]')].find((alert) => alert.textContent?.includes(FAILED));

describe('home with malformed answers', () => {
  it.each(FAILING_KINDS)(
    '%s: could not be loaded, with Try again, never empty; healed, Try again loads',
    async (kind) => {
      world.spoil(HOME, kind);
      const { container } = openHome();
      await until(() => failure(container), `the load failure (${kind})`);
      expect(container.textContent).not.toContain(EMPTY);
      expect(posts(container)).toEqual([]);

      world.heal();
      clickButton(container, 'Try again');
      await until(() => posts(container).length > 0, 'the posts after Try again');
      expect(failure(container)).toBeUndefined();
      expect(container.textContent).not.toContain(EMPTY);
    },
  );

  it('one unreadable post of a good page is left out, told once; the others show', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    world.spoil(HOME, 'one-missing-fields');
    const { container } = openHome();
    const shown = await until(() => posts(container).length > 0 && posts(container), 'the posts');
    world.heal();
    const [unreadable] = (await alice.api.timelines.home()).items;
    expect(shown).not.toContain(unreadable!.id);
    expect(failure(container)).toBeUndefined();
    const told = warn.mock.calls.filter(([line]) => String(line).startsWith('timelines.home:'));
    expect(told).toEqual([['timelines.home: left out 1 unreadable item(s)', { 'status.created_at': 1 }]]);
  });

  it('a post of 1 MiB is stored cut short, ending with "…", and the page shows it', async () => {
    world.spoil(HOME, 'huge-content');
    const { container, services } = openHome();
    const shown = await until(() => posts(container).length > 0 && posts(container), 'the posts');
    const huge = shown.map((id) => services.store.get('statuses', id!)!).find((s) => s.content.length > 10_000);
    expect(huge).toBeDefined();
    expect(huge!.content.length).toBeLessThanOrEqual(MAX_TEXT + 1);
    expect(huge!.content.endsWith('…')).toBe(true);
    expect(huge!.contentHtml.endsWith('…')).toBe(true);
  });
});
