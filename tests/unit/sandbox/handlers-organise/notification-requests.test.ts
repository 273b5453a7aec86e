import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../../../sandbox/kernel/notify';
import { HOUR, close, listen, world, type World } from './harness';

beforeAll(listen);
afterAll(close);

/** erin (a stranger) sends alice two private mentions and troll (limited) one favourite: two requests. */
function withRequests(w: World) {
  const { alice, erin, troll } = w.acc;
  const first = w.post(erin!, '@alice one', 5 * HOUR, { visibility: 'direct', mention_ids: [alice!.id] });
  const second = w.post(erin!, '@alice two', 4 * HOUR, { visibility: 'direct', mention_ids: [alice!.id] });
  const mine = w.post(alice!, 'mine', 6 * HOUR);
  notify(w.ctx, {
    recipientId: alice!.id,
    type: 'mention',
    fromId: erin!.id,
    statusId: first.id,
    createdAt: new Date(w.clock.now - 5 * HOUR).toISOString(),
  });
  notify(w.ctx, {
    recipientId: alice!.id,
    type: 'mention',
    fromId: erin!.id,
    statusId: second.id,
    createdAt: new Date(w.clock.now - 4 * HOUR).toISOString(),
  });
  notify(w.ctx, {
    recipientId: alice!.id,
    type: 'favourite',
    fromId: troll!.id,
    statusId: mine.id,
    createdAt: new Date(w.clock.now - 3 * HOUR).toISOString(),
  });
  notify(w.ctx, { recipientId: alice!.id, type: 'follow', fromId: w.acc.bob!.id });
  return { first, second };
}

describe('notification policy', () => {
  it('answers the default policy with a summary of pending requests, and updates it with PUT or PATCH', async () => {
    const w = world();
    withRequests(w);
    const policy = await w.call(w.token.alice!, 'GET', '/api/v2/notifications/policy');
    expect(policy.body).toEqual({
      for_not_following: 'accept',
      for_not_followers: 'accept',
      for_new_accounts: 'accept',
      for_private_mentions: 'filter',
      for_limited_accounts: 'filter',
      summary: { pending_requests_count: 2, pending_notifications_count: 3 },
    });
    const put = await w.call(w.token.alice!, 'PUT', '/api/v2/notifications/policy', {
      for_not_following: 'filter',
      for_new_accounts: 'drop',
    });
    expect(put.body).toMatchObject({
      for_not_following: 'filter',
      for_new_accounts: 'drop',
      for_private_mentions: 'filter',
    });
    const patch = await w.call(w.token.alice!, 'PATCH', '/api/v2/notifications/policy', {
      for_private_mentions: 'accept',
    });
    expect(patch.body).toMatchObject({ for_not_following: 'filter', for_private_mentions: 'accept' });
    const bad = await w.call(w.token.alice!, 'PUT', '/api/v2/notifications/policy', { for_not_following: 'maybe' });
    expect(bad.status).toBe(422);
    expect((await w.call(w.token.alice!, 'GET', '/api/v2/notifications/policy')).body.for_not_following).toBe('filter');
    w.expectContract();
  });
});

