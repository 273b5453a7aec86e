/**
 * The status page's resources (src/services/data/definitions/thread.ts): the post and its context, each
 * keyed by the post's id, stored in the store with ids kept; a post that is gone is a state without an alert.
 */
import { describe, expect, it, vi } from 'vitest';
import { threadContext, threadStatus } from '../../../src/services/data/definitions/thread';
import { ApiError } from '../../../src/domain/errors/api-error';
import { dataFixture, idle } from '../../support/data-fixture';
import { apiStatus } from '../entities/fixtures';
import { stubApi } from '../timelines/support/fake-app-services';

const error = (status: number) =>
  new ApiError({ kind: 'response', status, message: String(status), statusText: String(status) });

describe('thread resources', () => {
  it('the post: stored, its id kept, the request cancellable', async () => {
    const get = vi.fn().mockResolvedValue(apiStatus('9'));
    const { registry, store } = dataFixture(stubApi({ statuses: { get } }));
    const post = await idle(registry.resource(threadStatus, '9'));
    expect(post.context.value).toBe('9');
    expect(store.get('statuses', '9')).toBeDefined();
    expect(get).toHaveBeenCalledWith('9', { signal: expect.any(AbortSignal) });
  });

  it("a post answering 404 or 410 is gone, without an alert; other failures raise the call's alert", async () => {
    const get = vi.fn(async (id: string) => {
      throw error(Number(id));
    });
    const { registry, alerts } = dataFixture(stubApi({ statuses: { get } }));
    for (const status of ['404', '410']) {
      const snapshot = await idle(registry.resource(threadStatus, status));
      expect(snapshot.hasTag('gone')).toBe(true);
    }
    expect(alerts.getSnapshot()).toEqual([]);
    expect((await idle(registry.resource(threadStatus, '500'))).hasTag('failed')).toBe(true);
    expect(alerts.getSnapshot()).toHaveLength(1);
  });

  it('the context: ancestors, replies and references stored, their ids kept', async () => {
    const context = vi.fn().mockResolvedValue({
      ancestors: [apiStatus('a1')],
      descendants: [apiStatus('r1', { in_reply_to_id: '9' }), apiStatus('r2', { in_reply_to_id: 'r1' })],
      references: [apiStatus('ref1')],
    });
    const { registry, store } = dataFixture(stubApi({ statuses: { context } }));
    const thread = await idle(registry.resource(threadContext, '9'));
    expect(thread.context.value).toEqual({ ancestorIds: ['a1'], descendantIds: ['r1', 'r2'], referenceIds: ['ref1'] });
    expect(store.get('statuses', 'r2')?.in_reply_to_id).toBe('r1');
    expect(context).toHaveBeenCalledWith('9', { signal: expect.any(AbortSignal) });
  });

  it("a failed context raises its call's alert and loads again on RETRY", async () => {
    const context = vi.fn().mockRejectedValueOnce(error(503)).mockResolvedValue({ ancestors: [], descendants: [] });
    const { registry, alerts } = dataFixture(stubApi({ statuses: { context } }));
    const chart = registry.resource(threadContext, '9');
    expect((await idle(chart)).hasTag('failed')).toBe(true);
    expect(alerts.getSnapshot()).toHaveLength(1);
    chart.send({ type: 'RETRY' });
    expect((await idle(chart)).context.value).toEqual({ ancestorIds: [], descendantIds: [], referenceIds: [] });
  });
});
