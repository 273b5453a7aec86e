/**
 * The error catalogue (spec 8): which alert, if any, a failed call raises.
 * - Response errors: the status code as title, the server's `error` text (or the status text) as message.
 * - 429 with X-RateLimit-Reset: 'Rate limited' / 'Please retry after {time}' (local hour:minute).
 * - Timeouts, aborts and cancelled searches: silent.
 * - 404 and 410: silent when the caller asks (skipNotFound). skipAlert silences everything.
 * - 401: always silent. The server no longer honours the account's token; the account is then refused (the session
 *   chart) and one notice offers to sign in again, instead of an alert for every call that failed.
 * - Anything else: 'Oops!' / 'An unexpected error occurred'.
 */
import { isNotFoundOrGone, toApiError, type ApiError } from './api-error';
import type { MessageDescriptor } from './message-descriptor';

export interface AlertContent {
  title: MessageDescriptor;
  message: MessageDescriptor;
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
  if (apiError.kind === 'timeout' || apiError.kind === 'abort') return null;
  if (options.skipNotFound && isNotFoundOrGone(apiError)) return null;
  if (apiError.kind === 'response' && apiError.status === 401) return null;
  if (apiError.kind === 'response' && apiError.status !== null) return responseAlert(apiError, options);
  return { title: { ...MESSAGES.unexpectedTitle }, message: { ...MESSAGES.unexpectedMessage } };
}
