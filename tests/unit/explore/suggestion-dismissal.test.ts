/**
 * Dismissing a follow suggestion through the optimistic runner: the suggestion leaves the shared suggestions at once
 * (before the server answers); a refusal puts it back where it stood and raises the call's alert; a second
 * dismissal of the same account while the first is on its way joins it; an account not shown is still sent.
 */
import { describe, expect, it, vi } from 'vitest';
import { followSuggestions } from '../../../src/services/data/definitions/follow-suggestions';
import { ApiError } from '../../../src/domain/errors/api-error';
import { dismissSuggestion, SUGGESTION_DISMISSALS } from '../../../src/services/explore/suggestion-dismissal';
import { expectOnePerAccount, settle } from '../../support/account-parts';
import { dataFixture, idle } from '../../support/data-fixture';
import { apiAccount } from '../entities/fixtures';
import { deferred, stubApi } from '../timelines/support/fake-app-services';
import { waitForState } from '../../support/wait-for-state';

const answer = [
  { sources: ['featured'], account: apiAccount('7') },
  { sources: ['friends_of_friends'], account: apiAccount('8') },
  { sources: ['most_followed'], account: apiAccount('9') },
];

async function loaded(removeSuggestion: (...args: never[]) => unknown) {
  const suggestions = vi.fn().mockResolvedValue(answer);
  const fixture = dataFixture(stubApi({ discovery: { suggestions, removeSuggestion } }));
  const chart = fixture.registry.resource(followSuggestions, null);
  await idle(chart);
  const ids = () => (chart.getSnapshot().context.value as { accountId: string }[]).map((s) => s.accountId);
  return { ...fixture, chart, ids };
}

describe('dismissing a suggestion', () => {
  it('leaves the suggestions before the server answers, and stays out once it agrees', async () => {
    const call = deferred<unknown>();
    const removeSuggestion = vi.fn().mockReturnValue(call.promise);
    const { ids, alerts, ...services } = await loaded(removeSuggestion);
    const outcome = dismissSuggestion({ ...services, alerts }, '8');
    expect(ids()).toEqual(['7', '9']);
    await waitForState(() => expect(removeSuggestion).toHaveBeenCalledWith('8'));
    // the same dismissal again while it runs joins it
    void dismissSuggestion({ ...services, alerts }, '8');
    await Promise.resolve();
    expect(removeSuggestion).toHaveBeenCalledTimes(1);
    call.resolve({});
    expect((await outcome).ok).toBe(true);
    expect(ids()).toEqual(['7', '9']);
    expect(alerts.getSnapshot()).toEqual([]);
  });

  it('a refusal puts the suggestion back where it stood and raises the alert', async () => {
    const removeSuggestion = vi
      .fn()
      .mockRejectedValue(new ApiError({ kind: 'response', status: 500, message: 'Internal error' }));
    const { ids, alerts, ...services } = await loaded(removeSuggestion);
    const outcome = await dismissSuggestion({ ...services, alerts }, '8');
    expect(outcome.ok).toBe(false);
    expect(ids()).toEqual(['7', '8', '9']);
    expect(alerts.getSnapshot()).toHaveLength(1);
  });

  it('an account that is not among the suggestions shown is still sent, with nothing to take back', async () => {
    const removeSuggestion = vi.fn().mockResolvedValue({});
    const { ids, alerts, ...services } = await loaded(removeSuggestion);
    expect((await dismissSuggestion({ ...services, alerts }, '42')).ok).toBe(true);
    expect(removeSuggestion).toHaveBeenCalledWith('42');
    expect(ids()).toEqual(['7', '8', '9']);
  });
});

describe("the account's runner", () => {
  it('is one per account, and letting the account go stops what it has in flight', async () => {
    const account = async () => {
      const removeSuggestion = vi.fn().mockResolvedValue({});
      return { removeSuggestion, ...(await loaded(removeSuggestion)) };
    };
    const one = await account();
    const other = await account();
    const stopped = dismissSuggestion(one, '8');
    const going = dismissSuggestion(other, '8');
    expectOnePerAccount(SUGGESTION_DISMISSALS, one.store, other.store);
    one.store.scope.dispose();
    expect((await stopped).ok).toBe(false);
    expect((await going).ok).toBe(true);
    await settle();
    expect(one.removeSuggestion).not.toHaveBeenCalled();
    expect(other.removeSuggestion).toHaveBeenCalledWith('8');
  });
});
