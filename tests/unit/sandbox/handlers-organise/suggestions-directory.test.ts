/**
 * Follow suggestions and the profile directory as Mastodon answers them: every reason an account is suggested for
 * in `sources` (staff picks as `featured`), with the older single `source` beside it; a dismissed suggestion is
 * no longer suggested to that viewer only, and dismissing answers an empty object whatever the id; the directory is
 * readable signed out, lists discoverable accounts that are neither silenced nor moved, and leaves out for a signed-in
 * viewer the accounts blocked either way or muted and, beyond this server, those of domains the viewer blocks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, close, listen, world } from './harness';

beforeAll(listen);
afterAll(close);

const STAFF = { id: '3', name: 'Admin', color: '', permissions: '1', highlighted: true };

describe('follow suggestions', () => {
  it("names every reason in sources: a staff pick is featured, a friend's follow friends_of_friends", async () => {
    const w = world();
    const { alice, bob, carol, dave, erin } = w.acc;
    carol!.roles = [STAFF];
    // bob (followed by alice) follows carol and erin: both are followed by people alice follows
    w.db.follows.set(bob!.id, carol!.id, { reblogs: true, notify: false, languages: null });
    w.db.follows.set(bob!.id, erin!.id, { reblogs: true, notify: false, languages: null });
    const answer = await w.call(w.token.alice!, 'GET', '/api/v2/suggestions?limit=20');
    const byId = new Map(answer.body.map((s: any) => [s.account.id, s]));
    expect(byId.get(carol!.id)).toMatchObject({ sources: ['featured', 'friends_of_friends'], source: 'staff' });
    expect(byId.get(erin!.id)).toMatchObject({ sources: ['friends_of_friends'], source: 'past_interactions' });
    // alice already follows bob and dave; nobody is suggested to themselves
    expect(byId.has(bob!.id)).toBe(false);
    expect(byId.has(dave!.id)).toBe(false);
    expect(byId.has(alice!.id)).toBe(false);
    const troll = w.acc.troll!;
    expect(byId.get(troll.id)).toMatchObject({ sources: ['most_followed'], source: 'global' });
    w.expectContract();
  });

  it('a dismissed account is no longer suggested to that viewer, and still is to others', async () => {
    const w = world();
    const { erin } = w.acc;
    const ids = async (token: string) =>
      (await w.call(token, 'GET', '/api/v2/suggestions')).body.map((s: any) => s.account.id);
    expect(await ids(w.token.alice!)).toContain(erin!.id);
    expect((await w.call(w.token.alice!, 'DELETE', `/api/v1/suggestions/${erin!.id}`)).body).toEqual({});
    expect(await ids(w.token.alice!)).not.toContain(erin!.id);
    expect(await ids(w.token.carol!)).toContain(erin!.id);
    w.expectContract();
  });

  it('dismissing answers an empty object for an unknown id too, and needs a signed-in viewer', async () => {
    const w = world();
    const unknown = await w.call(w.token.alice!, 'DELETE', '/api/v1/suggestions/999999999');
    expect([unknown.status, unknown.body]).toEqual([200, {}]);
    expect((await w.call(null, 'DELETE', `/api/v1/suggestions/${w.acc.erin!.id}`)).status).toBe(401);
    expect((await w.call(null, 'GET', '/api/v2/suggestions')).status).toBe(401);
    w.expectContract();
  });
});

describe('profile directory', () => {
  it('signed out, lists discoverable accounts that are neither silenced nor moved, pages by offset and limit', async () => {
    const w = world();
    const { alice, bob, carol, dave, erin, troll } = w.acc;
    carol!.moved_to_id = alice!.id;
    w.post(troll!, 'loud', HOUR);
    const all = await w.call(null, 'GET', '/api/v1/directory?order=new');
    expect(all.status).toBe(200);
    const ids = all.body.map((a: any) => a.id);
    expect(ids).toEqual([erin!.id, dave!.id, bob!.id, alice!.id]);
    const second = await w.call(null, 'GET', '/api/v1/directory?order=new&limit=2&offset=2');
    expect(second.body.map((a: any) => a.id)).toEqual([bob!.id, alice!.id]);
    const past = await w.call(null, 'GET', '/api/v1/directory?order=new&limit=2&offset=4');
    expect(past.body).toEqual([]);
    w.expectContract();
  });

  it('signed in, leaves out accounts blocked either way or muted, and beyond this server blocked domains', async () => {
    const w = world();
    const { alice, bob, carol, dave, erin } = w.acc;
    w.db.blocks.set(alice!.id, bob!.id, true);
    w.db.blocks.set(carol!.id, alice!.id, true);
    w.db.mutes.set(alice!.id, dave!.id, { notifications: true, expires_at: null });
    w.db.domainBlocking.set(alice!.id, 'mastodon.example', true);
    const seen = async (query: string, token: string | null) =>
      (await w.call(token, 'GET', `/api/v1/directory?${query}`)).body.map((a: any) => a.username);
    expect(await seen('order=new', w.token.alice!)).toEqual(['alice']);
    expect(await seen('order=new&local=true', w.token.alice!)).toEqual(['alice']);
    // an expired mute hides nothing; bob does not see alice, who blocks him
    w.db.mutes.set(alice!.id, dave!.id, {
      notifications: true,
      expires_at: new Date(w.clock.now - HOUR).toISOString(),
    });
    expect(await seen('order=new', w.token.alice!)).toEqual(['dave', 'alice']);
    expect(await seen('order=new', w.token.bob!)).toEqual(['erin', 'dave', 'carol', 'bob']);
    expect(erin!.domain).toBe('mastodon.example');
    w.expectContract();
  });
});
