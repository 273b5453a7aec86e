import { describe, expect, it } from 'vitest';
import { canSearch, canSee, isHiddenFromFeedsOf, isInPublicTimeline } from '../../../sandbox/kernel/visibility';
import { makeWorld } from './serialize-world';

describe('canSee (kmyblue visibility rules)', () => {
  it('public, public_unlisted and unlisted are visible to everyone, signed out included', () => {
    const w = makeWorld();
    for (const visibility of ['public', 'public_unlisted', 'unlisted'] as const) {
      const s = w.post({ visibility });
      expect(canSee(w.db, null, s)).toBe(true);
      expect(canSee(w.db, w.stranger.id, s)).toBe(true);
    }
  });

  it('login needs a signed-in viewer', () => {
    const w = makeWorld();
    const s = w.post({ visibility: 'login' });
    expect(canSee(w.db, null, s)).toBe(false);
    expect(canSee(w.db, w.stranger.id, s)).toBe(true);
  });

  it('private: followers, mentioned accounts and the author only', () => {
    const w = makeWorld();
    const s = w.post({ visibility: 'private', mention_ids: [w.mentioned.id] });
    expect(canSee(w.db, w.author.id, s)).toBe(true);
    expect(canSee(w.db, w.follower.id, s)).toBe(true);
    expect(canSee(w.db, w.mentioned.id, s)).toBe(true);
    expect(canSee(w.db, w.stranger.id, s)).toBe(false);
    expect(canSee(w.db, null, s)).toBe(false);
  });

  it('direct: mentioned accounts and the author only (followers excluded)', () => {
    const w = makeWorld();
    const s = w.post({ visibility: 'direct', mention_ids: [w.mentioned.id] });
    expect(canSee(w.db, w.mentioned.id, s)).toBe(true);
    expect(canSee(w.db, w.author.id, s)).toBe(true);
    expect(canSee(w.db, w.follower.id, s)).toBe(false);
  });

  it('limited circle: circle members, mentioned and the author', () => {
    const w = makeWorld();
    w.db.circles.set('c1', { id: 'c1', account_id: w.author.id, title: 'Close', member_ids: [w.stranger.id] });
    const s = w.post({
      visibility: 'limited',
      limited_scope: 'circle',
      circle_id: 'c1',
      mention_ids: [w.mentioned.id],
    });
    expect(canSee(w.db, w.stranger.id, s)).toBe(true);
    expect(canSee(w.db, w.mentioned.id, s)).toBe(true);
    expect(canSee(w.db, w.follower.id, s)).toBe(false);
    expect(canSee(w.db, w.author.id, s)).toBe(true);
  });

  it('limited circle ignores a circle owned by someone else', () => {
    const w = makeWorld();
    w.db.circles.set('c2', { id: 'c2', account_id: w.follower.id, title: 'Theirs', member_ids: [w.stranger.id] });
    const s = w.post({ visibility: 'limited', limited_scope: 'circle', circle_id: 'c2' });
    expect(canSee(w.db, w.stranger.id, s)).toBe(false);
  });

  it('limited mutual: mutual followers only; personal: the author only', () => {
    const w = makeWorld();
    const mutualPost = w.post({ visibility: 'limited', limited_scope: 'mutual' });
    expect(canSee(w.db, w.mutual.id, mutualPost)).toBe(true);
    expect(canSee(w.db, w.follower.id, mutualPost)).toBe(false);
    const personal = w.post({ visibility: 'limited', limited_scope: 'personal' });
    expect(canSee(w.db, w.mutual.id, personal)).toBe(false);
    expect(canSee(w.db, w.author.id, personal)).toBe(true);
  });

  it('limited reply: the replied-to author', () => {
    const w = makeWorld();
    const parent = w.post({ account_id: w.stranger.id });
    const reply = w.post({ visibility: 'limited', limited_scope: 'reply', in_reply_to_id: parent.id });
    expect(canSee(w.db, w.stranger.id, reply)).toBe(true);
    expect(canSee(w.db, w.follower.id, reply)).toBe(false);
  });

  it('a block by the author hides, deleted posts and suspended authors hide', () => {
    const w = makeWorld();
    const s = w.post({});
    w.db.blocks.set(w.author.id, w.stranger.id, true);
    expect(canSee(w.db, w.stranger.id, s)).toBe(false);
    expect(canSee(w.db, w.follower.id, s)).toBe(true);
    const gone = w.post({ deleted: true });
    expect(canSee(w.db, w.author.id, gone)).toBe(false);
    w.author.suspended = true;
    expect(canSee(w.db, w.follower.id, s)).toBe(false);
  });

  it('a reblog is visible only when the original is', () => {
    const w = makeWorld();
    const original = w.post({ visibility: 'private' });
    const reblog = w.post({ account_id: w.follower.id, reblog_of_id: original.id });
    expect(canSee(w.db, w.stranger.id, reblog)).toBe(false);
    expect(canSee(w.db, w.follower.id, reblog)).toBe(true);
  });
});

