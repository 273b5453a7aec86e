import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import {
  addCounts,
  applyRelationshipChange,
  blankRelationship,
  revertRelationshipChange,
} from '../../../src/machines/account-action-rules';
import { accountActionMachine } from '../../../src/machines/account-action.machine';
import type {
  AccountActionCommit,
  AccountActionInput,
  AccountActionRequest,
  FollowCounts,
  OptimisticPatch,
  Relationship,
} from '../../../src/machines/account-action-types';

const rel = (fields: Partial<Relationship> = {}): Relationship => ({ ...blankRelationship('a1'), ...fields });

/**
 * A stand-in for what a runner keeps: one relationship and the two accounts' counts, changed only through the
 * patches and commits the chart hands out (the way a runner would write them to the store).
 */
function fakeStore(relationship: Relationship | null, account: FollowCounts, me: FollowCounts) {
  const state = { relationship, account, me };
  const addAll = (counts: OptimisticPatch['counts'], sign: 1 | -1) => {
    state.account = addCounts(state.account, counts.account, sign);
    state.me = addCounts(state.me, counts.me, sign);
  };
  return {
    state,
    before: (): AccountActionInput['before'] => ({
      relationship: state.relationship,
      counts: { account: { ...state.account }, me: { ...state.me } },
    }),
    apply: vi.fn((_: unknown, patch: OptimisticPatch) => {
      if (patch.relationship) state.relationship = applyRelationshipChange(state.relationship, patch.relationship);
      addAll(patch.counts, 1);
    }),
    revert: vi.fn((_: unknown, patch: OptimisticPatch) => {
      if (patch.relationship) state.relationship = revertRelationshipChange(state.relationship, patch.relationship);
      addAll(patch.counts, -1);
    }),
    commit: vi.fn((_: unknown, commit: AccountActionCommit) => {
      state.relationship = commit.relationship;
      addAll(commit.correction, 1);
    }),
    reportFailure: vi.fn(),
  };
}

/** Starts the chart with a request that waits until `answer` or `fail` is called. */
function run(input: Omit<AccountActionInput, 'before'>, store: ReturnType<typeof fakeStore>) {
  let settle: { resolve: (r: Relationship | null) => void; reject: (e: unknown) => void } | null = null;
  const requests: AccountActionRequest[] = [];
  const machine = accountActionMachine.provide({
    actions: { apply: store.apply, revert: store.revert, commit: store.commit, reportFailure: store.reportFailure },
    actors: {
      request: fromPromise<Relationship | null, AccountActionRequest>(({ input: request }) => {
        requests.push(request);
        return new Promise((resolve, reject) => (settle = { resolve, reject }));
      }),
    },
  });
  const actor = createActor(machine, { input: { ...input, before: store.before() } }).start();
  return {
    actor,
    requests,
    answer: (relationship: Relationship | null) => settle!.resolve(relationship),
    fail: (error: unknown) => settle!.reject(error),
    done: toPromise(actor),
  };
}

const counts = (followers_count: number, following_count: number) => ({ followers_count, following_count });

