// @vitest-environment jsdom
/**
 * The status page through the real API against the sandbox (contract-checked): the thread comes from
 * GET /api/v1/statuses/{id}/context?with_reference=1 and is shown in the server's order with reply levels.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StatusRecord } from '../../../sandbox/kernel/records';
import StatusPage from '../../../src/views/status-page/StatusPage';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import { fakeServices, mount, settle, type Mounted } from '../timelines/support/fake-app-services';
import { turnUntil } from '../../support/wait-for-state';

vi.mock('../../../src/views/status/Status', () => ({
  Status: ({ statusId }: { statusId: string }) => <article data-status-id={statusId}>post {statusId}</article>,
}));

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

const publicPosts = () =>
  [...contract.sandbox.db.statuses.values()].filter(
    (s) => !s.deleted && s.visibility === 'public' && s.reblog_of_id === null,
  );

async function open(status: StatusRecord) {
  const services = fakeServices({ me: alice.accountId, realApi: alice.api });
  mounted = mount(services, <StatusPage />, { route: '/:acct/:statusId', path: `/@someone/${status.id}` });
  const loaded = () =>
    mounted!.container.querySelector('[data-feed-item]') && !mounted!.container.querySelector('[aria-busy="true"]');
  await turnUntil(loaded, () => settle(1));
  expect(loaded()).toBeTruthy();
  return mounted.container;
}

const items = (root: ParentNode) =>
  [...root.querySelectorAll('[data-feed-item]')].map((el) => el.getAttribute('data-feed-item'));

describe('StatusPage with the sandbox', () => {
  it('lists the posts a post refers to under "References"', async () => {
    const referring = publicPosts().find((s) => s.reference_ids.length > 0)!;
    expect(referring).toBeDefined();
    const container = await open(referring);
    const heading = [...container.querySelectorAll('h2')].find((h) => h.textContent === 'References')!;
    const section = heading.closest('section')!;
    expect(section.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(section).toBeDefined();
    expect(new Set(items(section))).toEqual(new Set(referring.reference_ids));
    expect(contract.observed.has('statuses.context')).toBe(true);
  });

  it('shows ancestors, the post and its replies in thread order, each reply at its level', async () => {
    const db = contract.sandbox.db;
    const hasReplies = (id: string) => publicPosts().some((s) => s.in_reply_to_id === id);
    const middle = publicPosts().find(
      (s) =>
        s.in_reply_to_id !== null &&
        hasReplies(s.id) &&
        publicPosts().some(
          (r) =>
            r.in_reply_to_id !== null &&
            r.in_reply_to_id !== s.id &&
            db.statuses.get(r.in_reply_to_id)?.in_reply_to_id === s.id,
        ),
    )!;
    expect(middle).toBeDefined();
    const container = await open(middle);
    const shown = items(container);
    const focusIndex = shown.indexOf(middle.id);
    expect(focusIndex).toBeGreaterThan(0);
    expect(shown.slice(0, focusIndex)).toContain(middle.in_reply_to_id);
    for (const li of container.querySelectorAll('li[aria-level]')) {
      const reply = db.statuses.get(li.getAttribute('data-feed-item')!)!;
      const level = Number(li.getAttribute('aria-level'));
      if (reply.in_reply_to_id === middle.id) expect(level).toBe(1);
      else
        expect(level).toBe(
          Number(container.querySelector(`li[data-feed-item="${reply.in_reply_to_id}"]`)!.getAttribute('aria-level')) +
            1,
        );
    }
    expect(container.querySelectorAll('li[aria-level="2"]').length).toBeGreaterThan(0);
  });
});
