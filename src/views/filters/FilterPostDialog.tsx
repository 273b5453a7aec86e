/** SEAM (issue 4, in progress): replaced by the real dialog. */
export interface FilterPostDialogProps {
  statusId: string; contextType: string; onClose(): void;
}

export function FilterPostDialog(_props: FilterPostDialogProps) {
  return null;
}
