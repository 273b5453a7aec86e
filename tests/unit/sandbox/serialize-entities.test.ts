import { describe, expect, it } from 'vitest';
import type {
  ApiAccount,
  ApiCredentialAccount,
  ApiPoll,
  ApiRelationship,
} from '../../../src/domain/entities/api-types';
import type { PollRecord } from '../../../sandbox/kernel/records';
import { serializeAccount, serializeCredentialAccount } from '../../../sandbox/serialize/account';
import { serializeCard } from '../../../sandbox/serialize/card';
import { serializeCustomEmoji } from '../../../sandbox/serialize/emoji';
import { serializeMedia } from '../../../sandbox/serialize/media';
import { serializePoll } from '../../../sandbox/serialize/poll';
import { serializeRelationship } from '../../../sandbox/serialize/relationship';
import { serializeTag } from '../../../sandbox/serialize/tag';
import { NOW, makeWorld } from './serialize-world';

describe('serializeAccount', () => {
  it('computes counts, last_status_at and URLs from the db', () => {
    const w = makeWorld();
    w.post({ created_at: '2026-03-01T10:00:00.000Z' });
    w.post({ created_at: '2026-03-09T23:00:00.000Z' });
    w.post({ deleted: true });
    const json: ApiAccount = serializeAccount(w.db, w.author);
    expect(json).toMatchObject({
      acct: 'author',
      url: 'http://127.0.0.1:4010/@author',
      uri: 'http://127.0.0.1:4010/users/author',
      followers_count: 2,
      following_count: 1,
      statuses_count: 2,
      last_status_at: '2026-03-09',
      header: 'http://127.0.0.1:4010/headers/original/missing.png',
    });
    expect(serializeAccount(w.db, w.stranger).last_status_at).toBeNull();
  });

  it('resolves custom emoji from the account domain, nests moved, lists highlighted roles of local accounts', () => {
    const w = makeWorld();
    w.db.customEmojis.set('sakura@xn--r8jz45g.xn--zckzah', {
      shortcode: 'sakura',
      url: '/system/media/emoji/sakura.png',
      static_url: '/system/media/emoji/sakura.png',
      visible_in_picker: true,
      category: null,
      domain: 'xn--r8jz45g.xn--zckzah',
    });
    w.remote.emojis = ['sakura', 'unknown'];
    w.author.moved_to_id = w.remote.id;
    w.author.roles = [
      { id: '3', name: 'Admin', color: '#ff0000', permissions: '1', highlighted: true },
      { id: '9', name: 'Hidden', color: '', permissions: '0', highlighted: false },
    ];
    const json = serializeAccount(w.db, w.author);
    expect(json.moved?.emojis).toEqual([
      {
        shortcode: 'sakura',
        url: 'http://127.0.0.1:4010/system/media/emoji/sakura.png',
        static_url: 'http://127.0.0.1:4010/system/media/emoji/sakura.png',
        visible_in_picker: true,
        category: null,
      },
    ]);
    expect(json.roles).toEqual([{ id: '3', name: 'Admin', color: '#ff0000' }]);
    expect(json.server_features.circle).toBe(true);
  });

  it('flags suspended, limited and memorial accounts and blanks a suspended profile', () => {
    const w = makeWorld();
    w.stranger.suspended = true;
    w.stranger.display_name = 'Spam';
    w.follower.limited = true;
    w.mutual.memorial = true;
    expect(serializeAccount(w.db, w.stranger)).toMatchObject({
      suspended: true,
      display_name: '',
      note: '',
      fields: [],
    });
    expect(serializeAccount(w.db, w.follower).limited).toBe(true);
    expect(serializeAccount(w.db, w.mutual).memorial).toBe(true);
    expect(serializeAccount(w.db, w.author)).not.toHaveProperty('suspended');
  });

  it('the credential account adds source and role', () => {
    const w = makeWorld();
    w.author.note = '<p>Hello &amp; welcome</p><p>line two<br />three</p>';
    w.db.followRequests.set(w.stranger.id, w.author.id, { reblogs: true, notify: false, languages: null });
    const json: ApiCredentialAccount = serializeCredentialAccount(w.db, w.author, {
      account_id: w.author.id,
      email: 'a@b.c',
      role: null,
      default_privacy: 'login',
      default_searchability: 'private',
      default_sensitive: true,
      default_language: 'ja',
      default_quote_policy: 'followers',
      settings: {},
      reaction_deck: [],
    });
    expect(json.source).toMatchObject({
      privacy: 'login',
      searchability: 'private',
      sensitive: true,
      language: 'ja',
      quote_policy: 'followers',
      note: 'Hello & welcome\n\nline two\nthree',
      follow_requests_count: 1,
    });
    expect(json.role).toMatchObject({ name: '', permissions: '65536', highlighted: false });
  });
});

