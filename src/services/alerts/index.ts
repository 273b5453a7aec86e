/**
 * Alerts: the error catalogue, per-call policies and the alert queue. The ApiError type and translatable texts
 * are domain shapes (src/domain/errors).
 */
export { alertForError, formatResetTime, MESSAGES, rateLimitedUntil, rateLimitReset } from './catalogue';
export { failureReason, failureReasonMessage } from './failure-reason';
export type { AlertContent, AlertPolicy, CatalogueOptions } from './catalogue';
export { CALL_ALERT_POLICIES, policyFor } from './call-policies';
export { createAlertQueue } from './alert-queue';
export type { Alert, AlertInput, AlertQueue, AlertQueueTimers } from './alert-queue';
export { reportError } from './report-error';
export type { ReportOptions } from './report-error';
// form-failure.ts (a form's own failures) is imported by path: only the forms' chunks need it