describe('notification requests', () => {
  it('lists one request per filtered sender, newest first, leaving their notifications out of the list', async () => {
    const w = world();
    withRequests(w);
    const requests = await w.call(w.token.alice!, 'GET', '/api/v1/notifications/requests');
    expect(requests.body.map((r: any) => [r.account.id, r.notifications_count])).toEqual([
      [w.acc.troll!.id, '1'],
      [w.acc.erin!.id, '2'],
    ]);
    const erinRequest = requests.body[1];
    expect(erinRequest.last_status.id).toBeDefined();
    const since = await w.call(w.token.alice!, 'GET', `/api/v1/notifications/requests?since_id=${erinRequest.id}`);
    expect(since.body.map((r: any) => r.id)).toEqual([requests.body[0].id]);
    const single = await w.call(w.token.alice!, 'GET', `/api/v1/notifications/requests/${erinRequest.id}`);
    expect(single.body.id).toBe(erinRequest.id);
    expect((await w.call(w.token.alice!, 'GET', '/api/v1/notifications/requests/12345')).status).toBe(404);
    const list = await w.call(w.token.alice!, 'GET', '/api/v1/notifications');
    expect(list.body.map((n: any) => n.type)).toEqual(['follow']);
    // as on Mastodon, filtered notifications are listed only with include_filtered, account_id or not
    const ordinary = await w.call(w.token.alice!, 'GET', `/api/v1/notifications?account_id=${w.acc.erin!.id}`);
    expect(ordinary.body).toEqual([]);
    const ofRequest = await w.call(
      w.token.alice!,
      'GET',
      `/api/v1/notifications?account_id=${w.acc.erin!.id}&include_filtered=true`,
    );
    expect(ofRequest.body.map((n: any) => n.type)).toEqual(['mention', 'mention']);
    w.expectContract();
  });

  it('accepting moves the notifications back, stops filtering the sender and announces the merge', async () => {
    const w = world();
    withRequests(w);
    const [, erinRequest] = (await w.call(w.token.alice!, 'GET', '/api/v1/notifications/requests')).body;
    const accepted = await w.call(w.token.alice!, 'POST', `/api/v1/notifications/requests/${erinRequest.id}/accept`);
    expect(accepted.body).toEqual({});
    const list = await w.call(w.token.alice!, 'GET', '/api/v1/notifications');
    expect(list.body.map((n: any) => n.type)).toEqual(['follow', 'mention', 'mention']);
    expect(w.published.some((p) => p.event === 'notifications_merged' && p.target.accountId === w.acc.alice!.id)).toBe(
      true,
    );
    const dm = w.post(w.acc.erin!, '@alice three', HOUR, { visibility: 'direct', mention_ids: [w.acc.alice!.id] });
    expect(
      notify(w.ctx, { recipientId: w.acc.alice!.id, type: 'mention', fromId: w.acc.erin!.id, statusId: dm.id })
        ?.filtered,
    ).toBe(false);
    const summary = (await w.call(w.token.alice!, 'GET', '/api/v2/notifications/policy')).body.summary;
    expect(summary).toEqual({ pending_requests_count: 1, pending_notifications_count: 1 });
    w.expectContract();
  });

  it('dismissing drops the request and its notifications; bulk actions take id[]', async () => {
    const w = world();
    withRequests(w);
    const requests = (await w.call(w.token.alice!, 'GET', '/api/v1/notifications/requests')).body;
    expect(
      (await w.call(w.token.alice!, 'POST', `/api/v1/notifications/requests/${requests[0].id}/dismiss`)).body,
    ).toEqual({});
    expect(
      (await w.call(w.token.alice!, 'GET', `/api/v1/notifications?account_id=${w.acc.troll!.id}&include_filtered=true`))
        .body,
    ).toEqual([]);

    const again = world();
    withRequests(again);
    const ids = (await again.call(again.token.alice!, 'GET', '/api/v1/notifications/requests')).body.map(
      (r: any) => r.id,
    );
    const form = new URLSearchParams(ids.map((id: string) => ['id[]', id]));
    expect((await again.call(again.token.alice!, 'POST', '/api/v1/notifications/requests/accept', form)).body).toEqual(
      {},
    );
    expect((await again.call(again.token.alice!, 'GET', '/api/v1/notifications/requests')).body).toEqual([]);
    expect((await again.call(again.token.alice!, 'GET', '/api/v1/notifications')).body).toHaveLength(4);

    const third = world();
    withRequests(third);
    const thirdIds = (await third.call(third.token.alice!, 'GET', '/api/v1/notifications/requests')).body.map(
      (r: any) => r.id,
    );
    await third.call(third.token.alice!, 'POST', '/api/v1/notifications/requests/dismiss', { id: thirdIds });
    expect((await third.call(third.token.alice!, 'GET', '/api/v2/notifications/policy')).body.summary).toEqual({
      pending_requests_count: 0,
      pending_notifications_count: 0,
    });
    expect((await third.call(third.token.alice!, 'GET', '/api/v1/notifications')).body).toHaveLength(1);
    w.expectContract();
    again.expectContract();
    third.expectContract();
  });
});
