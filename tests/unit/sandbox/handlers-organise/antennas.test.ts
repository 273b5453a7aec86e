import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { close, listen, world } from './harness';

beforeAll(listen);
afterAll(close);

describe('antennas', () => {
  it('CRUD with counts, the fed list, favourite defaulting to true, and one STL and one LTL antenna at most', async () => {
    const w = world();
    const listId = (await w.call(w.token.alice!, 'POST', '/api/v1/lists', { title: 'Feed' })).body.id;
    const created = await w.call(w.token.alice!, 'POST', '/api/v1/antennas', {
      title: 'Birds',
      list_id: listId,
      stl: true,
      insert_feeds: true,
    });
    expect(created.body).toEqual({
      id: expect.any(String),
      title: 'Birds',
      stl: true,
      ltl: false,
      insert_feeds: true,
      with_media_only: false,
      ignore_reblog: false,
      favourite: true,
      accounts_count: 0,
      domains_count: 0,
      tags_count: 0,
      keywords_count: 0,
      list: { id: listId, title: 'Feed' },
      list_id: listId,
    });
    const id = created.body.id;
    expect((await w.call(w.token.alice!, 'POST', '/api/v1/antennas', { title: 'Second STL', stl: true })).status).toBe(
      422,
    );
    expect((await w.call(w.token.alice!, 'POST', '/api/v1/antennas', { title: '' })).status).toBe(422);
    const ltl = await w.call(w.token.alice!, 'POST', '/api/v1/antennas', {
      title: 'Local',
      ltl: true,
      favourite: false,
    });
    expect(ltl.body).toMatchObject({ ltl: true, favourite: false, list: null });
    expect((await w.call(w.token.alice!, 'PUT', `/api/v1/antennas/${ltl.body.id}`, { stl: true })).status).toBe(422);
    const updated = await w.call(w.token.alice!, 'PUT', `/api/v1/antennas/${id}`, {
      title: 'Swallows',
      list_id: '',
      with_media_only: true,
    });
    expect(updated.body).toMatchObject({ title: 'Swallows', list: null, with_media_only: true, stl: true });
    const bobList = (await w.call(w.token.bob!, 'POST', '/api/v1/lists', { title: 'Bob' })).body.id;
    expect((await w.call(w.token.alice!, 'PUT', `/api/v1/antennas/${id}`, { list_id: bobList })).status).toBe(422);
    expect((await w.call(w.token.bob!, 'GET', `/api/v1/antennas/${id}`)).status).toBe(404);
    expect((await w.call(w.token.alice!, 'GET', '/api/v1/antennas')).body).toHaveLength(2);
    expect((await w.call(w.token.alice!, 'DELETE', `/api/v1/antennas/${id}`)).body).toEqual({});
    expect((await w.call(w.token.alice!, 'GET', `/api/v1/antennas/${id}`)).status).toBe(404);
    for (let i = 0; i < 29; i += 1) await w.call(w.token.alice!, 'POST', '/api/v1/antennas', { title: `a${i}` });
    expect((await w.call(w.token.alice!, 'POST', '/api/v1/antennas', { title: 'thirty-first' })).status).toBe(422);
    w.expectContract();
  });

  it('manages accounts and excluded accounts, with the antennas an account is in', async () => {
    const w = world();
    const { bob, dave, troll } = w.acc;
    const id = (await w.call(w.token.alice!, 'POST', '/api/v1/antennas', { title: 'People' })).body.id;
    expect(
      (await w.call(w.token.alice!, 'POST', `/api/v1/antennas/${id}/accounts`, { account_ids: [bob!.id, dave!.id] }))
        .body,
    ).toEqual({});
    expect(
      (await w.call(w.token.alice!, 'POST', `/api/v1/antennas/${id}/exclude_accounts`, { account_ids: [troll!.id] }))
        .body,
    ).toEqual({});
    expect(
      (await w.call(w.token.alice!, 'POST', `/api/v1/antennas/${id}/accounts`, { account_ids: ['404'] })).status,
    ).toBe(404);
    const accounts = await w.call(w.token.alice!, 'GET', `/api/v1/antennas/${id}/accounts?limit=1`);
    expect(accounts.body).toHaveLength(1);
    expect(accounts.link).toContain('max_id=');
    const excluded = await w.call(w.token.alice!, 'GET', `/api/v1/antennas/${id}/exclude_accounts`);
    expect(excluded.body.map((a: any) => a.id)).toEqual([troll!.id]);
    expect((await w.call(w.token.alice!, 'GET', `/api/v1/antennas/${id}`)).body.accounts_count).toBe(3);
    expect(
      (await w.call(w.token.alice!, 'GET', `/api/v1/accounts/${bob!.id}/antennas`)).body.map((a: any) => a.id),
    ).toEqual([id]);
    expect(
      (await w.call(w.token.alice!, 'GET', `/api/v1/accounts/${troll!.id}/exclude_antennas`)).body.map(
        (a: any) => a.id,
      ),
    ).toEqual([id]);
    expect((await w.call(w.token.alice!, 'GET', `/api/v1/accounts/${troll!.id}/antennas`)).body).toEqual([]);
    await w.call(w.token.alice!, 'DELETE', `/api/v1/antennas/${id}/accounts`, { account_ids: [bob!.id] });
    await w.call(w.token.alice!, 'DELETE', `/api/v1/antennas/${id}/exclude_accounts`, { account_ids: [troll!.id] });
    expect((await w.call(w.token.alice!, 'GET', `/api/v1/antennas/${id}`)).body.accounts_count).toBe(1);
    const many = Array.from({ length: 101 }, (_, i) => String(i));
    for (const accountId of many) w.db.accounts.set(accountId, { ...bob!, id: accountId });
    expect(
      (await w.call(w.token.alice!, 'POST', `/api/v1/antennas/${id}/accounts`, { account_ids: many })).status,
    ).toBe(422);
    w.expectContract();
  });

  it('manages domains, tags and keywords in include and exclude pairs (an exclusion reads the include side’s key) with their limits', async () => {
    const w = world();
    const id = (await w.call(w.token.alice!, 'POST', '/api/v1/antennas', { title: 'Rules' })).body.id;
    const base = `/api/v1/antennas/${id}`;
    await w.call(w.token.alice!, 'POST', `${base}/domains`, { domains: ['kmy.example', 'Fedibird.example'] });
    await w.call(
      w.token.alice!,
      'POST',
      `${base}/exclude_domains`,
      new URLSearchParams([['domains[]', 'spam.example']]),
    );
    expect((await w.call(w.token.alice!, 'GET', `${base}/domains`)).body).toEqual({
      domains: ['kmy.example', 'fedibird.example'],
      exclude_domains: ['spam.example'],
    });
    await w.call(w.token.alice!, 'POST', `${base}/tags`, { tags: ['#tsubame', 'birds'] });
    await w.call(w.token.alice!, 'POST', `${base}/exclude_tags`, { tags: ['cats'] });
    expect((await w.call(w.token.alice!, 'GET', `${base}/tags`)).body).toEqual({
      tags: ['tsubame', 'birds'],
      exclude_tags: ['cats'],
    });
    await w.call(w.token.alice!, 'POST', `${base}/keywords`, { keywords: ['swallow', 'ツバメ'] });
    await w.call(w.token.alice!, 'POST', `${base}/exclude_keywords`, { keywords: ['spam'] });
    expect((await w.call(w.token.alice!, 'GET', `${base}/keywords`)).body).toEqual({
      keywords: ['swallow', 'ツバメ'],
      exclude_keywords: ['spam'],
    });

    const short = await w.call(w.token.alice!, 'POST', `${base}/keywords`, { keywords: ['a'] });
    expect(short.status).toBe(422);
    expect(short.body.error).toEqual(expect.any(String));
    expect((await w.call(w.token.alice!, 'POST', `${base}/keywords`, { keywords: ['swallow'] })).status).toBe(422);
    const hundred = Array.from({ length: 99 }, (_, i) => `kw${i}`);
    expect((await w.call(w.token.alice!, 'POST', `${base}/keywords`, { keywords: hundred })).status).toBe(422);
    expect((await w.call(w.token.alice!, 'POST', `${base}/keywords`, { keywords: hundred.slice(0, 98) })).status).toBe(
      200,
    );
    const domains = Array.from({ length: 19 }, (_, i) => `d${i}.example`);
    expect((await w.call(w.token.alice!, 'POST', `${base}/domains`, { domains })).status).toBe(422);
    const tags = Array.from({ length: 49 }, (_, i) => `t${i}`);
    expect((await w.call(w.token.alice!, 'POST', `${base}/tags`, { tags })).status).toBe(422);
    expect((await w.call(w.token.alice!, 'GET', base)).body).toMatchObject({
      domains_count: 3,
      tags_count: 3,
      keywords_count: 100,
    });

    await w.call(w.token.alice!, 'DELETE', `${base}/domains`, { domains: ['kmy.example'] });
    await w.call(w.token.alice!, 'DELETE', `${base}/exclude_tags`, { tags: ['cats'] });
    await w.call(w.token.alice!, 'DELETE', `${base}/exclude_keywords`, { keywords: ['spam'] });
    await w.call(w.token.alice!, 'DELETE', `${base}/exclude_domains`, { domains: ['spam.example'] });
    await w.call(w.token.alice!, 'DELETE', `${base}/tags`, { tags: ['birds'] });
    await w.call(w.token.alice!, 'DELETE', `${base}/keywords`, { keywords: ['swallow'] });
    expect((await w.call(w.token.alice!, 'GET', `${base}/domains`)).body).toEqual({
      domains: ['fedibird.example'],
      exclude_domains: [],
    });
    expect((await w.call(w.token.alice!, 'GET', `${base}/tags`)).body).toEqual({ tags: ['tsubame'], exclude_tags: [] });
    expect((await w.call(w.token.alice!, 'GET', `${base}/keywords`)).body.exclude_keywords).toEqual([]);
    expect((await w.call(w.token.bob!, 'GET', `${base}/keywords`)).status).toBe(404);
    w.expectContract();
  });
  it('a domain, tag or keyword already there is a 422 with kmyblue’s words (a domain compared without case)', async () => {
    const w = world();
    const id = (await w.call(w.token.alice!, 'POST', '/api/v1/antennas', { title: 'Twice' })).body.id;
    const base = `/api/v1/antennas/${id}`;
    await w.call(w.token.alice!, 'POST', `${base}/exclude_domains`, { domains: ['x.example'] });
    const again = await w.call(w.token.alice!, 'POST', `${base}/exclude_domains`, { domains: ['X.example'] });
    expect(again.status).toBe(422);
    expect(again.body.error).toBe('Duplicate domain');
    await w.call(w.token.alice!, 'POST', `${base}/tags`, { tags: ['birds'] });
    expect((await w.call(w.token.alice!, 'POST', `${base}/tags`, { tags: ['#birds'] })).body.error).toBe(
      'Duplicate tag',
    );
    await w.call(w.token.alice!, 'POST', `${base}/exclude_keywords`, { keywords: ['spam'] });
    expect((await w.call(w.token.alice!, 'POST', `${base}/exclude_keywords`, { keywords: ['spam'] })).status).toBe(422);
    w.expectContract();
  });
});
