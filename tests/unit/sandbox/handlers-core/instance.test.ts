import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(() => {
  h = startHarness();
});
afterAll(() => h.close());
afterEach(() => h.expectContract());

describe('GET /api/v2/instance', () => {
  it('describes the kmyblue server with its limits and a streaming URL on the request origin', async () => {
    const answer = await h.call(null, 'GET', '/api/v2/instance');
    expect(answer.status).toBe(200);
    const body = answer.body;
    expect(body.domain).toBe('sandbox.test');
    expect(body.version).toMatch(/kmyblue/);
    expect(body.configuration.urls.streaming).toBe('ws://sandbox.test');
    expect(body.configuration.statuses).toEqual({
      max_characters: 500,
      max_media_attachments: 4,
      characters_reserved_per_url: 23,
    });
    expect(body.configuration.polls).toMatchObject({ max_options: 4, min_expiration: 300 });
    expect(body.configuration.translation.enabled).toBe(true);
    expect(body.configuration.vapid.public_key).toBeTruthy();
    expect(body.configuration.emoji_reactions.max_reactions_per_account).toBe(3);
    expect(body.configuration.reaction_deck.max_emojis).toBe(256);
    expect(body.configuration.search.enabled).toBe(true);
    for (const capability of [
      'emoji_reaction',
      'kmyblue_visibility_public_unlisted',
      'kmyblue_visibility_login',
      'kmyblue_limited_scope',
      'kmyblue_searchability',
      'kmyblue_markdown',
      'kmyblue_circle_history',
      'status_reference',
      'kmyblue_quote',
    ])
      expect(body.fedibird_capabilities).toContain(capability);
    expect(body.contact.account.username).toBe('alice');
    expect(body.rules.length).toBeGreaterThan(0);
    expect(body.usage.users.active_month).toBe(h.sandbox.db.users.size);
  });

  it('derives a wss streaming URL for an https origin', async () => {
    h.sandbox.setOrigin('https://secure.test');
    try {
      const answer = await fetch('https://secure.test/api/v2/instance');
      const body = (await answer.json()) as { configuration: { urls: { streaming: string } }; domain: string };
      expect(body.configuration.urls.streaming).toBe('wss://secure.test');
      expect(body.domain).toBe('secure.test');
    } finally {
      h.sandbox.setOrigin('http://sandbox.test');
    }
  });
});

describe('v1 instance extras', () => {
  it('lists translation languages by source language', async () => {
    const answer = await h.call(null, 'GET', '/api/v1/instance/translation_languages');
    expect(answer.body.en).toContain('ja');
    expect(answer.body.ja).toContain('en');
  });

  it('gives the extended description as HTML with an update time', async () => {
    const answer = await h.call(null, 'GET', '/api/v1/instance/extended_description');
    expect(answer.body.content).toMatch(/^<p>/);
    expect(Date.parse(answer.body.updated_at)).not.toBeNaN();
  });

  it('lists the domain blocks from the db', async () => {
    h.sandbox.db.domainBlocks.push({ domain: 'bad.example', digest: 'd1g3st', severity: 'suspend', comment: 'spam' });
    const answer = await h.call(null, 'GET', '/api/v1/instance/domain_blocks');
    expect(answer.body).toContainEqual({
      domain: 'bad.example',
      digest: 'd1g3st',
      severity: 'suspend',
      comment: 'spam',
    });
    expect(answer.body).toHaveLength(h.sandbox.db.domainBlocks.length);
  });
});
