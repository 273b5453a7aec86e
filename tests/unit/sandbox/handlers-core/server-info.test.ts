/**
 * The sandbox answers what the about page, the edit history, the translate offer and the account-by-id route ask
 * faithfully: the extended description with its update time, the moderated servers with digest, severity and
 * comment (or a bare 404 while the server keeps them to itself), the languages of posts (or a 404 as on a server
 * before Mastodon 4.0), the translation pairs, a post's versions after
 * edits (each with its own poll), and an account by id (404 for an unknown id).
 */
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_DOMAIN_BLOCKS } from '../../../../sandbox/handlers/core/instance-info';
import { LANGUAGE_CODES, SERVER_LISTED_CODES } from '../../../../src/services/locale-data/post-languages';
import { startHarness, type Harness } from './harness';

let h: Harness;
let alice: string;
beforeAll(async () => {
  h = startHarness();
  alice = await h.signIn('alice');
});
afterAll(() => h.close());
afterEach(() => {
  h.sandbox.ctx.options.hideServerDomainBlocks = 0;
  h.sandbox.ctx.options.noInstanceLanguages = 0;
  h.expectContract();
});

describe('GET /api/v1/instance/extended_description', () => {
  it('answers the server HTML with the time it was last updated, signed out too', async () => {
    const answer = await h.call(null, 'GET', '/api/v1/instance/extended_description');
    expect(answer.status).toBe(200);
    expect(answer.body.content).toMatch(/^<p>.*<\/p>$/);
    expect(new Date(answer.body.updated_at).toISOString()).toBe(answer.body.updated_at);
  });
});

describe('GET /api/v1/instance/domain_blocks', () => {
  it('lists the seeded moderated servers with digest, severity and comment (null when none)', async () => {
    const answer = await h.call(null, 'GET', '/api/v1/instance/domain_blocks');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(SERVER_DOMAIN_BLOCKS.map((block) => ({ ...block })));
    expect(new Set(answer.body.map((b: { severity: string }) => b.severity))).toEqual(new Set(['suspend', 'silence']));
    expect(answer.body.some((b: { comment: string | null }) => b.comment === null)).toBe(true);
  });

  it('gives each block the SHA-256 of its real domain, also when the domain is published obfuscated', () => {
    const sha = (domain: string) => createHash('sha256').update(domain).digest('hex');
    const real = ['spam.example', 'hatefulplace.example', 'floody.example', 'crypto-giveaway.example'];
    expect(SERVER_DOMAIN_BLOCKS.map((block) => block.digest)).toEqual(real.map(sha));
    expect(SERVER_DOMAIN_BLOCKS.find((block) => block.digest === sha('floody.example'))?.domain).toContain('*');
  });

  it('answers 404 with no body while the server does not publish them (the fault switch)', async () => {
    h.sandbox.ctx.options.hideServerDomainBlocks = 1;
    const answer = await fetch(`${h.sandbox.db.origin}/api/v1/instance/domain_blocks`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe('');
    expect((await h.call(alice, 'GET', '/api/v1/instance/domain_blocks')).status).toBe(404);
  });
});

describe('GET /api/v1/instance/languages', () => {
  it('lists the languages a post can be written in, with English names, signed out too, as Mastodon 4.5 does', async () => {
    const answer = await h.call(null, 'GET', '/api/v1/instance/languages');
    expect(answer.status).toBe(200);
    const languages = answer.body as { code: string; name: string }[];
    const codes = languages.map((language) => language.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const language of languages) expect(Object.keys(language).sort()).toEqual(['code', 'name']);
    expect(languages.find((language) => language.code === 'ja')).toEqual({ code: 'ja', name: 'Japanese' });
    expect(languages.find((language) => language.code === 'zh-TW')).toEqual({
      code: 'zh-TW',
      name: 'Chinese (Taiwan)',
    });
    expect(languages.find((language) => language.code === 'ldn')).toEqual({ code: 'ldn', name: 'Láadan' });
    // the client's own copy of the list plus what it lacks, but for kmr (Kurmanji is `ku` on today's servers) and
    // Guarani and Samoan, which Mastodon does not list
    const unlisted = ['kmr', 'gn', 'sm'];
    expect([...codes].sort()).toEqual(
      [...LANGUAGE_CODES.filter((code) => !unlisted.includes(code)), ...SERVER_LISTED_CODES].sort(),
    );
    expect((await h.call(alice, 'GET', '/api/v1/instance/languages')).body).toEqual(languages);
  });

  it('answers 404 as a server before Mastodon 4.0 does, which has no such call (the switch)', async () => {
    h.sandbox.ctx.options.noInstanceLanguages = 1;
    const answer = await h.call(null, 'GET', '/api/v1/instance/languages');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: 'Not Found' });
  });
});

