/**
 * The rules of Explore's hashtags, "For you" and directory tabs: which tabs a signed-out reader is offered; the
 * reason a suggestion is shown with (the first of its sources that is known); taking a dismissed suggestion out
 * and putting it back where it stood; the directory's choices read from and written to the address; its paging by
 * offset (20 a page, the next page after the accounts received, none after a page of fewer than 20; a server
 * without a directory is `gone`); and when an account last posted, in days.
 */
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/domain/errors/api-error';
import { exploreTabsFor } from '../../../src/services/explore/explore-tabs';
import { lastActive } from '../../../src/services/explore/last-active';
import {
  DEFAULT_DIRECTORY_CHOICE,
  directoryChoiceOf,
  directoryPath,
  directoryQuery,
  nextDirectoryCursor,
  profileDirectory,
} from '../../../src/services/explore/profile-directory';
import { withoutSuggestion, withSuggestionBack } from '../../../src/services/explore/suggestion-dismissal';
import { suggestionReason } from '../../../src/services/explore/suggestion-reasons';
import { dataFixture, idle } from '../../support/data-fixture';
import { apiAccount } from '../entities/fixtures';
import { stubApi } from '../timelines/support/fake-app-services';

describe('explore tabs for a reader', () => {
  it('a signed-out reader is offered every tab but the suggestions, which need an account', () => {
    expect(exploreTabsFor(false).map((tab) => tab.id)).toEqual(['posts', 'tags', 'links', 'directory']);
    expect(exploreTabsFor(true).map((tab) => tab.id)).toEqual(['posts', 'tags', 'links', 'suggestions', 'directory']);
  });
});

describe('suggestion reasons', () => {
  it.each([
    [['featured'], 'staffPick'],
    [['staff'], 'staffPick'],
    [['most_followed'], 'popular'],
    [['most_interactions'], 'popular'],
    [['global'], 'popular'],
    [['similar_to_recently_followed'], 'similar'],
    [['friends_of_friends'], 'friends'],
    [['something_new', 'friends_of_friends', 'featured'], 'friends'],
    [['past_interactions'], null],
    [['toString'], null],
    [[], null],
  ])('sources %j are shown as %s', (sources, reason) => {
    expect(suggestionReason(sources)).toBe(reason);
  });
});

describe('dismissed suggestions', () => {
  const a = { accountId: 'a', sources: ['featured'] };
  const b = { accountId: 'b', sources: [] };
  const c = { accountId: 'c', sources: ['global'] };

  it('a dismissed suggestion leaves the list, remembering where it stood', () => {
    expect(withoutSuggestion([a, b, c], 'b')).toEqual({ list: [a, c], removed: { suggestion: b, index: 1 } });
    const unchanged = [a, c];
    expect(withoutSuggestion(unchanged, 'x')).toEqual({ list: unchanged, removed: null });
  });

  it('taken back, it returns where it stood (at the end of a list grown shorter), and never twice', () => {
    expect(withSuggestionBack([a, c], { suggestion: b, index: 1 })).toEqual([a, b, c]);
    expect(withSuggestionBack([a], { suggestion: c, index: 2 })).toEqual([a, c]);
    const already = [a, b];
    expect(withSuggestionBack(already, { suggestion: b, index: 0 })).toBe(already);
  });
});

describe('directory address', () => {
  it.each([
    ['', DEFAULT_DIRECTORY_CHOICE],
    ['?local=1&order=new', { local: true, order: 'new' }],
    ['?local=true', { local: true, order: 'active' }],
    ['?local=0&order=active', { local: false, order: 'active' }],
    ['?local=yes&order=oldest', { local: false, order: 'active' }],
  ])('%s holds %j', (search, choice) => {
    expect(directoryChoiceOf(search)).toEqual(choice);
  });

  it('the address names only what differs from the default: the fediverse, recently active', () => {
    expect(directoryPath({ local: false, order: 'active' })).toBe('/explore/directory');
    expect(directoryPath({ local: true, order: 'new' })).toBe('/explore/directory?local=1&order=new');
    expect(directoryPath({ local: false, order: 'new' })).toBe('/explore/directory?order=new');
    expect(directoryChoiceOf(directoryPath({ local: true, order: 'active' }).split('?')[1]!)).toEqual({
      local: true,
      order: 'active',
    });
  });
});

