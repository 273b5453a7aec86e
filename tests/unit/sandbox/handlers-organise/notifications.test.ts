import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../../../sandbox/kernel/notify';
import { HOUR, close, linkParam, listen, world } from './harness';

beforeAll(listen);
afterAll(close);

describe('GET /api/v1/notifications', () => {
  it('needs a token', async () => {
    const w = world();
    const answer = await w.call(null, 'GET', '/api/v1/notifications');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: expect.any(String) });
    w.expectContract();
  });

  it("lists the viewer's notifications newest first with kmyblue fields, filtered by types and account", async () => {
    const w = world();
    const { alice, bob, dave } = w.acc;
    const mine = w.post(alice!, 'hello', 5 * HOUR);
    const mention = w.post(bob!, '@alice hi', 4 * HOUR, { mention_ids: [alice!.id] });
    notify(w.ctx, {
      recipientId: alice!.id,
      type: 'favourite',
      fromId: bob!.id,
      statusId: mine.id,
      createdAt: new Date(w.clock.now - 3 * HOUR).toISOString(),
    });
    w.db.emojiReactions.push({
      status_id: mine.id,
      account_id: dave!.id,
      name: 'blobcat',
      domain: null,
      created_at: new Date(w.clock.now - 2 * HOUR).toISOString(),
    });
    notify(w.ctx, {
      recipientId: alice!.id,
      type: 'emoji_reaction',
      fromId: dave!.id,
      statusId: mine.id,
      emoji: { name: 'blobcat', domain: null },
      createdAt: new Date(w.clock.now - 2 * HOUR).toISOString(),
    });
    notify(w.ctx, {
      recipientId: alice!.id,
      type: 'mention',
      fromId: bob!.id,
      statusId: mention.id,
      createdAt: new Date(w.clock.now - HOUR).toISOString(),
    });
    notify(w.ctx, { recipientId: bob!.id, type: 'follow', fromId: dave!.id });

    const all = await w.call(w.token.alice!, 'GET', '/api/v1/notifications');
    expect(all.status).toBe(200);
    expect(all.body.map((n: any) => n.type)).toEqual(['mention', 'emoji_reaction', 'favourite']);
    const reaction = all.body[1];
    expect(reaction.emoji_reaction).toMatchObject({
      name: 'blobcat',
      count: 1,
      me: false,
      url: 'http://sandbox.test/emoji/blobcat.png',
    });
    expect(reaction.status.id).toBe(mine.id);
    expect(reaction.group_key).toMatch(new RegExp(`^emoji_reaction-${mine.id}-\\d+$`));
    expect(all.body[0].group_key).toBe(`ungrouped-${all.body[0].id}`);

    const onlyMentions = await w.call(w.token.alice!, 'GET', '/api/v1/notifications?types[]=mention');
    expect(onlyMentions.body.map((n: any) => n.type)).toEqual(['mention']);
    const noMentions = await w.call(
      w.token.alice!,
      'GET',
      '/api/v1/notifications?exclude_types[]=mention&exclude_types[]=favourite',
    );
    expect(noMentions.body.map((n: any) => n.type)).toEqual(['emoji_reaction']);
    const fromDave = await w.call(w.token.alice!, 'GET', `/api/v1/notifications?account_id=${dave!.id}`);
    expect(fromDave.body.map((n: any) => n.account.id)).toEqual([dave!.id]);
    w.expectContract();
  });

  it('pages with max_id and min_id through the Link header', async () => {
    const w = world();
    const { alice, bob } = w.acc;
    for (let i = 0; i < 5; i += 1) {
      notify(w.ctx, {
        recipientId: alice!.id,
        type: 'follow',
        fromId: bob!.id,
        createdAt: new Date(w.clock.now - (10 - i) * HOUR).toISOString(),
      });
    }
    const first = await w.call(w.token.alice!, 'GET', '/api/v1/notifications?limit=2');
    expect(first.body).toHaveLength(2);
    const next = linkParam(first.link, 'next');
    expect(next).toBe(first.body[1].id);
    const second = await w.call(w.token.alice!, 'GET', `/api/v1/notifications?limit=2&max_id=${next}`);
    expect(second.body.map((n: any) => n.id)).not.toContain(first.body[1].id);
    expect(BigInt(second.body[0].id) < BigInt(next!)).toBe(true);
    const prev = await w.call(w.token.alice!, 'GET', `/api/v1/notifications?limit=2&min_id=${second.body[0].id}`);
    expect(prev.body.map((n: any) => n.id)).toEqual(first.body.map((n: any) => n.id));
    w.expectContract();
  });

  it('hides notifications whose status the viewer can no longer see, and the extras of account events', async () => {
    const w = world();
    const { alice, bob } = w.acc;
    const gone = w.post(alice!, 'deleted later', 3 * HOUR);
    notify(w.ctx, { recipientId: alice!.id, type: 'favourite', fromId: bob!.id, statusId: gone.id });
    gone.deleted = true;
    const report = w.post(w.acc.troll!, 'spam', 2 * HOUR);
    w.db.notifications.set('1', {
      id: '1',
      account_id: alice!.id,
      type: 'admin.report',
      from_account_id: bob!.id,
      status_id: report.id,
      created_at: new Date(w.clock.now - 3000).toISOString(),
      emoji: null,
      list_id: null,
      filtered: false,
      read: false,
    });
    for (const [id, type] of [
      ['2', 'moderation_warning'],
      ['3', 'severed_relationships'],
      ['4', 'annual_report'],
    ] as const) {
      w.db.notifications.set(id, {
        id,
        account_id: alice!.id,
        type,
        from_account_id: alice!.id,
        status_id: null,
        created_at: new Date(w.clock.now - 2000).toISOString(),
        emoji: null,
        list_id: null,
        filtered: false,
        read: false,
      });
    }
    const answer = await w.call(w.token.alice!, 'GET', '/api/v1/notifications');
    const byType = Object.fromEntries(answer.body.map((n: any) => [n.type, n]));
    expect(Object.keys(byType).sort()).toEqual([
      'admin.report',
      'annual_report',
      'moderation_warning',
      'severed_relationships',
    ]);
    expect(byType['admin.report'].report.target_account.id).toBe(w.acc.troll!.id);
    expect(byType.moderation_warning.moderation_warning.target_account.id).toBe(alice!.id);
    expect(byType.severed_relationships.event).toMatchObject({ type: 'domain_block', purged: false });
    expect(byType.annual_report.annual_report.year).toMatch(/^\d{4}$/);
    w.expectContract();
  });

  it('answers one notification, dismisses it, and clears them all', async () => {
    const w = world();
    const { alice, bob, dave } = w.acc;
    const a = notify(w.ctx, { recipientId: alice!.id, type: 'follow', fromId: bob!.id })!;
    notify(w.ctx, { recipientId: alice!.id, type: 'follow', fromId: dave!.id });
    expect((await w.call(w.token.alice!, 'GET', `/api/v1/notifications/${a.id}`)).body.id).toBe(a.id);
    expect((await w.call(w.token.bob!, 'GET', `/api/v1/notifications/${a.id}`)).status).toBe(404);
    expect((await w.call(w.token.alice!, 'POST', `/api/v1/notifications/${a.id}/dismiss`)).status).toBe(200);
    expect((await w.call(w.token.alice!, 'GET', '/api/v1/notifications')).body).toHaveLength(1);
    const cleared = await w.call(w.token.alice!, 'POST', '/api/v1/notifications/clear');
    expect(cleared.body).toEqual({});
    expect((await w.call(w.token.alice!, 'GET', '/api/v1/notifications')).body).toEqual([]);
    w.expectContract();
  });
});

