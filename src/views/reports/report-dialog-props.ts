export interface ReportDialogProps {
  /** the reported account */
  accountId: string;
  /** its acct: `name` on the reader's server, `name@host` elsewhere */
  acct: string;
  /**
   * the post the report was opened from: attached unless the reader unticks it; null when opened from the
   * account's profile (its recent posts are offered, none ticked)
   */
  statusId: string | null;
  onClose(): void;
}
