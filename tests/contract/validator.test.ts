import { describe, expect, it } from 'vitest';
import { accountFixture, statusFixture } from './fixtures';
import { createContractValidator, formatViolation } from './validator';

const validator = createContractValidator();
const origin = 'https://kmy.example';

const answer = (method: string, path: string, status: number, body: unknown, headers: Record<string, string> = {}) =>
  validator.validateResponse({ method, url: `${origin}${path}` }, { status, headers, body }).map(formatViolation);

const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  validator.validateRequest({ method, url: `${origin}${path}`, headers, body }).map(formatViolation);

const json = { 'content-type': 'application/json' };

describe('answers', () => {
  it('accepts a kmyblue status', () => {
    expect(answer('GET', '/api/v1/statuses/110000000000000001', 200, statusFixture())).toEqual([]);
  });

  it('rejects a status whose id is a number', () => {
    const found = answer('GET', '/api/v1/statuses/1', 200, statusFixture({ id: 110000000000000000 }));
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('answer/id must be string');
  });

  it('rejects a status without a required field', () => {
    const { content: _content, ...withoutContent } = statusFixture();
    expect(answer('GET', '/api/v1/statuses/1', 200, withoutContent)[0]).toContain(
      "must have required property 'content'",
    );
  });

  it('rejects a misspelt field in a closed schema, also nested in a timeline', () => {
    const misspelt = statusFixture({ emoji_reaction_count: 2 });
    expect(answer('GET', '/api/v1/timelines/home', 200, [misspelt])[0]).toContain('emoji_reaction_count');
    expect(answer('GET', '/api/v1/circles/1', 200, { id: '1', titel: 'x' })[0]).toMatch(/additional properties: titel/);
  });

  it('rejects a bad enum value and accepts the kmyblue values', () => {
    expect(answer('GET', '/api/v1/statuses/1', 200, statusFixture({ visibility_ex: 'everyone' }))[0]).toContain(
      'public_unlisted',
    );
    for (const visibility of ['limited', 'login', 'public_unlisted']) {
      expect(answer('GET', '/api/v1/statuses/1', 200, statusFixture({ visibility_ex: visibility }))).toEqual([]);
      // the masked field keeps the four Mastodon values
      expect(answer('GET', '/api/v1/statuses/1', 200, statusFixture({ visibility }))).not.toEqual([]);
    }
  });

  it('accepts kmyblue notification types and both id types for most_recent_notification_id', () => {
    const group = (id: unknown, type = 'emoji_reaction') => ({
      accounts: [accountFixture()],
      statuses: [statusFixture()],
      notification_groups: [
        {
          group_key: 'emoji_reaction-1',
          notifications_count: 1,
          type,
          most_recent_notification_id: id,
          sample_account_ids: ['1'],
          status_id: '110000000000000001',
          emoji_reaction_groups: [{ emoji_reaction: { name: '👍', count: 1, me: false }, sample_account_ids: ['1'] }],
        },
      ],
    });
    expect(answer('GET', '/api/v2/notifications', 200, group('42'))).toEqual([]);
    expect(answer('GET', '/api/v2/notifications', 200, group(42))).toEqual([]);
    expect(answer('GET', '/api/v2/notifications', 200, group(true))).not.toEqual([]);
    expect(answer('GET', '/api/v2/notifications', 200, group('42', 'emoji_reactions'))).not.toEqual([]);
  });

  it('checks error bodies, undocumented success codes and Link headers', () => {
    expect(answer('POST', '/api/v1/statuses/1/emoji_reactions', 422, { error: 'Too many reactions' })).toEqual([]);
    expect(answer('POST', '/api/v1/statuses/1/emoji_reactions', 422, { message: 'x' })[0]).toContain("'error'");
    expect(answer('POST', '/api/v1/circles', 201, { id: '1', title: 'x' })[0]).toContain(
      'status 201 is not documented',
    );
    const page = answer('GET', '/api/v1/bookmarks', 200, [], {
      link: `<${origin}/api/v1/bookmarks?max_id=1>; rel="next"`,
    });
    expect(page).toEqual([]);
    expect(answer('GET', '/api/v1/bookmarks', 200, [], { link: 'next=1' })[0]).toContain('Link header');
    expect(answer('GET', '/api/v1/bookmarks', 200, '[]', { 'content-type': 'text/html' })[0]).toContain('not JSON');
  });

  it('expects {} for empty answers', () => {
    expect(answer('DELETE', '/api/v1/lists/1', 200, {})).toEqual([]);
    expect(answer('DELETE', '/api/v1/lists/1', 200, { deleted: true })).not.toEqual([]);
  });
});

