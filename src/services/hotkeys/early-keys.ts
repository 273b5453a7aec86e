/**
 * Key presses made before the keyboard shortcuts' code is there (it downloads once the first posts have
 * painted): from the app's start, one capturing keydown listener keeps the latest few presses, and a press asks
 * for that code at once. The shortcuts stop the keeping when they open and, once ready, hand what was kept to
 * their own handler, whose rules decide which presses act (none typed in a field, inside a dialog, with Ctrl...).
 * On the first path: keep it tiny.
 */
const kept: KeyboardEvent[] = [];
let wanted = () => {};

const keep = (event: KeyboardEvent) => {
  // the latest presses are enough (a shortcut is one or two keys)
  if (kept.push(event) > 8) kept.shift();
  wanted();
};

/** Starts keeping key presses (once, as the app starts). */
export const keepEarlyKeys = () => document.addEventListener('keydown', keep, true);

/** Runs `want` at each key press kept from now on, and at once when one was kept already. */
export const onEarlyKey = (want: () => void) => {
  wanted = want;
  if (kept[0]) want();
};

/** Stops keeping key presses; the ones kept, oldest first (the array itself: whoever replays them empties it). */
export const stopKeepingKeys = () => {
  document.removeEventListener('keydown', keep, true);
  return kept;
};
