/**
 * Long posts in a feed: a post shown in a feed (never the focused post of its thread, nor a quote) without a content
 * warning (the warning hides its text already) whose text is taller than COLLAPSE_ABOVE_PX once laid out (about 32
 * lines) starts cut to its first lines behind "Read more". The height is known only after layout, so the view
 * measures it; the reader's choice is kept with the post's UI state (`collapsed`), so a row that leaves the virtual
 * feed comes back as it was left.
 */

export const COLLAPSE_ABOVE_PX = 706;

/** Whether a post shown so may collapse at all (only then is its height worth measuring). */
export const mayCollapse = (inFeed: boolean, hasWarning: boolean): boolean => inFeed && !hasWarning;

/** Whether text measured `height` px tall starts collapsed. */
export const startsCollapsed = (height: number): boolean => height > COLLAPSE_ABOVE_PX;
