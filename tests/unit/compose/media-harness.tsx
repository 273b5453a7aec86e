/**
 * Rendering the compose media views in jsdom: real upload actors (the upload machine with fake network actors
 * the test settles), a stub compose actor holding `media`, `draft.sensitive` and `limits` that records every
 * event it is sent and passes the media events on to the upload actor they name (as the compose machine does),
 * English strings, object URLs, and keyboard helpers that act as a browser would.
 */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';
import { assign, createActor, fromPromise, setup, type AnyActorRef } from 'xstate';
import { setUpI18n } from '../../../src/i18n';
import type { ComposeEvent } from '../../../src/machines/compose-types';
import type { ComposeActorRef } from '../../../src/machines/compose.machine';
import { uploadMachine, type UploadActorRef } from '../../../src/machines/upload.machine';
import type { UploadFile, UploadInput } from '../../../src/machines/upload-types';
import type { ApiMediaAttachment } from '../../../src/domain/entities/api-types';
import { ComposeActorProvider } from '../../../src/views/compose/compose-actor-context';
import '../../support/jsdom-css-escape';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Pending {
  src: string;
  input: any;
  resolve(output: unknown): void;
  reject(error: unknown): void;
}

/** Upload actors whose network calls wait for the test. */
export function uploads() {
  const pending: Pending[] = [];
  const fake = (src: string) =>
    fromPromise<any, any>(
      ({ input }) => new Promise((resolve, reject) => pending.push({ src, input, resolve, reject })),
    );
  const machine = uploadMachine.provide({
    actors: {
      sendFile: fake('sendFile'),
      poll: fake('poll'),
      saveDescription: fake('saveDescription'),
      sendThumbnail: fake('sendThumbnail'),
    },
  });
  return {
    pending,
    start(input: UploadInput): UploadActorRef {
      return createActor(machine, { input }).start();
    },
    last(src: string): Pending {
      const call = pending.filter((p) => p.src === src).at(-1);
      if (!call) throw new Error(`no ${src} call`);
      return call;
    },
  };
}

export function sampleFile(name = 'cat.png', type = 'image/png'): UploadFile {
  const blob = new File([`bytes of ${name}`], name, { type });
  return { blob, name, type, size: blob.size };
}

export function attachment(id: string, extra: Partial<ApiMediaAttachment> = {}): ApiMediaAttachment {
  return {
    id,
    type: 'image',
    url: `https://files.example/${id}.png`,
    preview_url: `https://files.example/${id}.small.png`,
    description: null,
    ...extra,
  };
}

interface StubContext {
  media: Array<{ key: string; ref: UploadActorRef }>;
  draft: { sensitive: boolean };
  limits: Record<string, number>;
}

const toUpload = (event: ComposeEvent): unknown => {
  switch (event.type) {
    case 'compose.media.replace':
      return { type: 'upload.replace', file: event.file };
    case 'compose.media.retry':
      return { type: 'upload.retry' };
    case 'compose.media.describe':
      return { type: 'upload.describe', description: event.description, focus: event.focus };
    case 'compose.media.remove':
      return { type: 'upload.remove' };
    default:
      return null;
  }
};

const stubComposeMachine = setup({
  types: {} as { context: StubContext; input: Partial<StubContext>; events: ComposeEvent },
}).createMachine({
  context: ({ input }) => ({
    media: input.media ?? [],
    draft: input.draft ?? { sensitive: false },
    limits: input.limits ?? {},
  }),
  on: {
    'compose.sensitive.toggle': {
      actions: assign({ draft: ({ context }) => ({ sensitive: !context.draft.sensitive }) }),
    },
    'compose.media.*': {
      actions: ({ context, event }) => {
        const upload = toUpload(event);
        const ref = 'key' in event ? context.media.find((m) => m.key === event.key)?.ref : undefined;
        if (upload && ref) (ref as AnyActorRef).send(upload);
      },
    },
  },
});

/** A stub compose actor and the events it was sent. */
export function stubCompose(input: Partial<StubContext> = {}) {
  const actor = createActor(stubComposeMachine, { input }).start();
  const sent: ComposeEvent[] = [];
  const send = actor.send.bind(actor);
  actor.send = (event: ComposeEvent) => {
    sent.push(event);
    send(event);
  };
  return { actor, ref: actor as unknown as ComposeActorRef, sent };
}

export interface Rendered {
  container: HTMLElement;
  unmount(): void;
}

let i18nReady = false;
const mounted: Rendered[] = [];

export function render(compose: ComposeActorRef | null, element: ReactNode): Rendered {
  if (!i18nReady) {
    setUpI18n(['en']);
    i18nReady = true;
  }
  const container = document.createElement('div');
  document.body.append(container);
  const root: Root = createRoot(container);
  act(() => root.render(compose ? <ComposeActorProvider actor={compose}>{element}</ComposeActorProvider> : element));
  const rendered = {
    container,
    unmount() {
      act(() => root.unmount());
      container.remove();
    },
  };
  mounted.push(rendered);
  return rendered;
}