describe('notify()', () => {
  it('streams the serialised notification on user and user:notification', () => {
    const w = world();
    const record = notify(w.ctx, { recipientId: w.acc.alice!.id, type: 'follow', fromId: w.acc.bob!.id })!;
    expect(w.published.map((p) => [p.target.stream, p.target.accountId, p.event])).toEqual([
      ['user', w.acc.alice!.id, 'notification'],
      ['user:notification', w.acc.alice!.id, 'notification'],
    ]);
    expect(w.published[0]!.payload).toMatchObject({ id: record.id, type: 'follow', account: { id: w.acc.bob!.id } });
  });

  it("applies the recipient's policy: filters private mentions from strangers, drops when asked, streams neither", () => {
    const w = world();
    const { alice, erin } = w.acc;
    const dm = w.post(erin!, '@alice psst', HOUR, { visibility: 'direct', mention_ids: [alice!.id] });
    const filtered = notify(w.ctx, { recipientId: alice!.id, type: 'mention', fromId: erin!.id, statusId: dm.id })!;
    expect(filtered.filtered).toBe(true);
    w.db.notificationPolicies.set(alice!.id, {
      for_not_following: 'drop',
      for_not_followers: 'accept',
      for_new_accounts: 'accept',
      for_private_mentions: 'filter',
      for_limited_accounts: 'filter',
    });
    expect(notify(w.ctx, { recipientId: alice!.id, type: 'follow', fromId: erin!.id })).toBeNull();
    expect(notify(w.ctx, { recipientId: alice!.id, type: 'follow', fromId: w.acc.bob!.id })?.filtered).toBe(false);
    expect(w.published.filter((p) => p.event === 'notification')).toHaveLength(2);
  });
});
