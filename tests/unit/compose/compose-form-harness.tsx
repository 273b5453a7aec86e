/**
 * Rendering the compose form in jsdom: a real compose machine (stub uploads, a scripted submit) behind
 * ComposeActorProvider, fake AppServices (stubbed API, real store), English strings; and DOM helpers that find
 * controls by their accessible names and type, press keys and pick options as a browser would.
 */
import { act } from 'react';
import type { ComposeInput } from '../../../src/machines/compose-types';
import { ComposeActorProvider } from '../../../src/views/compose/compose-actor-context';
import { ComposeForm } from '../../../src/views/compose/ComposeForm';
import { fakeServices, mount, settle, type ApiStubs } from '../timelines/support/fake-app-services';
import { startCompose } from './compose-test-kit';

// jsdom has no CSS.escape (react-aria's selection uses it to find options by key)
const css = ((globalThis as { CSS?: { escape?: (value: string) => string } }).CSS ??= {});
css.escape ??= (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`);

export interface RenderOptions {
  input?: ComposeInput;
  api?: ApiStubs;
  variant?: 'page' | 'column';
  /** the area's answer to a closed reply (the form's onReplyClosed) */
  onReplyClosed?: (statusId: string) => boolean;
}

export function renderForm(options: RenderOptions = {}) {
  const services = fakeServices({ me: '1', api: options.api ?? {} });
  const compose = startCompose(options.input ?? {});
  const mounted = mount(
    services,
    <ComposeActorProvider actor={compose.actor}>
      <ComposeForm variant={options.variant ?? 'page'} onReplyClosed={options.onReplyClosed} />
    </ComposeActorProvider>,
  );
  return { ...compose, services, container: mounted.container, unmount: mounted.unmount };
}

/** Text content without aria-hidden parts. */
function visibleText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
  return [...node.childNodes].map(visibleText).join('');
}

/** The accessible name, as far as these views need it (aria-labelledby, aria-label, label, text). */
export function accessibleName(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    return labelledBy
      .split(/\s+/)
      .map((id) => {
        const target = document.getElementById(id);
        return target ? visibleText(target).trim() : '';
      })
      .filter(Boolean)
      .join(' ');
  }
  const label = element.getAttribute('aria-label');
  if (label) return label;
  if (element.id) {
    const labelFor = document.querySelector(`label[for="${CSS.escape(element.id)}"]`);
    if (labelFor) return visibleText(labelFor).trim();
  }
  const wrapping = element.closest('label');
  if (wrapping) return visibleText(wrapping).trim();
  return visibleText(element).trim();
}

function named<T extends Element>(root: ParentNode, selector: string, name: string | RegExp): T {
  const all = [...root.querySelectorAll<T>(selector)];
  const found = all.find((el) =>
    typeof name === 'string' ? accessibleName(el) === name : name.test(accessibleName(el)),
  );
  if (!found)
    throw new Error(`no ${selector} named ${String(name)}; have: ${all.map((el) => accessibleName(el)).join(' | ')}`);
  return found;
}

export function maybeNamed<T extends Element>(root: ParentNode, selector: string, name: string | RegExp): T | null {
  try {
    return named<T>(root, selector, name);
  } catch {
    return null;
  }
}

export const button = (root: ParentNode, name: string | RegExp) => named<HTMLButtonElement>(root, 'button', name);
export const textbox = (root: ParentNode, name: string) =>
  named<HTMLInputElement | HTMLTextAreaElement>(root, 'textarea, input[type="text"]', name);
export const select = (root: ParentNode, name: string) => named<HTMLSelectElement>(root, 'select', name);
export const checkbox = (root: ParentNode, name: string) =>
  named<HTMLInputElement>(root, 'input[type="checkbox"]', name);
/** A react-aria picker's trigger: named by its value and its label ("Public Visibility"). */
export const picker = (root: ParentNode, label: string) =>
  named<HTMLButtonElement>(root, 'button[aria-haspopup="listbox"]', new RegExp(`(^| )${label}$`));

/** Types `value` as the new content of a text field (React sees an input event). */
export function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    field.focus();
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, value);
    field.setSelectionRange(value.length, value.length);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export function chooseIn(field: HTMLSelectElement, value: string): void {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(field, value);
    field.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

export function keyDown(
  target: Element,
  key: string,
  modifiers: Partial<Pick<KeyboardEventInit, 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>> = {},
): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...modifiers });
  act(() => {
    target.dispatchEvent(event);
  });
  return event;
}

export function keyUp(target: Element, key: string): void {
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true }));
  });
}

export function press(element: HTMLElement): void {
  act(() => element.click());
}

/** The listbox a picker opened (portalled to the body). */
export function openListbox(): HTMLElement {
  const listbox = document.body.querySelector<HTMLElement>('[role="listbox"]');
  if (!listbox) throw new Error('no listbox open');
  return listbox;
}

/**
 * An option's label line (its accessible name holds its description line too, when it shows one); any other
 * element's accessible name.
 */
export function optionLabel(element: Element): string {
  const label =
    element.getAttribute('role') === 'option' ? element.querySelector('.compose-select__option-label') : null;
  return label ? visibleText(label).trim() : accessibleName(element);
}

export function optionLabels(listbox: HTMLElement = openListbox()): string[] {
  return [...listbox.querySelectorAll('[role="option"]')].map((option) => optionLabel(option));
}

/** Opens the picker by keyboard (focus, ArrowDown). */
export async function openByKeyboard(trigger: HTMLButtonElement): Promise<HTMLElement> {
  act(() => trigger.focus());
  keyDown(trigger, 'ArrowDown');
  keyUp(trigger, 'ArrowDown');
  await settle(1);
  return openListbox();
}

/**
 * Opens the picker by keyboard and picks the option named `name` with Enter: typing `typeahead` first when
 * given (long lists), else Home then ArrowDown until it has focus.
 */
export async function pickByKeyboard(trigger: HTMLButtonElement, name: string, typeahead?: string): Promise<void> {
  await openByKeyboard(trigger);
  const names = optionLabels();
  if (!names.includes(name)) throw new Error(`no option ${name}; have ${names.join(' | ')}`);
  const focused = () => document.activeElement ?? document.body;
  if (typeahead === undefined) {
    keyDown(focused(), 'Home');
    for (let guard = 0; guard < names.length && optionLabel(focused()) !== name; guard += 1)
      keyDown(focused(), 'ArrowDown');
  } else {
    for (const character of typeahead) keyDown(focused(), character);
  }
  const active = focused();
  if (optionLabel(active) !== name) throw new Error(`could not reach ${name}; at ${optionLabel(active)}`);
  keyDown(active, 'Enter');
  keyUp(active, 'Enter');
  await settle(1);
}

/** The focusable controls in tab order (DOM order: these views never use a positive tabindex). */
export function tabOrder(root: HTMLElement): string[] {
  const focusable = root.querySelectorAll<HTMLElement>('button, input, select, textarea, [tabindex]');
  return [...focusable]
    .filter(
      (el) =>
        !(el as HTMLButtonElement).disabled &&
        el.tabIndex >= 0 &&
        !el.closest('[hidden], [aria-hidden="true"]') &&
        !(el instanceof HTMLInputElement && el.type === 'file'),
    )
    .map((el) => accessibleName(el));
}

export { settle };