describe('requests', () => {
  it('reports an undocumented operation', () => {
    const found = send('GET', '/api/v1/statuses/1/reactions_by');
    expect(found[0]).toContain('undocumented operation');
  });

  it('rejects an unknown query parameter, a wrong query type and an unknown search type', () => {
    expect(send('GET', '/api/v1/timelines/home?limitt=20')[0]).toContain('limitt');
    expect(send('GET', '/api/v1/timelines/home?limit=many')[0]).toContain('query/limit must be integer');
    expect(send('GET', '/api/v2/search?q=cat&type=users')[0]).toContain('hashtags');
    expect(send('GET', '/api/v2/search?q=cat&type=hashtags&resolve=true&limit=4')).toEqual([]);
  });

  it('folds id[] arrays and reports a list sent without brackets', () => {
    expect(send('GET', '/api/v1/accounts/relationships?with_suspended=true&id[]=1&id[]=2')).toEqual([]);
    expect(send('GET', '/api/v1/accounts/relationships?id=1&id=2')[0]).toContain('send id[]');
    expect(send('GET', '/api/v1/timelines/home?limit[]=20')[0]).toContain('single value');
  });

  it('accepts text plus poll with an Idempotency-Key header (defects 1 and 2)', () => {
    const body = JSON.stringify({
      status: 'vote',
      poll: { options: ['a', 'b'], expires_in: 86400 },
      visibility: 'public',
    });
    expect(send('POST', '/api/v1/statuses', body, { ...json, 'idempotency-key': 'k-1' })).toEqual([]);
    const empty = send('POST', '/api/v1/statuses', body, { ...json, 'idempotency-key': '' });
    expect(empty[0]).toContain('header idempotency-key');
  });

  it('accepts kmyblue posting fields and rejects a misspelt one', () => {
    const body = { status: 'hi', visibility: 'circle', circle_id: '3', searchability: 'private', markdown: true };
    expect(send('POST', '/api/v1/statuses', JSON.stringify(body), json)).toEqual([]);
    expect(send('POST', '/api/v1/statuses', JSON.stringify({ ...body, visiblity: 'public' }), json)[0]).toContain(
      'visiblity',
    );
    expect(send('POST', '/api/v1/statuses', JSON.stringify({ ...body, visibility: 'friends' }), json)).not.toEqual([]);
  });

  it('reads a JSON null parameter as absent, as the server does', () => {
    const body = JSON.stringify({ status: 'hi', in_reply_to_id: null, poll: null, language: null });
    expect(send('POST', '/api/v1/statuses', body, json)).toEqual([]);
    const missingTitle = send('POST', '/api/v1/circles', JSON.stringify({ title: null }), json);
    expect(missingTitle[0]).toContain("must have required property 'title'");
  });

  it('reads form bodies with bracket keys as the server does', () => {
    const form = new URLSearchParams([
      ['status', 'poll time'],
      ['poll[options][]', 'yes'],
      ['poll[options][]', 'no'],
      ['poll[expires_in]', '3600'],
      ['poll[multiple]', 'false'],
    ]);
    expect(send('POST', '/api/v1/statuses', form)).toEqual([]);
    const badPoll = new URLSearchParams([
      ['status', 'x'],
      ['poll[options][]', 'only'],
      ['poll[expires_in]', 'soon'],
    ]);
    expect(send('POST', '/api/v1/statuses', badPoll)[0]).toContain('body/poll');
  });

  it('accepts multipart update_credentials with an avatar file (defect 8) and rejects a text avatar', () => {
    const form = new FormData();
    form.append('display_name', 'Alice');
    form.append('discoverable', 'true');
    form.append('avatar', new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }));
    expect(send('PATCH', '/api/v1/accounts/update_credentials', form)).toEqual([]);
    const text = JSON.stringify({ avatar: 'data:image/png;base64,AAAA' });
    expect(send('PATCH', '/api/v1/accounts/update_credentials', text, json)[0]).toContain('body/avatar');
  });

  it('accepts the added verbs (defect 7)', () => {
    const policy = JSON.stringify({ for_not_following: 'filter', for_private_mentions: 'accept' });
    expect(send('PUT', '/api/v2/notifications/policy', policy, json)).toEqual([]);
    expect(send('PATCH', '/api/v1/media/5', JSON.stringify({ description: 'a cat', focus: '0.1,-0.5' }), json)).toEqual(
      [],
    );
  });

  it('reports a body on an operation that takes none, and a missing required body', () => {
    expect(send('POST', '/api/v1/statuses/1/favourite', JSON.stringify({ really: true }), json)[0]).toContain(
      'takes no request body',
    );
    expect(send('POST', '/api/v1/circles')[0]).toContain('request body is required');
  });

  it('ignores sandbox control, static media and the OAuth page', () => {
    expect(send('POST', '/_sandbox/act')).toEqual([]);
    expect(send('GET', '/system/media_attachments/files/1/original.png')).toEqual([]);
    expect(send('GET', '/oauth/authorize?client_id=x')).toEqual([]);
  });
});

describe('matching', () => {
  it('prefers literal paths over parameterised ones and counts checks', () => {
    expect(validator.matchOperation('GET', '/api/v1/accounts/verify_credentials')?.template).toBe(
      '/api/v1/accounts/verify_credentials',
    );
    expect(validator.matchOperation('GET', '/api/v1/accounts/42')?.template).toBe('/api/v1/accounts/{id}');
    expect(validator.matchOperation('GET', '/api/v1/circles/7')?.source).toBe('overlay');
    expect(validator.describes('get', '/api/v1/tags/{id}')).toBe(true);
    expect(validator.checks).toBeGreaterThan(0);
  });
});
