/**
 * The trends calls page by offset as Mastodon does: a limit (its default unless asked, at most twice the default)
 * from an offset; the Link header names the next page (offset + limit, the request's limit kept) while a page
 * came full and the previous one once the offset is past one page. Trending links carry their card fields
 * (authors, blurhash...) and seven days of history as strings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../../../sandbox/kernel/records';
import { HOUR, close, listen, world, type World } from './harness';

beforeAll(listen);
afterAll(close);

const card = (n: number, fields: Partial<CardRecord> = {}): CardRecord => ({
  url: `https://news.example/articles/${n}`,
  title: `Article ${n}`,
  description: 'About things',
  type: 'link',
  author_name: '',
  author_url: '',
  author_account_id: null,
  provider_name: 'News',
  provider_url: 'https://news.example/',
  html: '',
  width: 400,
  height: 200,
  image: null,
  image_description: '',
  embed_url: '',
  blurhash: null,
  language: 'en',
  published_at: null,
  ...fields,
});

/** `count` public posts, each favourited once (so each trends), and each sharing its own link and tag. */
function trending(w: World, count: number) {
  const { alice, bob } = w.acc;
  return Array.from({ length: count }, (_, n) => {
    const status = w.post(bob!, `post ${n}`, HOUR, { tags: [`tag${n}`], card: card(n) });
    w.db.favourites.set(alice!.id, status.id, true);
    return status;
  });
}

const links = (link: string | null) =>
  Object.fromEntries(
    (link ?? '')
      .split(',')
      .filter((part) => part.includes('rel='))
      .map((part) => [/rel="(\w+)"/.exec(part)![1]!, /<([^>]+)>/.exec(part)![1]!]),
  );

const query = (url: string | undefined) => (url === undefined ? null : Object.fromEntries(new URL(url).searchParams));

describe('trends paging', () => {
  it('statuses: 20 by default; next names offset + limit while a page is full, prev once past one page', async () => {
    const w = world();
    trending(w, 45);
    const first = await w.call(null, 'GET', '/api/v1/trends/statuses');
    expect(first.body).toHaveLength(20);
    expect(query(links(first.link).next)).toEqual({ offset: '20' });
    expect(links(first.link).prev).toBeUndefined();

    const second = await w.call(null, 'GET', '/api/v1/trends/statuses?limit=20&offset=20');
    expect(second.body).toHaveLength(20);
    expect(query(links(second.link).next)).toEqual({ limit: '20', offset: '40' });
    // Mastodon names a previous page only once the offset is past one page
    expect(links(second.link).prev).toBeUndefined();

    const last = await w.call(null, 'GET', '/api/v1/trends/statuses?limit=20&offset=40');
    expect(last.body).toHaveLength(5);
    expect(links(last.link).next).toBeUndefined();
    expect(query(links(last.link).prev)).toEqual({ limit: '20', offset: '20' });
    const ids = [...first.body, ...second.body, ...last.body].map((s: { id: string }) => s.id);
    expect(new Set(ids).size).toBe(45);
    w.expectContract();
  });

  it('a limit above twice the default is cut to it; the Link keeps the limit asked for', async () => {
    const w = world();
    trending(w, 45);
    const page = await w.call(null, 'GET', '/api/v1/trends/statuses?limit=100');
    expect(page.body).toHaveLength(40);
    expect(query(links(page.link).next)).toEqual({ limit: '100', offset: '40' });
    w.expectContract();
  });

  it('links and tags: 10 by default, at most 20, with the same Link paging', async () => {
    const w = world();
    trending(w, 25);
    const linksPage = await w.call(null, 'GET', '/api/v1/trends/links');
    expect(linksPage.body).toHaveLength(10);
    expect(query(links(linksPage.link).next)).toEqual({ offset: '10' });
    const twenty = await w.call(null, 'GET', '/api/v1/trends/links?limit=20&offset=20');
    expect(twenty.body).toHaveLength(5);
    expect(links(twenty.link).next).toBeUndefined();

    const tags = await w.call(null, 'GET', '/api/v1/trends/tags?limit=50');
    expect(tags.body).toHaveLength(20);
    expect(query(links(tags.link).next)).toEqual({ limit: '50', offset: '20' });
    w.expectContract();
  });

  it('a trending link carries its card fields, its authors and seven days of history as strings', async () => {
    const w = world();
    const { alice, bob, carol } = w.acc;
    const shared = card(1, {
      author_name: 'Alice',
      author_url: 'https://blog.example/alice',
      author_account_id: alice!.id,
      blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
    });
    w.post(bob!, 'one', HOUR, { card: shared });
    w.post(carol!, 'two', HOUR, { card: shared });
    w.post(bob!, 'yesterday', 26 * HOUR, { card: shared });
    const answer = await w.call(null, 'GET', '/api/v1/trends/links');
    const [link] = answer.body;
    expect(link).toMatchObject({
      url: 'https://news.example/articles/1',
      title: 'Article 1',
      provider_name: 'News',
      blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
      authors: [{ name: 'Alice', url: 'https://blog.example/alice', account: { id: alice!.id } }],
    });
    expect(link.history).toHaveLength(7);
    for (const day of link.history)
      expect(day).toEqual({ day: expect.any(String), uses: expect.any(String), accounts: expect.any(String) });
    const [today, yesterday] = link.history;
    expect(Number(today.day) - Number(yesterday.day)).toBe(86_400);
    expect(Number(today.uses) + Number(yesterday.uses)).toBe(3);
    w.expectContract();
  });
});
