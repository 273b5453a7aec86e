/** DOM helpers for the filter screen tests: typing into React inputs, finding controls by their label. */
import { act } from 'react';

export function typeInto(input: HTMLInputElement | HTMLSelectElement, value: string): void {
  const proto = input instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

/** The control labelled `text` (by <label for> or a wrapping <label>). */
export function byLabel<T extends HTMLElement = HTMLInputElement>(root: ParentNode, text: string): T {
  for (const label of root.querySelectorAll('label')) {
    const own = label.querySelector('.filter-form__radio-title')?.textContent ?? label.textContent?.trim();
    if (own !== text) continue;
    const target = label.htmlFor ? document.getElementById(label.htmlFor) : label.querySelector('input, select');
    if (target) return target as T;
  }
  throw new Error(`no control labelled ${text}`);
}

export function buttonNamed(root: ParentNode, name: string): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

export function press(element: HTMLElement): void {
  act(() => element.click());
}

export function submit(form: HTMLFormElement): void {
  act(() => {
    form.requestSubmit();
  });
}
