/**
 * The follow suggestions as a resource (src/services/data/definitions/follow-suggestions.ts), shared by the home
 * feed's row and Explore's "For you" tab: asked once per account with the limit, each account stored and kept
 * once with the reasons the server gives (an older server's single `source` as a one-reason list); a failure is
 * silent and asked again when the suggestions show again.
 */
import { describe, expect, it, vi } from 'vitest';
import { followSuggestions, SUGGESTION_LIMIT } from '../../../src/services/data/definitions/follow-suggestions';
import { ApiError } from '../../../src/domain/errors/api-error';
import { dataFixture, idle } from '../../support/data-fixture';
import { apiAccount } from '../entities/fixtures';
import { stubApi } from './support/fake-app-services';

describe('follow suggestions resource', () => {
  it('asks once with the limit and keeps each suggested account once, with its reasons', async () => {
    const suggestions = vi.fn().mockResolvedValue([
      { sources: ['most_followed'], account: apiAccount('7') },
      { sources: ['featured', 'friends_of_friends'], account: apiAccount('8') },
      { sources: ['global'], account: apiAccount('7') },
      { sources: ['global'], account: { broken: true } },
      { source: 'staff', account: apiAccount('9') },
    ]);
    const { registry, store } = dataFixture(stubApi({ discovery: { suggestions } }));
    const row = registry.resource(followSuggestions, null);
    expect((await idle(row)).context.value).toEqual([
      { accountId: '7', sources: ['most_followed'] },
      { accountId: '8', sources: ['featured', 'friends_of_friends'] },
      { accountId: '9', sources: ['staff'] },
    ]);
    expect(SUGGESTION_LIMIT).toBe(20);
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
    expect((await idle(row)).context.value).toEqual([{ accountId: '7', sources: ['global'] }]);
  });
});
