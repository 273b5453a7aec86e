import { expect, vi } from 'vitest';
import { blankRelationship } from '../../src/machines/account-action-rules';
import { accountActionMachine } from '../../src/machines/account-action.machine';
import type { AccountActionInput, CountDeltas, Relationship } from '../../src/machines/account-action-types';
import { ApiError } from '../../src/domain/errors/api-error';
import { describeModel, doneEvent, errorEvent } from './model-harness';

// A follow of an account that follows me but that I do not follow yet: the only kind with every ending
// (following, requested, done, failed). The other kinds run through the same states; their patches and
// corrections are unit-tested in tests/unit/accounts.
const before: Relationship = { ...blankRelationship('a1'), followed_by: true };
const input: AccountActionInput = {
  kind: 'follow',
  target: { accountId: 'a1' },
  options: { notify: true },
  before: {
    relationship: before,
    counts: { account: { followers_count: 10, following_count: 3 }, me: { followers_count: 5, following_count: 0 } },
  },
};

const following: Relationship = { ...before, following: true, showing_reblogs: true, notifying: true };
// a locked account: the server keeps the follow as a request
const requested: Relationship = { ...before, requested: true, showing_reblogs: true, notifying: true };
// neither: the account blocks me meanwhile
const refused: Relationship = { ...before, blocked_by: true };
const unavailable = new ApiError({
  kind: 'response',
  message: 'Service Unavailable',
  status: 503,
  statusText: 'Service Unavailable',
});

const NONE: CountDeltas = {
  account: { followers_count: 0, following_count: 0 },
  me: { followers_count: 0, following_count: 0 },
};
// the optimistic +1 on its followers and my following, taken back
const TAKEN_BACK: CountDeltas = {
  account: { followers_count: -1, following_count: 0 },
  me: { followers_count: 0, following_count: -1 },
};

const apply = vi.fn();
const commit = vi.fn();
const revert = vi.fn();
const reportFailure = vi.fn();
const paramsOf = (fn: typeof apply, call = 0): unknown => fn.mock.calls[call]?.[1];

describeModel({
  name: 'account-action',
  machine: accountActionMachine.provide({ actions: { apply, commit, revert, reportFailure } }),
  input,
  scriptedActors: ['request'],
  events: [
    doneEvent('request', following),
    doneEvent('request', requested),
    doneEvent('request', refused),
    // a call that answers no relationship: the optimistic one is kept
    doneEvent('request', null),
    errorEvent('request', unavailable),
  ],
  expectations: {
    requesting: (snapshot, scripted) => {
      // the change shows before the server is asked: following, +1 on its followers and my following
      expect(apply).toHaveBeenCalledTimes(1);
      expect(paramsOf(apply)).toEqual({
        target: { accountId: 'a1' },
        relationship: {
          id: 'a1',
          set: { following: true, showing_reblogs: true, notifying: true },
          restore: { following: false, showing_reblogs: false, notifying: false },
          created: false,
        },
        counts: { account: { followers_count: 1, following_count: 0 }, me: { followers_count: 0, following_count: 1 } },
      });
      expect(scripted.lastCall('request')?.input).toEqual({
        kind: 'follow',
        target: { accountId: 'a1' },
        settings: { reblogs: true, notify: true, languages: null },
      });
      expect([commit, revert, reportFailure].every((fn) => fn.mock.calls.length === 0)).toBe(true);
    },
    following: (snapshot) => {
      expect(snapshot.output).toEqual({ ok: true, outcome: 'following', relationship: following });
      // the guess was right: nothing more to add
      expect(commit).toHaveBeenCalledTimes(1);
      expect(paramsOf(commit)).toEqual({ target: { accountId: 'a1' }, relationship: following, correction: NONE });
      expect(revert).not.toHaveBeenCalled();
      expect(reportFailure).not.toHaveBeenCalled();
    },
    requested: (snapshot) => {
      expect(snapshot.output).toEqual({ ok: true, outcome: 'requested', relationship: requested });
      expect(commit).toHaveBeenCalledTimes(1);
      expect(paramsOf(commit)).toEqual({
        target: { accountId: 'a1' },
        relationship: requested,
        correction: TAKEN_BACK,
      });
      expect(revert).not.toHaveBeenCalled();
      expect(reportFailure).not.toHaveBeenCalled();
    },
    done: (snapshot) => {
      expect(snapshot.output).toEqual({ ok: true, outcome: 'done', relationship: refused });
      expect(paramsOf(commit)).toEqual({ target: { accountId: 'a1' }, relationship: refused, correction: TAKEN_BACK });
      expect(commit).toHaveBeenCalledTimes(1);
      expect(revert).not.toHaveBeenCalled();
    },
    failed: (snapshot) => {
      expect(snapshot.output).toEqual({ ok: false, error: unavailable });
      // exactly the patch apply got is undone, and the alert is raised once
      expect(revert).toHaveBeenCalledTimes(1);
      expect(paramsOf(revert)).toEqual(snapshot.context.patch);
      expect(reportFailure).toHaveBeenCalledTimes(1);
      expect(paramsOf(reportFailure)).toEqual({ kind: 'follow', error: unavailable });
      expect(commit).not.toHaveBeenCalled();
      expect(revert.mock.invocationCallOrder[0]!).toBeLessThan(reportFailure.mock.invocationCallOrder[0]!);
    },
  },
});
