/**
 * The reader's saved posts as Mastodon and kmyblue list them: GET v1/bookmarks, v1/favourites, v1/emoji_reactions
 * and v1/bookmark_categories/{id}/statuses are newest saved first and paged by the saved record's own id (not the
 * status id), with a next link (max_id) only after a full page and a prev link (min_id); a category belongs to its
 * owner (404 for anyone else) and needs a title (422).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Answer, type Harness } from './harness';

let h: Harness;
let alice: string;
let carol: string;
let newbie: string;
beforeAll(async () => {
  h = startHarness();
  alice = await h.signIn('alice');
  carol = await h.signIn('carol');
  newbie = await h.signIn('newbie');
});
afterAll(() => h.close());
afterEach(() => h.expectContract());

const create = async (token: string, text: string) =>
  (await h.call(token, 'POST', '/api/v1/statuses', { status: text, visibility: 'public' })).body as { id: string };
const act = (token: string, statusId: string, action: string, body?: Record<string, unknown>) =>
  h.call(token, 'POST', `/api/v1/statuses/${statusId}/${action}`, body);
const ids = (answer: Answer<Array<{ id: string }>>) => answer.body.map((s) => s.id);
const linkOf = (answer: Answer, rel: 'next' | 'prev') =>
  new RegExp(`<([^>]+)>; rel="${rel}"`).exec(answer.link ?? '')?.[1]?.replace('http://sandbox.test', '') ?? null;
const param = (path: string | null, name: string) =>
  path === null ? null : new URL(path, 'http://sandbox.test').searchParams.get(name);

describe('saved lists paged by the saved record', () => {
  it.each([
    ['/api/v1/bookmarks', 'bookmark', 'unbookmark'],
    ['/api/v1/favourites', 'favourite', 'unfavourite'],
  ])(
    '%s lists the newest saved first, whatever the post ids; saved again, a post comes first',
    async (path, save, undo) => {
      const posts = [];
      for (let i = 0; i < 3; i += 1) posts.push(await create(alice, `saved ${path} ${i}`));
      // saved oldest post last: it is the newest saved
      for (const post of [posts[1]!, posts[2]!, posts[0]!]) await act(newbie, post.id, save);
      const first = await h.call(newbie, 'GET', `${path}?limit=2`);
      expect(ids(first)).toEqual([posts[0]!.id, posts[2]!.id]);
      // the cursor is the saved record's id, not a status id
      const next = linkOf(first, 'next');
      expect(param(next, 'max_id')).not.toBe(posts[2]!.id);
      expect(param(next, 'limit')).toBe('2');
      expect(param(linkOf(first, 'prev'), 'min_id')).not.toBeNull();
      const second = await h.call(newbie, 'GET', next!);
      expect(ids(second)[0]).toBe(posts[1]!.id);
      // undone and made again: a new record, at the top
      await act(newbie, posts[1]!.id, undo);
      await act(newbie, posts[1]!.id, save);
      expect(ids(await h.call(newbie, 'GET', `${path}?limit=1`))).toEqual([posts[1]!.id]);
    },
  );

  it('a record removed above the cursor moves nothing below it (the next page starts where it did)', async () => {
    const posts = [];
    for (let i = 0; i < 4; i += 1) posts.push(await create(alice, `stable ${i}`));
    for (const post of posts) await act(carol, post.id, 'bookmark');
    const first = await h.call(carol, 'GET', '/api/v1/bookmarks?limit=2');
    expect(ids(first)).toEqual([posts[3]!.id, posts[2]!.id]);
    await act(carol, posts[3]!.id, 'unbookmark');
    const second = await h.call(carol, 'GET', linkOf(first, 'next')!);
    expect(ids(second).slice(0, 2)).toEqual([posts[1]!.id, posts[0]!.id]);
  });

  it('gives a next link only after a full page', async () => {
    const all = await h.call(alice, 'GET', '/api/v1/favourites?limit=40');
    let path: string | null = '/api/v1/favourites?limit=40';
    let pages = 0;
    let answer = all;
    while (path !== null && pages < 20) {
      answer = await h.call(alice, 'GET', path);
      path = linkOf(answer, 'next');
      if (path !== null) expect(answer.body).toHaveLength(40);
      pages += 1;
    }
    expect(answer.body.length).toBeLessThan(40);
    expect(linkOf(answer, 'next')).toBeNull();
  });

  it('emoji_reactions lists a post once, placed by the first reaction still on it', async () => {
    const [a, b] = [await create(alice, 'react a'), await create(alice, 'react b')];
    await act(newbie, a.id, 'emoji_reactions', { emoji: '👍' });
    await act(newbie, b.id, 'emoji_reactions', { emoji: '👍' });
    // a second reaction on a: still listed once, still below b
    await act(newbie, a.id, 'emoji_reactions', { emoji: '🎉' });
    expect(ids(await h.call(newbie, 'GET', '/api/v1/emoji_reactions?limit=2'))).toEqual([b.id, a.id]);
    // the first one taken back: the remaining (newer) reaction places a above b
    await act(newbie, a.id, 'emoji_unreaction', { emoji: '👍' });
    expect(ids(await h.call(newbie, 'GET', '/api/v1/emoji_reactions?limit=2'))).toEqual([a.id, b.id]);
    await act(newbie, a.id, 'emoji_unreaction', { emoji: '🎉' });
    expect(ids(await h.call(newbie, 'GET', '/api/v1/emoji_reactions?limit=2'))[0]).toBe(b.id);
  });
});

describe('bookmark categories', () => {
  it("answers 404 for someone else's category and 422 for a blank title", async () => {
    const made = await h.call(newbie, 'POST', '/api/v1/bookmark_categories', { title: 'Mine' });
    const id = made.body.id as string;
    for (const [method, path] of [
      ['GET', `/api/v1/bookmark_categories/${id}`],
      ['PUT', `/api/v1/bookmark_categories/${id}`],
      ['DELETE', `/api/v1/bookmark_categories/${id}`],
      ['GET', `/api/v1/bookmark_categories/${id}/statuses`],
    ] as const) {
      expect((await h.call(carol, method, path, method === 'PUT' ? { title: 'Theirs' } : undefined)).status).toBe(404);
    }
    expect((await h.call(newbie, 'POST', '/api/v1/bookmark_categories', { title: '  ' })).status).toBe(422);
    expect((await h.call(newbie, 'PUT', `/api/v1/bookmark_categories/${id}`, { title: '' })).status).toBe(422);
    expect((await h.call(newbie, 'GET', `/api/v1/bookmark_categories/${id}`)).body).toEqual({ id, title: 'Mine' });
  });

  it("a category's posts: newest first, a next link only after a full page", async () => {
    const id = (await h.call(newbie, 'POST', '/api/v1/bookmark_categories', { title: 'Paged' })).body.id as string;
    const posts = [await create(alice, 'cat 1'), await create(alice, 'cat 2'), await create(alice, 'cat 3')];
    await h.call(newbie, 'POST', `/api/v1/bookmark_categories/${id}/statuses`, { status_ids: posts.map((p) => p.id) });
    const first = await h.call(newbie, 'GET', `/api/v1/bookmark_categories/${id}/statuses?limit=2`);
    expect(ids(first)).toEqual([posts[2]!.id, posts[1]!.id]);
    const second = await h.call(newbie, 'GET', linkOf(first, 'next')!);
    expect(ids(second)).toEqual([posts[0]!.id]);
    expect(linkOf(second, 'next')).toBeNull();
    expect(linkOf(second, 'prev')).not.toBeNull();
  });
});
