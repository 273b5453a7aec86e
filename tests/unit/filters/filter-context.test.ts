import { describe, expect, it } from 'vitest';
import { filterContextOf, hideRemovesPostIn } from '../../../src/services/filters';

describe('contexts are home, notifications, public, thread, account, explore', () => {
  it.each(['home', 'notifications', 'public', 'thread', 'account', 'explore'])('%s maps to itself', (context) => {
    expect(filterContextOf(context)).toBe(context);
  });
});

describe('context mapping', () => {
  it('detailed maps to thread', () => expect(filterContextOf('detailed')).toBe('thread'));
  it('bookmarks maps to home', () => expect(filterContextOf('bookmarks')).toBe('home'));
  it('favourites maps to home', () => expect(filterContextOf('favourites')).toBe('home'));
  it('any list:* maps to home', () => {
    expect(filterContextOf('list:1')).toBe('home');
    expect(filterContextOf('list:abc')).toBe('home');
  });
  it('any antenna:* maps to home', () => expect(filterContextOf('antenna:42')).toBe('home'));
  it('account timelines (account:{id} and its suffixes) map to account', () => {
    for (const name of [
      'account:7',
      'account:7:with_replies',
      'account:7:media',
      'account:7:pinned',
      'account:7:art',
    ]) {
      expect(filterContextOf(name)).toBe('account');
    }
  });
  it('public, community, hashtag and link timelines map to public', () => {
    for (const name of [
      'public:remote',
      'public:media',
      'public:remote:media',
      'community',
      'community:media',
      'hashtag:cats',
      'hashtag:cats:local',
      'link:https://a.example/x',
    ]) {
      expect(filterContextOf(name)).toBe('public');
    }
  });
  it('any unknown context maps to public', () => {
    expect(filterContextOf('somewhere')).toBe('public');
    expect(filterContextOf('')).toBe('public');
    expect(filterContextOf('circle:3')).toBe('public');
  });
});

describe('hide removes the post, except in detailed, bookmarks and favourites contexts', () => {
  it.each(['detailed', 'bookmarks', 'favourites'])('%s keeps hidden posts', (context) => {
    expect(hideRemovesPostIn(context)).toBe(false);
  });
  it.each(['home', 'thread', 'public', 'list:1', 'notifications', 'account:3'])('%s removes them', (context) => {
    expect(hideRemovesPostIn(context)).toBe(true);
  });
});
