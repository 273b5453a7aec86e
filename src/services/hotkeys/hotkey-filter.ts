/**
 * Which key presses reach the keyboard shortcuts at all: none while the reader types in a field, works inside
 * a dialog or a menu (their keys are their own), holds Ctrl, Meta or Alt (the browser's and the system's
 * shortcuts), or keeps a key held down (one press, one action); none a control already handled; and a
 * modifier or composition key alone is not a key press of its own. Part of the first path: keep it small.
 */

/** Focus inside any of these keeps the keys for itself. */
const OWN_KEYS =
  'input, textarea, select, [contenteditable]:not([contenteditable="false"]), [role="textbox"], [role="combobox"], ' +
  '[role="listbox"], [role="dialog"], [role="alertdialog"], [role="menu"], [role="menubar"]';

/** Keys that only change or compose another key. */
const NOT_KEYS = new Set(['Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'CapsLock', 'Fn', 'Dead', 'Process']);

export type KeyInput = Pick<
  KeyboardEvent,
  'key' | 'target' | 'ctrlKey' | 'metaKey' | 'altKey' | 'repeat' | 'isComposing' | 'defaultPrevented'
>;

/** True when the key press may be a shortcut. */
export function mayBeShortcut(event: KeyInput): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.repeat || event.isComposing) return false;
  if (event.defaultPrevented || NOT_KEYS.has(event.key)) return false;
  const target = event.target as Partial<HTMLElement> | null;
  if (target?.isContentEditable === true) return false;
  return typeof target?.closest !== 'function' || target.closest(OWN_KEYS) === null;
}
