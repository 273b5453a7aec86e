import { describe, expect, it } from 'vitest';
import type { ApiStatus } from '../../../src/domain/entities/api-types';
import { serializeStatus } from '../../../sandbox/serialize/status';
import { NOW, makeWorld } from './serialize-world';

describe('serializeStatus: visibility masking', () => {
  it.each([
    ['public', 'public'],
    ['unlisted', 'unlisted'],
    ['private', 'private'],
    ['direct', 'direct'],
    ['limited', 'private'],
    ['public_unlisted', 'public'],
    ['login', 'public'],
  ] as const)('%s is sent as %s with visibility_ex kept', (real, masked) => {
    const w = makeWorld();
    const s = w.post({ visibility: real, limited_scope: real === 'limited' ? 'personal' : null });
    const json: ApiStatus = serializeStatus(w.db, s, w.author.id);
    expect(json.visibility).toBe(masked);
    expect(json.visibility_ex).toBe(real);
    expect(json.limited_scope).toBe(real === 'limited' ? 'personal' : null);
  });

  it('builds uri and url from the current origin for local authors, from the domain for remote ones', () => {
    const w = makeWorld();
    const local = serializeStatus(w.db, w.post({}), null);
    expect(local.url).toBe(`http://127.0.0.1:4010/@author/${local.id}`);
    expect(local.uri).toBe(`http://127.0.0.1:4010/users/author/statuses/${local.id}`);
    const remote = serializeStatus(w.db, w.post({ account_id: w.remote.id }), null);
    expect(remote.url).toBe(`https://xn--r8jz45g.xn--zckzah/@remote/${remote.id}`);
    expect(remote.account.acct).toBe('remote@xn--r8jz45g.xn--zckzah');
  });
});

describe('serializeStatus: viewer flags', () => {
  it('are absent for a signed-out viewer and reflect the viewer otherwise', () => {
    const w = makeWorld();
    const s = w.post({});
    const anonymous = serializeStatus(w.db, s, null);
    for (const key of ['favourited', 'reblogged', 'bookmarked', 'muted', 'pinned', 'filtered'])
      expect(anonymous).not.toHaveProperty(key);
    w.db.favourites.set(w.follower.id, s.id, true);
    w.db.bookmarks.set(w.follower.id, s.id, true);
    w.db.mutedConversations.set(w.follower.id, s.id, true);
    w.post({ account_id: w.follower.id, reblog_of_id: s.id });
    const seen = serializeStatus(w.db, s, w.follower.id);
    expect(seen).toMatchObject({ favourited: true, reblogged: true, bookmarked: true, muted: true, filtered: [] });
    expect(seen).not.toHaveProperty('pinned');
    expect(seen.favourites_count).toBe(1);
    expect(seen.reblogs_count).toBe(1);
    const other = serializeStatus(w.db, s, w.stranger.id);
    expect(other).toMatchObject({ favourited: false, reblogged: false, bookmarked: false, muted: false });
  });

  it('muted applies to replies of a muted conversation; pinned only for the author of a pinnable post', () => {
    const w = makeWorld();
    const root = w.post({ pinned: true });
    const reply = w.post({ in_reply_to_id: root.id, account_id: w.follower.id });
    w.db.mutedConversations.set(w.stranger.id, root.id, true);
    expect(serializeStatus(w.db, reply, w.stranger.id).muted).toBe(true);
    expect(serializeStatus(w.db, root, w.author.id).pinned).toBe(true);
    expect(serializeStatus(w.db, w.post({ visibility: 'direct' }), w.author.id)).not.toHaveProperty('pinned');
    expect(serializeStatus(w.db, root, w.author.id).replies_count).toBe(1);
  });

  it('a reblog nests the original serialised for the same viewer', () => {
    const w = makeWorld();
    const original = w.post({ visibility: 'login' });
    w.db.favourites.set(w.stranger.id, original.id, true);
    const reblog = w.post({ account_id: w.follower.id, reblog_of_id: original.id, content: '' });
    const json = serializeStatus(w.db, reblog, w.stranger.id);
    expect(json.reblog?.id).toBe(original.id);
    expect(json.reblog?.favourited).toBe(true);
    expect(json.reblog?.visibility_ex).toBe('login');
    expect(json.uri.endsWith('/activity')).toBe(true);
  });
});

