import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, close, linkParam, listen, world } from './harness';

beforeAll(listen);
afterAll(close);

describe('bookmark categories', () => {
  it('CRUD with at most 20 categories', async () => {
    const w = world();
    const created = await w.call(w.token.alice!, 'POST', '/api/v1/bookmark_categories', { title: 'Read later' });
    expect(created.body).toEqual({ id: expect.any(String), title: 'Read later' });
    const id = created.body.id;
    expect(
      (await w.call(w.token.alice!, 'PUT', `/api/v1/bookmark_categories/${id}`, { title: 'Later' })).body.title,
    ).toBe('Later');
    expect((await w.call(w.token.alice!, 'GET', `/api/v1/bookmark_categories/${id}`)).body).toEqual({
      id,
      title: 'Later',
    });
    expect((await w.call(w.token.bob!, 'GET', `/api/v1/bookmark_categories/${id}`)).status).toBe(404);
    expect((await w.call(w.token.alice!, 'POST', '/api/v1/bookmark_categories', {})).status).toBe(422);
    for (let i = 1; i < 20; i += 1)
      await w.call(w.token.alice!, 'POST', '/api/v1/bookmark_categories', { title: `c${i}` });
    expect((await w.call(w.token.alice!, 'GET', '/api/v1/bookmark_categories')).body).toHaveLength(20);
    expect((await w.call(w.token.alice!, 'POST', '/api/v1/bookmark_categories', { title: 'c21' })).status).toBe(422);
    expect((await w.call(w.token.alice!, 'DELETE', `/api/v1/bookmark_categories/${id}`)).body).toEqual({});
    expect((await w.call(w.token.alice!, 'GET', `/api/v1/bookmark_categories/${id}`)).status).toBe(404);
    w.expectContract();
  });

  it('adding statuses bookmarks them; lists them paged; removes them; tells which categories hold a status', async () => {
    const w = world();
    const { alice, bob } = w.acc;
    const a = w.post(bob!, 'a', 3 * HOUR);
    const b = w.post(bob!, 'b', 2 * HOUR);
    const secret = w.post(bob!, 'dm', HOUR, { visibility: 'direct', mention_ids: [] });
    const id = (await w.call(w.token.alice!, 'POST', '/api/v1/bookmark_categories', { title: 'Saved' })).body.id;
    expect(
      (await w.call(w.token.alice!, 'POST', `/api/v1/bookmark_categories/${id}/statuses`, { status_ids: [a.id, b.id] }))
        .body,
    ).toEqual({});
    expect(w.db.bookmarks.has(alice!.id, a.id)).toBe(true);
    expect(
      (await w.call(w.token.alice!, 'POST', `/api/v1/bookmark_categories/${id}/statuses`, { status_ids: [secret.id] }))
        .status,
    ).toBe(404);
    const page = await w.call(w.token.alice!, 'GET', `/api/v1/bookmark_categories/${id}/statuses?limit=1`);
    expect(page.body.map((s: any) => s.id)).toEqual([b.id]);
    expect(page.body[0].bookmarked).toBe(true);
    const rest = await w.call(
      w.token.alice!,
      'GET',
      `/api/v1/bookmark_categories/${id}/statuses?max_id=${linkParam(page.link, 'next')}`,
    );
    expect(rest.body.map((s: any) => s.id)).toEqual([a.id]);
    expect((await w.call(w.token.alice!, 'GET', `/api/v1/statuses/${a.id}/bookmark_categories`)).body).toEqual([
      { id, title: 'Saved' },
    ]);
    expect(
      (await w.call(w.token.alice!, 'DELETE', `/api/v1/bookmark_categories/${id}/statuses`, { status_ids: [a.id] }))
        .body,
    ).toEqual({});
    expect((await w.call(w.token.alice!, 'GET', `/api/v1/statuses/${a.id}/bookmark_categories`)).body).toEqual([]);
    w.db.bookmarks.delete(alice!.id, b.id);
    expect((await w.call(w.token.alice!, 'GET', `/api/v1/bookmark_categories/${id}/statuses`)).body).toEqual([]);
    expect((await w.call(w.token.alice!, 'GET', `/api/v1/statuses/${secret.id}/bookmark_categories`)).status).toBe(404);
    w.expectContract();
  });
});

