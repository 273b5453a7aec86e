/**
 * Driving a mounted screen from a test: typing into its fields the way a reader does (React sees an input event with
 * the new value). Waiting for what the screen should come to show is `until` in tests/support/wait-for-state.ts.
 */
import { act } from 'react';

/** Types `value` into an input or text area as a reader would: the value set, then an input event. */
export function typeValue(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
