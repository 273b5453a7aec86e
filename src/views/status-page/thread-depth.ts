/**
 * Reply depth of each descendant in a thread: 1 for a direct reply to the focused post, one more per
 * reply level below. Servers send descendants in tree order, so a parent comes before its replies; a
 * reply whose parent is not in the thread counts as a direct reply.
 */
export function replyDepths(
  focusedId: string,
  descendantIds: readonly string[],
  parentOf: (id: string) => string | null | undefined,
): Map<string, number> {
  const depths = new Map<string, number>([[focusedId, 0]]);
  for (const id of descendantIds) {
    const parent = parentOf(id);
    const parentDepth = parent == null ? undefined : depths.get(parent);
    depths.set(id, parentDepth === undefined ? 1 : parentDepth + 1);
  }
  depths.delete(focusedId);
  return depths;
}

/** Indentation stops growing past this many levels, so deep threads stay readable on narrow screens. */
export const MAX_INDENT_LEVEL = 6;
