import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { close, listen, world } from './harness';

beforeAll(listen);
afterAll(close);

describe('GET /api/v1/preferences', () => {
  it("answers the signed-in user's posting defaults, media display `default` and spoilers folded by default", async () => {
    const w = world();
    const user = w.db.users.get(w.acc.bob!.id)!;
    user.default_privacy = 'unlisted';
    user.default_sensitive = true;
    user.default_language = 'ja';
    const answer = await w.call(w.token.bob!, 'GET', '/api/v1/preferences');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      'posting:default:visibility': 'unlisted',
      'posting:default:sensitive': true,
      'posting:default:language': 'ja',
      'reading:expand:media': 'default',
      'reading:expand:spoilers': false,
    });
    // another user's own settings
    expect((await w.call(w.token.alice!, 'GET', '/api/v1/preferences')).body).toMatchObject({
      'posting:default:visibility': 'public',
      'posting:default:language': 'en',
    });
    w.expectContract();
  });

  it('answers the reading preferences the user set', async () => {
    const w = world();
    const user = w.db.users.get(w.acc.alice!.id)!;
    user.expand_media = 'hide_all';
    user.expand_spoilers = true;
    expect((await w.call(w.token.alice!, 'GET', '/api/v1/preferences')).body).toMatchObject({
      'reading:expand:media': 'hide_all',
      'reading:expand:spoilers': true,
    });
    w.expectContract();
  });

  it('refuses a request without a token, or with an unknown one, with 401', async () => {
    const w = world();
    const anonymous = await w.call(null, 'GET', '/api/v1/preferences');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ error: expect.any(String) });
    expect((await w.call('no-such-token', 'GET', '/api/v1/preferences')).status).toBe(401);
    w.expectContract();
  });
});

describe('POST /_sandbox/preferences', () => {
  const control = (body: unknown) =>
    fetch('http://sandbox.test/_sandbox/preferences', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it("sets a local user's media display and spoiler expansion, which the API then answers", async () => {
    const w = world();
    const set = await control({ as: 'carol', expand_media: 'show_all', expand_spoilers: 'true' });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ as: 'carol', preferences: { 'reading:expand:media': 'show_all' } });
    expect((await w.call(w.token.carol!, 'GET', '/api/v1/preferences')).body).toMatchObject({
      'reading:expand:media': 'show_all',
      'reading:expand:spoilers': true,
    });
    await control({ as: 'carol', expand_media: 'default' });
    expect((await w.call(w.token.carol!, 'GET', '/api/v1/preferences')).body).toMatchObject({
      'reading:expand:media': 'default',
      'reading:expand:spoilers': true,
    });
    w.expectContract();
  });

  it('refuses an unknown value, a remote account and an unknown one', async () => {
    world();
    expect((await control({ as: 'alice', expand_media: 'sometimes' })).status).toBe(422);
    expect((await control({ as: 'dave@kmy.example', expand_media: 'show_all' })).status).toBe(404);
    expect((await control({ as: 'nobody', expand_media: 'show_all' })).status).toBe(404);
  });
});
