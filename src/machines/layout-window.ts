import { fromCallback, type EventObject } from 'xstate';
import { layoutMachine, type LayoutInput } from './layout.machine';
import { readAdvancedInterface, writeAdvancedInterface, type SettingStorage } from './layout-settings';

/** What the resize listener needs from `window` (injectable for tests). */
export interface ResizeSource {
  readonly innerWidth: number;
  addEventListener(type: 'resize', listener: () => void): void;
  removeEventListener(type: 'resize', listener: () => void): void;
}

/**
 * The `windowSize` actor: sends RESIZE with the new width after window resizes, at most once per animation
 * frame (resize fires many times while a window is dragged), and only when the width changed.
 */
export function resizeListener(
  source: ResizeSource,
  frame: { request(callback: () => void): unknown; cancel(handle: unknown): void } = animationFrames,
) {
  return fromCallback<EventObject>(({ sendBack }) => {
    let lastWidth = source.innerWidth;
    let pending: unknown = null;
    const measure = () => {
      pending = null;
      if (source.innerWidth === lastWidth) return;
      lastWidth = source.innerWidth;
      sendBack({ type: 'RESIZE', width: lastWidth });
    };
    const onResize = () => {
      if (pending === null) pending = frame.request(measure);
    };
    source.addEventListener('resize', onResize);
    return () => {
      source.removeEventListener('resize', onResize);
      if (pending !== null) frame.cancel(pending);
    };
  });
}

const animationFrames = {
  request: (callback: () => void): unknown =>
    typeof requestAnimationFrame === 'function' ? requestAnimationFrame(callback) : setTimeout(callback, 16),
  cancel: (handle: unknown): void => {
    if (typeof cancelAnimationFrame === 'function') cancelAnimationFrame(handle as number);
    else clearTimeout(handle as ReturnType<typeof setTimeout>);
  },
};

/** The layout machine wired to a window and a storage, plus the input it starts from. */
export function liveLayout(
  source: ResizeSource,
  storage: SettingStorage | null,
): { machine: typeof layoutMachine; input: LayoutInput } {
  const machine = layoutMachine.provide({
    actors: { windowSize: resizeListener(source) },
    actions: {
      storeAdvancedInterface: (_, params: { enabled: boolean }) => writeAdvancedInterface(storage, params.enabled),
    },
  });
  return { machine, input: { width: source.innerWidth, advancedInterface: readAdvancedInterface(storage) } };
}