describe('account action chart', () => {
  it('a follow shows at once and adds 1 to both counts; the answer is kept', async () => {
    const store = fakeStore(rel(), counts(10, 4), counts(7, 3));
    const action = run({ kind: 'follow', target: { accountId: 'a1' } }, store);
    expect(store.state).toEqual({
      relationship: rel({ following: true, showing_reblogs: true }),
      account: counts(11, 4),
      me: counts(7, 4),
    });
    expect(action.actor.getSnapshot().value).toBe('requesting');
    const answer = rel({ following: true, showing_reblogs: true, note: 'from the server' });
    action.answer(answer);
    expect(await action.done).toEqual({ ok: true, outcome: 'following', relationship: answer });
    expect(store.state).toEqual({ relationship: answer, account: counts(11, 4), me: counts(7, 4) });
  });

  it('a locked account answering "requested" ends in requested and takes the optimistic +1 back', async () => {
    const store = fakeStore(rel(), counts(10, 4), counts(7, 3));
    const action = run({ kind: 'follow', target: { accountId: 'a1' } }, store);
    const answer = rel({ requested: true, showing_reblogs: true });
    action.answer(answer);
    expect(await action.done).toEqual({ ok: true, outcome: 'requested', relationship: answer });
    expect(action.actor.getSnapshot().value).toBe('requested');
    expect(store.state).toEqual({ relationship: answer, account: counts(10, 4), me: counts(7, 3) });
  });

  it('the answer decides the counts: a follow-back learned from it is counted too', async () => {
    const store = fakeStore(rel(), counts(10, 4), counts(7, 3));
    const action = run({ kind: 'follow', target: { accountId: 'a1' } }, store);
    const answer = rel({ following: true, showing_reblogs: true, followed_by: true });
    action.answer(answer);
    await action.done;
    expect(store.commit.mock.calls[0]?.[1]).toMatchObject({
      correction: { account: counts(0, 1), me: counts(1, 0) },
    });
    expect(store.state).toEqual({ relationship: answer, account: counts(11, 5), me: counts(8, 4) });
  });

  it('withdrawing a pending request changes no count', async () => {
    const store = fakeStore(rel({ requested: true }), counts(10, 4), counts(7, 3));
    const action = run({ kind: 'unfollow', target: { accountId: 'a1' } }, store);
    action.answer(rel());
    expect(await action.done).toEqual({ ok: true, outcome: 'done', relationship: rel() });
    expect(store.state).toEqual({ relationship: rel(), account: counts(10, 4), me: counts(7, 3) });
  });

  it('unfollowing subtracts 1 from both, never below 0', async () => {
    const store = fakeStore(rel({ following: true }), counts(0, 4), counts(7, 1));
    const action = run({ kind: 'unfollow', target: { accountId: 'a1' } }, store);
    action.answer(rel());
    await action.done;
    expect(store.state).toEqual({ relationship: rel(), account: counts(0, 4), me: counts(7, 0) });
  });

  it('a block of a mutual follow removes both follows and their counts', async () => {
    const store = fakeStore(rel({ following: true, followed_by: true }), counts(10, 4), counts(7, 3));
    const action = run({ kind: 'block', target: { accountId: 'a1' } }, store);
    expect(store.state).toEqual({ relationship: rel({ blocking: true }), account: counts(9, 3), me: counts(6, 2) });
    action.answer(rel({ blocking: true }));
    expect(await action.done).toMatchObject({ ok: true, outcome: 'done' });
    expect(store.state).toEqual({ relationship: rel({ blocking: true }), account: counts(9, 3), me: counts(6, 2) });
  });

  it('a mute sends its completed options', async () => {
    const store = fakeStore(rel(), counts(1, 1), counts(1, 1));
    const action = run({ kind: 'mute', target: { accountId: 'a1' }, options: { duration: 86_400.5 } }, store);
    expect(action.requests).toEqual([
      { kind: 'mute', target: { accountId: 'a1' }, settings: { duration: 86_400, notifications: true } },
    ]);
    const answer = rel({ muting: true, muting_notifications: true, muting_expires_at: '2030-01-02T00:00:00Z' });
    action.answer(answer);
    expect(await action.done).toEqual({ ok: true, outcome: 'done', relationship: answer });
  });

  it('a domain block, which answers no relationship, keeps the optimistic one', async () => {
    const store = fakeStore(rel({ followed_by: true }), counts(1, 1), counts(1, 1));
    const action = run({ kind: 'domainBlock', target: { domain: 'example.social' } }, store);
    expect(action.requests[0]).toEqual({ kind: 'domainBlock', target: { domain: 'example.social' }, settings: null });
    action.answer(null);
    const optimistic = rel({ domain_blocking: true });
    expect(await action.done).toEqual({ ok: true, outcome: 'done', relationship: optimistic });
    expect(store.state).toEqual({ relationship: optimistic, account: counts(1, 0), me: counts(0, 1) });
    expect(store.commit).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['follow', rel({ followed_by: true }), {}],
    ['block', rel({ following: true, followed_by: true, endorsed: true, note: 'n' }), {}],
    ['mute', rel({ muting: true, muting_expires_at: '2030-01-01T00:00:00Z' }), { notifications: false }],
    ['note', rel({ note: 'old' }), { comment: 'new' }],
    ['authorizeFollowRequest', rel({ requested_by: true }), {}],
  ] as const)('a refused %s is reverted exactly and reported once', async (kind, relationship, options) => {
    const store = fakeStore(relationship, counts(1, 1), counts(0, 5));
    const before = structuredClone(store.state);
    const action = run({ kind, target: { accountId: 'a1' }, options }, store);
    expect(store.state).not.toEqual(before);
    const error = new Error('422');
    action.fail(error);
    expect(await action.done).toEqual({ ok: false, error });
    expect(action.actor.getSnapshot().value).toBe('failed');
    expect(store.state).toEqual(before);
    expect(store.revert).toHaveBeenCalledTimes(1);
    expect(store.commit).not.toHaveBeenCalled();
    expect(store.reportFailure).toHaveBeenCalledTimes(1);
    expect(store.reportFailure.mock.calls[0]?.[1]).toEqual({ kind, error });
  });

  it('a refused follow of an account with no relationship loaded removes the one it showed', async () => {
    const store = fakeStore(null, counts(3, 3), counts(3, 3));
    const action = run({ kind: 'follow', target: { accountId: 'a1' } }, store);
    expect(store.state.relationship).toMatchObject({ id: 'a1', following: true });
    action.fail(new Error('500'));
    await action.done;
    expect(store.state).toEqual({ relationship: null, account: counts(3, 3), me: counts(3, 3) });
  });

  it('refuses a target that does not fit the kind: the actor errors before anything is applied', () => {
    const store = fakeStore(rel(), counts(1, 1), counts(1, 1));
    const cases = [
      [{ kind: 'domainBlock', target: { accountId: 'a1' } }, /domainBlock needs a domain/],
      [{ kind: 'follow', target: { domain: 'example.social' } }, /follow needs an account id/],
    ] as const;
    for (const [input, message] of cases) {
      const actor = createActor(accountActionMachine, { input: { ...input, before: store.before() } });
      const error = vi.fn();
      actor.subscribe({ error });
      actor.start();
      expect(actor.getSnapshot().status).toBe('error');
      expect(String(actor.getSnapshot().error)).toMatch(message);
    }
    expect(store.apply).not.toHaveBeenCalled();
  });
});
