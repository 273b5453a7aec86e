/** SEAM (issue 4, in progress): replaced by the real dialog. */
export interface EmojiPickerDialogProps {
  statusId: string; onClose(): void;
}

export function EmojiPickerDialog(_props: EmojiPickerDialogProps) {
  return null;
}
