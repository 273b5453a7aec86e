import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { close, linkParam, listen, world } from './harness';

beforeAll(listen);
afterAll(close);

describe('markers', () => {
  it('saves home and notifications markers from JSON or form data, incrementing the version', async () => {
    const w = world();
    expect(
      (await w.call(w.token.alice!, 'GET', '/api/v1/markers?timeline[]=home&timeline[]=notifications')).body,
    ).toEqual({});
    const first = await w.call(w.token.alice!, 'POST', '/api/v1/markers', {
      home: { last_read_id: '100' },
      notifications: { last_read_id: '200' },
    });
    expect(first.body).toEqual({
      home: { last_read_id: '100', version: 0, updated_at: expect.any(String) },
      notifications: { last_read_id: '200', version: 0, updated_at: expect.any(String) },
    });
    const form = await w.call(
      w.token.alice!,
      'POST',
      '/api/v1/markers',
      new URLSearchParams({ 'notifications[last_read_id]': '300' }),
    );
    expect(form.body).toEqual({ notifications: { last_read_id: '300', version: 1, updated_at: expect.any(String) } });
    const both = await w.call(w.token.alice!, 'GET', '/api/v1/markers?timeline[]=home&timeline[]=notifications');
    expect(both.body.home.last_read_id).toBe('100');
    expect(both.body.notifications).toMatchObject({ last_read_id: '300', version: 1 });
    const one = await w.call(w.token.alice!, 'GET', '/api/v1/markers?timeline[]=notifications');
    expect(Object.keys(one.body)).toEqual(['notifications']);
    expect((await w.call(w.token.bob!, 'GET', '/api/v1/markers?timeline[]=home')).body).toEqual({});
    expect((await w.call(null, 'GET', '/api/v1/markers')).status).toBe(401);
    w.expectContract();
  });

  it('accepts a beacon body sent as text/plain JSON', async () => {
    const w = world();
    const response = await fetch('http://sandbox.test/api/v1/markers', {
      method: 'POST',
      headers: { Authorization: `Bearer ${w.token.alice}`, 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ notifications: { last_read_id: '42' } }),
    });
    expect(await response.json()).toMatchObject({ notifications: { last_read_id: '42', version: 0 } });
  });
});