describe('serializeStatus: emoji reactions', () => {
  it('groups by emoji and domain, resolves custom emoji and sets me for the viewer', () => {
    const w = makeWorld();
    const s = w.post({});
    w.db.customEmojis.set('blobcat', {
      shortcode: 'blobcat',
      url: '/e/blobcat.png',
      static_url: '/e/blobcat.png',
      visible_in_picker: true,
      category: null,
      domain: null,
    });
    w.db.customEmojis.set('blobcat@kmy.example', {
      shortcode: 'blobcat',
      url: 'https://kmy.example/b.png',
      static_url: 'https://kmy.example/b.png',
      visible_in_picker: true,
      category: null,
      domain: 'kmy.example',
    });
    const react = (account_id: string, name: string, domain: string | null = null) =>
      w.db.emojiReactions.push({ status_id: s.id, account_id, name, domain, created_at: new Date(NOW).toISOString() });
    react(w.follower.id, '👍');
    react(w.stranger.id, '👍');
    react(w.stranger.id, 'blobcat');
    react(w.follower.id, 'blobcat', 'kmy.example');
    const json = serializeStatus(w.db, s, w.stranger.id);
    expect(json.emoji_reactions_count).toBe(4);
    expect(json.emoji_reactions).toEqual([
      { name: '👍', count: 2, account_ids: [w.follower.id, w.stranger.id], me: true },
      {
        name: 'blobcat',
        count: 1,
        account_ids: [w.stranger.id],
        me: true,
        url: 'http://127.0.0.1:4010/e/blobcat.png',
        static_url: 'http://127.0.0.1:4010/e/blobcat.png',
      },
      {
        name: 'blobcat',
        count: 1,
        account_ids: [w.follower.id],
        me: false,
        url: 'https://kmy.example/b.png',
        static_url: 'https://kmy.example/b.png',
        domain: 'kmy.example',
      },
    ]);
    expect(serializeStatus(w.db, s, null).emoji_reactions[0]).not.toHaveProperty('me');
  });
});

describe('serializeStatus: quotes', () => {
  it('shows the quoted post only when accepted, present and visible to the viewer', () => {
    const w = makeWorld();
    const target = w.post({ visibility: 'private' });
    const quote = w.post({ account_id: w.follower.id, quote_of_id: target.id, quote_state: 'accepted' });
    expect(serializeStatus(w.db, quote, w.follower.id).quote).toMatchObject({
      state: 'accepted',
      quoted_status: { id: target.id },
    });
    expect(serializeStatus(w.db, quote, w.stranger.id).quote).toEqual({ state: 'unauthorized', quoted_status: null });
    const pending = w.post({ account_id: w.follower.id, quote_of_id: target.id, quote_state: 'pending' });
    expect(serializeStatus(w.db, pending, w.follower.id).quote).toEqual({ state: 'pending', quoted_status: null });
    target.deleted = true;
    expect(serializeStatus(w.db, quote, w.follower.id).quote).toEqual({ state: 'deleted', quoted_status: null });
    expect(serializeStatus(w.db, w.post({}), null).quote).toBeNull();
  });

  it('a quote inside a quoted post is shallow', () => {
    const w = makeWorld();
    const a = w.post({});
    const b = w.post({ quote_of_id: a.id, quote_state: 'accepted' });
    const c = w.post({ quote_of_id: b.id, quote_state: 'accepted' });
    const json = serializeStatus(w.db, c, null);
    const inner = (json.quote as { quoted_status: ApiStatus }).quoted_status;
    expect(inner.quote).toEqual({ state: 'accepted', quoted_status_id: a.id });
  });

  it('quote_approval.current_user follows the viewer, the visibility and the author policy', () => {
    const w = makeWorld();
    const open = w.post({ quote_approval_policy: 'public' });
    expect(serializeStatus(w.db, open, null).quote_approval).toEqual({
      automatic: ['public'],
      manual: [],
      current_user: 'unknown',
    });
    expect(serializeStatus(w.db, open, w.stranger.id).quote_approval.current_user).toBe('automatic');
    expect(serializeStatus(w.db, open, w.author.id).quote_approval.current_user).toBe('automatic');
    const followers = w.post({ quote_approval_policy: 'followers' });
    expect(serializeStatus(w.db, followers, w.follower.id).quote_approval).toEqual({
      automatic: ['followers'],
      manual: [],
      current_user: 'automatic',
    });
    expect(serializeStatus(w.db, followers, w.stranger.id).quote_approval.current_user).toBe('denied');
    const nobody = w.post({ quote_approval_policy: 'nobody' });
    expect(serializeStatus(w.db, nobody, w.follower.id).quote_approval).toEqual({
      automatic: [],
      manual: [],
      current_user: 'denied',
    });
    expect(serializeStatus(w.db, w.post({ visibility: 'private' }), w.follower.id).quote_approval.current_user).toBe(
      'denied',
    );
    w.remote.locked = true;
    const reviewed = w.post({ account_id: w.remote.id, quote_approval_policy: 'public' });
    expect(serializeStatus(w.db, reviewed, w.stranger.id).quote_approval).toEqual({
      automatic: [],
      manual: ['public'],
      current_user: 'manual',
    });
    w.db.blocks.set(w.author.id, w.stranger.id, true);
    expect(serializeStatus(w.db, open, w.stranger.id).quote_approval.current_user).toBe('denied');
  });
});

