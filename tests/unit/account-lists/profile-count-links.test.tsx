// @vitest-environment jsdom
/**
 * The profile's counts: Following and Followers link to the account's lists (with the /deck prefix in the
 * multi-column layout), named "number label"; Posts stays plain text; a hidden count is left out.
 */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiAccount } from '../../../src/domain/entities/api-types';
import { importAccount, useAccount } from '../../../src/services/store';
import { ProfileCounts } from '../../../src/views/profile/ProfileCounts';
import { apiAccount } from '../entities/fixtures';
import { expectNoAxeViolations, fakeServices, mount, type Mounted } from '../timelines/support/fake-app-services';

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

function Counts({ id }: { id: string }) {
  const account = useAccount(id);
  return account ? <ProfileCounts account={account} /> : null;
}

function show(overrides: Partial<ApiAccount>, layout: 'single-column' | 'multi-column' = 'single-column') {
  const services = { ...fakeServices(), layout };
  importAccount(
    services.store,
    apiAccount('7', { statuses_count: 1234, following_count: 3, followers_count: 1500, ...overrides }),
  );
  mounted = mount(services, <Counts id="7" />);
  return services;
}

const links = () =>
  [...mounted!.container.querySelectorAll('a')].map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')]);

describe('profile counts', () => {
  it('links Following and Followers to their lists, keeping the numbers; Posts is no link', async () => {
    const services = show({ acct: 'bob@remote.example' });
    expect(links()).toEqual([
      ['3 Following', '/@bob@remote.example/following'],
      ['1,500 Followers', '/@bob@remote.example/followers'],
    ]);
    const entry = (key: string) => mounted!.container.querySelector(`[data-count="${key}"]`)!;
    expect(entry('posts').querySelector('a')).toBeNull();
    expect(entry('posts').querySelector('dd')!.textContent).toBe('1,234');
    expect(entry('followers').querySelector('dd')!.textContent).toBe('1,500');
    expect(entry('followers').querySelector('dt')!.textContent).toBe('Followers');
    await expectNoAxeViolations(mounted!.container);

    act(() => entry('followers').querySelector('a')!.click());
    expect(services.navigate).toHaveBeenCalledWith('/@bob@remote.example/followers');
  });

  it('carries the /deck prefix in the multi-column layout', () => {
    show({ acct: 'alice' }, 'multi-column');
    expect(links().map(([, href]) => href)).toEqual(['/deck/@alice/following', '/deck/@alice/followers']);
  });

  it('leaves out a hidden count and its link', () => {
    show({ acct: 'alice', other_settings: { hide_followers_count: true } });
    expect(links()).toEqual([['3 Following', '/@alice/following']]);
  });
});