describe('serializeMedia, serializePoll, serializeCard, serializeCustomEmoji', () => {
  it('media url stays null while processing', () => {
    const w = makeWorld();
    const media = {
      id: 'm',
      account_id: w.author.id,
      status_id: null,
      type: 'image' as const,
      url: '/system/media/m/original.png',
      preview_url: '/system/media/m/small.png',
      remote_url: null,
      description: null,
      blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
      meta: {},
      ready_at: NOW + 1000,
      thumbnail_url: null,
    };
    expect(serializeMedia(w.db, media, NOW).url).toBeNull();
    expect(serializeMedia(w.db, media, NOW + 1000).url).toBe('http://127.0.0.1:4010/system/media/m/original.png');
  });

  it('poll totals, expiry and the viewer votes', () => {
    const w = makeWorld();
    const s = w.post({ poll_id: 'p' });
    const poll: PollRecord = {
      id: 'p',
      status_id: s.id,
      expires_at: new Date(NOW + 60_000).toISOString(),
      multiple: true,
      hide_totals: true,
      options: ['a', 'b', 'c'],
      votes: new Map([
        [w.follower.id, [0, 2]],
        [w.stranger.id, [2]],
      ]),
    };
    const asFollower: ApiPoll = serializePoll(w.db, poll, w.follower.id, NOW);
    expect(asFollower).toMatchObject({
      expired: false,
      votes_count: 3,
      voters_count: 2,
      voted: true,
      own_votes: [0, 2],
    });
    expect(asFollower.options.map((o) => o.votes_count)).toEqual([null, null, null]);
    expect(serializePoll(w.db, poll, w.author.id, NOW)).toMatchObject({ voted: true, own_votes: [] });
    expect(serializePoll(w.db, poll, w.author.id, NOW).options.map((o) => o.votes_count)).toEqual([1, 0, 2]);
    const later = serializePoll(w.db, poll, null, NOW + 60_000);
    expect(later.expired).toBe(true);
    expect(later.options.map((o) => o.votes_count)).toEqual([1, 0, 2]);
    expect(later).not.toHaveProperty('voted');
    expect(serializePoll(w.db, { ...poll, multiple: false }, w.mutual.id, NOW)).toMatchObject({
      voters_count: null,
      voted: false,
      own_votes: [],
    });
  });

  it('a card author may carry a seeded account', () => {
    const w = makeWorld();
    const card = serializeCard(w.db, {
      url: 'https://blog.example/x',
      title: 'X',
      description: '',
      type: 'link',
      author_name: 'Author',
      author_url: 'https://blog.example/me',
      author_account_id: w.author.id,
      provider_name: 'Blog',
      provider_url: 'https://blog.example/',
      html: '',
      width: 0,
      height: 0,
      image: '/system/media/cards/x.png',
      image_description: '',
      embed_url: '',
      blurhash: null,
      language: 'en',
      published_at: null,
    });
    expect(card.authors).toHaveLength(1);
    expect(card.authors[0]!.account?.id).toBe(w.author.id);
    expect(card.image).toBe('http://127.0.0.1:4010/system/media/cards/x.png');
  });

  it('custom emoji URLs become absolute', () => {
    const w = makeWorld();
    expect(
      serializeCustomEmoji(w.db, {
        shortcode: 'x',
        url: '/e/x.gif',
        static_url: '/e/x.png',
        visible_in_picker: false,
        category: 'c',
        domain: null,
      }),
    ).toEqual({
      shortcode: 'x',
      url: 'http://127.0.0.1:4010/e/x.gif',
      static_url: 'http://127.0.0.1:4010/e/x.png',
      visible_in_picker: false,
      category: 'c',
    });
  });
});

describe('serializeRelationship and serializeTag', () => {
  it('relationship flags from follows, requests, blocks, mutes, domain blocks, endorsements and notes', () => {
    const w = makeWorld();
    const rel: ApiRelationship = serializeRelationship(w.db, w.author.id, w.mutual.id);
    expect(rel).toMatchObject({
      following: true,
      followed_by: true,
      showing_reblogs: true,
      requested: false,
      note: '',
    });
    w.db.followRequests.set(w.stranger.id, w.remote.id, { reblogs: false, notify: true, languages: ['ja'] });
    w.db.mutes.set(w.stranger.id, w.remote.id, { notifications: true, expires_at: new Date(NOW + 5000).toISOString() });
    w.db.domainBlocking.set(w.stranger.id, w.remote.domain!, true);
    w.db.endorsements.set(w.stranger.id, w.remote.id, true);
    w.db.notes.set(w.stranger.id, w.remote.id, 'hi');
    w.db.blocks.set(w.remote.id, w.stranger.id, true);
    expect(serializeRelationship(w.db, w.stranger.id, w.remote.id)).toMatchObject({
      following: false,
      requested: true,
      showing_reblogs: false,
      notifying: true,
      languages: ['ja'],
      muting: true,
      muting_notifications: true,
      domain_blocking: true,
      endorsed: true,
      note: 'hi',
      blocked_by: true,
      blocking: false,
    });
    expect(serializeRelationship(w.db, w.remote.id, w.stranger.id).requested_by).toBe(true);
  });

  it('tag history counts the last 7 days and following needs a viewer', () => {
    const w = makeWorld();
    w.post({ tags: ['Birds'], created_at: new Date(NOW - 1000).toISOString() });
    w.post({ tags: ['birds'], account_id: w.follower.id, created_at: new Date(NOW - 2000).toISOString() });
    w.post({ tags: ['birds'], created_at: new Date(NOW - 86_400_000 * 2).toISOString() });
    w.post({ tags: ['birds'], created_at: new Date(NOW - 86_400_000 * 9).toISOString() });
    w.db.tags.set('birds', { name: 'birds', followers: new Set([w.stranger.id]), featured_by: new Set() });
    const tag = serializeTag(w.db, 'BIRDS', w.stranger.id);
    expect(tag.history).toHaveLength(7);
    expect(tag.history[0]).toEqual({
      day: String(Date.parse('2026-03-10T00:00:00Z') / 1000),
      uses: '2',
      accounts: '2',
    });
    expect(tag.history[2]!.uses).toBe('1');
    expect(tag.history.reduce((n, h) => n + Number(h.uses), 0)).toBe(3);
    expect(tag).toMatchObject({
      name: 'birds',
      url: 'http://127.0.0.1:4010/tags/birds',
      following: true,
      featuring: false,
    });
    expect(serializeTag(w.db, 'birds', null)).not.toHaveProperty('following');
  });
});
