import { describe, expect, it } from 'vitest';
import { filterVerdict, isFilterApplicable, joinFilterTitles, NOT_FILTERED } from '../../../src/services/filters';
import { keywordMatches } from '../../../src/services/filters/keyword-match';
import { cachedFilterVerdict } from '../../../src/services/filters/verdict-cache';
import { env, filter, NOW, post, resultOf, tableOf } from './filter-fixtures';

describe('a filter applies only if its context includes the current context', () => {
  it('a home filter applies in home and lists, not in public', () => {
    const f = filter('1', { context: ['home'] });
    const subject = post({ filtered: [resultOf(f)] });
    expect(filterVerdict(subject, env({ contextType: 'home' })).warning).toEqual(['Filter 1']);
    expect(filterVerdict(subject, env({ contextType: 'list:5' })).warning).toEqual(['Filter 1']);
    expect(filterVerdict(subject, env({ contextType: 'community' }))).toBe(NOT_FILTERED);
  });
  it('a thread filter applies to the detailed post', () => {
    const f = filter('1', { context: ['thread'] });
    expect(filterVerdict(post({ filtered: [resultOf(f)] }), env({ contextType: 'detailed' })).warning).toEqual([
      'Filter 1',
    ]);
  });
});

describe('a filter applies only if it has no expiry or has not expired', () => {
  it('no expiry applies', () => {
    expect(isFilterApplicable({ context: ['home'], expires_at: null }, 'home', NOW)).toBe(true);
  });
  it('an expiry in the future applies', () => {
    expect(isFilterApplicable({ context: ['home'], expires_at: '2025-03-03T12:00:01.000Z' }, 'home', NOW)).toBe(true);
  });
  it('an expiry at or before now does not apply (the clock is injected)', () => {
    expect(isFilterApplicable({ context: ['home'], expires_at: '2025-03-03T12:00:00.000Z' }, 'home', NOW)).toBe(false);
    const f = filter('1', { expires_at: '2025-03-03T11:00:00.000Z' });
    expect(filterVerdict(post({ filtered: [resultOf(f)] }), env())).toBe(NOT_FILTERED);
    expect(
      filterVerdict(post({ filtered: [resultOf(f)] }), env({ now: Date.parse('2025-03-03T10:00:00Z') })).warning,
    ).toEqual(['Filter 1']);
  });
  it('a remembered verdict goes stale when a filter expires', () => {
    const f = filter('1', {
      expires_at: '2025-03-03T12:30:00.000Z',
      keywords: [{ id: 'k', keyword: 'quiet', whole_word: true }],
    });
    const subject = post();
    const filters = tableOf(f);
    expect(cachedFilterVerdict(subject, env({ filters })).warning).toEqual(['Filter 1']);
    expect(cachedFilterVerdict(subject, env({ filters, now: Date.parse('2025-03-03T12:31:00Z') }))).toBe(NOT_FILTERED);
  });
});

describe('own posts are never filtered', () => {
  it('a hide filter on my own post does nothing', () => {
    const f = filter('1', { filter_action: 'hide', keywords: [{ id: 'k', keyword: 'quiet', whole_word: true }] });
    const mine = post({ accountId: 'me', filtered: [resultOf(f)] });
    expect(filterVerdict(mine, env({ filters: tableOf(f) }))).toBe(NOT_FILTERED);
    expect(filterVerdict({ ...mine, accountId: 'other' }, env({ filters: tableOf(f) })).hidden).toBe(true);
  });
});

describe('action hide removes the post; action blur hides only the media', () => {
  it('hide removes the post', () => {
    const f = filter('1', { filter_action: 'hide' });
    expect(filterVerdict(post({ filtered: [resultOf(f)] }), env())).toEqual({
      hidden: true,
      warning: false,
      media: false,
    });
  });
  it('blur hides only the media: no warning, the post stays', () => {
    const f = filter('1', { filter_action: 'blur', title: 'Spoilers' });
    expect(filterVerdict(post({ filtered: [resultOf(f)] }), env())).toEqual({
      hidden: false,
      warning: false,
      media: ['Spoilers'],
    });
  });
  it('hide wins over blur and warn in a context where it removes posts', () => {
    const results = [filter('1', { filter_action: 'blur' }), filter('2', { filter_action: 'hide' }), filter('3')].map(
      resultOf,
    );
    expect(filterVerdict(post({ filtered: results }), env()).hidden).toBe(true);
  });
});

describe('hide does not remove in detailed, bookmarks and favourites contexts', () => {
  it.each(['detailed', 'bookmarks', 'favourites'])('in %s a hide filter gives the warning instead', (contextType) => {
    const f = filter('1', { filter_action: 'hide', title: 'Politics', context: ['home', 'thread'] });
    expect(filterVerdict(post({ filtered: [resultOf(f)] }), env({ contextType }))).toEqual({
      hidden: false,
      warning: ['Politics'],
      media: false,
    });
  });
});

describe('other matching filters produce the warning text', () => {
  it('warn filters give their titles, blur titles go to the media', () => {
    const results = [
      filter('1', { title: 'Cats' }),
      filter('2', { title: 'Dogs' }),
      filter('3', { title: 'Gore', filter_action: 'blur' }),
    ].map(resultOf);
    const verdict = filterVerdict(post({ filtered: results }), env());
    expect(verdict.warning).toEqual(['Cats', 'Dogs']);
    expect(verdict.media).toEqual(['Gore']);
    expect(joinFilterTitles(verdict.warning || [])).toBe('Cats, Dogs');
  });
});

describe('matching: the server results, and local matching for posts without them', () => {
  it('a streamed post without results matches a stored filter keyword', () => {
    const f = filter('1', { keywords: [{ id: 'k', keyword: 'Morning', whole_word: true }] });
    expect(filterVerdict(post(), env({ filters: tableOf(f) })).warning).toEqual(['Filter 1']);
  });
  it('whole_word keywords need word boundaries; others match inside words', () => {
    expect(keywordMatches('A quiet morning', 'morn', true)).toBe(false);
    expect(keywordMatches('A quiet morning', 'morn', false)).toBe(true);
    expect(keywordMatches('#cats, again', '#cats', true)).toBe(true);
    expect(keywordMatches('Catsup', 'cats', true)).toBe(false);
    expect(keywordMatches('I like CATS.', 'cats', true)).toBe(true);
    expect(keywordMatches('今日は猫の日', '猫', false)).toBe(true);
    expect(keywordMatches('anything', '  ', false)).toBe(false);
  });
  it('a filter listing the post matches it (the FILTER modal)', () => {
    const f = filter('1', { statuses: [{ id: 'fs', status_id: 's1' }] });
    expect(filterVerdict(post(), env({ filters: tableOf(f) })).warning).toEqual(['Filter 1']);
    expect(filterVerdict(post({ id: 's2' }), env({ filters: tableOf(f) }))).toBe(NOT_FILTERED);
  });
  it('the stored filter wins over the copy in a result (an edited action)', () => {
    const old = filter('1', { filter_action: 'warn' });
    const edited = { ...old, filter_action: 'hide' as const };
    expect(filterVerdict(post({ filtered: [resultOf(old)] }), env({ filters: tableOf(edited) })).hidden).toBe(true);
  });
  it('once the complete list is loaded, results naming a deleted filter are ignored', () => {
    const gone = filter('9');
    expect(filterVerdict(post({ filtered: [resultOf(gone)] }), env({ filtersComplete: false })).warning).toEqual([
      'Filter 9',
    ]);
    expect(filterVerdict(post({ filtered: [resultOf(gone)] }), env({ filtersComplete: true }))).toBe(NOT_FILTERED);
  });
});