describe('filters v2', () => {
  it('creates filters with keywords, context and action; adds a status; lists them', async () => {
    const w = world();
    const { bob } = w.acc;
    const created = await w.call(w.token.alice!, 'POST', '/api/v2/filters', {
      title: 'Food',
      context: ['home', 'public'],
      filter_action: 'hide',
      expires_in: 3600,
      keywords_attributes: [
        { keyword: 'ramen', whole_word: true },
        { keyword: 'ラーメン', whole_word: false },
      ],
    });
    expect(created.body).toEqual({
      id: expect.any(String),
      title: 'Food',
      context: ['home', 'public'],
      filter_action: 'hide',
      expires_at: new Date(w.clock.now + 3600_000).toISOString(),
      keywords: [
        { id: expect.any(String), keyword: 'ramen', whole_word: true },
        { id: expect.any(String), keyword: 'ラーメン', whole_word: false },
      ],
      statuses: [],
    });
    const blur = await w.call(w.token.alice!, 'POST', '/api/v2/filters', {
      title: 'Blur',
      context: ['thread'],
      filter_action: 'blur',
      keywords_attributes: [{ keyword: 'mint', whole_word: false }],
    });
    expect(blur.body).toMatchObject({
      filter_action: 'blur',
      expires_at: null,
      keywords: [{ keyword: 'mint', whole_word: false }],
    });
    expect((await w.call(w.token.alice!, 'POST', '/api/v2/filters', { title: 'x', context: [] })).status).toBe(422);
    expect(
      (
        await w.call(w.token.alice!, 'POST', '/api/v2/filters', {
          title: 'x',
          context: ['home'],
          filter_action: 'delete',
        })
      ).status,
    ).toBe(422);

    const post = w.post(bob!, 'I had ramen', HOUR);
    const added = await w.call(w.token.alice!, 'POST', `/api/v2/filters/${created.body.id}/statuses`, {
      status_id: post.id,
    });
    expect(added.body).toEqual({ id: expect.any(String), status_id: post.id });
    expect(
      (await w.call(w.token.alice!, 'POST', `/api/v2/filters/${created.body.id}/statuses`, { status_id: post.id }))
        .status,
    ).toBe(422);
    expect(
      (await w.call(w.token.bob!, 'POST', `/api/v2/filters/${created.body.id}/statuses`, { status_id: post.id }))
        .status,
    ).toBe(404);
    const listed = await w.call(w.token.alice!, 'GET', '/api/v2/filters');
    expect(listed.body.map((f: any) => f.title)).toEqual(['Food', 'Blur']);
    expect(listed.body[0].statuses).toEqual([added.body]);
    expect((await w.call(w.token.bob!, 'GET', '/api/v2/filters')).body).toEqual([]);
    w.expectContract();
  });

  it('takes keywords_attributes[][keyword] form fields, as the contract documents them', async () => {
    const w = world();
    const form = new URLSearchParams([
      ['title', 'Form'],
      ['context[]', 'thread'],
      ['filter_action', 'blur'],
      ['keywords_attributes[][keyword]', 'mint'],
      ['keywords_attributes[][whole_word]', 'false'],
    ]);
    const created = await w.call(w.token.alice!, 'POST', '/api/v2/filters', form);
    expect(created.body).toMatchObject({
      filter_action: 'blur',
      expires_at: null,
      keywords: [{ keyword: 'mint', whole_word: false }],
    });
    w.expectContract();
  });
});

describe('conversations', () => {
  it('lists conversations by newest last status, pages them, marks read and deletes', async () => {
    const w = world();
    const { alice, bob, dave } = w.acc;
    const old = w.post(bob!, '@alice old', 5 * HOUR, { visibility: 'direct', mention_ids: [alice!.id] });
    const fresh = w.post(dave!, '@alice new', HOUR, { visibility: 'direct', mention_ids: [alice!.id] });
    w.db.conversations.set('1', {
      id: '1',
      account_id: alice!.id,
      participant_ids: [alice!.id, dave!.id],
      last_status_id: fresh.id,
      unread: true,
    });
    w.db.conversations.set('2', {
      id: '2',
      account_id: alice!.id,
      participant_ids: [alice!.id, bob!.id],
      last_status_id: old.id,
      unread: true,
    });
    w.db.conversations.set('3', {
      id: '3',
      account_id: bob!.id,
      participant_ids: [alice!.id, bob!.id],
      last_status_id: old.id,
      unread: false,
    });
    const first = await w.call(w.token.alice!, 'GET', '/api/v1/conversations?limit=1');
    expect(first.body).toEqual([
      expect.objectContaining({ id: '1', unread: true, last_status: expect.objectContaining({ id: fresh.id }) }),
    ]);
    expect(first.body[0].accounts.map((a: any) => a.id)).toEqual([dave!.id]);
    const next = await w.call(w.token.alice!, 'GET', `/api/v1/conversations?max_id=${linkParam(first.link, 'next')}`);
    expect(next.body.map((c: any) => c.id)).toEqual(['2']);
    const newer = await w.call(w.token.alice!, 'GET', `/api/v1/conversations?since_id=${old.id}`);
    expect(newer.body.map((c: any) => c.id)).toEqual(['1']);
    const read = await w.call(w.token.alice!, 'POST', '/api/v1/conversations/1/read');
    expect(read.body).toMatchObject({ id: '1', unread: false });
    expect((await w.call(w.token.alice!, 'POST', '/api/v1/conversations/3/read')).status).toBe(404);
    expect((await w.call(w.token.alice!, 'DELETE', '/api/v1/conversations/2')).body).toEqual({});
    expect((await w.call(w.token.alice!, 'GET', '/api/v1/conversations')).body.map((c: any) => c.id)).toEqual(['1']);
    w.expectContract();
  });
});
