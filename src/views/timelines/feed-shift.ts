/**
 * Whether rows changed only above the row the reader looks at (pending posts applied while scrolled, a gap
 * filled above the viewport, a post deleted above it). Then the virtual list must keep the view still by
 * shifting (virtua `shift`): everything the length changed by happened before the anchor row.
 */
export function changedAboveAnchor(
  previous: readonly string[],
  next: readonly string[],
  anchorIndex: number | null,
): boolean {
  if (anchorIndex === null || anchorIndex <= 0 || anchorIndex >= previous.length) return false;
  const anchor = previous[anchorIndex]!;
  const moved = next.indexOf(anchor);
  if (moved === -1) return false;
  const delta = next.length - previous.length;
  return delta !== 0 && moved - anchorIndex === delta;
}
