import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { close, listen, world, HOUR } from './harness';

beforeAll(listen);
afterAll(close);

describe('POST /api/v1/reports', () => {
  it('stores a violation report and answers the Report entity', async () => {
    const w = world();
    const theirs = w.post(w.acc.dave!, 'rude words', HOUR);
    const answer = await w.call(w.token.bob!, 'POST', '/api/v1/reports', {
      account_id: w.acc.dave!.id,
      status_ids: [theirs.id],
      comment: 'Not kind',
      forward: true,
      category: 'violation',
      rule_ids: ['1', '3'],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      action_taken: false,
      category: 'violation',
      comment: 'Not kind',
      forwarded: true,
      status_ids: [theirs.id],
      rule_ids: ['1', '3'],
      target_account: { id: w.acc.dave!.id, acct: 'dave@kmy.example' },
    });
    expect(typeof answer.body.id).toBe('string');
    expect(Date.parse(answer.body.created_at)).toBe(w.clock.now);
    const stored = w.db.reports.get(answer.body.id);
    expect(stored).toMatchObject({ account_id: w.acc.bob!.id, target_account_id: w.acc.dave!.id });
    w.expectContract();
  });

  it('forwards only remote reports, defaults to other, and drops posts the account did not write', async () => {
    const w = world();
    const bobs = w.post(w.acc.bob!, 'mine', HOUR);
    const answer = await w.call(w.token.alice!, 'POST', '/api/v1/reports', {
      account_id: w.acc.carol!.id,
      status_ids: [bobs.id],
      forward: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ category: 'other', comment: '', forwarded: false, status_ids: [] });
    w.expectContract();
  });

  it('refuses an unknown account, a violation without rules, unknown rules and long comments with 422', async () => {
    const w = world();
    const refused = async (body: Record<string, unknown>) =>
      (await w.call(w.token.bob!, 'POST', '/api/v1/reports', body)).status;
    expect(await refused({ account_id: 'no-such-account', category: 'spam' })).toBe(422);
    expect(await refused({ account_id: w.acc.carol!.id, category: 'violation' })).toBe(422);
    expect(await refused({ account_id: w.acc.carol!.id, category: 'violation', rule_ids: ['99'] })).toBe(422);
    expect(await refused({ account_id: w.acc.carol!.id, comment: 'x'.repeat(1001) })).toBe(422);
    expect(await refused({ account_id: w.acc.bob!.id, category: 'spam' })).toBe(422);
    expect(w.db.reports.size).toBe(0);
    w.expectContract();
  });

  it('refuses a request without a token with 401', async () => {
    const w = world();
    const answer = await w.call(null, 'POST', '/api/v1/reports', { account_id: w.acc.carol!.id });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: expect.any(String) });
    expect(w.db.reports.size).toBe(0);
    w.expectContract();
  });
});
