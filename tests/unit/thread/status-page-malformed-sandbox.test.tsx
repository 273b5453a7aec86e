// @vitest-environment jsdom
/**
 * A post's page against the sandbox answering malformed (the malformed-answers switch): a thread whose context comes
 * back as invalid JSON, a list, an object without its ancestors and replies, or a proxy's HTML page with 200 or 502
 * says the rest of the conversation could not be loaded, with Try again, instead of showing the post alone as if
 * nobody had replied; the post itself answered malformed says it could not be loaded. With the answers healed, Try
 * again brings the replies, or the post.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StatusRecord } from '../../../sandbox/kernel/records';
import type { MalformedKind } from '../../../sandbox/kernel/options';
import StatusPage from '../../../src/views/status-page/StatusPage';
import { signIn, type SignedIn } from '../../support/contract-sign-in';
import { FAILING_KINDS, useMalformedSandbox } from '../../support/malformed-sandbox';
import { until } from '../../support/wait-for-state';
import { clickButton, fakeServices, mount, type Mounted } from '../timelines/support/fake-app-services';

vi.mock('../../../src/views/status/Status', () => ({
  Status: ({ statusId }: { statusId: string }) => <article data-status-id={statusId}>post {statusId}</article>,
}));

const world = useMalformedSandbox();
let alice: SignedIn;
let mounted: Mounted | null = null;

beforeAll(async () => {
  alice = await signIn(world.origin, { username: 'alice' });
});
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

/** a public post with public replies */
function repliedTo(): StatusRecord {
  const statuses = [...world.sandbox.db.statuses.values()];
  const post = statuses.find(
    (s) =>
      !s.deleted &&
      s.visibility === 'public' &&
      s.reblog_of_id === null &&
      statuses.some((r) => r.in_reply_to_id === s.id && !r.deleted && r.visibility === 'public'),
  );
  expect(post).toBeDefined();
  return post!;
}

function open(status: StatusRecord) {
  const services = fakeServices({ me: alice.accountId, realApi: alice.api, server: world.origin });
  mounted = mount(services, <StatusPage />, { route: '/:acct/:statusId', path: `/@someone/${status.id}` });
  return mounted.container;
}

const shown = (container: HTMLElement) =>
  [...container.querySelectorAll('article[data-status-id]')].map((post) => post.getAttribute('data-status-id'));
const alertSaying = (container: HTMLElement, text: string) =>
  [...container.querySelectorAll<HTMLElement>('[role="alert"]')].find((alert) => alert.textContent?.includes(text));

const CONTEXT_FAILED = 'The rest of the conversation could not be loaded.';
const POST_FAILED = 'This post could not be loaded.';

describe('a thread with malformed answers', () => {
  it.each(FAILING_KINDS)(
    '%s context: the conversation could not be loaded, with Try again; healed, Try again brings the replies',
    async (kind) => {
      const post = repliedTo();
      world.spoil(`/api/v1/statuses/${post.id}/context`, kind);
      const container = open(post);
      const failed = await until(() => alertSaying(container, CONTEXT_FAILED), `the context failure (${kind})`);
      // the post itself came: only the replies are missing, and said to be
      expect(shown(container)).toEqual([post.id]);

      world.heal();
      clickButton(failed, 'Try again');
      await until(() => shown(container).length > 1, 'the replies after Try again');
      expect(alertSaying(container, CONTEXT_FAILED)).toBeUndefined();
    },
  );

  it.each<MalformedKind>(['missing-fields', 'html-200'])(
    '%s post: it could not be loaded, with Try again; healed, Try again brings it',
    async (kind) => {
      const post = repliedTo();
      world.spoil(`/api/v1/statuses/${post.id}`, kind);
      const container = open(post);
      const failed = await until(() => alertSaying(container, POST_FAILED), `the post failure (${kind})`);
      expect(shown(container)).toEqual([]);

      world.heal();
      clickButton(failed, 'Try again');
      await until(() => shown(container).includes(post.id), 'the post after Try again');
    },
  );
});
