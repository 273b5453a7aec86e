/**
 * Why a call failed, in the words a reader needs when it was not the server refusing: the server did not answer
 * in time ('timeout'), could not be reached at all ('network'), or answered with something the client cannot read
 * ('malformed'). Each is its own message (alert.reason.<kind>, en and ja, in the catalogue loaded with the page),
 * distinct from an error the server gave; a screen shows it under its own "could not load" line, a failed action in
 * its alert. Kept this small on purpose: it is on the page before the first posts.
 */
import type { MessageDescriptor } from '../../domain/errors/message-descriptor';

/** The failure's kind when it has words of its own, else null (an error answer, an abort, anything else). */
export function failureReason(error: unknown): 'timeout' | 'network' | 'malformed' | null {
  const kind = typeof error === 'object' && error !== null ? (error as { kind?: unknown }).kind : null;
  return kind === 'timeout' || kind === 'network' || kind === 'malformed' ? kind : null;
}

/** The reason's words as a message (the English when the catalogue lacks them: 'An unexpected error occurred'), or null. */
export function failureReasonMessage(error: unknown): MessageDescriptor | null {
  const reason = failureReason(error);
  return reason && { key: `alert.reason.${reason}`, defaultMessage: 'An unexpected error occurred' };
}
