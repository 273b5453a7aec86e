/**
 * Poll rules, pure: when results show, how choices toggle, when the vote button works, percentages and the leading
 * option.
 */
import type { Poll, PollOption } from '../entities/poll';

/** Expired: the expired flag is set or expires_at lies in the past. */
export function isPollExpired(poll: Pick<Poll, 'expired' | 'expires_at'>, now: number): boolean {
  if (poll.expired) return true;
  if (poll.expires_at === null) return false;
  const at = Date.parse(poll.expires_at);
  return !Number.isNaN(at) && at <= now;
}

export interface ResultsInput {
  poll: Pick<Poll, 'voted' | 'expired' | 'expires_at'>;
  /** the reader chose 'See results' */
  revealed: boolean;
  now: number;
}

/** Results show if the user has voted, chose 'See results', or the poll is expired. */
export function showsResults({ poll, revealed, now }: ResultsInput): boolean {
  return poll.voted || revealed || isPollExpired(poll, now);
}

/** Multiple choice toggles the option; single choice keeps exactly the option chosen last. */
export function toggleChoice(selected: readonly number[], index: number, multiple: boolean): number[] {
  if (!multiple) return [index];
  return selected.includes(index) ? selected.filter((i) => i !== index) : [...selected, index].sort((a, b) => a - b);
}

/** The vote button is disabled when the poll is disabled or no option is selected. */
export function canVote({ disabled, selected }: { disabled: boolean; selected: readonly number[] }): boolean {
  return !disabled && selected.length > 0;
}

/** voters_count, or votes_count when the server sent no voter count. */
export function pollDenominator(poll: Pick<Poll, 'voters_count' | 'votes_count'>): number {
  return poll.voters_count ?? poll.votes_count;
}

/** The option's share in percent (unrounded); null while the totals are hidden; 0 with no votes at all. */
export function optionShare(
  option: Pick<PollOption, 'votes_count'>,
  poll: Pick<Poll, 'voters_count' | 'votes_count'>,
): number | null {
  if (option.votes_count === null) return null;
  const total = pollDenominator(poll);
  return total > 0 ? (option.votes_count / total) * 100 : 0;
}

/** The share rounded for display. */
export function displayPercent(share: number): number {
  return Math.round(share);
}

/** Indexes of the options with the highest count (ties all lead; nobody leads while no option has a vote). */
export function leadingOptions(options: readonly Pick<PollOption, 'votes_count'>[]): number[] {
  const counts = options.map((o) => o.votes_count ?? 0);
  const highest = Math.max(0, ...counts);
  if (highest === 0) return [];
  return counts.flatMap((count, index) => (count === highest ? [index] : []));
}

/** Which total the footer shows: people (voters_count) when the server counts voters, else votes. */
export function pollTotal(poll: Pick<Poll, 'voters_count' | 'votes_count'>): {
  kind: 'people' | 'votes';
  count: number;
} {
  return poll.voters_count === null
    ? { kind: 'votes', count: poll.votes_count }
    : { kind: 'people', count: poll.voters_count };
}
