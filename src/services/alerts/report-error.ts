/**
 * Pushes the catalogue's alert for a failed call onto the queue (or nothing when the failure is silent).
 *
 * A call that got no answer at all (the server out of reach) is the account's offline state, which the offline
 * line already shows: a read raises no alert of its own (its screen says it in place and loads again once the
 * server answers), and a change that needs the server says so in one alert, the latest replacing the one before,
 * instead of one alert per failed change.
 */
import type { AlertQueue } from './alert-queue';
import { alertForError, type CatalogueOptions } from './catalogue';
import { policyFor } from './call-policies';
import { failureReason } from './failure-reason';

export interface ReportOptions extends CatalogueOptions {
  /** calls.ts id of the failed call: applies that call's alert policy. */
  callId?: string;
}

/** The key of the one alert for changes that could not reach the server. */
export const UNREACHED_ALERT_KEY = 'unreached';

function isRead(error: unknown): boolean {
  const method = typeof error === 'object' && error !== null ? (error as { method?: unknown }).method : undefined;
  return typeof method !== 'string' || method.toUpperCase() === 'GET';
}

/** Returns the key of the pushed alert, or null when no alert was raised. */
export function reportError(queue: AlertQueue, error: unknown, options: ReportOptions = {}): string | null {
  const unreached = failureReason(error) === 'network';
  if (unreached && isRead(error)) return null;
  const { callId, ...rest } = options;
  const alert = alertForError(error, { ...rest, ...policyFor(callId, rest), ...(callId ? { action: callId } : {}) });
  if (!alert) return null;
  return queue.push(unreached ? { ...alert, key: UNREACHED_ALERT_KEY } : alert);
}
