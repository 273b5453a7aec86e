/**
 * What a failed save or delete shows: a 422 is the server refusing the form (its text goes next to the
 * form, no alert); any other failure raises the catalogue's alert and the form says it failed
 * (the rule: services/errors/form-failure.ts).
 */
import type { AlertQueue } from '../../services/errors';
import { formFailureOf, formFailureText, reportFormFailure } from '../../services/errors/form-failure';

export function formErrorText(error: unknown, alerts: AlertQueue, callId: string, fallback: string): string | null {
  reportFormFailure(alerts, error, callId);
  return formFailureText(formFailureOf(error), fallback);
}
