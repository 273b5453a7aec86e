// @vitest-environment jsdom
/**
 * The hashtag page's header: the week's activity in words, Follow / Unfollow hashtag and (signed in) Feature /
 * Stop featuring on profile, changing at once and back with the alert when the server refuses, the outcome
 * announced; signed out, Follow opens the sign-in prompt and Feature is not offered. A hashtag timeline screen
 * shows the header under its heading.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { ApiTag } from '../../../src/domain/entities/api-types';
import TimelineScreen from '../../../src/views/timelines/TimelineScreen';
import { HashtagHeader } from '../../../src/views/tags/HashtagHeader';
import {
  deferred,
  expectNoAxeViolations,
  fakeServices,
  mount,
  settle,
  stubApi,
  type Mounted,
} from '../timelines/support/fake-app-services';
import { installFakeLayout } from '../timelines/support/fake-layout';
import { rawTag, refused } from './tag-fixtures';
import { waitForState } from '../../support/wait-for-state';

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

const BIRDS = rawTag('Birds', { uses: [3, 2, 0, 2, 0, 0, 0] });

function show(tag: () => Promise<ApiTag>, calls: Record<string, () => Promise<unknown>> = {}, me: string | null = '1') {
  const discovery: Record<string, Mock> = {
    tag: vi.fn(tag),
    ...Object.fromEntries(Object.entries(calls).map(([name, call]) => [name, vi.fn(call)])),
  };
  const services = fakeServices({ me, api: { discovery } });
  mounted = mount(services, <HashtagHeader tag="birds" />);
  return { services, discovery };
}

const container = () => mounted!.container;
const button = (text: string) => [...container().querySelectorAll('button')].find((b) => b.textContent === text);
const buttonTexts = () => [...container().querySelectorAll('button')].map((b) => b.textContent);
const activity = () => container().querySelector('.tags-header__activity')?.textContent;
const announced = () => container().querySelector('[role="status"]')?.textContent;

describe('hashtag header', () => {
  it('says how many posts and people used the tag this week, and offers follow and feature', async () => {
    const { discovery } = show(() => Promise.resolve(BIRDS));
    await settle();
    expect(discovery.tag).toHaveBeenCalledWith('birds', expect.anything());
    // 7 posts; people are counted per day (2 + 1 + 1)
    expect(activity()).toBe('7 posts from 4 participants in the past 7 days');
    expect(buttonTexts()).toEqual(['Feature on profile', 'Follow hashtag']);
    await expectNoAxeViolations(container());
  });

  it('follows at once, keeps it once the server agrees, and announces it', async () => {
    const answer = deferred<unknown>();
    const { services } = show(() => Promise.resolve(BIRDS), { followTag: () => answer.promise as Promise<unknown> });
    await settle();
    act(() => button('Follow hashtag')!.click());
    expect(button('Unfollow hashtag')).toBeDefined();
    expect(button('Unfollow hashtag')!.getAttribute('aria-disabled')).toBe('true');
    await act(async () => answer.resolve(rawTag('Birds', { following: true, uses: [3, 2, 0, 2] })));
    await settle();
    expect(button('Unfollow hashtag')!.getAttribute('aria-disabled')).toBeNull();
    expect(announced()).toBe('You follow #Birds now.');
    expect(services.alerts.getSnapshot()).toEqual([]);
  });

  it('shows the tag unfollowed again with the alert when the server refuses', async () => {
    const answer = deferred<unknown>();
    const { services } = show(() => Promise.resolve(BIRDS), { followTag: () => answer.promise as Promise<unknown> });
    await settle();
    act(() => button('Follow hashtag')!.click());
    await act(async () => answer.reject(refused()));
    await settle();
    expect(button('Follow hashtag')).toBeDefined();
    expect(services.alerts.getSnapshot()).toHaveLength(1);
    expect(announced()).toBe('');
  });

  it('features the tag on the profile and takes it back off', async () => {
    const { discovery } = show(() => Promise.resolve(BIRDS), {
      featureTag: () => Promise.resolve(rawTag('Birds', { featuring: true })),
      unfeatureTag: () => Promise.resolve(rawTag('Birds', { featuring: false })),
    });
    await settle();
    act(() => button('Feature on profile')!.click());
    await settle();
    expect(announced()).toBe('#Birds is featured on your profile.');
    act(() => button('Stop featuring on profile')!.click());
    await settle();
    expect(button('Feature on profile')).toBeDefined();
    expect(announced()).toBe('#Birds is no longer featured on your profile.');
    expect(discovery.featureTag).toHaveBeenCalledWith('Birds');
    expect(discovery.unfeatureTag).toHaveBeenCalledWith('Birds');
  });

  it('signed out, offers no feature and Follow asks to sign in instead of calling the server', async () => {
    const followTag = vi.fn();
    const { services } = show(() => Promise.resolve(BIRDS), { followTag }, null);
    await settle();
    expect(buttonTexts()).toEqual(['Follow hashtag']);
    act(() => button('Follow hashtag')!.click());
    expect(services.promptSignIn).toHaveBeenCalledWith({ type: 'followTag', tag: 'Birds' });
    expect(followTag).not.toHaveBeenCalled();
  });

  it('a tag nobody used yet says so and can still be followed', async () => {
    show(() => Promise.reject(refused(404)), {
      followTag: () => Promise.resolve(rawTag('birds', { following: true })),
    });
    await settle();
    expect(activity()).toBe('No posts in the past 7 days');
    act(() => button('Follow hashtag')!.click());
    await settle();
    expect(button('Unfollow hashtag')).toBeDefined();
  });
});

describe('hashtag timeline screen', () => {
  it('shows the header under the heading without holding the screen back, and none on other timelines', async () => {
    const layout = installFakeLayout();
    const page = { items: [], next: null, prev: null };
    const api = stubApi({
      timelines: { tag: () => Promise.resolve(page), public: () => Promise.resolve(page) },
      discovery: { tag: () => Promise.resolve(BIRDS) },
    });
    mounted = mount(fakeServices({ me: '1', realApi: api }), <TimelineScreen timeline="hashtag:birds" />);
    // the screen does not wait for the header's code: its heading is there at once
    expect(container().querySelector('h1')?.textContent).toBe('#birds');
    await waitForState(async () => {
      await settle(1);
      expect(container().querySelector('.tags-header')).not.toBeNull();
    });
    expect(container().querySelector('h1')?.textContent).toBe('#birds');
    expect(container().querySelector('header + .tags-header')).not.toBeNull();
    mounted.unmount();
    mounted = mount(fakeServices({ me: '1', realApi: api }), <TimelineScreen timeline="public" />);
    await settle();
    expect(container().querySelector('.tags-header')).toBeNull();
    layout.restore();
  });
});
