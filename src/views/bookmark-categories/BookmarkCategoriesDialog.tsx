/** SEAM (issue 4, in progress): replaced by the real dialog. */
export interface BookmarkCategoriesDialogProps {
  statusId: string; onClose(): void;
}

export function BookmarkCategoriesDialog(_props: BookmarkCategoriesDialogProps) {
  return null;
}
