/**
 * Driving a mounted screen from a test: waiting for what it should come to show, and typing into its fields the
 * way a reader does (React sees an input event with the new value).
 */
import { act } from 'react';
import { STATE_WAIT_MS } from '../../../support/wait-for-state';
import { settle } from './fake-app-services';

type Found<T> = T | null | undefined | false;

/**
 * Lets the page run until `find` gives something (not null, undefined or false; `find` may ask a server and
 * answer later) and returns it. The wait is bounded by time, not by a count of rounds, so a slow machine gets as
 * long as a fast one; it fails with `what` (by default the source of `find`) and the start of the page.
 */
export async function until<T>(
  find: () => Found<T> | Promise<Found<T>>,
  what: string = String(find),
  ms = STATE_WAIT_MS,
): Promise<T> {
  // the clock a test's faked Date leaves alone
  const deadline = performance.now() + ms;
  for (;;) {
    const found = await find();
    if (found !== null && found !== undefined && found !== false) return found;
    if (performance.now() > deadline)
      throw new Error(`timed out waiting for ${what}; page: ${document.body.innerHTML.slice(0, 1000)}`);
    await settle(1);
  }
}

/** Types `value` into an input or text area as a reader would: the value set, then an input event. */
export function typeValue(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
