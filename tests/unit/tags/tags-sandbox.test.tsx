// @vitest-environment jsdom
/**
 * The hashtag views against the sandbox through the real API (contract-checked): the header of a seeded tag
 * follows and features it (the server then lists it among the followed tags and on the profile's featured
 * hashtags), the followed tags screen lists it (with no Load more under a list that fits on one page) and
 * unfollows it (the server then no longer does), and the trends
 * load with their sparklines; no alert on the way.
 */
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FollowedTagsScreen } from '../../../src/views/tags/FollowedTagsScreen';
import { HashtagHeader } from '../../../src/views/tags/HashtagHeader';
import { TrendingTags } from '../../../src/views/tags/TrendingTags';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import { fakeServices, mount, type FakeServices, type Mounted } from '../timelines/support/fake-app-services';
import { until } from '../../support/wait-for-state';

const contract = useContractSandbox();
let carol: SignedIn;
let mounted: Mounted | null = null;

beforeAll(async () => {
  carol = await signIn(contract, { username: 'carol' });
});

afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

const services = (): FakeServices => fakeServices({ me: carol.accountId, realApi: carol.api, server: contract.origin });
const button = (text: string) => [...mounted!.container.querySelectorAll('button')].find((b) => b.textContent === text);

describe('hashtags with the sandbox', () => {
  it('follows and features a tag from its header, then unfollows it from the followed tags screen', async () => {
    const shown = services();
    mounted = mount(shown, <HashtagHeader tag="TSUBAME" />);
    await until(() => button('Follow hashtag'));
    expect(mounted.container.querySelector('.tags-header__activity')?.textContent).toMatch(/in the past 7 days$/);

    act(() => button('Follow hashtag')!.click());
    await until(() => button('Unfollow hashtag')?.getAttribute('aria-disabled') === null);
    act(() => button('Feature on profile')!.click());
    await until(() => button('Stop featuring on profile')?.getAttribute('aria-disabled') === null);
    const followed = await carol.api.discovery.followedTags({ limit: 100 });
    expect(followed.items.map((t) => t.name.toLowerCase())).toContain('tsubame');
    const featured = await carol.api.accounts.featuredTags(carol.accountId);
    expect(featured.map((t) => t.name.toLowerCase())).toContain('tsubame');
    expect(shown.alerts.getSnapshot()).toEqual([]);
    mounted.unmount();

    const listed = services();
    mounted = mount(listed, <FollowedTagsScreen />);
    const unfollow = () => mounted!.container.querySelector<HTMLButtonElement>('button[data-tag="tsubame"]');
    await until(unfollow);
    // every followed tag fits on the first page: the server names no next page, so nothing more is offered
    expect(button('Load more')).toBeUndefined();
    act(() => unfollow()!.click());
    await until(() => /You no longer follow/.test(mounted!.container.textContent ?? ''));
    const after = await carol.api.discovery.followedTags({ limit: 100 });
    expect(after.items.map((t) => t.name.toLowerCase())).not.toContain('tsubame');
    expect(listed.alerts.getSnapshot()).toEqual([]);
    await carol.api.discovery.unfeatureTag('tsubame');
  });

  it('loads the trends with a sparkline each', async () => {
    const shown = services();
    mounted = mount(shown, <TrendingTags />);
    await until(() => mounted!.container.querySelector('ul, .data-note:not([role])'));
    for (const chart of mounted.container.querySelectorAll('svg[role="img"]'))
      expect(chart.getAttribute('aria-label')).toMatch(/oldest first: (\d+, ){6}\d+$/);
    expect(contract.observed.has('discovery.trendTags')).toBe(true);
    expect(shown.alerts.getSnapshot()).toEqual([]);
  });
});
