/**
 * What a failed save or delete shows: a 422 is the server refusing the form (its text goes next to the
 * form, no alert); any other failure raises the catalogue's alert (spec 8) and the form says it failed.
 */
import type { AlertQueue } from '../../services/errors';
import { isApiError, reportError } from '../../services/errors';

export function formErrorText(error: unknown, alerts: AlertQueue, callId: string, fallback: string): string | null {
  if (isApiError(error) && error.status === 422) return error.serverMessage ?? error.statusText ?? fallback;
  reportError(alerts, error, { callId });
  return isApiError(error) && (error.kind === 'abort' || error.kind === 'timeout') ? null : fallback;
}