describe('serializeStatus: filtered', () => {
  const filter = (overrides: Record<string, unknown> = {}) => ({
    id: 'f1',
    account_id: '4',
    title: 'No spoilers',
    context: ['home' as const],
    filter_action: 'warn' as const,
    expires_at: null,
    keywords: [{ id: 'k1', keyword: 'dragon', whole_word: true }],
    statuses: [],
    ...overrides,
  });

  it('applies keyword and status matches in the given context', () => {
    const w = makeWorld();
    const s = w.post({ content: '<p>The Dragon wins</p>' });
    const other = w.post({});
    w.db.filters.set('f1', filter({ statuses: [{ id: 'fs1', status_id: other.id }] }));
    const json = serializeStatus(w.db, s, w.stranger.id, { filterContext: 'home' });
    expect(json.filtered).toEqual([
      {
        filter: { id: 'f1', title: 'No spoilers', context: ['home'], expires_at: null, filter_action: 'warn' },
        keyword_matches: ['dragon'],
        status_matches: null,
      },
    ]);
    expect(
      serializeStatus(w.db, other, w.stranger.id, { filterContext: 'home' }).filtered?.[0]?.status_matches,
    ).toEqual(['fs1']);
    expect(serializeStatus(w.db, s, w.stranger.id, { filterContext: 'public' }).filtered).toEqual([]);
    expect(serializeStatus(w.db, s, w.stranger.id).filtered).toEqual([]);
  });

  it('respects whole words, ignores expired filters and never filters own posts', () => {
    const w = makeWorld();
    const s = w.post({ content: '<p>dragonfly season</p>' });
    w.db.filters.set('f1', filter());
    expect(serializeStatus(w.db, s, w.stranger.id, { filterContext: 'home' }).filtered).toEqual([]);
    w.db.filters.set('f2', filter({ id: 'f2', keywords: [{ id: 'k2', keyword: 'dragon', whole_word: false }] }));
    expect(serializeStatus(w.db, s, w.stranger.id, { filterContext: 'home' }).filtered).toHaveLength(1);
    w.db.filters.set(
      'f2',
      filter({
        id: 'f2',
        expires_at: new Date(NOW - 1000).toISOString(),
        keywords: [{ id: 'k2', keyword: 'dragon', whole_word: false }],
      }),
    );
    expect(serializeStatus(w.db, s, w.stranger.id, { filterContext: 'home' }).filtered).toEqual([]);
    w.db.filters.set('f3', {
      ...filter({ id: 'f3', keywords: [{ id: 'k3', keyword: 'dragonfly', whole_word: false }] }),
      account_id: w.author.id,
    });
    expect(serializeStatus(w.db, s, w.author.id, { filterContext: 'home' }).filtered).toEqual([]);
  });

  it('matches spoiler text, media descriptions and poll options too', () => {
    const w = makeWorld();
    w.db.filters.set('f1', filter());
    const cw = w.post({ spoiler_text: 'dragon ahead', content: '<p>hi</p>' });
    expect(serializeStatus(w.db, cw, w.stranger.id, { filterContext: 'home' }).filtered).toHaveLength(1);
    const pictured = w.post({ media_ids: ['m1'] });
    w.db.media.set('m1', {
      id: 'm1',
      account_id: w.author.id,
      status_id: pictured.id,
      type: 'image',
      url: '/m1.png',
      preview_url: null,
      remote_url: null,
      description: 'A red dragon kite',
      blurhash: null,
      meta: {},
      ready_at: 0,
      thumbnail_url: null,
    });
    expect(serializeStatus(w.db, pictured, w.stranger.id, { filterContext: 'home' }).filtered).toHaveLength(1);
    const polled = w.post({ poll_id: 'p1' });
    w.db.polls.set('p1', {
      id: 'p1',
      status_id: polled.id,
      expires_at: null,
      multiple: false,
      hide_totals: false,
      options: ['Dragon', 'Tiger'],
      votes: new Map(),
    });
    expect(serializeStatus(w.db, polled, w.stranger.id, { filterContext: 'home' }).filtered).toHaveLength(1);
    expect(serializeStatus(w.db, w.post({}), w.stranger.id, { filterContext: 'home' }).filtered).toEqual([]);
  });
});
