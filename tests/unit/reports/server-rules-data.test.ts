import { describe, expect, it, vi } from 'vitest';
import { serverRules } from '../../../src/services/data/definitions/server-rules';
import { ApiError } from '../../../src/domain/errors/api-error';
import { dataFixture, idle } from '../../support/data-fixture';
import { stubApi } from '../timelines/support/fake-app-services';

const failure = () =>
  new ApiError({ kind: 'response', status: 500, message: '500', statusText: 'Internal Server Error' });

describe('the server rules resource', () => {
  it("holds the instance's rules in the server's order, hints filled in", async () => {
    const get = vi.fn(async () => ({
      rules: [
        { id: '3', text: 'No spam' },
        { id: '1', text: 'Be kind', hint: 'No insults' },
      ],
    }));
    const { registry } = dataFixture(stubApi({ instance: { get } }));
    const chart = await idle(registry.resource(serverRules, null));
    expect(chart.context.value).toEqual([
      { id: '3', text: 'No spam', hint: '' },
      { id: '1', text: 'Be kind', hint: 'No insults' },
    ]);
  });

  it('fails silently (no rules, no alert), and a later dialog asks again', async () => {
    const get = vi
      .fn()
      .mockRejectedValueOnce(failure())
      .mockResolvedValueOnce({ rules: [{ id: '1', text: 'Be kind' }] });
    const { registry, alerts } = dataFixture(stubApi({ instance: { get } }));
    const actor = registry.resource(serverRules, null);
    registry.acquire(actor);
    const failed = await idle(actor);
    expect(failed.hasTag('failed')).toBe(true);
    expect(failed.context.value).toBeNull();
    expect(alerts.getSnapshot()).toEqual([]);
    registry.release(actor);
    registry.acquire(actor);
    expect((await idle(actor)).context.value).toEqual([{ id: '1', text: 'Be kind', hint: '' }]);
    expect(get).toHaveBeenCalledTimes(2);
  });
});
