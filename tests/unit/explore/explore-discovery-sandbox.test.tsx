// @vitest-environment jsdom
/**
 * Explore's Hashtags, For you and Directory tabs against the sandbox through the real API (contract-checked):
 * - Hashtags lists the server's trending hashtags, each linking to its timeline.
 * - For you (signed in only: no tab and a sign-in invitation signed out) lists the server's suggestions with the
 *   reason of each; Follow runs through the account action runner; Dismiss takes the row out at once, announces it,
 *   moves the focus to the next row's Dismiss and the server stops suggesting the account; a refused dismissal
 *   brings the row back with an alert. The home feed's suggestions row dismisses the same way.
 * - Directory is readable signed out: its choices come from the address and go back to it, by pointer and by
 *   arrow keys; each row shows the bio, the followers and the last post, and Follow except on the reader's own row;
 *   Load more asks for the next offset.
 */
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApi, createApiClient, type Api } from '../../../src/services/api';
import { shownAcct } from '../../../src/views/common/acct-display';
import ExploreScreen from '../../../src/views/explore/ExploreScreen';
import FollowSuggestions from '../../../src/views/timelines/FollowSuggestions';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import {
  clickButton,
  expectNoAxeViolations,
  fakeServices,
  mount,
  type Mounted,
} from '../timelines/support/fake-app-services';
import { until } from '../../support/wait-for-state';
import { installFakeLayout, type FakeLayout } from '../timelines/support/fake-layout';

const contract = useContractSandbox();
let bob: SignedIn;
let newbie: SignedIn;
let anonymous: Api;
let mounted: Mounted | null = null;
let layout: FakeLayout;

beforeAll(async () => {
  bob = await signIn(contract, { username: 'bob' });
  newbie = await signIn(contract, { username: 'newbie' });
  anonymous = createApi(createApiClient({ server: contract.origin }));
});
beforeEach(() => {
  layout = installFakeLayout({ viewport: 10_000, rowHeight: 100 });
});
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  layout.restore();
  contract.sandbox.ctx.options.faultPaths = [];
  contract.sandbox.ctx.options.errorRate = 0;
  document.body.innerHTML = '';
});

function open(path: string, user: SignedIn | null = null, element = <ExploreScreen />) {
  const services = user
    ? fakeServices({ me: user.accountId, realApi: user.api, server: contract.origin })
    : fakeServices({ realApi: anonymous, server: contract.origin });
  mounted = mount(services, element, { path });
  return { services, container: mounted.container };
}

const rows = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('.explore-accounts > li')];
/** the @acct a row shows for an account (an internationalised domain decoded) */
const shown = (account: { acct: string }) => `@${shownAcct(account.acct)}`;
const rowAccts = (container: HTMLElement) =>
  rows(container).map((row) => row.querySelector('.display-name__acct')?.textContent);
const tabNames = (container: HTMLElement) =>
  [...container.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);
const dismissOf = (container: HTMLElement, id: string) =>
  container.querySelector<HTMLButtonElement>(`button[data-dismiss="${id}"]`);
const suggestedIds = async () => (await bob.api.discovery.suggestions(20)).map((s) => s.account.id);
const REASONS: Record<string, string> = {
  featured: 'Staff pick',
  most_followed: 'Popular on this server',
  friends_of_friends: 'Followed by people you follow',
};

describe('the Hashtags tab', () => {
  it("lists the server's trending hashtags, each linking to its timeline", async () => {
    const { container, services } = open('/explore/tags');
    const server = await anonymous.discovery.trendTags({ limit: 20 });
    expect(server.length).toBeGreaterThan(0);
    await until(() => container.querySelectorAll('.tags-row').length === server.length);
    const links = [...container.querySelectorAll<HTMLAnchorElement>('.tags-row__link')];
    expect(links.map((link) => link.textContent)).toEqual(server.map((tag) => `#${tag.name}`));
    expect(links[0]?.getAttribute('href')).toBe(`/tags/${encodeURIComponent(server[0]!.name)}`);
    expect(container.querySelector('.tags-list')?.getAttribute('aria-labelledby')).toBe(
      container.querySelector('h2')?.id,
    );
    expect(tabNames(container)).toEqual(['Posts', 'Hashtags', 'News', 'Directory']);
    expect(services.alerts.getSnapshot()).toEqual([]);
  });
});

