// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeLayout, type FakeLayout } from '../timelines/support/fake-layout';
import type { Page } from '../../../src/services/api';
import type { ApiAccount, ApiStatus } from '../../../src/domain/entities/api-types';
import { ApiError } from '../../../src/domain/errors/api-error';
import { importAccount } from '../../../src/services/store';
import ProfilePage from '../../../src/views/profile/ProfilePage';
import { isAccountMissing } from '../../../src/services/accounts/missing-accounts';
import { apiAccount, apiStatus, blobEmoji } from '../entities/fixtures';
import {
  clickButton,
  expectNoAxeViolations,
  fakeServices,
  mount,
  settle,
  type ApiStubs,
  type Mounted,
} from '../timelines/support/fake-app-services';
import { waitForState } from '../../support/wait-for-state';

// The status renderer is another part's; here a post is its article.
vi.mock('../../../src/views/status/Status', () => ({
  Status: ({ statusId }: { statusId: string }) => <article data-status-id={statusId}>post {statusId}</article>,
}));

const ROUTES = { route: '/:acct/*' };
const notFound = new ApiError({ kind: 'response', message: 'Not Found', status: 404, statusText: 'Not Found' });
const page = (ids: string[]): Page<ApiStatus> => ({ items: ids.map((id) => apiStatus(id)), next: null, prev: null });

const alice = apiAccount('7', {
  username: 'alice',
  acct: 'alice',
  display_name: 'Alice :blob:',
  emojis: [blobEmoji],
  note: '<p>Birds and <a href="https://social.example/tags/tea" class="mention hashtag" rel="tag">#<span>tea</span></a></p><script>alert(1)</script><img src=x onerror="alert(2)">',
  fields: [
    {
      name: 'Website',
      value: '<a href="https://alice.example" rel="me nofollow noopener" target="_blank">alice.example</a>',
      verified_at: '2024-05-01T00:00:00.000Z',
    },
    { name: 'Pronouns', value: 'she/her', verified_at: null },
  ],
  roles: [
    { id: '3', name: 'Admin', color: '#d62828' },
    { id: '5', name: 'Tester', color: 'red;background:url(https://x)' },
  ],
  statuses_count: 1234,
  following_count: 3,
  followers_count: 5,
});

let mounted: Mounted | null = null;
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

function render(account: ApiAccount | Error, path: string, options: { me?: string | null; api?: ApiStubs } = {}) {
  const lookup = vi.fn(() => (account instanceof Error ? Promise.reject(account) : Promise.resolve(account)));
  // the posts; the pinned posts (asked with pinned: true) are none unless a test says otherwise
  const statuses = vi.fn((_id: string, params: { pinned?: boolean }) =>
    Promise.resolve(page(params.pinned ? [] : ['100', '99'])),
  );
  // the profile's extras answer empty unless a test says otherwise
  const extras = {
    featuredTags: vi.fn().mockResolvedValue([]),
    endorsements: vi.fn().mockResolvedValue({ items: [], next: null, prev: null }),
    familiarFollowers: vi.fn().mockResolvedValue([]),
  };
  const services = fakeServices({
    me: options.me ?? null,
    api: { ...options.api, accounts: { lookup, statuses, ...extras, ...options.api?.accounts } },
  });
  mounted = mount(services, <ProfilePage />, { ...ROUTES, path });
  return { services, lookup, statuses, container: mounted.container };
}

const text = (container: HTMLElement, selector: string) => container.querySelector(selector)?.textContent ?? null;
const feedIds = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-feed-item]')].map((el) => el.getAttribute('data-feed-item'));