describe('feed helpers', () => {
  it('public timelines: public everywhere, login when signed in, public_unlisted only locally', () => {
    const w = makeWorld();
    const pub = w.post({ visibility: 'public' });
    const login = w.post({ visibility: 'login' });
    const localOnly = w.post({ visibility: 'public_unlisted' });
    const unlisted = w.post({ visibility: 'unlisted' });
    expect(isInPublicTimeline(w.db, pub, 'federated', null)).toBe(true);
    expect(isInPublicTimeline(w.db, login, 'federated', null)).toBe(false);
    expect(isInPublicTimeline(w.db, login, 'federated', w.stranger.id)).toBe(true);
    expect(isInPublicTimeline(w.db, localOnly, 'federated', w.stranger.id)).toBe(false);
    expect(isInPublicTimeline(w.db, localOnly, 'local', w.stranger.id)).toBe(true);
    expect(isInPublicTimeline(w.db, unlisted, 'local', w.stranger.id)).toBe(false);
    expect(isInPublicTimeline(w.db, pub, 'remote', null)).toBe(false);
    const reply = w.post({ in_reply_to_id: w.post({ account_id: w.stranger.id }).id });
    expect(isInPublicTimeline(w.db, reply, 'local', null)).toBe(false);
  });

  it('blocks, active mutes and domain blocks hide authors from the viewer feeds', () => {
    const w = makeWorld();
    const s = w.post({});
    expect(isHiddenFromFeedsOf(w.db, w.stranger.id, s)).toBe(false);
    w.db.mutes.set(w.stranger.id, w.author.id, {
      notifications: true,
      expires_at: new Date(w.db.now() - 1).toISOString(),
    });
    expect(isHiddenFromFeedsOf(w.db, w.stranger.id, s)).toBe(false);
    w.db.mutes.set(w.stranger.id, w.author.id, { notifications: true, expires_at: null });
    expect(isHiddenFromFeedsOf(w.db, w.stranger.id, s)).toBe(true);
    const remotePost = w.post({ account_id: w.remote.id });
    w.db.domainBlocking.set(w.follower.id, w.remote.domain!, true);
    expect(isHiddenFromFeedsOf(w.db, w.follower.id, remotePost)).toBe(true);
  });

  it('searchability narrows who finds a visible post', () => {
    const w = makeWorld();
    const followersOnly = w.post({ searchability: 'private' });
    expect(canSearch(w.db, w.follower.id, followersOnly)).toBe(true);
    expect(canSearch(w.db, w.stranger.id, followersOnly)).toBe(false);
    const selfOnly = w.post({ searchability: 'limited' });
    expect(canSearch(w.db, w.follower.id, selfOnly)).toBe(false);
    expect(canSearch(w.db, w.author.id, selfOnly)).toBe(true);
    expect(canSearch(w.db, null, w.post({}))).toBe(false);
  });
});