describe('directory paging', () => {
  it('the first page names no offset; a later page starts at its cursor', () => {
    expect(directoryQuery({ local: true, order: 'new' }, null)).toEqual({ local: true, order: 'new', limit: 20 });
    expect(directoryQuery({ local: false, order: 'active' }, '40')).toEqual({
      local: false,
      order: 'active',
      limit: 20,
      offset: 40,
    });
    expect(directoryQuery(DEFAULT_DIRECTORY_CHOICE, 'junk')).toEqual({ local: false, order: 'active', limit: 20 });
  });

  it('after a full page the next starts after the accounts received; a shorter page ends the list', () => {
    expect(nextDirectoryCursor(0, 20)).toBe('20');
    expect(nextDirectoryCursor(20, 20)).toBe('40');
    expect(nextDirectoryCursor(40, 19)).toBeNull();
    expect(nextDirectoryCursor(40, 0)).toBeNull();
  });

  it('Load more asks for the offset of the rows shown, and stops after a page of fewer than 20', async () => {
    const page = (from: number, size: number) => Array.from({ length: size }, (_, i) => apiAccount(String(from + i)));
    const directory = vi
      .fn()
      .mockResolvedValueOnce(page(100, 20))
      .mockResolvedValueOnce(page(200, 5))
      .mockResolvedValue([]);
    const { registry } = dataFixture(stubApi({ discovery: { directory } }));
    const list = registry.pagedList(profileDirectory, { local: true, order: 'new' });
    const first = await idle(list);
    expect(first.context.items).toHaveLength(20);
    expect(directory).toHaveBeenLastCalledWith(
      { local: true, order: 'new', limit: 20 },
      { signal: expect.any(AbortSignal) },
    );
    list.send({ type: 'LOAD_MORE' });
    const second = await idle(list);
    expect(directory).toHaveBeenLastCalledWith(
      { local: true, order: 'new', limit: 20, offset: 20 },
      { signal: expect.any(AbortSignal) },
    );
    expect(second.context.items).toHaveLength(25);
    expect(second.context.next).toBeNull();
  });

  it('each choice is a list of its own; a server without a directory (404) leaves it gone, without an alert', async () => {
    const directory = vi.fn().mockRejectedValue(new ApiError({ kind: 'response', status: 404, message: '404' }));
    const { registry, alerts } = dataFixture(stubApi({ discovery: { directory } }));
    const local = registry.pagedList(profileDirectory, { local: true, order: 'active' });
    const all = registry.pagedList(profileDirectory, { local: false, order: 'active' });
    expect(local).not.toBe(all);
    expect(registry.pagedList(profileDirectory, { local: true, order: 'active' })).toBe(local);
    expect((await idle(local)).hasTag('gone')).toBe(true);
    expect(alerts.getSnapshot()).toEqual([]);
  });
});

describe('last active', () => {
  const now = Date.parse('2026-03-10T08:00:00Z');

  it.each([
    [null, { kind: 'never' }],
    ['not a day', { kind: 'never' }],
    ['2026-03-10', { kind: 'today' }],
    ['2026-03-11', { kind: 'today' }],
    ['2026-03-09', { kind: 'yesterday' }],
    ['2026-03-01', { kind: 'daysAgo', days: 9 }],
    ['2026-02-08', { kind: 'daysAgo', days: 30 }],
    ['2026-02-07', { kind: 'date', date: new Date(Date.UTC(2026, 1, 7)) }],
  ])('last posted %s is told as %j', (day, expected) => {
    expect(lastActive(day, now)).toEqual(expected);
  });
});
