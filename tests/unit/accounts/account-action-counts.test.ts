import { describe, expect, it } from 'vitest';
import {
  addCounts,
  blankRelationship,
  clampCount,
  countDeltas,
  subtractDeltas,
} from '../../../src/machines/account-action-rules';
import type { AccountActionBefore, CountDeltas, Relationship } from '../../../src/machines/account-action-types';

const rel = (fields: Partial<Relationship> = {}): Relationship => ({ ...blankRelationship('a1'), ...fields });

/** Its counts 10 followers / 4 following, mine 7 / 3, unless given. */
function before(relationship: Relationship | null, counts: Partial<AccountActionBefore['counts']> = {}) {
  return {
    relationship,
    counts: {
      account: { followers_count: 10, following_count: 4 },
      me: { followers_count: 7, following_count: 3 },
      ...counts,
    },
  };
}

const deltas = (account: [number, number], me: [number, number]): CountDeltas => ({
  account: { followers_count: account[0], following_count: account[1] },
  me: { followers_count: me[0], following_count: me[1] },
});
const NONE = deltas([0, 0], [0, 0]);

describe('clampCount', () => {
  it('keeps counts of 0 and above and makes anything below 0 (or not a number) 0', () => {
    expect(clampCount(5)).toBe(5);
    expect(clampCount(0)).toBe(0);
    expect(clampCount(-1)).toBe(0);
    expect(clampCount(Number.NaN)).toBe(0);
  });
});

describe('countDeltas: following', () => {
  it('a follow of an account not yet followed adds 1 to its followers and to my following', () => {
    expect(countDeltas('follow', before(rel()))).toEqual(deltas([1, 0], [0, 1]));
  });

  it('a follow of an account already followed (changing options) moves nothing', () => {
    expect(countDeltas('follow', before(rel({ following: true })))).toEqual(NONE);
  });

  it('a follow counts as not yet followed when no relationship is loaded', () => {
    expect(countDeltas('follow', before(null))).toEqual(deltas([1, 0], [0, 1]));
  });

  it('an unfollow of a followed account subtracts 1 from both', () => {
    expect(countDeltas('unfollow', before(rel({ following: true })))).toEqual(deltas([-1, 0], [0, -1]));
  });

  it('an unfollow never takes a count below 0', () => {
    const zero = { followers_count: 0, following_count: 0 };
    expect(countDeltas('unfollow', before(rel({ following: true }), { account: zero, me: zero }))).toEqual(NONE);
    expect(addCounts(zero, deltas([-1, 0], [0, -1]).account)).toEqual(zero);
  });

  it('following a locked account: the guess is requested, and no count changes', () => {
    expect(countDeltas('follow', { ...before(rel()), locked: true })).toEqual(NONE);
  });

  it('the server answering "requested" (requested: true, following: false) moves no count', () => {
    const answer = rel({ requested: true });
    expect(countDeltas('follow', before(rel()), answer)).toEqual(NONE);
    // so the optimistic +1 is taken back at commit
    const correction = subtractDeltas(
      countDeltas('follow', before(rel()), answer),
      countDeltas('follow', before(rel())),
    );
    expect(correction).toEqual(deltas([-1, 0], [0, -1]));
  });

  it('withdrawing a pending request (unfollow while requested) changes no count', () => {
    expect(countDeltas('unfollow', before(rel({ requested: true })))).toEqual(NONE);
    expect(countDeltas('unfollow', before(rel({ requested: true })), rel())).toEqual(NONE);
  });

  it('counts not in the store are left alone', () => {
    expect(countDeltas('follow', before(rel(), { account: null }))).toEqual(deltas([0, 0], [0, 1]));
    expect(countDeltas('follow', before(rel(), { me: null }))).toEqual(deltas([1, 0], [0, 0]));
  });
});

describe('countDeltas: blocks and followers', () => {
  it('blocking a followed account: its followers -1 and my following -1', () => {
    expect(countDeltas('block', before(rel({ following: true })))).toEqual(deltas([-1, 0], [0, -1]));
  });

  it('blocking an account that follows me: my followers -1 and its following -1', () => {
    expect(countDeltas('block', before(rel({ followed_by: true })))).toEqual(deltas([0, -1], [-1, 0]));
  });

  it('blocking a mutual follow removes both follows', () => {
    expect(countDeltas('block', before(rel({ following: true, followed_by: true })))).toEqual(
      deltas([-1, -1], [-1, -1]),
    );
  });

  it('blocking never takes a count below 0', () => {
    const counts = {
      account: { followers_count: 0, following_count: 2 },
      me: { followers_count: 0, following_count: 0 },
    };
    expect(countDeltas('block', before(rel({ following: true, followed_by: true }), counts))).toEqual(
      deltas([0, -1], [0, 0]),
    );
  });

  it('blocking someone with only a pending request either way moves no count', () => {
    expect(countDeltas('block', before(rel({ requested: true, requested_by: true })))).toEqual(NONE);
  });

  it('removing a follower: my followers -1 and its following -1', () => {
    expect(countDeltas('removeFromFollowers', before(rel({ followed_by: true })))).toEqual(deltas([0, -1], [-1, 0]));
  });

  it('authorising a follow request: my followers +1 and its following +1; rejecting moves nothing', () => {
    expect(countDeltas('authorizeFollowRequest', before(rel({ requested_by: true })))).toEqual(deltas([0, 1], [1, 0]));
    expect(countDeltas('rejectFollowRequest', before(rel({ requested_by: true })))).toEqual(NONE);
  });

  it('blocking a domain drops a follower from it', () => {
    expect(countDeltas('domainBlock', before(rel({ followed_by: true })))).toEqual(deltas([0, -1], [-1, 0]));
  });

  it.each(['mute', 'unmute', 'pin', 'unpin', 'note', 'unblock', 'domainUnblock'] as const)(
    '%s moves no count',
    (kind) => {
      expect(countDeltas(kind, before(rel({ following: true, followed_by: true })))).toEqual(NONE);
    },
  );
});

describe('addCounts', () => {
  it('adds deltas, or takes them back with sign -1, never below 0', () => {
    const counts = { followers_count: 1, following_count: 0 };
    expect(addCounts(counts, { followers_count: 1, following_count: 1 })).toEqual({
      followers_count: 2,
      following_count: 1,
    });
    expect(addCounts(counts, { followers_count: 2, following_count: 1 }, -1)).toEqual({
      followers_count: 0,
      following_count: 0,
    });
  });
});
