/** What the BLOCK and MUTE modals are given: the account they act on and its acct for the texts. */
export interface AccountDialogProps {
  accountId: string;
  /** user@domain, or user on the reader's own server */
  acct: string;
  /** closes the dialog (on Cancel, Escape, a click outside, and at once on confirm) */
  onClose(): void;
}

/** What the DOMAIN BLOCK modal is given: the domain it blocks, as the server spells it. */
export interface DomainDialogProps {
  domain: string;
  /** closes the dialog (on Cancel, Escape, a click outside, and at once on confirm) */
  onClose(): void;
}
