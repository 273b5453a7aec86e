/**
 * Sending a report to the server's moderators (POST /api/v1/reports) from what the reader chose in the report
 * dialog. The request carries the rules only for a violation, and asks for forwarding only for a remote account
 * (a local account's moderators are the reader's own). A failure raises the call's alert and answers false, so the
 * dialog keeps what the reader entered.
 */
import type { Api } from '../api';
import type { ReportCategory, ReportFields } from '../api/reports';
import { reportError, type AlertQueue } from '../errors';

/** The longest comment a server accepts by default, in characters. */
export const REPORT_COMMENT_MAX = 1000;

export interface ReportDraft {
  accountId: string;
  category: ReportCategory;
  ruleIds: readonly string[];
  statusIds: readonly string[];
  comment: string;
  /** whether the reader asked to forward the report to the account's server */
  forward: boolean;
  /** whether the account lives on another server */
  remote: boolean;
}

export function reportRequest(draft: ReportDraft): ReportFields {
  return {
    account_id: draft.accountId,
    status_ids: [...draft.statusIds],
    comment: draft.comment,
    forward: draft.remote && draft.forward,
    category: draft.category,
    ...(draft.category === 'violation' ? { rule_ids: [...draft.ruleIds] } : {}),
  };
}

/** Whether the draft can be sent: a violation names at least one rule, and the comment is within the limit. */
export function canSubmitReport(draft: ReportDraft): boolean {
  if (draft.category === 'violation' && draft.ruleIds.length === 0) return false;
  return [...draft.comment].length <= REPORT_COMMENT_MAX;
}

/** Sends the report; true once the server has it, false after raising the failure's alert. */
export async function submitReport(services: { api: Api; alerts: AlertQueue }, draft: ReportDraft): Promise<boolean> {
  try {
    await services.api.reports.create(reportRequest(draft));
    return true;
  } catch (error) {
    reportError(services.alerts, error, { callId: 'reports.create' });
    return false;
  }
}
