/**
 * The announcements handlers' finer rules (handlers/announcements.ts): adding a reaction twice counts the reader
 * once, removing one the reader never left changes nothing and streams nothing, a read announcement stays listed
 * for its reader only as read, and one not published yet is not listed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, close, listen, world, type World } from './harness';

beforeAll(listen);
afterAll(close);

function announce(w: World, id: string, fields: { publishedAgo?: number; reactions?: Map<string, Set<string>> } = {}) {
  const stamp = new Date(w.clock.now - (fields.publishedAgo ?? HOUR)).toISOString();
  w.db.announcements.set(id, {
    id,
    content: `<p>Announcement ${id}</p>`,
    starts_at: null,
    ends_at: null,
    all_day: false,
    published_at: stamp,
    updated_at: stamp,
    emojis: [],
    reactions: fields.reactions ?? new Map(),
    read_by: new Set(),
  });
}

const reactionsOf = async (w: World, token: string, id: string) =>
  ((await w.call(token, 'GET', '/api/v1/announcements')).body as any[]).find((a) => a.id === id).reactions;

describe('announcement reactions', () => {
  it('adding the same reaction twice counts the reader once (idempotent)', async () => {
    const w = world();
    announce(w, '1');
    const path = `/api/v1/announcements/1/reactions/${encodeURIComponent('🎉')}`;
    expect((await w.call(w.token.alice!, 'PUT', path)).status).toBe(200);
    expect((await w.call(w.token.alice!, 'PUT', path)).status).toBe(200);
    expect(await reactionsOf(w, w.token.alice!, '1')).toEqual([{ name: '🎉', count: 1, me: true }]);
    expect(await reactionsOf(w, w.token.bob!, '1')).toEqual([{ name: '🎉', count: 1, me: false }]);
    w.expectContract();
  });

  it('removing a reaction the reader never left changes nothing and streams nothing', async () => {
    const w = world();
    announce(w, '1', { reactions: new Map([['👍', new Set([w.acc.bob!.id])]]) });
    const before = w.published.length;
    const path = `/api/v1/announcements/1/reactions/${encodeURIComponent('👍')}`;
    expect((await w.call(w.token.alice!, 'DELETE', path)).status).toBe(200);
    expect(w.published.length).toBe(before);
    expect(await reactionsOf(w, w.token.alice!, '1')).toEqual([{ name: '👍', count: 1, me: false }]);
    w.expectContract();
  });

  it('refuses an unknown custom emoji name with 422, and an unknown announcement with 404', async () => {
    const w = world();
    announce(w, '1');
    expect((await w.call(w.token.alice!, 'PUT', '/api/v1/announcements/1/reactions/nope_nope')).status).toBe(422);
    expect((await w.call(w.token.alice!, 'PUT', '/api/v1/announcements/9/reactions/blobcat')).status).toBe(404);
    expect(await reactionsOf(w, w.token.alice!, '1')).toEqual([]);
    w.expectContract();
  });
});

describe('announcement list', () => {
  it('keeps a dismissed announcement listed, read for its reader only', async () => {
    const w = world();
    announce(w, '1');
    await w.call(w.token.alice!, 'POST', '/api/v1/announcements/1/dismiss');
    const listed = async (token: string) =>
      ((await w.call(token, 'GET', '/api/v1/announcements')).body as any[]).map((a) => [a.id, a.read]);
    expect(await listed(w.token.alice!)).toEqual([['1', true]]);
    expect(await listed(w.token.bob!)).toEqual([['1', false]]);
    w.expectContract();
  });

  it('does not list an announcement published in the future', async () => {
    const w = world();
    announce(w, '1');
    announce(w, '2', { publishedAgo: -HOUR });
    expect(((await w.call(w.token.alice!, 'GET', '/api/v1/announcements')).body as any[]).map((a) => a.id)).toEqual([
      '1',
    ]);
    w.expectContract();
  });
});