describe('the For you tab', () => {
  it('is not offered signed out, and its address invites the reader to sign in', async () => {
    const { container, services } = open('/explore/suggestions');
    expect(container.querySelector('h1')?.textContent).toBe('Sign in to see this');
    act(() => container.querySelector<HTMLButtonElement>('button')!.click());
    expect(services.session.addAccount).toHaveBeenCalled();
  });

  it("lists the server's suggestions for the reader with the reason of each", async () => {
    // newbie does not follow the server's staff yet: they are suggested as its staff picks
    const { container } = open('/explore/suggestions', newbie);
    expect(tabNames(container)).toEqual(['Posts', 'Hashtags', 'News', 'For you', 'Directory']);
    const server = await newbie.api.discovery.suggestions(20);
    expect(server.flatMap((s) => s.sources)).toContain('featured');
    await until(() => rows(container).length === server.length);
    expect(rowAccts(container)).toEqual(server.map((s) => shown(s.account)));
    server.forEach((suggestion, index) => {
      const detail = rows(container)[index]!.querySelector('.explore-account__detail')?.textContent;
      expect(detail).toBe(REASONS[suggestion.sources[0]!]);
    });
    expect(contract.observed.get('discovery.suggestions')).toContain(200);
    await expectNoAxeViolations(container);
  });

  it('a friend of a friend is said to be followed by people the reader follows', async () => {
    const { container } = open('/explore/suggestions', bob);
    const server = await bob.api.discovery.suggestions(20);
    const friend = server.findIndex((s) => s.sources.includes('friends_of_friends'));
    expect(friend).toBeGreaterThanOrEqual(0);
    await until(() => rows(container).length === server.length);
    expect(rows(container)[friend]!.querySelector('.explore-account__detail')?.textContent).toBe(
      'Followed by people you follow',
    );
  });

  it('Follow follows the account through the account action runner', async () => {
    const { container, services } = open('/explore/suggestions', bob);
    await until(() => rows(container).length > 0);
    const row = rows(container).find((r) => r.querySelector('button[data-follow]')?.textContent === 'Follow')!;
    const follow = row.querySelector<HTMLButtonElement>('button[data-follow]')!;
    const id = follow.dataset.follow!;
    expect(follow.getAttribute('aria-label')).toMatch(/^Follow @/);
    act(() => follow.click());
    await until(async () => {
      const [relationship] = await bob.api.accounts.relationships([id]);
      return relationship?.following || relationship?.requested;
    });
    await until(() => /Unfollow|Withdraw follow request/.test(follow.textContent ?? ''));
    expect(services.alerts.getSnapshot()).toEqual([]);
  });

  it('Dismiss takes the row out at once, moves the focus to the next row, and the server forgets it', async () => {
    const { container, services } = open('/explore/suggestions', bob);
    await until(() => rows(container).length > 2);
    const [, second, third] = rows(container).map((row) => row.querySelector<HTMLButtonElement>('[data-dismiss]')!);
    const gone = second!.dataset.dismiss!;
    const before = rows(container).length;
    act(() => second!.focus());
    act(() => second!.click());
    expect(rows(container)).toHaveLength(before - 1);
    expect(dismissOf(container, gone)).toBeNull();
    expect(document.activeElement).toBe(third);
    expect(container.querySelector('[role="status"]')?.textContent).toMatch(/will no longer be suggested\.$/);
    await until(async () => !(await suggestedIds()).includes(gone));
    expect(services.alerts.getSnapshot()).toEqual([]);
    expect(contract.observed.get('discovery.removeSuggestion')).toContain(200);
  });

  it('a refused dismissal brings the row back where it was, with an alert', async () => {
    const { container, services } = open('/explore/suggestions', bob);
    await until(() => rows(container).length > 1);
    const before = rowAccts(container);
    const first = rows(container)[0]!.querySelector<HTMLButtonElement>('[data-dismiss]')!;
    contract.sandbox.ctx.options.faultPaths = ['/api/v1/suggestions/'];
    contract.sandbox.ctx.options.errorRate = 1;
    act(() => first.click());
    expect(rowAccts(container)).toEqual(before.slice(1));
    await until(() => services.alerts.getSnapshot().length > 0);
    await until(() => rowAccts(container).length === before.length);
    expect(rowAccts(container)).toEqual(before);
    expect(await suggestedIds()).toContain(first.dataset.dismiss);
  });

  it("the home feed's suggestions row dismisses the same way: the card leaves, the focus moves on", async () => {
    const { container, services } = open('/home', bob, <FollowSuggestions headingId="suggestions" />);
    await until(() => container.querySelectorAll('.feed-suggestion [data-dismiss]').length > 1);
    const [first, second] = [...container.querySelectorAll<HTMLButtonElement>('.feed-suggestion [data-dismiss]')];
    const gone = first!.dataset.dismiss!;
    expect(first!.getAttribute('aria-label')).toMatch(/^Dismiss @.+ from suggestions$/);
    act(() => first!.focus());
    act(() => first!.click());
    expect(dismissOf(container, gone)).toBeNull();
    expect(document.activeElement).toBe(second);
    await until(async () => !(await suggestedIds()).includes(gone));
    expect(services.alerts.getSnapshot()).toEqual([]);
  });
});

