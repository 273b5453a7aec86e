import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, close, listen, world, type World } from './harness';

beforeAll(listen);
afterAll(close);

describe('custom emoji and reaction deck', () => {
  it('lists local custom emoji only, with the picker flag and category, signed out too', async () => {
    const w = world();
    const answer = await w.call(null, 'GET', '/api/v1/custom_emojis');
    expect(answer.body).toEqual([
      {
        shortcode: 'blobcat',
        url: 'http://sandbox.test/emoji/blobcat.png',
        static_url: 'http://sandbox.test/emoji/blobcat.png',
        visible_in_picker: true,
        category: 'Blobs',
      },
      {
        shortcode: 'secret',
        url: 'http://sandbox.test/emoji/secret.png',
        static_url: 'http://sandbox.test/emoji/secret.png',
        visible_in_picker: false,
        category: null,
      },
    ]);
    w.expectContract();
  });

  it('saves the whole deck in order (names, :shortcodes: or objects; a repeat kept once), with custom emoji URLs', async () => {
    const w = world();
    expect((await w.call(w.token.alice!, 'GET', '/api/v1/reaction_deck')).body).toEqual([]);
    const saved = await w.call(w.token.alice!, 'POST', '/api/v1/reaction_deck', {
      emojis: ['👍', ':blobcat:', { name: '🎉' }, '👍'],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual([
      { name: '👍' },
      {
        name: 'blobcat',
        url: 'http://sandbox.test/emoji/blobcat.png',
        static_url: 'http://sandbox.test/emoji/blobcat.png',
      },
      { name: '🎉' },
    ]);
    expect((await w.call(w.token.alice!, 'GET', '/api/v1/reaction_deck')).body).toEqual(saved.body);
    // a new list replaces the old one, order included; an empty one empties the deck
    const reordered = await w.call(w.token.alice!, 'POST', '/api/v1/reaction_deck', { emojis: ['🎉', '👍'] });
    expect(reordered.body).toEqual([{ name: '🎉' }, { name: '👍' }]);
    expect((await w.call(w.token.alice!, 'POST', '/api/v1/reaction_deck', { emojis: [] })).body).toEqual([]);
    expect((await w.call(null, 'GET', '/api/v1/reaction_deck')).status).toBe(401);
    w.expectContract();
  });

  it('refuses with 422 and its reason an unknown shortcode, a word that is no emoji, or more than 256', async () => {
    const w = world();
    await w.call(w.token.alice!, 'POST', '/api/v1/reaction_deck', { emojis: ['👍'] });
    const unknown = await w.call(w.token.alice!, 'POST', '/api/v1/reaction_deck', { emojis: ['🎉', 'unknown_code'] });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual({ error: 'Unknown emoji: :unknown_code:' });
    const word = await w.call(w.token.alice!, 'POST', '/api/v1/reaction_deck', { emojis: ['hello there'] });
    expect(word.status).toBe(422);
    // a hidden custom emoji is still the server's own: it may be in the deck
    expect((await w.call(w.token.alice!, 'POST', '/api/v1/reaction_deck', { emojis: ['secret'] })).status).toBe(200);
    const full = Array.from({ length: 400 }, (_, i) => String.fromCodePoint(0x1f400 + i))
      .filter((character) => /\p{Extended_Pictographic}/u.test(character))
      .slice(0, 256);
    const kept = await w.call(w.token.alice!, 'POST', '/api/v1/reaction_deck', { emojis: full });
    expect(kept.status).toBe(200);
    expect(kept.body).toHaveLength(256);
    const tooMany = await w.call(w.token.alice!, 'POST', '/api/v1/reaction_deck', { emojis: [...full, '🎉'] });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body).toEqual({ error: 'The reaction deck can hold at most 256 emoji' });
    // a refused list leaves the deck as it was
    expect((await w.call(w.token.alice!, 'GET', '/api/v1/reaction_deck')).body).toHaveLength(256);
    w.expectContract();
  });
});

function announcements(w: World) {
  const iso = (ms: number) => new Date(w.clock.now + ms).toISOString();
  w.db.announcements.set('1', {
    id: '1',
    content: '<p>Welcome :blobcat:</p>',
    starts_at: null,
    ends_at: null,
    all_day: false,
    published_at: iso(-10 * HOUR),
    updated_at: iso(-10 * HOUR),
    emojis: ['blobcat'],
    reactions: new Map([['👍', new Set([w.acc.bob!.id])]]),
    read_by: new Set([w.acc.alice!.id]),
  });
  w.db.announcements.set('2', {
    id: '2',
    content: '<p>Maintenance</p>',
    starts_at: iso(HOUR),
    ends_at: iso(3 * HOUR),
    all_day: false,
    published_at: iso(-HOUR),
    updated_at: iso(-HOUR),
    emojis: [],
    reactions: new Map(),
    read_by: new Set(),
  });
  w.db.announcements.set('3', {
    id: '3',
    content: '<p>Over</p>',
    starts_at: null,
    ends_at: iso(-HOUR),
    all_day: false,
    published_at: iso(-20 * HOUR),
    updated_at: iso(-20 * HOUR),
    emojis: [],
    reactions: new Map(),
    read_by: new Set(),
  });
}

describe('announcements', () => {
  it('lists active announcements with per-viewer read and reactions, dismisses them', async () => {
    const w = world();
    announcements(w);
    const answer = await w.call(w.token.alice!, 'GET', '/api/v1/announcements');
    expect(answer.body.map((a: any) => [a.id, a.read])).toEqual([
      ['1', true],
      ['2', false],
    ]);
    expect(answer.body[0]).toMatchObject({
      reactions: [{ name: '👍', count: 1, me: false }],
      emojis: [{ shortcode: 'blobcat' }],
      mentions: [],
      tags: [],
      statuses: [],
    });
    expect((await w.call(w.token.alice!, 'POST', '/api/v1/announcements/2/dismiss')).body).toEqual({});
    expect((await w.call(w.token.alice!, 'GET', '/api/v1/announcements')).body.every((a: any) => a.read)).toBe(true);
    expect((await w.call(w.token.bob!, 'GET', '/api/v1/announcements')).body.map((a: any) => a.read)).toEqual([
      false,
      false,
    ]);
    expect((await w.call(w.token.alice!, 'POST', '/api/v1/announcements/3/dismiss')).status).toBe(404);
    expect((await w.call(null, 'GET', '/api/v1/announcements')).status).toBe(401);
    w.expectContract();
  });

  it('adds and removes reactions (Unicode or local custom), streaming announcement.reaction to local users', async () => {
    const w = world();
    announcements(w);
    expect(
      (await w.call(w.token.alice!, 'PUT', `/api/v1/announcements/1/reactions/${encodeURIComponent('👍')}`)).body,
    ).toEqual({});
    expect((await w.call(w.token.alice!, 'PUT', '/api/v1/announcements/1/reactions/blobcat')).status).toBe(200);
    expect((await w.call(w.token.alice!, 'PUT', '/api/v1/announcements/1/reactions/not_an_emoji')).status).toBe(422);
    const reactions = (await w.call(w.token.alice!, 'GET', '/api/v1/announcements')).body[0].reactions;
    expect(reactions).toEqual([
      { name: '👍', count: 2, me: true },
      {
        name: 'blobcat',
        count: 1,
        me: true,
        url: 'http://sandbox.test/emoji/blobcat.png',
        static_url: 'http://sandbox.test/emoji/blobcat.png',
      },
    ]);
    const events = w.published.filter((p) => p.event === 'announcement.reaction');
    expect(events).toHaveLength(2 * 3);
    expect(events[0]!.payload).toEqual({ name: '👍', count: 2, announcement_id: '1' });
    expect((await w.call(w.token.alice!, 'DELETE', '/api/v1/announcements/1/reactions/blobcat')).body).toEqual({});
    expect(
      (await w.call(w.token.alice!, 'GET', '/api/v1/announcements')).body[0].reactions.map((r: any) => r.name),
    ).toEqual(['👍']);
    expect(w.published.at(-1)!.payload).toEqual({ name: 'blobcat', count: 0, announcement_id: '1' });
    w.expectContract();
  });
});

describe('web session', () => {
  it('replaces the settings blob', async () => {
    const w = world();
    const answer = await w.call(w.token.alice!, 'PUT', '/api/web/settings', {
      data: { skinTone: 2, trends: { show: false } },
    });
    expect(answer.body).toEqual({});
    expect(w.db.users.get(w.acc.alice!.id)!.settings).toEqual({ skinTone: 2, trends: { show: false } });
    expect((await w.call(w.token.alice!, 'PUT', '/api/web/settings', {})).status).toBe(422);
    expect((await w.call(null, 'PUT', '/api/web/settings', { data: {} })).status).toBe(401);
    w.expectContract();
  });

  it('subscribes to web push with alerts and policy, and updates the alerts', async () => {
    const w = world();
    const subscription = {
      endpoint: 'https://push.example/abc',
      keys: { p256dh: 'BPublicKey', auth: 'secret' },
      standard: true,
    };
    const created = await w.call(w.token.alice!, 'POST', '/api/web/push_subscriptions', {
      subscription,
      data: { policy: 'followed', alerts: { follow_request: false } },
    });
    expect(created.body).toMatchObject({
      id: expect.any(String),
      endpoint: 'https://push.example/abc',
      policy: 'followed',
      standard: true,
      server_key: expect.stringMatching(/^B[\w-]{86}$/),
    });
    expect(created.body.alerts).toMatchObject({
      follow: true,
      follow_request: false,
      favourite: true,
      reblog: true,
      mention: true,
      poll: true,
    });
    const updated = await w.call(w.token.alice!, 'PUT', `/api/web/push_subscriptions/${created.body.id}`, {
      data: { alerts: { mention: false } },
    });
    expect(updated.body.alerts).toMatchObject({ mention: false, follow_request: false, follow: true });
    expect(updated.body.policy).toBe('followed');
    expect(
      (await w.call(w.token.bob!, 'PUT', `/api/web/push_subscriptions/${created.body.id}`, { data: { alerts: {} } }))
        .status,
    ).toBe(404);
    expect(
      (await w.call(w.token.alice!, 'POST', '/api/web/push_subscriptions', { subscription: { endpoint: 'nope' } }))
        .status,
    ).toBe(422);
    const again = await w.call(w.token.alice!, 'POST', '/api/web/push_subscriptions', { subscription });
    expect(again.body.policy).toBe('all');
    expect([...w.db.pushSubscriptions.values()].map((s) => s.id)).toEqual([again.body.id]);
    w.expectContract();
  });
});
