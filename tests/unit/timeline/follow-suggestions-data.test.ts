/**
 * The home feed's follow suggestions as a resource (src/services/data/definitions/follow-suggestions.ts):
 * asked once per account with the row's limit, the accounts stored once each; a failure is silent and asked
 * again when the row shows again.
 */
import { describe, expect, it, vi } from 'vitest';
import { followSuggestions, SUGGESTION_LIMIT } from '../../../src/services/data/definitions/follow-suggestions';
import { ApiError } from '../../../src/services/errors';
import { dataFixture, idle } from '../../support/data-fixture';
import { apiAccount } from '../entities/fixtures';
import { stubApi } from './support/fake-app-services';

describe('follow suggestions resource', () => {
  it("asks once with the row's limit and keeps each suggested account once", async () => {
    const suggestions = vi.fn().mockResolvedValue([
      { sources: ['global'], account: apiAccount('7') },
      { sources: ['featured'], account: apiAccount('8') },
      { sources: ['global'], account: apiAccount('7') },
      { sources: ['global'], account: { broken: true } },
    ]);
    const { registry, store } = dataFixture(stubApi({ discovery: { suggestions } }));
    const row = registry.resource(followSuggestions, null);
    expect((await idle(row)).context.value).toEqual(['7', '8']);
    expect(store.get('accounts', '8')).toBeDefined();
    expect(suggestions).toHaveBeenCalledWith(SUGGESTION_LIMIT, { signal: expect.any(AbortSignal) });
    registry.acquire(row);
    registry.release(row);
    registry.acquire(row);
    expect(registry.resource(followSuggestions, null)).toBe(row);
    await idle(row);
    expect(suggestions).toHaveBeenCalledTimes(1);
  });

  it('a failure raises no alert and is asked again when the row comes back', async () => {
    const suggestions = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ kind: 'response', status: 500, message: '500' }))
      .mockResolvedValueOnce([{ sources: ['global'], account: apiAccount('7') }]);
    const { registry, alerts } = dataFixture(stubApi({ discovery: { suggestions } }));
    const row = registry.resource(followSuggestions, null);
    registry.acquire(row);
    registry.release(row);
    expect((await idle(row)).hasTag('failed')).toBe(true);
    expect(alerts.getSnapshot()).toEqual([]);
    registry.acquire(row);
    expect((await idle(row)).context.value).toEqual(['7']);
  });
});