describe('the Directory tab', () => {
  const radio = (container: HTMLElement, name: string) =>
    [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
      (input) => input.closest('label')?.textContent === name,
    )!;

  it('signed out, lists the directory (the fediverse, recently active); Load more asks for the next offset', async () => {
    const { container, services } = open('/explore/directory');
    const first = await anonymous.discovery.directory({ local: false, order: 'active', limit: 20 });
    await until(() => rows(container).length === first.length);
    expect(rowAccts(container)).toEqual(first.map(shown));
    expect(radio(container, 'From the fediverse').checked).toBe(true);
    expect(radio(container, 'Recently active').checked).toBe(true);
    expect(first).toHaveLength(20);
    clickButton(container, 'Load more');
    const second = await anonymous.discovery.directory({ local: false, order: 'active', limit: 20, offset: 20 });
    await until(() => rows(container).length === first.length + second.length);
    expect(rowAccts(container)).toEqual([...first, ...second].map(shown));
    if (second.length < 20)
      expect([...container.querySelectorAll('button')].some((b) => b.textContent === 'Load more')).toBe(false);
    expect(services.alerts.getSnapshot()).toEqual([]);
    expect(contract.observed.get('discovery.directory')).toContain(200);
  });

  it('each row shows the bio, the followers and the last post; Follow signed out asks to sign in', async () => {
    const { container, services } = open('/explore/directory?local=1&order=new');
    const server = await anonymous.discovery.directory({ local: true, order: 'new', limit: 20 });
    await until(() => rows(container).length === server.length);
    const alice = server.findIndex((a) => a.username === 'alice');
    const row = rows(container)[alice]!;
    expect(row.querySelector('.explore-account__note')?.textContent).toContain('Runs this little server.');
    expect(row.querySelector('.explore-account__note img.custom-emoji, .explore-account__note img')).not.toBeNull();
    const detail = row.querySelector('.explore-account__detail')?.textContent ?? '';
    expect(detail).toContain(`${server[alice]!.followers_count} followers`);
    expect(detail).toMatch(/Last post (today|yesterday|\d+ days ago|.+)|No posts yet/);
    act(() => row.querySelector<HTMLButtonElement>('button[data-follow]')!.click());
    expect(services.promptSignIn).toHaveBeenCalledWith(expect.objectContaining({ type: 'follow' }));
  });

  it("signed in, the reader's own row offers no Follow; every other row does", async () => {
    const { container } = open('/explore/directory?local=1&order=new', bob);
    const server = await bob.api.discovery.directory({ local: true, order: 'new', limit: 20 });
    await until(() => rows(container).length === server.length);
    const own = server.findIndex((a) => a.id === bob.accountId);
    expect(own).toBeGreaterThanOrEqual(0);
    rows(container).forEach((row, index) => {
      expect(row.querySelector('button[data-follow]') === null).toBe(index === own);
    });
  });

  it('the choices come from the address, and choosing (by pointer or by arrow keys) writes them back', async () => {
    const { container, services } = open('/explore/directory?local=1&order=new');
    const server = await anonymous.discovery.directory({ local: true, order: 'new', limit: 20 });
    await until(() => rows(container).length === server.length);
    expect(rowAccts(container)).toEqual(server.map(shown));
    expect(radio(container, 'From this server').checked).toBe(true);
    expect(radio(container, 'New arrivals').checked).toBe(true);
    const groups = [...container.querySelectorAll('[role="radiogroup"]')].map((g) => g.getAttribute('aria-label'));
    expect(groups).toEqual(['Show accounts', 'Order']);
    await expectNoAxeViolations(container);

    act(() => radio(container, 'From the fediverse').click());
    expect(services.navigate).toHaveBeenLastCalledWith('/explore/directory?order=new', { replace: true });

    const newest = radio(container, 'New arrivals');
    act(() => newest.focus());
    act(() => {
      newest.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    });
    expect(services.navigate).toHaveBeenLastCalledWith('/explore/directory?local=1', { replace: true });
  });
});
