import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseBlockedDomain } from '../../../../sandbox/handlers/domain-blocks';
import { homeTimeline, publicTimeline } from '../../../../sandbox/handlers/core/timeline-queries';
import { notify } from '../../../../sandbox/kernel/notify';
import { serializeRelationship } from '../../../../sandbox/serialize/relationship';
import { close, listen, linkParam, world, HOUR } from './harness';

beforeAll(listen);
afterAll(close);

const PATH = '/api/v1/domain_blocks';

describe('GET /api/v1/domain_blocks', () => {
  it('lists the blocked domains as strings, newest block first, paged by the Link header', async () => {
    const w = world();
    for (const domain of ['one.example', 'two.example', 'three.example']) {
      expect((await w.call(w.token.alice!, 'POST', PATH, { domain })).status).toBe(200);
      w.clock.now += 1000;
    }
    const first = await w.call<string[]>(w.token.alice!, 'GET', `${PATH}?limit=2`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual(['three.example', 'two.example']);
    const next = linkParam(first.link, 'next');
    expect(next).not.toBeNull();
    const second = await w.call<string[]>(w.token.alice!, 'GET', `${PATH}?limit=2&max_id=${next}`);
    expect(second.body).toEqual(['one.example']);
    // another user's blocks are theirs alone
    expect((await w.call(w.token.bob!, 'GET', PATH)).body).toEqual([]);
    w.expectContract();
  });

  it('gives 100 domains a page unless asked, and never more than 200', async () => {
    const w = world();
    for (let n = 0; n < 210; n += 1) w.db.domainBlocking.set(w.acc.alice!.id, `d${n}.example`, true);
    expect((await w.call<string[]>(w.token.alice!, 'GET', PATH)).body).toHaveLength(100);
    expect((await w.call<string[]>(w.token.alice!, 'GET', `${PATH}?limit=500`)).body).toHaveLength(200);
    w.expectContract();
  });

  it('refuses a request without a token with 401', async () => {
    const w = world();
    const answer = await w.call(null, 'GET', PATH);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: expect.any(String) });
    w.expectContract();
  });
});

describe('POST and DELETE /api/v1/domain_blocks', () => {
  it("a blocked domain's accounts show domain_blocking; unblocking takes it back; both answer {}", async () => {
    const w = world();
    const block = await w.call(w.token.alice!, 'POST', PATH, { domain: 'kmy.example' });
    expect(block.status).toBe(200);
    expect(block.body).toEqual({});
    expect(serializeRelationship(w.db, w.acc.alice!.id, w.acc.dave!.id).domain_blocking).toBe(true);
    expect(serializeRelationship(w.db, w.acc.alice!.id, w.acc.erin!.id).domain_blocking).toBe(false);
    const unblock = await w.call(w.token.alice!, 'DELETE', PATH, { domain: 'kmy.example' });
    expect(unblock.status).toBe(200);
    expect(unblock.body).toEqual({});
    expect(serializeRelationship(w.db, w.acc.alice!.id, w.acc.dave!.id).domain_blocking).toBe(false);
    expect((await w.call(w.token.alice!, 'GET', PATH)).body).toEqual([]);
    w.expectContract();
  });

  it('blocking twice keeps one block; unblocking a domain not blocked answers {} too', async () => {
    const w = world();
    await w.call(w.token.alice!, 'POST', PATH, { domain: 'kmy.example' });
    await w.call(w.token.alice!, 'POST', PATH, { domain: 'kmy.example' });
    expect((await w.call(w.token.alice!, 'GET', PATH)).body).toEqual(['kmy.example']);
    const answer = await w.call(w.token.alice!, 'DELETE', PATH, { domain: 'never.example' });
    expect(answer.status).toBe(200);
    w.expectContract();
  });

  it('takes the domain as a form field too, in lower case and punycode', async () => {
    const w = world();
    const form = new URLSearchParams({ domain: ' Bücher.Example ' });
    expect((await w.call(w.token.alice!, 'POST', PATH, form)).status).toBe(200);
    expect((await w.call(w.token.alice!, 'GET', PATH)).body).toEqual(['xn--bcher-kva.example']);
    w.expectContract();
  });

  it('refuses a missing or malformed domain and the server itself with 422, and changes nothing', async () => {
    const w = world();
    for (const method of ['POST', 'DELETE']) {
      for (const body of [
        {},
        { domain: '' },
        { domain: 'https://x.example/' },
        { domain: 'a..b' },
        { domain: 'sandbox.test' },
      ]) {
        const answer = await w.call(w.token.alice!, method, PATH, body);
        expect(answer.status, `${method} ${JSON.stringify(body)}`).toBe(422);
        expect(answer.body).toEqual({ error: expect.any(String) });
      }
    }
    expect(w.db.domainBlocking.targetCount(w.acc.alice!.id)).toBe(0);
    w.expectContract();
  });

  it('refuses a request without a token with 401', async () => {
    const w = world();
    expect((await w.call(null, 'POST', PATH, { domain: 'kmy.example' })).status).toBe(401);
    expect((await w.call(null, 'DELETE', PATH, { domain: 'kmy.example' })).status).toBe(401);
    w.expectContract();
  });
});

