export interface ReportDialogProps {
  /** the reported account */
  accountId: string;
  /** its acct: `name` on the reader's server, `name@host` elsewhere */
  acct: string;
  /** the post the report was opened from: attached unless the reader unticks it */
  statusId: string;
  onClose(): void;
}
