/** The article a mocked Status renders: which post, as which variant, in which filter context. */
export function MockStatus({
  statusId,
  variant,
  contextType,
}: {
  statusId: string;
  variant?: string;
  contextType?: string;
}) {
  return (
    <article data-status-id={statusId} data-variant={variant} data-context={contextType}>
      post {statusId}
    </article>
  );
}
