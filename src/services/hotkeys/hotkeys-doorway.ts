/**
 * The keyboard shortcuts' first-path part: one keydown listener on the document. The chart and its effects
 * (hotkeys-runtime.ts) download once the first posts have painted, or at the first key press that may be a
 * shortcut, whichever comes first; keys pressed while they download are handed over when they arrive (at most
 * MAX_WAITING of them), so none is lost. Once there, every key press goes to them as it happens, and a doorway
 * opened later (another page root) starts them at once.
 */
import { afterPaintAndIdle } from '../after-paint';
import { mayBeShortcut } from './hotkey-filter';
import type { HotkeyDeps } from './hotkey-effects';

/** One key press as the runtime reads it. */
export interface HotkeyInput {
  key: string;
  shiftKey: boolean;
  target: EventTarget | null;
  /** stops the browser's own handling (only while the event is being dispatched) */
  preventDefault(): void;
}

export interface HotkeysRuntime {
  handle(input: HotkeyInput): void;
  stop(): void;
}

export interface HotkeysDoorway {
  /** downloads the runtime now (normally after the first paint) */
  preload(): Promise<void>;
  stop(): void;
}

/** Key presses kept while the runtime downloads. */
const MAX_WAITING = 8;

export type StartHotkeysRuntime = (deps: HotkeyDeps) => HotkeysRuntime;

export interface DoorwayOptions {
  /** where keys are listened to (the page's document) */
  target: Pick<Document, 'addEventListener' | 'removeEventListener'>;
  deps: HotkeyDeps;
  /** downloads the runtime (tests pass their own) */
  load?: () => Promise<StartHotkeysRuntime>;
  /** the runtime when it has been downloaded already (default: by an earlier doorway) */
  downloaded?: StartHotkeysRuntime | null;
  /** when to download without a key press (default: after the first posts have painted) */
  whenIdle?: () => Promise<void>;
}

let downloadedRuntime: StartHotkeysRuntime | null = null;

const downloadRuntime = (): Promise<StartHotkeysRuntime> =>
  import('./hotkeys-runtime').then((m) => (downloadedRuntime = m.startHotkeysRuntime));

export function openHotkeysDoorway({
  target,
  deps,
  load = downloadRuntime,
  downloaded = downloadedRuntime,
  whenIdle = afterPaintAndIdle,
}: DoorwayOptions): HotkeysDoorway {
  let runtime: HotkeysRuntime | null = downloaded === null ? null : downloaded(deps);
  let loading: Promise<void> | null = runtime === null ? null : Promise.resolve();
  let stopped = false;
  const waiting: HotkeyInput[] = [];

  const preload = (): Promise<void> =>
    (loading ??= load().then(
      (start) => {
        if (stopped) return;
        const started = (runtime = start(deps));
        for (const input of waiting.splice(0)) started.handle(input);
      },
      () => {
        // a failed download is tried again at the next key press
        loading = null;
        waiting.length = 0;
      },
    ));

  const onKeyDown = (event: KeyboardEvent) => {
    if (!mayBeShortcut(event)) return;
    const input: HotkeyInput = {
      key: event.key,
      shiftKey: event.shiftKey,
      target: event.target,
      preventDefault: () => event.preventDefault(),
    };
    if (runtime !== null) return runtime.handle(input);
    if (waiting.length < MAX_WAITING) waiting.push(input);
    void preload();
  };

  target.addEventListener('keydown', onKeyDown);
  if (runtime === null)
    void whenIdle().then(() => {
      if (!stopped) void preload();
    });
  return {
    preload,
    stop() {
      stopped = true;
      target.removeEventListener('keydown', onKeyDown);
      runtime?.stop();
      runtime = null;
    },
  };
}
