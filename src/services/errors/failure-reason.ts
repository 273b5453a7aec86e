/**
 * Why a call failed, in the words a reader needs when it was not the server refusing: the server did not answer
 * in time, could not be reached at all, or answered with something the client cannot read. Each is its own
 * message, distinct from an error the server gave; a screen shows it under its own "could not load" line, a
 * failed action in its alert.
 */
import type { MessageDescriptor } from './message-descriptor';

export type FailureReason = 'noAnswer' | 'unreachable' | 'unreadable';

const BY_KIND: Readonly<Record<string, FailureReason>> = {
  timeout: 'noAnswer',
  network: 'unreachable',
  malformed: 'unreadable',
};

export const REASON_MESSAGES: Readonly<Record<FailureReason, MessageDescriptor>> = {
  noAnswer: { key: 'alert.reason.no_answer', defaultMessage: 'The server did not answer.' },
  unreachable: { key: 'alert.reason.unreachable', defaultMessage: 'The server could not be reached.' },
  unreadable: { key: 'alert.reason.unreadable', defaultMessage: 'The server’s answer could not be read.' },
};

/** The reason of a failure that was not the server's refusal, or null (an error answer, an abort, anything else). */
export function failureReason(error: unknown): FailureReason | null {
  const kind = typeof error === 'object' && error !== null ? (error as { kind?: unknown }).kind : undefined;
  return typeof kind === 'string' && Object.hasOwn(BY_KIND, kind) ? BY_KIND[kind]! : null;
}

/** The reason's words as a message, or null. */
export function failureReasonMessage(error: unknown): MessageDescriptor | null {
  const reason = failureReason(error);
  return reason === null ? null : REASON_MESSAGES[reason];
}
