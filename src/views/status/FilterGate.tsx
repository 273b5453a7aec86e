/**
 * SEAM (issue 4, in progress): shows a filtered post's warning with a reveal (spec 5) in place of its
 * content. Passes children through until the filters land.
 */
import type { ReactNode } from 'react';

export interface FilterGateProps {
  statusId: string;
  /** the timeline name, 'detailed', 'bookmarks', 'favourites', 'notifications'... (mapped by spec 5) */
  contextType: string;
  children: ReactNode;
}

export function FilterGate({ children }: FilterGateProps) {
  return <>{children}</>;
}
