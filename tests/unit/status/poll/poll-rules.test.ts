import { describe, expect, it } from 'vitest';
import { normalisePoll, type Poll } from '../../../../src/domain/entities';
import { pollTimeLeft } from '../../../../src/services/poll';
import {
  canVote,
  displayPercent,
  isPollExpired,
  leadingOptions,
  optionShare,
  pollTotal,
  showsResults,
  toggleChoice,
} from '../../../../src/domain/poll/poll-rules';
import type { ApiPoll } from '../../../../src/domain/entities/api-types';
import { apiPoll } from '../../entities/fixtures';

const NOW = Date.parse('2025-06-01T12:00:00.000Z');
const poll = (overrides: Partial<ApiPoll> = {}): Poll =>
  normalisePoll(apiPoll('p1', { voted: false, own_votes: [], ...overrides }))!;
const future = new Date(NOW + 60_000).toISOString();
const past = new Date(NOW - 60_000).toISOString();

describe('poll results rule', () => {
  it('results show if the user has voted', () => {
    expect(showsResults({ poll: poll({ voted: true, expires_at: future }), revealed: false, now: NOW })).toBe(true);
  });

  it('results show if the user chose See results', () => {
    expect(showsResults({ poll: poll({ expires_at: future }), revealed: true, now: NOW })).toBe(true);
  });

  it('results show if the poll is expired by its flag', () => {
    expect(showsResults({ poll: poll({ expired: true, expires_at: future }), revealed: false, now: NOW })).toBe(true);
  });

  it('results show if expires_at is in the past', () => {
    expect(isPollExpired(poll({ expires_at: past }), NOW)).toBe(true);
    expect(showsResults({ poll: poll({ expires_at: past }), revealed: false, now: NOW })).toBe(true);
  });

  it('otherwise the user selects options', () => {
    expect(showsResults({ poll: poll({ expires_at: future }), revealed: false, now: NOW })).toBe(false);
    expect(showsResults({ poll: poll({ expires_at: null }), revealed: false, now: NOW })).toBe(false);
  });
});

describe('poll choice rule', () => {
  it('multiple-choice options toggle', () => {
    expect(toggleChoice([], 2, true)).toEqual([2]);
    expect(toggleChoice([2], 0, true)).toEqual([0, 2]);
    expect(toggleChoice([0, 2], 2, true)).toEqual([0]);
  });

  it('single choice keeps exactly one', () => {
    expect(toggleChoice([], 1, false)).toEqual([1]);
    expect(toggleChoice([1], 0, false)).toEqual([0]);
    expect(toggleChoice([0], 0, false)).toEqual([0]);
  });
});

describe('poll vote button rule', () => {
  it('the vote button is disabled when the poll is disabled', () => {
    expect(canVote({ disabled: true, selected: [0] })).toBe(false);
  });

  it('the vote button is disabled when no option is selected', () => {
    expect(canVote({ disabled: false, selected: [] })).toBe(false);
  });

  it('the vote button is enabled with a selection on an enabled poll', () => {
    expect(canVote({ disabled: false, selected: [1] })).toBe(true);
  });
});

describe('poll percentage rule', () => {
  it('percentage is the option votes divided by voters_count', () => {
    // multiple choice: 4 voters cast 6 votes
    const p = poll({
      multiple: true,
      votes_count: 6,
      voters_count: 4,
      options: [
        { title: 'a', votes_count: 3 },
        { title: 'b', votes_count: 3 },
      ],
    });
    expect(optionShare(p.options[0]!, p)).toBe(75);
  });

  it('percentage uses votes_count when there is no voters_count', () => {
    const p = poll({
      votes_count: 8,
      voters_count: null,
      options: [
        { title: 'a', votes_count: 2 },
        { title: 'b', votes_count: 6 },
      ],
    });
    expect(optionShare(p.options[0]!, p)).toBe(25);
  });

  it('percentage is rounded for display', () => {
    const p = poll({
      votes_count: 3,
      voters_count: 3,
      options: [
        { title: 'a', votes_count: 1 },
        { title: 'b', votes_count: 2 },
      ],
    });
    expect(p.options.map((o) => displayPercent(optionShare(o, p)!))).toEqual([33, 67]);
  });

  it('percentage is 0 without any vote, and unknown while the totals are hidden', () => {
    const empty = poll({ votes_count: 0, voters_count: 0, options: [{ title: 'a', votes_count: 0 }] });
    expect(optionShare(empty.options[0]!, empty)).toBe(0);
    const hidden = poll({ options: [{ title: 'a', votes_count: null as unknown as number }] });
    expect(optionShare(hidden.options[0]!, hidden)).toBeNull();
  });
});

describe('poll leading-option rule', () => {
  it('the leading option has the highest count', () => {
    expect(leadingOptions([{ votes_count: 1 }, { votes_count: 5 }, { votes_count: 2 }])).toEqual([1]);
  });

  it('tied options all lead', () => {
    expect(leadingOptions([{ votes_count: 4 }, { votes_count: 4 }, { votes_count: 2 }])).toEqual([0, 1]);
  });

  it('nobody leads before the first vote', () => {
    expect(leadingOptions([{ votes_count: 0 }, { votes_count: 0 }])).toEqual([]);
    expect(leadingOptions([{ votes_count: null }, { votes_count: null }])).toEqual([]);
  });
});

describe('poll totals and time left', () => {
  it('counts people when the server counts voters, votes otherwise', () => {
    expect(pollTotal({ voters_count: 7, votes_count: 9 })).toEqual({ kind: 'people', count: 7 });
    expect(pollTotal({ voters_count: null, votes_count: 9 })).toEqual({ kind: 'votes', count: 9 });
  });

  it('time left is given in the largest whole unit', () => {
    const left = (ms: number) => pollTimeLeft({ expired: false, expires_at: new Date(NOW + ms).toISOString() }, NOW);
    expect(left(2 * 86_400_000 + 5_000)).toEqual({ closed: false, unit: 'days', count: 2 });
    expect(left(3 * 3_600_000 + 5_000)).toEqual({ closed: false, unit: 'hours', count: 3 });
    expect(left(60_000)).toEqual({ closed: false, unit: 'minutes', count: 1 });
    expect(left(12_400)).toEqual({ closed: false, unit: 'seconds', count: 12 });
  });

  it('an expired poll is closed; a poll without expiry has no time left', () => {
    expect(pollTimeLeft({ expired: true, expires_at: future }, NOW)).toEqual({ closed: true });
    expect(pollTimeLeft({ expired: false, expires_at: past }, NOW)).toEqual({ closed: true });
    expect(pollTimeLeft({ expired: false, expires_at: null }, NOW)).toBeNull();
  });
});