describe('what a domain block does', () => {
  it("removes the domain's followers and their requests, keeping the viewer's own follows", async () => {
    const w = world();
    const { alice, dave, erin } = w.acc as Required<typeof w.acc>;
    w.db.followRequests.set(erin!.id, alice!.id, { reblogs: true, notify: false, languages: null });
    await w.call(w.token.alice!, 'POST', PATH, { domain: 'kmy.example' });
    await w.call(w.token.alice!, 'POST', PATH, { domain: 'mastodon.example' });
    expect(w.db.follows.has(dave!.id, alice!.id)).toBe(false);
    expect(w.db.followRequests.has(erin!.id, alice!.id)).toBe(false);
    expect(w.db.follows.has(alice!.id, dave!.id)).toBe(true);
    // bob, on the server itself, still follows alice
    expect(w.db.follows.has(w.acc.bob!.id, alice!.id)).toBe(true);
    w.expectContract();
  });

  it("takes the domain's posts and boosts out of home and public timelines", async () => {
    const w = world();
    const { alice, dave, bob } = w.acc as Required<typeof w.acc>;
    const theirs = w.post(dave!, 'from kmy', HOUR);
    const boost = w.post(bob!, '', HOUR / 2, { reblog_of_id: theirs.id });
    const own = w.post(bob!, 'from bob', HOUR / 3);
    const ids = () => [
      homeTimeline(w.db, alice!.id).map((status) => status.id),
      publicTimeline(w.db, alice!.id, { local: false, remote: false, onlyMedia: false }).map((status) => status.id),
    ];
    expect(ids()[0]).toEqual(expect.arrayContaining([theirs.id, boost.id, own.id]));
    expect(ids()[1]).toContain(theirs.id);
    await w.call(w.token.alice!, 'POST', PATH, { domain: 'kmy.example' });
    expect(ids()[0]).not.toContain(theirs.id);
    expect(ids()[0]).not.toContain(boost.id);
    expect(ids()[0]).toContain(own.id);
    expect(ids()[1]).not.toContain(theirs.id);
    w.expectContract();
  });

  it("deletes the viewer's notifications from the domain; new ones are dropped unless the viewer follows the sender", async () => {
    const w = world();
    const { alice, dave, erin } = w.acc as Required<typeof w.acc>;
    const fromDave = notify(w.ctx, { recipientId: alice!.id, type: 'follow', fromId: dave!.id })!;
    const fromBob = notify(w.ctx, { recipientId: alice!.id, type: 'follow', fromId: w.acc.bob!.id })!;
    await w.call(w.token.alice!, 'POST', PATH, { domain: 'kmy.example' });
    await w.call(w.token.alice!, 'POST', PATH, { domain: 'mastodon.example' });
    expect(w.db.notifications.has(fromDave.id)).toBe(false);
    expect(w.db.notifications.has(fromBob.id)).toBe(true);
    const listed = await w.call<Array<{ id: string }>>(w.token.alice!, 'GET', '/api/v1/notifications');
    expect(listed.body.map((n) => n.id)).not.toContain(fromDave.id);
    // erin is not followed: dropped; dave is followed by alice: still told
    expect(notify(w.ctx, { recipientId: alice!.id, type: 'mention', fromId: erin!.id })).toBeNull();
    expect(notify(w.ctx, { recipientId: alice!.id, type: 'mention', fromId: dave!.id })).not.toBeNull();
    w.expectContract();
  });
});

describe('normaliseBlockedDomain', () => {
  it.each([
    ['Example.COM', 'example.com'],
    ['  spaced.example ', 'spaced.example'],
    ['日本.example', 'xn--wgv71a.example'],
    ['a'.repeat(64) + '.example', null],
    ['under_score.example', null],
    ['host.example:443', null],
    ['user@host.example', null],
    ['', null],
  ])('%s -> %s', (raw, expected) => {
    expect(normaliseBlockedDomain(raw)).toBe(expected);
  });
});
