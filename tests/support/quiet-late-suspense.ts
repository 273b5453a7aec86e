/**
 * Vitest setup: React warns, through console.error, when a lazy part (a screen, a catalogue, a part fetched after
 * the first paint) finishes loading outside act(). Route and shell tests wait for what they check with act()
 * loops, so the warning says nothing about them; but a part that arrives after a file's last test logs it while
 * Vitest is closing that file's worker, and a log still on its way then fails the whole run ("Closing rpc while
 * onUserConsoleLog was pending"). Only that one warning is dropped; every other message goes through.
 */
const LATE_SUSPENSE = 'A suspended resource finished loading inside a test, but the event was not wrapped in act';

const passOn = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith(LATE_SUSPENSE)) return;
  passOn(...args);
};