/** Unmounts what render() mounted (afterEach). */
export function cleanUp(): void {
  for (const rendered of mounted.splice(0)) rendered.unmount();
  document.body.innerHTML = '';
}

/** Object URLs (jsdom has none): made in order, revocations recorded. */
export function fakeObjectUrls() {
  let made = 0;
  const create = vi.fn((_blob: Blob) => `blob:test/${(made += 1)}`);
  const revoke = vi.fn((_url: string) => {});
  URL.createObjectURL = create;
  URL.revokeObjectURL = revoke;
  return { create, revoke };
}

/** Lets promise callbacks, actor reactions and React updates run. */
export async function settle(rounds = 3): Promise<void> {
  for (let i = 0; i < rounds; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** Sends an event to an actor inside act (the views reading it re-render). */
export function sendTo<E>(actor: { send(event: E): void }, event: E): void {
  act(() => actor.send(event));
}

/** Clicks inside act. */
export function click(element: HTMLElement): void {
  act(() => element.click());
}

/** A key press as a browser does it: keydown (and, unless prevented, Enter/Space activate a native button), keyup. */
export function press(element: Element, key: string, init: KeyboardEventInit = {}): void {
  act(() => {
    const down = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
    const proceed = element.dispatchEvent(down);
    if (proceed && element instanceof HTMLButtonElement && (key === 'Enter' || key === ' ')) element.click();
    element.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true, ...init }));
  });
}

const TABBABLE = 'a[href], button, input, select, textarea, [tabindex]';

function tabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || (element as HTMLButtonElement).disabled) return false;
  if (element instanceof HTMLInputElement && element.type === 'hidden') return false;
  return element.closest('[hidden], [inert]') === null;
}

/**
 * Tab as a browser does it: keydown (react-aria may move focus itself and prevent it), else focus moves to
 * the next (previous) tabbable element in document order; the dialog's focus scope then keeps it inside.
 */
export function tab(shift = false): Element {
  const from = (document.activeElement ?? document.body) as HTMLElement;
  act(() => {
    const down = new KeyboardEvent('keydown', { key: 'Tab', shiftKey: shift, bubbles: true, cancelable: true });
    if (!from.dispatchEvent(down)) return;
    const order = [...document.querySelectorAll<HTMLElement>(TABBABLE)].filter(tabbable);
    const at = order.indexOf(from);
    const next = shift ? order[at <= 0 ? order.length - 1 : at - 1] : order[(at + 1) % order.length];
    next?.focus();
  });
  return document.activeElement!;
}

/** Waits for animation frames (react-aria gives focus back to the opener in one). */
export async function frames(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 40));
  });
}

export function typeInto(field: HTMLTextAreaElement | HTMLInputElement, text: string): void {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Puts files in a file input and fires its change event. */
export function chooseFiles(input: HTMLInputElement, files: File[]): void {
  Object.defineProperty(input, 'files', { configurable: true, value: fileList(files) });
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

export function fileList(files: File[]): FileList {
  const list = Object.assign([...files], { item: (i: number) => files[i] ?? null });
  return list as unknown as FileList;
}

/** Text content without aria-hidden parts. */
export function visibleText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
  return [...node.childNodes].map(visibleText).join('');
}

/** The accessible name of an element, as far as these views name things (aria-labelledby, aria-label, label, text). */
export function nameOf(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy)
    return labelledBy
      .split(/\s+/)
      .map((id) => visibleText(document.getElementById(id) ?? document.createElement('i')))
      .join(' ')
      .trim();
  const label = element.getAttribute('aria-label');
  if (label) return label;
  if (element.id) {
    const byFor = document.querySelector(`label[for="${element.id}"]`);
    if (byFor) return visibleText(byFor).trim();
  }
  const wrapping = element.closest('label');
  if (wrapping && wrapping !== element) return visibleText(wrapping).trim();
  return visibleText(element).trim();
}

export function byRole(root: ParentNode, role: string, name: string): HTMLElement {
  const implicit: Record<string, string> = {
    button: 'button',
    group: 'fieldset',
    textbox: 'textarea',
    checkbox: 'input[type="checkbox"]',
  };
  const selector = implicit[role] ? `[role="${role}"], ${implicit[role]}` : `[role="${role}"]`;
  const found = [...root.querySelectorAll<HTMLElement>(selector)].filter((el) => nameOf(el) === name);
  if (found.length !== 1)
    throw new Error(
      `${found.length} ${role} named "${name}"; have: ${[...root.querySelectorAll(selector)].map(nameOf).join(' | ')}`,
    );
  return found[0]!;
}

export function dialog(): HTMLElement {
  const found = document.querySelector<HTMLElement>('[role="dialog"]');
  if (!found) throw new Error('no dialog');
  return found;
}
