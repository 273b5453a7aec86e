/**
 * When a click on a post (beside its own links and buttons) opens it: only a click, not a drag. Between the
 * press and the release the pointer may travel less than CLICK_TOLERANCE_PX in all (sideways plus up and down),
 * so selecting text by dragging never opens the post. Only the primary and the middle button count; as with a
 * link, the middle button, or the primary one with Ctrl or Cmd held, opens it in a new tab. A click without a press
 * seen (one that assistive technology sends) counts as not moved.
 */

export const CLICK_TOLERANCE_PX = 5;

export interface PointerSpot {
  x: number;
  y: number;
}

export interface PostRelease extends PointerSpot {
  /** 0 primary, 1 middle (MouseEvent.button) */
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
}

/** What a release over a post does: open it here, in a new tab, or nothing. */
export function postClick(press: PointerSpot | null, release: PostRelease): 'open' | 'newTab' | null {
  if (release.button !== 0 && release.button !== 1) return null;
  if (press !== null && Math.abs(release.x - press.x) + Math.abs(release.y - press.y) >= CLICK_TOLERANCE_PX)
    return null;
  return release.button === 1 || release.ctrlKey || release.metaKey ? 'newTab' : 'open';
}
