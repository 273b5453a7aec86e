/**
 * What a failed save shows next to its form: a 422 is the server refusing what was typed, and its text belongs beside
 * the form, with no alert; a timeout or an abort shows nothing at all; any other failure raises the catalogue's alert
 * for its call and the form says, in its own words, that it failed.
 */
import type { AlertQueue } from './alert-queue';
import { isApiError } from '../../domain/errors/api-error';
import { reportError } from './report-error';

export type FormFailure =
  /** the server refused the form: its text (null: it gave none) */
  | { kind: 'refused'; message: string | null }
  /** the form's own failure text applies */
  | { kind: 'failed' }
  /** nothing to show */
  | { kind: 'silent' };

export function formFailureOf(error: unknown): FormFailure {
  if (isApiError(error) && error.status === 422)
    return { kind: 'refused', message: error.serverMessage ?? error.statusText ?? null };
  return isApiError(error) && (error.kind === 'abort' || error.kind === 'timeout')
    ? { kind: 'silent' }
    : { kind: 'failed' };
}

/** Raises the alert for a failed form call unless the server refused the form (that shows beside it). */
export function reportFormFailure(alerts: AlertQueue, error: unknown, callId: string): void {
  if (formFailureOf(error).kind !== 'refused') reportError(alerts, error, { callId });
}

/** The text a form shows for `failure`: the server's refusal, else `fallback`; null when nothing is shown. */
export function formFailureText(failure: FormFailure, fallback: string): string | null {
  switch (failure.kind) {
    case 'refused':
      return failure.message ?? fallback;
    case 'failed':
      return fallback;
    case 'silent':
      return null;
  }
}
