/**
 * The malformed-answers fault switch (sandbox/handlers/malformed-answers.ts): per path fragment, each kind spoils the
 * answer as documented, leaves other paths and error answers alone, and is set at runtime through the admin
 * endpoint, from SANDBOX_MALFORMED and from the command line.
 */
import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseArgs, requestFor } from '../../../../sandbox/cli/act';
import { HUGE_CONTENT } from '../../../../sandbox/handlers/malformed-answers';
import { createSandbox, type Sandbox } from '../../../../sandbox/index';
import { optionsFromEnv } from '../../../../sandbox/kernel/options';

let sandbox: Sandbox;
beforeEach(() => {
  sandbox = createSandbox();
});

const PUBLIC = '/api/v1/timelines/public';
const LOOKUP = '/api/v1/accounts/lookup?acct=alice';

async function get(path: string, init: RequestInit = {}) {
  const response = (await getResponse(sandbox.httpHandlers, new Request(`${sandbox.db.origin}${path}`, init)))!;
  return { response, type: response.headers.get('content-type') ?? '', text: await response.text() };
}

const spoil = (table: Record<string, string>) => {
  sandbox.ctx.options.malformedAnswers = table as typeof sandbox.ctx.options.malformedAnswers;
};

describe('the malformed-answers switch', () => {
  it('is off by default: the answer is the real one', async () => {
    const { response, text } = await get(PUBLIC);
    expect(response.status).toBe(200);
    expect(Array.isArray(JSON.parse(text))).toBe(true);
  });

  it('invalid-json: the real answer cut short, still labelled JSON, with its Link header', async () => {
    const real = await get(PUBLIC);
    spoil({ '/timelines/public': 'invalid-json' });
    const { response, type, text } = await get(PUBLIC);
    expect(response.status).toBe(200);
    expect(type).toContain('application/json');
    expect(text).toBe(real.text.slice(0, -1));
    expect(() => JSON.parse(text) as unknown).toThrow();
    expect(response.headers.get('link')).toBe(real.response.headers.get('link'));
  });

  it('wrong-type: a list becomes an object holding it, an object a list holding it', async () => {
    spoil({ [PUBLIC]: 'wrong-type', '/accounts/lookup': 'wrong-type' });
    const page = JSON.parse((await get(PUBLIC)).text) as { data: unknown[] };
    expect(Array.isArray(page)).toBe(false);
    expect(page.data.length).toBeGreaterThan(0);
    const account = JSON.parse((await get(LOOKUP)).text) as Array<{ acct: string }>;
    expect(account).toHaveLength(1);
    expect(account[0]!.acct).toBe('alice');
  });

  it('missing-fields: every object keeps only its id; one-missing-fields: only the first', async () => {
    spoil({ [PUBLIC]: 'missing-fields', '/accounts/lookup': 'missing-fields' });
    const page = JSON.parse((await get(PUBLIC)).text) as Array<Record<string, unknown>>;
    expect(page.length).toBeGreaterThan(1);
    for (const status of page) expect(Object.keys(status)).toEqual(['id']);
    expect(Object.keys(JSON.parse((await get(LOOKUP)).text) as object)).toEqual(['id']);

    spoil({ [PUBLIC]: 'one-missing-fields' });
    const [first, ...rest] = JSON.parse((await get(PUBLIC)).text) as Array<Record<string, unknown>>;
    expect(Object.keys(first!)).toEqual(['id']);
    for (const status of rest) expect(status.account).toBeDefined();
  });

  it('huge-content: the first post carries 1 MiB of content, the others their own', async () => {
    spoil({ [PUBLIC]: 'huge-content' });
    const [first, second] = JSON.parse((await get(PUBLIC)).text) as Array<{ content: string }>;
    expect(first!.content).toBe(HUGE_CONTENT);
    expect(HUGE_CONTENT.length).toBeGreaterThanOrEqual(2 ** 20);
    expect(second!.content.length).toBeLessThan(10_000);
  });

  it('html-502 and html-200: an HTML error page, and the request never reaches the server', async () => {
    spoil({ [PUBLIC]: 'html-502' });
    const bad = await get(PUBLIC);
    expect(bad.response.status).toBe(502);
    expect(bad.type).toContain('text/html');
    expect(bad.text).toContain('502 Bad Gateway');
    spoil({ '/api/v1/statuses': 'html-200' });
    const before = sandbox.db.statuses.size;
    const posted = await get('/api/v1/statuses', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'never stored' }),
    });
    expect(posted.response.status).toBe(200);
    expect(posted.type).toContain('text/html');
    expect(sandbox.db.statuses.size).toBe(before);
  });

  it('leaves other paths, error answers and the admin endpoint alone', async () => {
    spoil({ '/api/v1/accounts': 'missing-fields' });
    expect(JSON.parse((await get(PUBLIC)).text)[0].account).toBeDefined();
    const missing = await get('/api/v1/accounts/lookup?acct=nobody-at-all');
    expect(missing.response.status).toBe(404);
    expect(JSON.parse(missing.text)).toHaveProperty('error');
    spoil({ '/_sandbox': 'html-200' });
    expect((await get('/_sandbox/options')).type).toContain('json');
  });

  it('is set at runtime through the admin endpoint, as an object or as fragment=kind text; bad kinds are refused', async () => {
    const post = (body: unknown) =>
      get('/_sandbox/options', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post({ malformedAnswers: { [PUBLIC]: 'wrong-type' } })).response.status).toBe(200);
    expect(sandbox.ctx.options.malformedAnswers).toEqual({ [PUBLIC]: 'wrong-type' });
    expect((await post({ malformedAnswers: `${PUBLIC}=html-502,/api/v2/search=invalid-json` })).response.status).toBe(
      200,
    );
    expect(sandbox.ctx.options.malformedAnswers).toEqual({ [PUBLIC]: 'html-502', '/api/v2/search': 'invalid-json' });
    expect((await post({ malformedAnswers: { [PUBLIC]: 'gibberish' } })).response.status).toBe(422);
    expect((await post({ malformedAnswers: `${PUBLIC}` })).response.status).toBe(422);
    expect((await post({ malformedAnswers: '' })).response.status).toBe(200);
    expect(sandbox.ctx.options.malformedAnswers).toEqual({});
  });

  it('is read from SANDBOX_MALFORMED and sent by the command line as written', () => {
    expect(optionsFromEnv({ SANDBOX_MALFORMED: `${PUBLIC}=html-200, /api/v2/search=missing-fields` })).toMatchObject({
      malformedAnswers: { [PUBLIC]: 'html-200', '/api/v2/search': 'missing-fields' },
    });
    expect(optionsFromEnv({ SANDBOX_MALFORMED: `${PUBLIC}=nonsense` }).malformedAnswers).toEqual({});
    expect(optionsFromEnv({}).malformedAnswers).toEqual({});
    const cli = requestFor(parseArgs(['options', '--malformed-answers', `${PUBLIC}=invalid-json`]));
    expect(cli).toEqual({
      method: 'POST',
      path: '/_sandbox/options',
      body: { malformedAnswers: `${PUBLIC}=invalid-json` },
    });
    expect(requestFor(parseArgs(['options', '--malformed-answers=']))).toMatchObject({
      body: { malformedAnswers: '' },
    });
  });
});
