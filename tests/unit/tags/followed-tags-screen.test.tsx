// @vitest-environment jsdom
/**
 * The followed hashtags screen: rows linking to each tag's timeline, paged by the Link header with Load more;
 * Unfollow takes the row out at once and moves the focus to the next row's button, the outcome announced once the
 * server agrees; a refusal brings the row back with the alert. An empty list says so (and takes the focus when the
 * last row leaves); a failed load offers Retry.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FollowedTagsScreen } from '../../../src/views/tags/FollowedTagsScreen';
import {
  deferred,
  expectNoAxeViolations,
  fakeServices,
  mount,
  settle,
  type FakeServices,
  type Mounted,
} from '../timelines/support/fake-app-services';
import { rawTag, refused, tagPage } from './tag-fixtures';

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

const NEXT = 'https://social.example/api/v1/followed_tags?max_id=9&limit=2';
const followed = (name: string) => rawTag(name, { following: true, uses: [2, 1] });

function show(discovery: Record<string, (...args: never[]) => unknown>): FakeServices {
  const services = fakeServices({ me: '1', api: { discovery } });
  mounted = mount(services, <FollowedTagsScreen />);
  return services;
}

const container = () => mounted!.container;
const links = () => [...container().querySelectorAll('.tags-row a')].map((a) => a.getAttribute('href'));
const unfollowButton = (tag: string) =>
  container().querySelector<HTMLButtonElement>(`button[aria-label="Unfollow #${tag}"]`);
const loadMore = () => [...container().querySelectorAll('button')].find((b) => b.textContent === 'Load more');
const announced = () => container().querySelector('[role="status"]')?.textContent;

describe('followed hashtags screen', () => {
  it('lists the followed tags with their activity and pages by the Link header', async () => {
    const followedTags = vi
      .fn()
      .mockResolvedValueOnce(tagPage([followed('Ants'), followed('bees')], NEXT))
      .mockResolvedValueOnce(tagPage([followed('cats')]));
    show({ followedTags });
    await settle();
    expect(container().querySelector('h1')?.textContent).toBe('Followed hashtags');
    expect(links()).toEqual(['/tags/Ants', '/tags/bees']);
    expect(container().querySelector('.tags-row__meta')?.textContent).toBe(
      '3 posts from 2 participants in the past 7 days',
    );
    expect(unfollowButton('Ants')?.textContent).toBe('Unfollow');
    await expectNoAxeViolations(container());
    act(() => loadMore()!.click());
    await settle();
    expect(followedTags).toHaveBeenLastCalledWith({ max_id: '9', limit: 2 }, expect.anything());
    expect(links()).toEqual(['/tags/Ants', '/tags/bees', '/tags/cats']);
    // the last page named no next page: nothing more to offer
    expect(loadMore()).toBeUndefined();
  });

  it('takes an unfollowed tag out at once, moves the focus on, and announces it once done', async () => {
    const answer = deferred<unknown>();
    const unfollowTag = vi.fn(() => answer.promise);
    const services = show({
      followedTags: () => Promise.resolve(tagPage([followed('ants'), followed('bees'), followed('cats')])),
      unfollowTag,
    });
    await settle();
    act(() => unfollowButton('bees')!.focus());
    act(() => unfollowButton('bees')!.click());
    await settle(1);
    expect(links()).toEqual(['/tags/ants', '/tags/cats']);
    expect(document.activeElement).toBe(unfollowButton('cats'));
    expect(unfollowTag).toHaveBeenCalledWith('bees');
    expect(announced()).toBe('');
    await act(async () => answer.resolve(rawTag('bees', { following: false })));
    await settle();
    expect(links()).toEqual(['/tags/ants', '/tags/cats']);
    expect(announced()).toBe('You no longer follow #bees.');
    expect(services.alerts.getSnapshot()).toEqual([]);
  });

  it('brings the row back in its place with the alert when the server refuses', async () => {
    const answer = deferred<unknown>();
    const services = show({
      followedTags: () => Promise.resolve(tagPage([followed('ants'), followed('bees'), followed('cats')])),
      unfollowTag: () => answer.promise,
    });
    await settle();
    act(() => unfollowButton('ants')!.click());
    await settle(1);
    expect(links()).toEqual(['/tags/bees', '/tags/cats']);
    await act(async () => answer.reject(refused()));
    await settle();
    expect(links()).toEqual(['/tags/ants', '/tags/bees', '/tags/cats']);
    expect(services.alerts.getSnapshot()).toHaveLength(1);
    expect(announced()).toBe('');
  });

  it('says when no tag is followed, and the note takes the focus when the last row leaves', async () => {
    show({
      followedTags: () => Promise.resolve(tagPage([followed('ants')])),
      unfollowTag: () => Promise.resolve(rawTag('ants')),
    });
    await settle();
    act(() => unfollowButton('ants')!.click());
    await settle();
    const empty = container().querySelector('.tags-followed__empty');
    expect(empty?.textContent).toBe("You don't follow any hashtags yet. When you do, they show up here.");
    expect(document.activeElement).toBe(empty);
  });

  it('offers Retry when the list could not be loaded', async () => {
    const followedTags = vi
      .fn()
      .mockRejectedValueOnce(refused())
      .mockResolvedValueOnce(tagPage([followed('ants')]));
    const services = show({ followedTags });
    await settle();
    expect(container().querySelector('[role="alert"]')?.textContent).toContain(
      'The hashtags you follow could not be loaded.',
    );
    expect(services.alerts.getSnapshot()).toHaveLength(1);
    const retry = [...container().querySelectorAll('button')].find((b) => b.textContent === 'Try again')!;
    act(() => retry.click());
    await settle();
    expect(links()).toEqual(['/tags/ants']);
  });
});
