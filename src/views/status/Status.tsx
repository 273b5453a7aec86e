// Placeholder until the status renderer is written (issue 3, status rendering).
export interface StatusProps {
  statusId: string;
  /** timeline row, the focused post of a thread, or a quote inside another post */
  variant?: 'timeline' | 'detailed' | 'quote';
}

export function Status({ statusId }: StatusProps) {
  return <article data-status-id={statusId} />;
}
