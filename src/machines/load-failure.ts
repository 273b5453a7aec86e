/**
 * What a failed load means to a data chart. The charts know nothing of HTTP clients: a failure whose
 * `status` is 404 (not found) or 410 (gone) says the thing is not there (deleted, or not visible to this
 * reader), which some screens show as a state of its own rather than as an error with a retry.
 */
export function isGoneFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const status = (error as { status?: unknown }).status;
  return status === 404 || status === 410;
}
