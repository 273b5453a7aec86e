/**
 * Why a sign-in failed. The sign-in screen turns `kind` into a translated message (session.failure.<kind>).
 */
import { isApiError } from '../domain/errors/api-error';
import type { AddressProblem } from './server-address';

/** The step whose server call failed. */
export type SignInStep = 'register' | 'authorise' | 'token' | 'verify';

export type SessionFailure =
  | { kind: AddressProblem }
  /** the callback's `state` is not the one this browser sent (or nothing was pending): possible forgery */
  | { kind: 'state-mismatch' }
  /** the pending sign-in is too old, or its app registration is gone */
  | { kind: 'expired' }
  /** the person declined on the server's consent page */
  | { kind: 'denied' }
  /** the server sent back another OAuth error */
  | { kind: 'authorization-error'; error: string; description: string }
  /** a server call failed; status null when there was no answer */
  | { kind: 'request-failed'; step: SignInStep; status: number | null; message: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A failed call of `step` as a failure: the status and the server's text (OAuth's error_description first). */
export function requestFailure(step: SignInStep, error: unknown): SessionFailure {
  if (!isApiError(error) || error.kind !== 'response')
    return { kind: 'request-failed', step, status: null, message: '' };
  const data = error.data;
  const description = isRecord(data) && typeof data.error_description === 'string' ? data.error_description : null;
  return {
    kind: 'request-failed',
    step,
    status: error.status,
    message: description ?? error.serverMessage ?? error.statusText ?? '',
  };
}

/** True when a token call failed because the server no longer knows the client (stale cached registration). */
export function clientRejected(error: unknown): boolean {
  if (!isApiError(error) || error.kind !== 'response') return false;
  const data = error.data;
  return error.status === 401 || (isRecord(data) && data.error === 'invalid_client');
}
