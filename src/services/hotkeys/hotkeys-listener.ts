/**
 * The keyboard shortcuts' listener: one keydown listener on the document, downloaded once the first posts have
 * painted or at the first key press (Hotkeys.tsx). The chart and its effects (hotkeys-runtime.ts) download next,
 * after the first paint or at the first key press that may be a shortcut, whichever comes first. No press is
 * lost on the way: those made before the listener started (kept by early-keys.ts) and those made while the runtime
 * downloads (at most MAX_WAITING of them) are handed to it, in order, when it arrives. Once there, every key
 * press goes to it as it happens, and a listener opened later (another page root) starts it at once.
 */
import { afterPaintAndIdle } from '../after-paint';
import { stopKeepingKeys } from './early-keys';
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

export interface HotkeysListener {
  /** downloads the runtime now (normally after the first paint) */
  preload(): Promise<void>;
  stop(): void;
}

/** Key presses kept while the runtime downloads. */
const MAX_WAITING = 8;

export type StartHotkeysRuntime = (deps: HotkeyDeps) => HotkeysRuntime;

export interface ListenerOptions {
  /** where keys are listened to (the page's document) */
  target: Pick<Document, 'addEventListener' | 'removeEventListener'>;
  deps: HotkeyDeps;
  /** downloads the runtime (tests pass their own) */
  load?: () => Promise<StartHotkeysRuntime>;
  /** the runtime when it has been downloaded already (default: by an earlier listener) */
  downloaded?: StartHotkeysRuntime | null;
  /** when to download without a key press (default: after the first posts have painted) */
  whenIdle?: () => Promise<void>;
  /** stops the keeping of key presses made before the listener started and gives them (default: early-keys.ts) */
  early?: () => KeyboardEvent[];
}

let downloadedRuntime: StartHotkeysRuntime | null = null;

const downloadRuntime = (): Promise<StartHotkeysRuntime> =>
  import('./hotkeys-runtime').then((m) => (downloadedRuntime = m.startHotkeysRuntime));

export function openHotkeysListener({
  target,
  deps,
  load = downloadRuntime,
  downloaded = downloadedRuntime,
  whenIdle = afterPaintAndIdle,
  early = stopKeepingKeys,
}: ListenerOptions): HotkeysListener {
  let runtime: HotkeysRuntime | null = null;
  let loading: Promise<void> | null = null;
  let stopped = false;
  const waiting: HotkeyInput[] = [];
  const kept = early();

  // the presses made before the listener started go first, through the same filter as any other
  const begin = (start: StartHotkeysRuntime) => {
    const started = (runtime = start(deps));
    for (const event of kept.splice(0)) onKeyDown(event);
    for (const input of waiting.splice(0)) started.handle(input);
  };

  const preload = (): Promise<void> =>
    (loading ??= load().then(
      (start) => {
        if (!stopped) begin(start);
      },
      () => {
        // a failed download is tried again at the next key press
        loading = null;
        waiting.length = 0;
        kept.length = 0;
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
  if (downloaded !== null) {
    loading = Promise.resolve();
    begin(downloaded);
  } else {
    // a press kept before the listener started that may be a shortcut wants the runtime now
    if (kept.some(mayBeShortcut)) void preload();
    void whenIdle().then(() => {
      if (!stopped) void preload();
    });
  }
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
