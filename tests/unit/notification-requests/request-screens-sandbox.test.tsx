// @vitest-environment jsdom
/**
 * The filtered-notification screens and follow-request decisions against the simulated server
 * (contract-checked): the list with its pending count, a decision leaving at once, the bulk selection, one
 * request's notifications and its removed notice, the policy form saving a choice, and a follow request
 * authorised.
 */
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { settleFollowRequest } from '../../../src/services/notifications/follow-requests';
import { importRelationships } from '../../../src/services/store/relationship-importers';
import { NotificationPolicyScreen } from '../../../src/views/notification-requests/NotificationPolicyScreen';
import { NotificationRequestScreen } from '../../../src/views/notification-requests/NotificationRequestScreen';
import { NotificationRequestsScreen } from '../../../src/views/notification-requests/NotificationRequestsScreen';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import {
  expectNoAxeViolations,
  fakeServices,
  mount,
  type FakeServices,
  type Mounted,
} from '../timelines/support/fake-app-services';
import { until } from '../../support/wait-for-state';

const contract = useContractSandbox();
let alice: SignedIn;
let mounted: Mounted | null = null;

beforeAll(async () => {
  alice = await signIn(contract, { username: 'alice' });
});
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  document.body.innerHTML = '';
});

const services = (): FakeServices => fakeServices({ me: alice.accountId, realApi: alice.api, server: contract.origin });

const articles = (root: HTMLElement) => [...root.querySelectorAll('article.notification-requests__card')];
const pendingText = (root: HTMLElement) => root.querySelector('.notification-requests__pending')?.textContent ?? '';
const buttonIn = (root: Element, text: string) => {
  const found = [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);
  if (!found) throw new Error(`no button ${text}`);
  return found;
};
const click = (element: HTMLElement) => act(() => element.click());
const pendingOnServer = async () => (await alice.api.notifications.getPolicy()).summary.pending_requests_count;
const requestIdsOnServer = async () => (await alice.api.notifications.requests({ limit: 80 })).items.map((r) => r.id);