describe('GET /api/v1/instance/translation_languages', () => {
  it('maps each source language to the languages it translates into', async () => {
    const answer = await h.call(null, 'GET', '/api/v1/instance/translation_languages');
    expect(answer.status).toBe(200);
    for (const [source, targets] of Object.entries(answer.body as Record<string, string[]>)) {
      expect(targets.length).toBeGreaterThan(0);
      expect(targets).not.toContain(source);
    }
    expect(answer.body.ja).toContain('en');
  });
});

describe('GET /api/v1/statuses/:id/history', () => {
  it('answers one version for a post never edited', async () => {
    const s = (await h.call(alice, 'POST', '/api/v1/statuses', { status: 'never edited' })).body;
    const history = await h.call(alice, 'GET', `/api/v1/statuses/${s.id}/history`);
    expect(history.body).toHaveLength(1);
    expect(history.body[0]).toMatchObject({ content: '<p>never edited</p>', created_at: s.created_at });
    expect(history.body[0]).not.toHaveProperty('poll');
  });

  it('answers every version oldest first after edits, each with its own poll options', async () => {
    const s = (
      await h.call(alice, 'POST', '/api/v1/statuses', {
        status: 'tea or coffee?',
        poll: { options: ['Tea', 'Coffee'], expires_in: 3600 },
      })
    ).body;
    h.clock.now += 60_000;
    await h.call(alice, 'PUT', `/api/v1/statuses/${s.id}`, {
      status: 'tea or cocoa?',
      spoiler_text: 'Drinks',
      poll: { options: ['Tea', 'Cocoa'], expires_in: 3600 },
    });
    h.clock.now += 60_000;
    await h.call(alice, 'PUT', `/api/v1/statuses/${s.id}`, { status: 'no poll after all' });
    const history = await h.call(null, 'GET', `/api/v1/statuses/${s.id}/history`);
    expect(history.status).toBe(200);
    const versions = history.body as Array<Record<string, any>>;
    expect(versions.map((v) => v.content)).toEqual([
      '<p>tea or coffee?</p>',
      '<p>tea or cocoa?</p>',
      '<p>no poll after all</p>',
    ]);
    expect(versions.map((v) => v.poll?.options.map((o: { title: string }) => o.title) ?? null)).toEqual([
      ['Tea', 'Coffee'],
      ['Tea', 'Cocoa'],
      null,
    ]);
    expect(versions[1]!.spoiler_text).toBe('Drinks');
    expect(versions[0]!.created_at < versions[2]!.created_at).toBe(true);
  });

  it('answers 404 for a post that is not there', async () => {
    expect((await h.call(alice, 'GET', '/api/v1/statuses/999999999/history')).status).toBe(404);
  });
});

describe('GET /api/v1/accounts/:id', () => {
  it('answers the account by id, signed out too, and 404 for an unknown id', async () => {
    const id = h.accountId('bob');
    const answer = await h.call(null, 'GET', `/api/v1/accounts/${id}`);
    expect(answer.body).toMatchObject({ id, acct: 'bob' });
    expect((await h.call(null, 'GET', '/api/v1/accounts/424242424242')).status).toBe(404);
  });
});