describe('ProfilePage', () => {
  it('shows the header, name with emoji, full @acct, roles, sanitised bio, fields with the verified link, counts and posts', async () => {
    const { container, lookup, statuses } = render(alice, '/@alice');
    expect(text(container, '[role="status"]')).toBe('Loading profile…');
    await settle();
    expect(lookup).toHaveBeenCalledWith('alice', expect.objectContaining({ signal: expect.any(AbortSignal) }));

    const heading = container.querySelector('h1')!;
    expect(heading.textContent).toBe('Alice ');
    expect(heading.querySelector('img')?.getAttribute('alt')).toBe(':blob:');
    expect(text(container, '.profile-acct')).toBe('@alice@social.example');
    expect(container.querySelector<HTMLImageElement>('.profile-banner-image')!.src).toBe(
      'https://files.example/headers/7_static.png',
    );

    const roles = [...container.querySelectorAll<HTMLElement>('.profile-role')];
    expect(roles.map((role) => role.textContent)).toEqual(['Admin', 'Tester']);
    expect(roles[0]!.style.getPropertyValue('--role-colour')).toBe('#d62828');
    // a colour that is not a colour never reaches the style
    expect(roles[1]!.getAttribute('style')).toBeNull();

    const bio = container.querySelector('.profile-bio')!;
    expect(bio.textContent).toBe('Birds and #tea');
    expect(container.querySelector('script')).toBeNull();
    expect(bio.querySelector('img')).toBeNull();
    expect(bio.querySelector('a')!.getAttribute('href')).toBe('/tags/tea');

    const fields = [...container.querySelectorAll('.profile-field')];
    expect(fields.map((field) => field.querySelector('dt')!.textContent)).toEqual(['Website', 'Pronouns']);
    expect(fields[0]!.classList.contains('profile-field-verified')).toBe(true);
    expect(fields[0]!.querySelector('a')!.getAttribute('href')).toBe('https://alice.example/');
    expect(fields[0]!.querySelector('a')!.getAttribute('target')).toBe('_blank');
    expect(fields[0]!.textContent).toMatch(/Ownership of this link was checked on .*2024/);
    expect(fields[1]!.classList.contains('profile-field-verified')).toBe(false);

    const counts = Object.fromEntries(
      [...container.querySelectorAll('.profile-count')].map((entry) => [
        entry.getAttribute('data-count'),
        `${entry.querySelector('dd')!.textContent} ${entry.querySelector('dt')!.textContent}`,
      ]),
    );
    expect(counts).toEqual({ posts: '1,234 Posts', following: '3 Following', followers: '5 Followers' });

    expect(statuses).toHaveBeenCalledWith('7', { exclude_replies: true }, expect.anything());
    expect(feedIds(container)).toEqual(['100', '99']);
    const current = container.querySelector('.profile-tabs [aria-current="page"]')!;
    expect(current.textContent).toBe('Posts');
    expect(current.getAttribute('href')).toBe('/@alice');
    await expectNoAxeViolations(container);
  });

  it('shows posts and replies, or media, on their own paths', async () => {
    const first = render(alice, '/@alice/with_replies');
    await settle();
    expect(first.statuses).toHaveBeenCalledWith('7', { exclude_replies: false }, expect.anything());
    expect(text(first.container, '[aria-current="page"]')).toBe('Posts and replies');
    mounted!.unmount();
    const second = render(alice, '/@alice/media');
    await settle();
    expect(second.statuses).toHaveBeenCalledWith('7', { only_media: true }, expect.anything());
    expect(text(second.container, '[aria-current="page"]')).toBe('Media');
  });

  it('posts and replies offer Show boosts: switched off, the posts are asked again without boosts', async () => {
    const shown = render(alice, '/@alice/with_replies');
    await settle();
    const toggle = shown.container.querySelector<HTMLInputElement>('input[role="switch"]')!;
    expect(toggle.closest('label')?.textContent).toBe('Show boosts');
    expect(toggle.checked).toBe(true);
    toggle.click();
    expect(shown.services.navigate).toHaveBeenCalledWith('/@alice/with_replies?boosts=hide', { replace: true });
    mounted!.unmount();
    const hidden = render(alice, '/@alice/with_replies?boosts=hide');
    await settle();
    expect(hidden.statuses).toHaveBeenCalledWith(
      '7',
      { exclude_replies: false, exclude_reblogs: true },
      expect.anything(),
    );
    const off = hidden.container.querySelector<HTMLInputElement>('input[role="switch"]')!;
    expect(off.checked).toBe(false);
    off.click();
    expect(hidden.services.navigate).toHaveBeenCalledWith('/@alice/with_replies', { replace: true });
    await expectNoAxeViolations(hidden.container);
    mounted!.unmount();
    // the posts tab has no such switch
    const posts = render(alice, '/@alice');
    await settle();
    expect(posts.container.querySelector('input[role="switch"]')).toBeNull();
  });

  it('navigates between tabs through the app', async () => {
    const { container, services } = render(alice, '/@alice');
    await settle();
    const media = [...container.querySelectorAll<HTMLAnchorElement>('.profile-tab')].find(
      (a) => a.textContent === 'Media',
    )!;
    media.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(services.navigate).toHaveBeenCalledWith('/@alice/media');
  });

  it('leaves out the counts the account hides, and decodes an internationalised domain', async () => {
    const yuki = apiAccount('8', {
      username: 'yuki',
      acct: 'yuki@xn--r8jz45g.xn--zckzah',
      other_settings: { hide_followers_count: true, hide_statuses_count: true } as ApiAccount['other_settings'],
    });
    const { container } = render(yuki, '/@yuki@xn--r8jz45g.xn--zckzah');
    await settle();
    expect(text(container, '.profile-acct')).toBe('@yuki@例え.テスト');
    expect([...container.querySelectorAll('.profile-count')].map((entry) => entry.getAttribute('data-count'))).toEqual([
      'following',
    ]);
  });

  it('moved: a banner links to the new account', async () => {
    const moved = apiAccount('9', {
      username: 'frank',
      acct: 'frank',
      display_name: 'Frank (moved)',
      moved: apiAccount('10', { username: 'frank', acct: 'frank@kmy.example', display_name: 'Frank' }),
    });
    const { container } = render(moved, '/@frank');
    await settle();
    const banner = container.querySelector('.profile-moved')!;
    expect(banner.textContent).toContain('Frank (moved) has indicated that their new account is now:');
    const link = banner.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/@frank@kmy.example');
    expect(link.textContent).toContain('@frank@kmy.example');
  });

  it('memorial: "In memory of", and no follow button', async () => {
    const { container, statuses } = render(
      apiAccount('11', { username: 'erin', acct: 'erin', display_name: 'Erin', memorial: true }),
      '/@erin',
    );
    await settle();
    expect(text(container, '.profile-memorial')).toBe('In memory of Erin');
    expect([...container.querySelectorAll('button')].map((b) => b.textContent)).not.toContain('Follow');
    expect(statuses).toHaveBeenCalled();
  });

  it('suspended: says so and shows no posts, bio or counts', async () => {
    const { container, statuses } = render(
      apiAccount('12', { acct: 'spam@spam.example', suspended: true, note: '<p>buy</p>' }),
      '/@spam@spam.example',
    );
    await settle();
    expect(container.textContent).toContain('This account has been suspended');
    expect(statuses).not.toHaveBeenCalled();
    expect(container.querySelector('.profile-bio, .profile-counts, .profile-tabs, [role="feed"]')).toBeNull();
  });

  it('limited: hidden by the moderators until "Show anyway"', async () => {
    const { container, statuses } = render(
      apiAccount('13', { acct: 'troll@social.example', limited: true, note: '<p>hello</p>' }),
      '/@troll@social.example',
    );
    await settle();
    expect(container.textContent).toContain('This profile has been hidden by the moderators');
    expect(container.querySelector('h1')!.textContent).toBe('User 13');
    expect(container.querySelector('.profile-bio')).toBeNull();
    expect(statuses).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
    clickButton(container, 'Show anyway');
    await settle();
    expect(text(container, '.profile-bio')).toBe('hello');
    expect(statuses.mock.calls.filter(([, params]) => !params.pinned)).toHaveLength(1);
    // the posts' first rows are drawn one frame after another
    await waitForState(() => expect(feedIds(container)).toEqual(['100', '99']));
  });

  it('404: "Account not found", no alert, and the acct is recorded as non-existent', async () => {
    const { container, services, lookup } = render(notFound, '/@nobody@gone.example');
    await settle();
    expect(container.textContent).toContain('Account not found');
    expect(services.alerts.getSnapshot()).toEqual([]);
    expect(isAccountMissing(services.store, 'nobody@gone.example')).toBe(true);
    expect(isAccountMissing(services.store, 'NOBODY@gone.example')).toBe(true);

    // shown at once next time for the same account (its chart; a chart let go since starts from the mark)
    mounted!.unmount();
    mounted = mount(services, <ProfilePage />, { ...ROUTES, path: '/@nobody@gone.example' });
    expect(mounted.container.textContent).toContain('Account not found');
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('other lookup failures raise no alert and offer a retry', async () => {
    const failure = new ApiError({ kind: 'response', message: 'Bad Gateway', status: 502, statusText: 'Bad Gateway' });
    const lookup = vi.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce(alice);
    const statuses = vi.fn().mockResolvedValue(page([]));
    const services = fakeServices({ api: { accounts: { lookup, statuses } } });
    mounted = mount(services, <ProfilePage />, { ...ROUTES, path: '/@alice' });
    await settle();
    expect(mounted.container.querySelector('[role="alert"]')!.textContent).toContain(
      'This profile could not be loaded.',
    );
    expect(services.alerts.getSnapshot()).toEqual([]);
    clickButton(mounted.container, 'Try again');
    await settle();
    expect(text(mounted.container, 'h1')).toBe('Alice ');
  });

  it('an account the reader blocks never shows Follow: the button offers Unblock, which unblocks', async () => {
    const relationships = vi.fn().mockResolvedValue([{ id: '7', blocking: true, following: false, followed_by: true }]);
    const unblock = vi.fn().mockResolvedValue({ id: '7', blocking: false, following: false, followed_by: false });
    const { container } = render(alice, '/@alice', { me: '42', api: { accounts: { relationships, unblock } } });
    await settle();
    const labels = [...container.querySelectorAll('button')].map((b) => b.textContent);
    expect(labels).toContain('Unblock');
    expect(labels.some((label) => /^Follow/.test(label ?? ''))).toBe(false);
    clickButton(container, 'Unblock');
    await waitForState(() => expect(unblock).toHaveBeenCalledWith('7'));
    await settle();
    expect([...container.querySelectorAll('button')].map((b) => b.textContent)).toContain('Follow');
  });

  it('signed in: fetches the relationship, shows "Follows you", and a follow adds to both counts', async () => {
    const relationships = vi.fn().mockResolvedValue([{ id: '7', following: false, followed_by: true }]);
    const follow = vi.fn().mockResolvedValue({ id: '7', following: true, followed_by: true });
    const unfollow = vi.fn().mockResolvedValue({ id: '7', following: false, followed_by: true });
    const { container, services } = render(alice, '/@alice', {
      me: '42',
      api: { accounts: { relationships, follow, unfollow } },
    });
    importAccount(services.store, apiAccount('42', { following_count: 10 }));
    await settle();
    expect(relationships).toHaveBeenCalledWith(['7'], expect.anything());
    expect(text(container, '[data-badge="follows-you"]')).toBe('Follows you');

    clickButton(container, 'Follow back');
    // the account action runner downloads on the first press
    await waitForState(() => expect(follow).toHaveBeenCalled());
    await settle();
    expect(follow).toHaveBeenCalledWith('7', { reblogs: true, notify: false });
    expect(services.store.get('accounts', '7')!.followers_count).toBe(6);
    expect(services.store.get('accounts', '42')!.following_count).toBe(11);
    expect(text(container, '[data-count="followers"] dd')).toBe('6');

    clickButton(container, 'Unfollow');
    await waitForState(() => expect(unfollow).toHaveBeenCalled());
    await settle();
    expect(unfollow).toHaveBeenCalledWith('7');
    expect(services.store.get('accounts', '7')!.followers_count).toBe(5);
    expect(services.store.get('accounts', '42')!.following_count).toBe(10);
  });

  it('signed out: Follow opens the sign-in prompt and no relationship is asked for', async () => {
    const relationships = vi.fn();
    const { container, services } = render(alice, '/@alice', { api: { accounts: { relationships } } });
    await settle();
    clickButton(container, 'Follow');
    expect(services.promptSignIn).toHaveBeenCalledWith({
      type: 'follow',
      accountId: '7',
      accountUrl: 'https://remote.example/@user7',
    });
    expect(relationships).not.toHaveBeenCalled();
  });
});
