/** Reporting an account to the server's moderators: the request body and the stored report. */
import type { ApiAccount } from '../entities/api-types';

/** Why an account is reported: `violation` names the server rules it broke in `rule_ids`. */
export type ReportCategory = 'spam' | 'legal' | 'violation' | 'other';

/** The body of POST /api/v1/reports. */
export interface ReportFields {
  account_id: string;
  /** posts of the reported account attached for context */
  status_ids?: string[];
  /** the reader's words for the moderators (servers accept 1000 characters by default) */
  comment?: string;
  /** for a remote account: also send the report to its server's moderators */
  forward?: boolean;
  category?: ReportCategory;
  /** ids of the instance rules broken; only for the `violation` category */
  rule_ids?: string[];
}

/** The answer: the report as the server stored it. */
export interface ApiReport {
  id: string;
  action_taken: boolean;
  action_taken_at?: string | null;
  category: ReportCategory;
  comment: string;
  forwarded: boolean;
  created_at: string;
  status_ids: string[] | null;
  rule_ids: string[] | null;
  target_account: ApiAccount;
}
