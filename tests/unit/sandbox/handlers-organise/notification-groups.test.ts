import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../../../sandbox/kernel/notify';
import type { AccountRecord } from '../../../../sandbox/kernel/records';
import { blankAccount } from '../../../../sandbox/seed/blank';
import { HOUR, close, linkParam, listen, world, type World } from './harness';

beforeAll(listen);
afterAll(close);

const at = (w: World, agoMs: number) => new Date(w.clock.now - agoMs).toISOString();

/** Ten extra remote fans (followed by nobody) for sample caps. */
function fans(w: World, n: number): AccountRecord[] {
  return Array.from({ length: n }, (_, i) => {
    const account = blankAccount({
      id: w.db.nextId(w.clock.now - 500 * 24 * HOUR + i),
      username: `fan${i}`,
      domain: 'fans.example',
    });
    w.db.accounts.set(account.id, account);
    return account;
  });
}

describe('GET /api/v2/notifications', () => {
  it('groups favourites and emoji reactions by status, caps samples at 8, leaves follows ungrouped by default', async () => {
    const w = world();
    const { alice, bob, dave } = w.acc;
    const post = w.post(alice!, 'popular', 6 * HOUR);
    const people = fans(w, 10);
    people.forEach((fan, i) =>
      notify(w.ctx, {
        recipientId: alice!.id,
        type: 'favourite',
        fromId: fan.id,
        statusId: post.id,
        createdAt: at(w, 5 * HOUR - i * 60_000),
      }),
    );
    for (const [who, emoji] of [
      [bob!, '👍'],
      [dave!, 'blobcat'],
      [people[0]!, '👍'],
    ] as const) {
      w.db.emojiReactions.push({
        status_id: post.id,
        account_id: who.id,
        name: emoji,
        domain: null,
        created_at: at(w, 2 * HOUR),
      });
      notify(w.ctx, {
        recipientId: alice!.id,
        type: 'emoji_reaction',
        fromId: who.id,
        statusId: post.id,
        emoji: { name: emoji, domain: null },
        createdAt: at(w, 2 * HOUR),
      });
    }
    notify(w.ctx, { recipientId: alice!.id, type: 'follow', fromId: bob!.id, createdAt: at(w, HOUR) });
    notify(w.ctx, { recipientId: alice!.id, type: 'follow', fromId: dave!.id, createdAt: at(w, HOUR - 1000) });

    const answer = await w.call(w.token.alice!, 'GET', '/api/v2/notifications');
    expect(answer.status).toBe(200);
    const groups = answer.body.notification_groups;
    expect(groups.map((g: any) => g.type)).toEqual(['follow', 'follow', 'emoji_reaction', 'favourite']);
    expect(groups[0].group_key).toMatch(/^ungrouped-/);
    const favourites = groups[3];
    expect(favourites.group_key).toMatch(new RegExp(`^favourite-${post.id}-\\d+$`));
    expect(favourites.notifications_count).toBe(10);
    expect(favourites.sample_account_ids).toHaveLength(8);
    expect(favourites.sample_account_ids[0]).toBe(people[9]!.id);
    expect(favourites.status_id).toBe(post.id);
    expect(BigInt(favourites.page_min_id) < BigInt(favourites.page_max_id)).toBe(true);
    expect(favourites.most_recent_notification_id).toBe(favourites.page_max_id);
    const reactions = groups[2];
    expect(reactions.notifications_count).toBe(3);
    expect(reactions.emoji_reaction_groups).toEqual(
      [
        {
          emoji_reaction: expect.objectContaining({ name: '👍', count: 2 }),
          sample_account_ids: [people[0]!.id, bob!.id],
        },
        {
          emoji_reaction: expect.objectContaining({ name: 'blobcat', count: 1, url: expect.any(String) }),
          sample_account_ids: [dave!.id],
        },
      ].map((g) => expect.objectContaining(g)),
    );
    expect(answer.body.statuses.map((s: any) => s.id)).toEqual([post.id]);
    const accountIds = new Set(answer.body.accounts.map((a: any) => a.id));
    for (const g of groups) for (const id of g.sample_account_ids) expect(accountIds.has(id)).toBe(true);
    w.expectContract();
  });

  it('groups follows when asked, and ungroups favourites when not listed', async () => {
    const w = world();
    const { alice, bob, dave } = w.acc;
    const post = w.post(alice!, 'x', 6 * HOUR);
    notify(w.ctx, { recipientId: alice!.id, type: 'follow', fromId: bob!.id, createdAt: at(w, 2 * HOUR) });
    notify(w.ctx, { recipientId: alice!.id, type: 'follow', fromId: dave!.id, createdAt: at(w, 2 * HOUR - 1000) });
    notify(w.ctx, {
      recipientId: alice!.id,
      type: 'favourite',
      fromId: bob!.id,
      statusId: post.id,
      createdAt: at(w, 3 * HOUR),
    });
    notify(w.ctx, {
      recipientId: alice!.id,
      type: 'favourite',
      fromId: dave!.id,
      statusId: post.id,
      createdAt: at(w, 3 * HOUR - 1000),
    });
    const answer = await w.call(w.token.alice!, 'GET', '/api/v2/notifications?grouped_types[]=follow');
    const groups = answer.body.notification_groups;
    expect(groups.map((g: any) => [g.type, g.notifications_count])).toEqual([
      ['follow', 2],
      ['favourite', 1],
      ['favourite', 1],
    ]);
    expect(groups[0].group_key).toMatch(/^follow-\d+$/);
    expect(groups[0].status_id).toBeUndefined();
    w.expectContract();
  });

  it('pages by groups: limit counts groups, Link next/prev give max_id and min_id, since_id bounds', async () => {
    const w = world();
    const { alice, bob } = w.acc;
    const posts = [0, 1, 2, 3].map((i) => w.post(alice!, `post ${i}`, 20 * HOUR));
    posts.forEach((post, i) => {
      notify(w.ctx, {
        recipientId: alice!.id,
        type: 'favourite',
        fromId: bob!.id,
        statusId: post.id,
        createdAt: at(w, (10 - i) * HOUR),
      });
      notify(w.ctx, {
        recipientId: alice!.id,
        type: 'favourite',
        fromId: w.acc.dave!.id,
        statusId: post.id,
        createdAt: at(w, (10 - i) * HOUR - 1000),
      });
    });
    const first = await w.call(w.token.alice!, 'GET', '/api/v2/notifications?limit=2');
    expect(first.body.notification_groups.map((g: any) => g.status_id)).toEqual([posts[3]!.id, posts[2]!.id]);
    const next = linkParam(first.link, 'next');
    expect(next).toBe(first.body.notification_groups[1].page_min_id);
    const second = await w.call(w.token.alice!, 'GET', `/api/v2/notifications?limit=2&max_id=${next}`);
    expect(second.body.notification_groups.map((g: any) => g.status_id)).toEqual([posts[1]!.id, posts[0]!.id]);
    const prev = linkParam(second.link, 'prev');
    const back = await w.call(w.token.alice!, 'GET', `/api/v2/notifications?limit=2&min_id=${prev}`);
    expect(back.body.notification_groups.map((g: any) => g.status_id)).toEqual([posts[3]!.id, posts[2]!.id]);
    const newer = await w.call(
      w.token.alice!,
      'GET',
      `/api/v2/notifications?since_id=${first.body.notification_groups[0].page_min_id}`,
    );
    expect(newer.body.notification_groups).toHaveLength(1);
    expect(newer.body.notification_groups[0].notifications_count).toBe(2);
    const empty = await w.call(
      w.token.alice!,
      'GET',
      `/api/v2/notifications?since_id=${first.body.notification_groups[0].page_max_id}`,
    );
    expect(empty.body).toEqual({ accounts: [], statuses: [], notification_groups: [] });
    expect(empty.link).toBeNull();
    w.expectContract();
  });

  it('carries the list of list_status groups and drops types listed in exclude_types', async () => {
    const w = world();
    const { alice, bob } = w.acc;
    const list = {
      id: '77',
      account_id: alice!.id,
      title: 'Friends',
      exclusive: false,
      replies_policy: 'list' as const,
      notify: true,
      favourite: true,
      member_ids: [bob!.id],
    };
    w.db.lists.set(list.id, list);
    const post = w.post(bob!, 'news', HOUR);
    notify(w.ctx, { recipientId: alice!.id, type: 'list_status', fromId: bob!.id, statusId: post.id, listId: list.id });
    notify(w.ctx, { recipientId: alice!.id, type: 'follow', fromId: w.acc.dave!.id });
    const answer = await w.call(w.token.alice!, 'GET', '/api/v2/notifications?exclude_types[]=follow');
    expect(answer.body.notification_groups).toHaveLength(1);
    expect(answer.body.notification_groups[0]).toMatchObject({
      type: 'list_status',
      status_id: post.id,
      list: { id: '77', title: 'Friends' },
    });
    w.expectContract();
  });
});
