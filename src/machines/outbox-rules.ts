/**
 * The outbox's rules: what a post waiting to be sent holds, which one goes next, and what a failed attempt means.
 *
 * A post written while the server cannot be reached waits in the outbox with the idempotency key it was written
 * with; every attempt sends that same key, so however often it is tried (after a lost answer, after a reload) the
 * server makes one status of it. Posts go in the order they were written, one at a time. A failed attempt is one of:
 * - unreachable: no answer at all; the post waits until the server is back;
 * - refused: the server answered that it will not take the post (a 4xx other than 408 and 429); trying again
 *   would be refused again, so the post waits for the reader to edit or cancel it, with the server's words. An
 *   edit of a published post is refused so too when that post changed elsewhere since the edit began, or no
 *   longer exists: an edit never overwrites a newer version;
 * - later: anything else (a 5xx, a 429, a time-out); tried again after a pause.
 */
import { isApiError } from '../domain/errors/api-error';
import type { ApiStatus } from '../domain/entities/api-types';
import type { PersistedDraft } from './compose-types';

/** Why the server would not take a post: its status and its own words when it gave any. */
export interface OutboxRefusal {
  status: number;
  message: string | null;
  /** an edit not sent: the post was changed elsewhere since the edit began ('stale'), or is gone */
  edit?: EditNotCurrent;
}

export type EditNotCurrent = 'stale' | 'gone';

/** An edit the outbox did not send: the post it edits is no longer the version the edit began on. */
export class EditNotCurrentError extends Error {
  constructor(readonly reason: EditNotCurrent) {
    super(reason === 'gone' ? 'the post edited no longer exists' : 'the post edited was changed since');
    this.name = 'EditNotCurrentError';
  }
}

export interface OutboxEntry {
  /** the post's idempotency key: the entry's id, and the key of every attempt */
  id: string;
  /** the draft as written, with its attachments already on the server (an edit: with the version it began on) */
  saved: PersistedDraft;
  /** when it was written (epoch ms) */
  writtenAt: number;
  /** set when the server refused it: it is not tried again until edited */
  refusal: OutboxRefusal | null;
}

export type AttemptFailure = 'unreachable' | 'refused' | 'later';

/** What an attempt finds instead of sending: another tab of the account sent or cancelled the post meanwhile. */
export const GONE_ELSEWHERE = 'gone-elsewhere';
/** What an attempt ends with: the status the server made or edited, or GONE_ELSEWHERE. */
export type SendOutcome = ApiStatus | typeof GONE_ELSEWHERE;

/** What a failed attempt means for the post (see the header). */
export function attemptFailure(error: unknown): AttemptFailure {
  if (error instanceof EditNotCurrentError) return 'refused';
  if (!isApiError(error)) return 'later';
  if (error.kind === 'network') return 'unreachable';
  const status = error.status;
  if (error.kind === 'response' && status !== null && status >= 400 && status < 500 && status !== 408 && status !== 429)
    return 'refused';
  return 'later';
}

/** The refusal the reader sees for a refused attempt. */
export function refusalOf(error: unknown): OutboxRefusal {
  if (error instanceof EditNotCurrentError) return { status: 0, message: null, edit: error.reason };
  if (!isApiError(error)) return { status: 0, message: null };
  return { status: error.status ?? 0, message: error.serverMessage ?? null };
}

/** The next post to send: the oldest one not refused. */
export function nextToSend(entries: readonly OutboxEntry[]): OutboxEntry | undefined {
  return entries.find((entry) => entry.refusal === null);
}

/** The entries with one added; an entry with the same id (the same post queued again) is replaced in place. */
export function withEntry(entries: readonly OutboxEntry[], entry: OutboxEntry): OutboxEntry[] {
  const at = entries.findIndex((e) => e.id === entry.id);
  if (at < 0) return [...entries, entry];
  return entries.map((e, index) => (index === at ? entry : e));
}

export function withoutEntry(entries: readonly OutboxEntry[], id: string): OutboxEntry[] {
  return entries.filter((e) => e.id !== id);
}
