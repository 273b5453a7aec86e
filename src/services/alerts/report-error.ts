/** Pushes the catalogue's alert for a failed call onto the queue (or nothing when the failure is silent). */
import type { AlertQueue } from './alert-queue';
import { alertForError, type CatalogueOptions } from './catalogue';
import { policyFor } from './call-policies';

export interface ReportOptions extends CatalogueOptions {
  /** calls.ts id of the failed call: applies that call's alert policy. */
  callId?: string;
}

/** Returns the key of the pushed alert, or null when no alert was raised. */
export function reportError(queue: AlertQueue, error: unknown, options: ReportOptions = {}): string | null {
  const { callId, ...rest } = options;
  const alert = alertForError(error, { ...rest, ...policyFor(callId, rest), ...(callId ? { action: callId } : {}) });
  return alert ? queue.push(alert) : null;
}
