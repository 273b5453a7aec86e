/**
 * Following and featuring a hashtag as optimistic changes: the tag's record changes at once and keeps the server's
 * answer; a refusal puts back what was there and raises the call's alert. The followed tags list loses an unfollowed
 * tag at once and gets it back in its place on a refusal; a followed tag goes on top. A second press of the same
 * change while one is in flight joins it.
 */
import { describe, expect, it } from 'vitest';
import { runTagAction } from '../../../src/services/tags/tag-actions';
import { importTags } from '../../../src/services/tags/tag-record';
import { followedTagsList } from '../../../src/services/tags/tags-data';
import { dataFixture, idle } from '../../support/data-fixture';
import { deferred } from '../timelines/support/fake-app-services';
import { rawTag, refused, tagPage, tagsApi } from './tag-fixtures';
import { waitForState } from '../../support/wait-for-state';

type Answer = ReturnType<typeof deferred<unknown>>;

function setUp(answers: Partial<Record<'followTag' | 'unfollowTag' | 'featureTag' | 'unfeatureTag', Answer>>) {
  const calls = Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, () => answer.promise]));
  const { api, spies } = tagsApi({
    ...calls,
    followedTags: () => Promise.resolve(tagPage(['ants', 'bees', 'cats'].map((n) => rawTag(n, { following: true })))),
  });
  const fixture = dataFixture(api, { me: '1' });
  importTags(fixture.store, [rawTag('Birds'), rawTag('bees', { following: true })]);
  return { fixture, spies, tag: (key: string) => fixture.store.get('tags', key) };
}

describe('following a tag', () => {
  it('shows it followed at once and keeps the server answer', async () => {
    const answer = deferred<unknown>();
    const { fixture, spies, tag } = setUp({ followTag: answer });
    const outcome = runTagAction(fixture, 'follow', 'Birds');
    expect(tag('birds')?.following).toBe(true);
    await waitForState(() => expect(spies.followTag).toHaveBeenCalledWith('Birds'));
    answer.resolve(rawTag('Birds', { following: true, uses: [4] }));
    expect(await outcome).toBe(true);
    expect(tag('birds')).toMatchObject({ following: true });
    expect(tag('birds')?.history[0]?.uses).toBe(4);
    expect(fixture.alerts.getSnapshot()).toEqual([]);
  });

  it('shows it unfollowed again with the alert when the server refuses', async () => {
    const answer = deferred<unknown>();
    const { fixture, tag } = setUp({ followTag: answer });
    const outcome = runTagAction(fixture, 'follow', 'birds');
    expect(tag('birds')?.following).toBe(true);
    answer.reject(refused());
    expect(await outcome).toBe(false);
    expect(tag('birds')?.following).toBe(false);
    expect(fixture.alerts.getSnapshot()).toHaveLength(1);
  });

  it('sends a second press while the first is in flight only once', async () => {
    const answer = deferred<unknown>();
    const { fixture, spies } = setUp({ followTag: answer });
    const first = runTagAction(fixture, 'follow', 'Birds');
    const second = runTagAction(fixture, 'unfollow', 'birds');
    answer.resolve(rawTag('Birds', { following: true }));
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(spies.followTag).toHaveBeenCalledTimes(1);
  });

  it('puts a followed tag on top of the followed tags list, and takes it out when refused', async () => {
    const answer = deferred<unknown>();
    const { fixture } = setUp({ followTag: answer });
    const list = fixture.registry.pagedList(followedTagsList, null);
    await idle(list);
    const outcome = runTagAction(fixture, 'follow', 'Birds');
    expect(list.getSnapshot().context.items).toEqual(['birds', 'ants', 'bees', 'cats']);
    answer.reject(refused());
    await outcome;
    expect(list.getSnapshot().context.items).toEqual(['ants', 'bees', 'cats']);
  });
});

describe('unfollowing a tag', () => {
  it('takes it out of the followed tags list at once and keeps it out once the server agrees', async () => {
    const answer = deferred<unknown>();
    const { fixture, tag } = setUp({ unfollowTag: answer });
    const list = fixture.registry.pagedList(followedTagsList, null);
    await idle(list);
    const outcome = runTagAction(fixture, 'unfollow', 'Bees');
    expect(list.getSnapshot().context.items).toEqual(['ants', 'cats']);
    expect(tag('bees')?.following).toBe(false);
    answer.resolve(rawTag('bees', { following: false }));
    expect(await outcome).toBe(true);
    expect(list.getSnapshot().context.items).toEqual(['ants', 'cats']);
  });

  it('puts it back in its place, followed, with the alert when the server refuses', async () => {
    const answer = deferred<unknown>();
    const { fixture, tag } = setUp({ unfollowTag: answer });
    const list = fixture.registry.pagedList(followedTagsList, null);
    await idle(list);
    const outcome = runTagAction(fixture, 'unfollow', 'bees');
    answer.reject(refused());
    expect(await outcome).toBe(false);
    expect(list.getSnapshot().context.items).toEqual(['ants', 'bees', 'cats']);
    expect(tag('bees')?.following).toBe(true);
    expect(fixture.alerts.getSnapshot()).toHaveLength(1);
  });
});

describe('featuring a tag', () => {
  it('shows it featured at once and keeps the server answer', async () => {
    const answer = deferred<unknown>();
    const { fixture, spies, tag } = setUp({ featureTag: answer });
    const outcome = runTagAction(fixture, 'feature', 'Birds');
    expect(tag('birds')?.featuring).toBe(true);
    answer.resolve(rawTag('Birds', { featuring: true }));
    expect(await outcome).toBe(true);
    expect(spies.featureTag).toHaveBeenCalledWith('Birds');
    expect(tag('birds')?.featuring).toBe(true);
  });

  it('shows it not featured again with the alert when the server refuses (the ten-tag limit)', async () => {
    const answer = deferred<unknown>();
    const { fixture, tag } = setUp({ featureTag: answer });
    const outcome = runTagAction(fixture, 'feature', 'birds');
    answer.reject(refused(422));
    expect(await outcome).toBe(false);
    expect(tag('birds')?.featuring).toBe(false);
    expect(fixture.alerts.getSnapshot()).toHaveLength(1);
  });
});
