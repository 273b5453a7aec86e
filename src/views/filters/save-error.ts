/**
 * What a failed save or delete shows: the server's text when it refused the form (a 422), the form's own
 * words for any other failure (its alert was raised by the change: services/alerts/form-failure.ts), nothing for
 * an abandoned call or while nothing failed.
 */
import { formFailureOf, formFailureText } from '../../services/alerts/form-failure';

export function formErrorText(failure: unknown, fallback: string): string | null {
  if (failure === null || failure === undefined) return null;
  return formFailureText(formFailureOf(failure), fallback);
}
