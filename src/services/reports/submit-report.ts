/**
 * Sending a report to the server's moderators (POST /api/v1/reports) from the draft of the report flow chart
 * (machines/report-flow.machine.ts, whose rules say when a draft may be sent). The request carries the rules
 * only for a violation, and asks for forwarding only for a remote account (a local account's moderators are the
 * reader's own). A failure raises the call's alert and answers false, so the dialog keeps what the reader entered.
 */
import { needsRules, type ReportDraft } from '../../machines/report-flow-rules';
import type { Api } from '../api';
import type { ReportFields } from '../../domain/api/report-shapes';
import { reportError, type AlertQueue } from '../alerts';

export function reportRequest(draft: ReportDraft): ReportFields {
  return {
    account_id: draft.accountId,
    status_ids: [...draft.statusIds],
    comment: draft.comment,
    forward: draft.remote && draft.forward,
    category: draft.category,
    ...(needsRules(draft.category) ? { rule_ids: [...draft.ruleIds] } : {}),
  };
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
