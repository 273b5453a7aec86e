/**
 * The error catalogue: which alert, if any, a failed call raises.
 * - Response errors: the status code as title, the server's `error` text (or the status text) as message.
 * - 429 with X-RateLimit-Reset: 'Rate limited' / 'Please retry after {time}' (local hour:minute).
 * - A read that timed out, aborts and cancelled searches: silent (a screen says in place that it could not load).
 * - No answer in time (a change, not a read), no connection, an answer that could not be read: 'Oops!' and the
 *   reason's own words (failure-reason.ts), never 'An unexpected error occurred'.
 * - A failed change names itself: the alert of a change (not a GET) reported with its call id carries that id
 *   (`action`); where the alert is shown, action-alert.ts words it after the change ("Favourite not saved", the
 *   status and the server's words as its message).
 * - 404 and 410: silent when the caller asks (skipNotFound). skipAlert silences everything.
 * - 401: always silent. The server no longer honours the account's token; the account is then refused (the session
 *   chart) and one notice offers to sign in again, instead of an alert for every call that failed.
 * - Anything else: 'Oops!' / 'An unexpected error occurred'.
 */
import { isApiError, isNotFoundOrGone, toApiError, type ApiError } from '../../domain/errors/api-error';
import { failureReasonMessage } from './failure-reason';
import type { MessageDescriptor } from '../../domain/errors/message-descriptor';

export interface AlertContent {
  title: MessageDescriptor;
  message: MessageDescriptor;
  /** the calls.ts id of the change that failed: the alert is shown named after it (action-alert.ts) */
  action?: string;
}

export interface AlertPolicy {
  /** Never raise an alert for this failure. */
  skipAlert?: boolean;
  /** Do not raise an alert for 404 and 410 answers. */
  skipNotFound?: boolean;
}

export interface CatalogueOptions extends AlertPolicy {
  /** Locale for the rate-limit time (default: the runtime's). */
  locale?: string;
  /** Time zone for the rate-limit time (default: local). */
  timeZone?: string;
  /** calls.ts id of the failed call: a change (not a GET) is named in the alert's title. */
  action?: string;
}

export const MESSAGES = {
  rateLimitedTitle: { key: 'alert.rate_limited.title', defaultMessage: 'Rate limited' },
  rateLimitedMessage: { key: 'alert.rate_limited.message', defaultMessage: 'Please retry after {time}' },
  unexpectedTitle: { key: 'alert.unexpected.title', defaultMessage: 'Oops!' },
  unexpectedMessage: { key: 'alert.unexpected.message', defaultMessage: 'An unexpected error occurred' },
  // Texts that come from the server are passed through as values.
  responseTitle: { key: 'alert.response.title', defaultMessage: '{status}' },
  responseMessage: { key: 'alert.response.message', defaultMessage: '{message}' },
} as const satisfies Record<string, MessageDescriptor>;

/** The reset time of a 429 answer, or null without a usable X-RateLimit-Reset header. */
export function rateLimitReset(error: ApiError): Date | null {
  const header = error.headers?.get('x-ratelimit-reset');
  if (!header) return null;
  const reset = new Date(header);
  return Number.isNaN(reset.getTime()) ? null : reset;
}

/** When a call refused with 429 may be tried again (epoch ms), or null for other failures and a 429 without a time. */
export function rateLimitedUntil(error: unknown): number | null {
  if (!isApiError(error) || error.kind !== 'response' || error.status !== 429) return null;
  return rateLimitReset(error)?.getTime() ?? null;
}

export function formatResetTime(reset: Date, options: { locale?: string; timeZone?: string } = {}): string {
  return new Intl.DateTimeFormat(options.locale, {
    hour: '2-digit',
    minute: '2-digit',
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  }).format(reset);
}

function responseAlert(error: ApiError, options: CatalogueOptions): AlertContent {
  const reset = error.status === 429 ? rateLimitReset(error) : null;
  if (reset) {
    return {
      title: { ...MESSAGES.rateLimitedTitle },
      message: { ...MESSAGES.rateLimitedMessage, values: { time: formatResetTime(reset, options) } },
    };
  }
  const title: MessageDescriptor = { ...MESSAGES.responseTitle, values: { status: error.status ?? 0 } };
  const text = error.serverMessage ?? error.statusText;
  // HTTP/2 answers have no status text: with no server text either, say something rather than nothing.
  if (!text) return { title, message: { ...MESSAGES.unexpectedMessage } };
  return { title, message: { ...MESSAGES.responseMessage, values: { message: text } } };
}

/** The alert for a failure, or null when the failure is silent. */
export function alertForError(error: unknown, options: CatalogueOptions = {}): AlertContent | null {
  if (options.skipAlert) return null;
  const apiError = toApiError(error);
  const change = apiError.method !== null && apiError.method !== 'GET';
  if (apiError.kind === 'abort' || (apiError.kind === 'timeout' && !change)) return null;
  if (options.skipNotFound && isNotFoundOrGone(apiError)) return null;
  if (apiError.kind === 'response' && apiError.status === 401) return null;
  const reason = failureReasonMessage(apiError);
  const alert =
    apiError.kind === 'response' && apiError.status !== null
      ? responseAlert(apiError, options)
      : { title: { ...MESSAGES.unexpectedTitle }, message: reason ? { ...reason } : { ...MESSAGES.unexpectedMessage } };
  return change && options.action ? { ...alert, action: options.action } : alert;
}
