/** Poll rules of the composer: the starting poll, option editing, presets and expiry. */
import { POLL_DEFAULT_EXPIRY, POLL_PRESETS, type PollDraft } from './compose-types';

const blank = (option: string) => option.trim() === '';

/** A new poll: two empty options, 24 h, single choice. */
export function newPoll(): PollDraft {
  return { options: ['', ''], expires_in: POLL_DEFAULT_EXPIRY, multiple: false };
}

/**
 * The option slots after an edit: blank options dropped, at least two slots kept, and a trailing blank slot
 * while below the server's maximum.
 */
export function normalisePollOptions(options: readonly string[], maxOptions: number): string[] {
  const kept = options.filter((o) => !blank(o)).slice(0, Math.max(maxOptions, 2));
  if (kept.length < maxOptions) kept.push('');
  while (kept.length < 2) kept.push('');
  return kept;
}

/** Option `index` set to `title`, then normalised. */
export function editPollOption(options: readonly string[], index: number, title: string, maxOptions: number): string[] {
  const next = [...options];
  if (index >= 0 && index < next.length) next[index] = title;
  else if (index === next.length) next.push(title);
  return normalisePollOptions(next, maxOptions);
}

/** An existing poll's remaining time: the smallest preset not less than it, else 24 h. */
export function expiryPreset(seconds: number): number {
  if (!Number.isFinite(seconds)) return POLL_DEFAULT_EXPIRY;
  return POLL_PRESETS.find((preset) => preset >= seconds) ?? POLL_DEFAULT_EXPIRY;
}

/** An existing poll (redraft, edit) as a draft poll. */
export function pollFromExisting(
  poll: { options: readonly string[]; expires_in: number; multiple: boolean },
  maxOptions: number,
): PollDraft {
  return {
    options: normalisePollOptions(poll.options, maxOptions),
    expires_in: expiryPreset(poll.expires_in),
    multiple: poll.multiple,
  };
}

/** The options sent: blank ones dropped. */
export function pollOptionsToSend(poll: PollDraft): string[] {
  return poll.options.filter((o) => !blank(o));
}

/**
 * Why a poll cannot be sent as it stands, or null: fewer than two options with words in them, or two options
 * alike (the same words once the spaces around them are dropped). The server refuses both; the composer says so
 * before sending, and the draft stays as it is.
 */
export function pollProblem(poll: PollDraft | null): 'tooFew' | 'duplicate' | null {
  if (poll === null) return null;
  const options = pollOptionsToSend(poll).map((option) => option.trim());
  if (options.length < 2) return 'tooFew';
  return new Set(options).size < options.length ? 'duplicate' : null;
}