describe('filtered notifications with the sandbox', () => {
  it('lists each request as an article with its sender and count, and the pending count (axe-clean)', async () => {
    const pending = await pendingOnServer();
    mounted = mount(services(), <NotificationRequestsScreen />, { path: '/notifications/requests' });
    const root = mounted.container;
    await until(() => articles(root).length > 0 && pendingText(root) !== '');
    expect(root.querySelector('h1')?.textContent).toBe('Filtered notifications');
    expect(pendingText(root)).toBe(`${pending} pending requests`);
    const first = articles(root)[0]!;
    expect(first.querySelector('h2')?.textContent).toMatch(/@/);
    expect(first.textContent).toMatch(/\d+ notifications?/);
    expect(first.querySelector('input[type="checkbox"]')).not.toBeNull();
    expect(first.querySelector('a')?.getAttribute('href')).toMatch(/^\/notifications\/requests\/\d+$/);
    await expectNoAxeViolations(root);
  });

  it('accepting a request removes it at once and decrements the pending count; the server agrees', async () => {
    const pending = await pendingOnServer();
    mounted = mount(services(), <NotificationRequestsScreen />, { path: '/notifications/requests' });
    const root = mounted.container;
    await until(() => articles(root).length > 0 && pendingText(root) !== '');
    const before = articles(root).length;
    const first = articles(root)[0]!;
    const id = first.querySelector('a')!.getAttribute('href')!.split('/').pop()!;
    click(buttonIn(first, 'Accept'));
    expect(articles(root)).toHaveLength(before - 1);
    expect(pendingText(root)).toBe(`${pending - 1} pending requests`);
    await until(() => contract.observed.get('notifications.acceptRequest')?.includes(200) ?? false);
    expect(await requestIdsOnServer()).not.toContain(id);
    expect(await pendingOnServer()).toBe(pending - 1);
  });

  it('bulk dismiss: the selected requests leave at once in one call', async () => {
    const pending = await pendingOnServer();
    mounted = mount(services(), <NotificationRequestsScreen />, { path: '/notifications/requests' });
    const root = mounted.container;
    await until(() => articles(root).length >= 2 && pendingText(root) !== '');
    const before = articles(root).length;
    const chosen = articles(root).slice(0, 2);
    const ids = chosen.map((article) => article.querySelector('a')!.getAttribute('href')!.split('/').pop()!);
    for (const article of chosen) click(article.querySelector<HTMLInputElement>('input[type="checkbox"]')!);
    expect(root.textContent).toContain('2 selected');
    click(buttonIn(root, 'Dismiss 2'));
    expect(articles(root)).toHaveLength(before - 2);
    expect(pendingText(root)).toBe(`${pending - 2} pending requests`);
    expect(root.textContent).toContain('0 selected');
    await until(() => contract.observed.get('notifications.dismissRequests')?.includes(200) ?? false);
    const left = await requestIdsOnServer();
    for (const id of ids) expect(left).not.toContain(id);
  });

  it('"Select all" selects every listed request for the bulk buttons', async () => {
    mounted = mount(services(), <NotificationRequestsScreen />, { path: '/notifications/requests' });
    const root = mounted.container;
    await until(() => articles(root).length > 0);
    const count = articles(root).length;
    click(buttonIn(root, 'Select all'));
    expect(root.querySelectorAll('article input:checked')).toHaveLength(count);
    expect(buttonIn(root, `Accept ${count}`).disabled).toBe(false);
    click(buttonIn(root, 'Clear selection'));
    expect(root.querySelectorAll('article input:checked')).toHaveLength(0);
    expect(buttonIn(root, 'Accept 0').disabled).toBe(true);
  });

  it('one request: the sender, its notifications (mentions as posts, others a line), and Accept goes back', async () => {
    // a request whose sender both mentioned alice and did something else
    let chosen: { id: string; accountId: string; acct: string } | null = null;
    for (const request of (await alice.api.notifications.requests({ limit: 80 })).items) {
      const types = (
        await alice.api.notifications.list({ account_id: request.account.id, include_filtered: true })
      ).items.map((n) => n.type);
      if (types.includes('mention') && types.some((type) => type !== 'mention')) {
        chosen = { id: request.id, accountId: request.account.id, acct: request.account.acct };
        break;
      }
    }
    expect(chosen).not.toBeNull();
    const app = services();
    mounted = mount(app, <NotificationRequestScreen requestId={chosen!.id} />, { path: '/notifications/requests/x' });
    const root = mounted.container;
    await until(() => root.querySelector('.notification-requests__notifications') !== null);
    await until(() => app.store.has('relationships', chosen!.accountId));
    expect(root.querySelector('h1')?.textContent).toContain('Notifications from');
    expect(root.textContent).toContain(`@${chosen!.acct.split('@')[0]}`);
    const list = root.querySelector('.notification-requests__notifications')!;
    expect(list.querySelector('article.status')).not.toBeNull();
    expect(list.querySelector('.notification-requests__line')?.textContent).toMatch(
      / (favourited|boosted|reacted|followed|referred|quoted|just posted|sent)/,
    );
    await expectNoAxeViolations(root);
    click(buttonIn(root, 'Accept'));
    expect(app.navigate).toHaveBeenCalledWith('/notifications/requests');
    await until(() => (contract.observed.get('notifications.acceptRequest')?.length ?? 0) >= 2);
    expect(await requestIdsOnServer()).not.toContain(chosen!.id);
  });

  it("a request's screen lists the sender's filtered direct message beside its ordinary notifications", async () => {
    const nonce = Date.now().toString(36);
    // olivia follows alice, who does not follow her back: a public mention is let through, a private one filtered
    for (const [text, visibility] of [
      [`In the open ${nonce}`, 'public'],
      [`Between us ${nonce}`, 'direct'],
    ]) {
      const response = await fetch(`${contract.origin}/_sandbox/act`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ action: 'mention', as: 'olivia', target: 'alice', text, visibility }),
      });
      expect(response.ok).toBe(true);
    }
    const request = (await alice.api.notifications.requests({ limit: 80 })).items.find(
      (r) => r.account.acct === 'olivia',
    );
    expect(request).toBeDefined();
    const app = services();
    mounted = mount(app, <NotificationRequestScreen requestId={request!.id} />, { path: '/notifications/requests/x' });
    const root = mounted.container;
    await until(() => root.textContent?.includes(`In the open ${nonce}`) ?? false);
    expect(root.textContent).toContain(`Between us ${nonce}`);
  });

  it('a request whose sender is now blocked or muted is shown as removed, without the decisions', async () => {
    const [request] = (await alice.api.notifications.requests()).items;
    const app = services();
    mounted = mount(app, <NotificationRequestScreen requestId={request!.id} />, { path: '/notifications/requests/x' });
    const root = mounted.container;
    await until(() => app.store.has('relationships', request!.account.id));
    expect(root.textContent).not.toContain('was removed');
    act(() => {
      importRelationships(app.store, [{ id: request!.account.id, muting: true }]);
    });
    expect(root.textContent).toContain('This request was removed because you blocked or muted this account.');
    expect([...root.querySelectorAll('button')].some((b) => b.textContent === 'Accept')).toBe(false);
  });

  it('a request accepted or dismissed elsewhere is gone, with no alert', async () => {
    const app = services();
    mounted = mount(app, <NotificationRequestScreen requestId="1" />, { path: '/notifications/requests/1' });
    const root = mounted.container;
    await until(() => root.textContent?.includes('no longer pending') ?? false);
    expect(app.alerts.getSnapshot()).toEqual([]);
  });

  it('the policy screen saves a choice at once with PUT (axe-clean)', async () => {
    mounted = mount(services(), <NotificationPolicyScreen />, { path: '/notifications/policy' });
    const root = mounted.container;
    await until(() => root.querySelectorAll('[role="radiogroup"]').length === 5);
    expect(root.querySelector('h1')?.textContent).toBe('Notification filters');
    await expectNoAxeViolations(root);
    const textOf = (ids: string | null) => document.getElementById(ids ?? '')?.textContent;
    const group = [...root.querySelectorAll('[role="radiogroup"]')].find(
      (g) => textOf(g.getAttribute('aria-labelledby')) === 'New accounts',
    )!;
    expect(textOf(group.getAttribute('aria-describedby'))).toContain('30 days');
    const ignore = [...group.querySelectorAll('label')].find((l) => l.textContent === 'Ignore')!;
    click(ignore.querySelector('input')!);
    expect(ignore.querySelector('input')!.checked).toBe(true);
    await until(() => contract.observed.get('notifications.updatePolicy')?.includes(200) ?? false);
    expect((await alice.api.notifications.getPolicy()).for_new_accounts).toBe('drop');
  });

  it('settleFollowRequest authorises a pending follow request on the server', async () => {
    const app = services();
    const [requester] = (await alice.api.followRequests.list()).items;
    expect(await settleFollowRequest(app, requester!.id, 'authorize')).toBe(true);
    expect(app.store.get('relationships', requester!.id)?.followed_by).toBe(true);
    expect((await alice.api.followRequests.list()).items.map((a) => a.id)).not.toContain(requester!.id);
    await contract.settle();
  });
});
