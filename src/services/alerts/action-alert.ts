/**
 * How the alert of a failed change is shown: its title names the change ("Favourite not saved", the alerts' own
 * texts under alerts.action.<call id>), its message says why: the status and the server's words ("503 Service
 * unavailable"), the rate limit and when to retry, or the reason (no answer, no connection). Loaded with the
 * alerts' own code, not before the first posts.
 */
import { MESSAGES, type AlertContent } from './catalogue';

export function namedAlert(alert: AlertContent): AlertContent {
  const { title, message, action } = alert;
  if (!action) return alert;
  const status = title.key === MESSAGES.responseTitle.key ? title.values?.status : undefined;
  const limited = title.key === MESSAGES.rateLimitedTitle.key;
  return {
    title: { key: `alerts.action.${action}`, defaultMessage: 'Not done' },
    message: limited
      ? {
          key: 'alerts.detail.rate_limited',
          defaultMessage: 'Rate limited. Please retry after {time}',
          values: message.values,
        }
      : status !== undefined && message.key === MESSAGES.responseMessage.key
        ? {
            key: 'alerts.detail.response',
            defaultMessage: '{status} {message}',
            values: { status, message: String(message.values?.message ?? '') },
          }
        : status !== undefined
          ? { key: 'alerts.detail.status', defaultMessage: '{status} An unexpected error occurred', values: { status } }
          : message,
  };
}
