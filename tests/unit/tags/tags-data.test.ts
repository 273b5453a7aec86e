/**
 * The hashtag data definitions: a tag by name is stored under its lower-cased name, and a tag the server does not
 * know (404) becomes an unknown tag with no activity, without an alert, while other failures alert; followed tags
 * page by the Link header's next URL; trending tags ask for 10 unless told and fail without an alert.
 */
import { describe, expect, it } from 'vitest';
import { followedTagsList, tagByName, trendingTags } from '../../../src/services/tags/tags-data';
import { dataFixture, idle } from '../../support/data-fixture';
import { rawTag, refused, tagPage, tagsApi } from './tag-fixtures';

const NEXT = 'https://social.example/api/v1/followed_tags?max_id=77&limit=2';

describe('a tag by name', () => {
  it('stores the tag under its lower-cased name with its flags and history', async () => {
    const { api, spies } = tagsApi({ tag: () => Promise.resolve(rawTag('Birds', { following: true, uses: [2, 1] })) });
    const fixture = dataFixture(api);
    const snapshot = await idle(fixture.registry.resource(tagByName, 'BIRDS'));
    expect(spies.tag).toHaveBeenCalledWith('BIRDS', expect.anything());
    expect(snapshot.context.value).toBe('birds');
    expect(fixture.store.get('tags', 'birds')).toMatchObject({ name: 'Birds', following: true, featuring: false });
    expect(fixture.store.get('tags', 'birds')?.history.map((d) => d.uses)).toEqual([2, 1]);
  });

  it('shows a tag the server does not know as unknown, with no alert', async () => {
    const { api } = tagsApi({ tag: () => Promise.reject(refused(404)) });
    const fixture = dataFixture(api);
    const snapshot = await idle(fixture.registry.resource(tagByName, 'nothing_yet'));
    expect(snapshot.hasTag('value')).toBe(true);
    expect(fixture.store.get('tags', 'nothing_yet')).toMatchObject({
      name: 'nothing_yet',
      history: [],
      following: false,
      featuring: false,
    });
    expect(fixture.alerts.getSnapshot()).toEqual([]);
  });

  it('fails with the call alert on any other refusal', async () => {
    const { api } = tagsApi({ tag: () => Promise.reject(refused(500)) });
    const fixture = dataFixture(api);
    const snapshot = await idle(fixture.registry.resource(tagByName, 'birds'));
    expect(snapshot.hasTag('failed')).toBe(true);
    expect(fixture.alerts.getSnapshot()).toHaveLength(1);
  });
});

describe('followed tags', () => {
  it('pages by the Link header, keeping the tags by key', async () => {
    const { api, spies } = tagsApi({
      followedTags: (paging: unknown) =>
        Promise.resolve(
          JSON.stringify(paging) === '{}'
            ? tagPage([rawTag('Ants', { following: true }), rawTag('bees', { following: true })], NEXT)
            : tagPage([rawTag('cats', { following: true })]),
        ),
    });
    const fixture = dataFixture(api);
    const chart = fixture.registry.pagedList(followedTagsList, null);
    await idle(chart);
    expect(chart.getSnapshot().context.items).toEqual(['ants', 'bees']);
    chart.send({ type: 'LOAD_MORE' });
    await idle(chart);
    expect(spies.followedTags).toHaveBeenLastCalledWith({ max_id: '77', limit: 2 }, expect.anything());
    expect(chart.getSnapshot().context.items).toEqual(['ants', 'bees', 'cats']);
    expect(chart.getSnapshot().context.next).toBeNull();
    expect(fixture.store.get('tags', 'ants')?.name).toBe('Ants');
  });
});

describe('trending tags', () => {
  it('asks for the number shown and keeps their order', async () => {
    const { api, spies } = tagsApi({ trendTags: () => Promise.resolve([rawTag('zebra'), rawTag('Apple')]) });
    const fixture = dataFixture(api);
    const snapshot = await idle(fixture.registry.resource(trendingTags, 10));
    expect(spies.trendTags).toHaveBeenCalledWith({ limit: 10 }, expect.anything());
    expect(snapshot.context.value).toEqual(['zebra', 'apple']);
  });

  it('fails without an alert', async () => {
    const { api } = tagsApi({ trendTags: () => Promise.reject(refused(503)) });
    const fixture = dataFixture(api);
    const snapshot = await idle(fixture.registry.resource(trendingTags, 10));
    expect(snapshot.hasTag('failed')).toBe(true);
    expect(fixture.alerts.getSnapshot()).toEqual([]);
  });
});
