/** Errors and alerts: the ApiError type, the error catalogue, per-call policies and the alert queue. */
export {
  ApiError,
  isApiError,
  isNotFound,
  isNotFoundOrGone,
  malformedAnswerError,
  missingUrlError,
  serverErrorText,
  toApiError,
} from './api-error';
export type { ApiErrorInit, ApiErrorKind } from './api-error';
export { alertForError, formatResetTime, MESSAGES, rateLimitedUntil, rateLimitReset } from './catalogue';
export { failureReason, failureReasonMessage } from './failure-reason';
export type { AlertContent, AlertPolicy, CatalogueOptions } from './catalogue';
export { CALL_ALERT_POLICIES, policyFor } from './call-policies';
export { createAlertQueue } from './alert-queue';
export type { Alert, AlertInput, AlertQueue, AlertQueueTimers } from './alert-queue';
export { reportError } from './report-error';
export type { ReportOptions } from './report-error';
export { formatMessage } from './message-descriptor';
export type { MessageDescriptor, MessageValue } from './message-descriptor';
// form-failure.ts (a form's own failures) is imported by path: only the forms' chunks need it
