/** Time left before a poll closes, in the largest whole unit (days, hours, minutes, seconds). */
import { isPollExpired } from '../../domain/poll/poll-rules';
import type { Poll } from '../../domain/entities/poll';

export type TimeLeftUnit = 'days' | 'hours' | 'minutes' | 'seconds';
export type PollTimeLeft = { closed: true } | { closed: false; unit: TimeLeftUnit; count: number } | null;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** `closed` when expired, null when the poll never closes (no expires_at), else the remaining time. */
export function pollTimeLeft(poll: Pick<Poll, 'expired' | 'expires_at'>, now: number): PollTimeLeft {
  if (isPollExpired(poll, now)) return { closed: true };
  if (poll.expires_at === null) return null;
  const at = Date.parse(poll.expires_at);
  if (Number.isNaN(at)) return null;
  const left = at - now;
  if (left >= DAY) return { closed: false, unit: 'days', count: Math.floor(left / DAY) };
  if (left >= HOUR) return { closed: false, unit: 'hours', count: Math.floor(left / HOUR) };
  if (left >= MINUTE) return { closed: false, unit: 'minutes', count: Math.floor(left / MINUTE) };
  return { closed: false, unit: 'seconds', count: Math.max(1, Math.floor(left / SECOND)) };
}