describe('lists', () => {
  it('creates, reads, updates and deletes lists with kmyblue notify, favourite and antennas', async () => {
    const w = world();
    const created = await w.call(w.token.alice!, 'POST', '/api/v1/lists', {
      title: 'Friends',
      exclusive: true,
      replies_policy: 'followed',
      notify: true,
    });
    expect(created.body).toEqual({
      id: expect.any(String),
      title: 'Friends',
      exclusive: true,
      replies_policy: 'followed',
      notify: true,
      favourite: true,
      antennas: [],
    });
    const id = created.body.id;
    expect((await w.call(w.token.alice!, 'POST', '/api/v1/lists', { title: '  ' })).status).toBe(422);
    expect((await w.call(w.token.alice!, 'POST', '/api/v1/lists', { title: 'x', replies_policy: 'all' })).status).toBe(
      422,
    );
    w.db.antennas.set('9', {
      id: '9',
      account_id: w.acc.alice!.id,
      title: 'Feed',
      list_id: id,
      stl: true,
      ltl: false,
      insert_feeds: true,
      with_media_only: false,
      ignore_reblog: false,
      favourite: true,
      account_ids: [],
      exclude_account_ids: [],
      domains: [],
      exclude_domains: [],
      tags: [],
      exclude_tags: [],
      keywords: [],
      exclude_keywords: [],
    });
    const read = await w.call(w.token.alice!, 'GET', `/api/v1/lists/${id}`);
    expect(read.body.antennas).toEqual([{ id: '9', title: 'Feed', stl: true }]);
    const updated = await w.call(w.token.alice!, 'PUT', `/api/v1/lists/${id}`, {
      title: 'Close friends',
      favourite: false,
    });
    expect(updated.body).toMatchObject({ title: 'Close friends', favourite: false, exclusive: true });
    expect((await w.call(w.token.bob!, 'GET', `/api/v1/lists/${id}`)).status).toBe(404);
    expect((await w.call(w.token.alice!, 'GET', '/api/v1/lists')).body.map((l: any) => l.id)).toEqual([id]);
    expect((await w.call(w.token.alice!, 'DELETE', `/api/v1/lists/${id}`)).body).toEqual({});
    expect((await w.call(w.token.alice!, 'GET', `/api/v1/lists/${id}`)).status).toBe(404);
    expect(w.db.antennas.get('9')!.list_id).toBeNull();
    w.expectContract();
  });

  it('adds only followed accounts, lists members (limit=0 gives all without Link), removes them', async () => {
    const w = world();
    const { bob, dave, erin } = w.acc;
    const id = (await w.call(w.token.alice!, 'POST', '/api/v1/lists', { title: 'L' })).body.id;
    const refused = await w.call(w.token.alice!, 'POST', `/api/v1/lists/${id}/accounts`, {
      account_ids: [bob!.id, erin!.id],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatch(/follow/);
    expect(
      (await w.call(w.token.alice!, 'POST', `/api/v1/lists/${id}/accounts`, { account_ids: ['999'] })).status,
    ).toBe(404);
    const added = await w.call(
      w.token.alice!,
      'POST',
      `/api/v1/lists/${id}/accounts`,
      new URLSearchParams([
        ['account_ids[]', bob!.id],
        ['account_ids[]', dave!.id],
      ]),
    );
    expect(added.body).toEqual({});
    expect(
      (await w.call(w.token.alice!, 'POST', `/api/v1/lists/${id}/accounts`, { account_ids: [bob!.id] })).status,
    ).toBe(422);
    const all = await w.call(w.token.alice!, 'GET', `/api/v1/lists/${id}/accounts?limit=0`);
    expect(all.body.map((a: any) => a.id).sort()).toEqual([bob!.id, dave!.id].sort());
    expect(all.link).toBeNull();
    const page = await w.call(w.token.alice!, 'GET', `/api/v1/lists/${id}/accounts?limit=1`);
    expect(page.body).toHaveLength(1);
    expect(linkParam(page.link, 'next')).toBe(page.body[0].id);
    const ofBob = await w.call(w.token.alice!, 'GET', `/api/v1/accounts/${bob!.id}/lists`);
    expect(ofBob.body.map((l: any) => l.id)).toEqual([id]);
    expect(
      (await w.call(w.token.alice!, 'DELETE', `/api/v1/lists/${id}/accounts`, { account_ids: [bob!.id] })).body,
    ).toEqual({});
    expect((await w.call(w.token.alice!, 'GET', `/api/v1/accounts/${bob!.id}/lists`)).body).toEqual([]);
    expect((await w.call(w.token.alice!, 'GET', '/api/v1/accounts/999/lists')).status).toBe(404);
    w.expectContract();
  });
});

describe('circles', () => {
  it("CRUD with 404 for another user's circle and a limit of 100", async () => {
    const w = world();
    const created = await w.call(w.token.alice!, 'POST', '/api/v1/circles', { title: 'Close' });
    expect(created.body).toEqual({ id: expect.any(String), title: 'Close' });
    const id = created.body.id;
    expect((await w.call(w.token.bob!, 'GET', `/api/v1/circles/${id}`)).status).toBe(404);
    expect((await w.call(w.token.bob!, 'DELETE', `/api/v1/circles/${id}`)).status).toBe(404);
    expect((await w.call(w.token.alice!, 'PUT', `/api/v1/circles/${id}`, { title: 'Closer' })).body.title).toBe(
      'Closer',
    );
    expect((await w.call(w.token.alice!, 'GET', '/api/v1/circles')).body).toEqual([{ id, title: 'Closer' }]);
    for (let i = 1; i < 100; i += 1)
      w.db.circles.set(`c${i}`, { id: `c${i}`, account_id: w.acc.alice!.id, title: `c${i}`, member_ids: [] });
    const over = await w.call(w.token.alice!, 'POST', '/api/v1/circles', { title: 'one too many' });
    expect(over.status).toBe(422);
    expect((await w.call(w.token.alice!, 'DELETE', `/api/v1/circles/${id}`)).body).toEqual({});
    expect((await w.call(w.token.alice!, 'GET', `/api/v1/circles/${id}`)).status).toBe(404);
    w.expectContract();
  });

  it("members must follow the owner; statuses are the owner's posts limited to the circle", async () => {
    const w = world();
    const { alice, bob, carol, dave, erin } = w.acc;
    const id = (await w.call(w.token.alice!, 'POST', '/api/v1/circles', { title: 'Inner' })).body.id;
    expect(
      (await w.call(w.token.alice!, 'POST', `/api/v1/circles/${id}/accounts`, { account_ids: [erin!.id] })).status,
    ).toBe(404);
    expect(
      (
        await w.call(w.token.alice!, 'POST', `/api/v1/circles/${id}/accounts`, {
          account_ids: [bob!.id, carol!.id, dave!.id],
        })
      ).body,
    ).toEqual({});
    const members = await w.call(w.token.alice!, 'GET', `/api/v1/circles/${id}/accounts?limit=2`);
    expect(members.body).toHaveLength(2);
    expect(members.link).toContain('max_id=');
    expect(
      (await w.call(w.token.alice!, 'DELETE', `/api/v1/circles/${id}/accounts`, { account_ids: [dave!.id] })).body,
    ).toEqual({});
    expect(
      (await w.call(w.token.alice!, 'GET', `/api/v1/accounts/${carol!.id}/circles`)).body.map((c: any) => c.id),
    ).toEqual([id]);
    expect((await w.call(w.token.alice!, 'GET', `/api/v1/accounts/${dave!.id}/circles`)).body).toEqual([]);
    const inCircle = w.post(alice!, 'for the circle', 1000, {
      visibility: 'limited',
      limited_scope: 'circle',
      circle_id: id,
      searchability: 'limited',
    });
    w.post(alice!, 'public', 2000);
    w.post(alice!, 'mutual only', 3000, { visibility: 'limited', limited_scope: 'mutual' });
    const statuses = await w.call(w.token.alice!, 'GET', `/api/v1/circles/${id}/statuses`);
    expect(statuses.body.map((s: any) => s.id)).toEqual([inCircle.id]);
    expect(statuses.body[0].visibility_ex).toBe('limited');
    w.expectContract();
  });
});
