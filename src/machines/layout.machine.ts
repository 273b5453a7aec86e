import { assign, fromCallback, setup, type EventObject } from 'xstate';
import { layoutModeFor, type LayoutMode } from './layout-mode';

/**
 * The layout mode: width 630 px or less is mobile; otherwise the multi-column deck when the advanced interface is on,
 * else a single column. It follows window resizes.
 *
 *            +-------------------- RESIZE / SET_ADVANCED (any mode) --------------------+
 *            v                                                                          |
 *   deciding --[mobile width]--> mobile                                                 |
 *            --[advanced on]---> multiColumn                                            |
 *            --[otherwise]-----> singleColumn ----------------------------------------->+
 *
 * `deciding` is transient: every RESIZE and SET_ADVANCED updates the context and decides again, with the one
 * rule of layout-mode.ts. Side effects are injected: the `windowSize` actor sends RESIZE while it runs (the app
 * provides a window resize listener, see layout-window.ts), and the `storeAdvancedInterface` action keeps the
 * setting in local storage (layout-settings.ts).
 */
export interface LayoutContext {
  /** viewport width in CSS px */
  width: number;
  /** the advanced interface setting (the multi-column deck on wide screens) */
  advancedInterface: boolean;
}

export type LayoutEvent = { type: 'RESIZE'; width: number } | { type: 'SET_ADVANCED'; enabled: boolean };

export interface LayoutInput {
  width: number;
  advancedInterface: boolean;
}

/** State node names, one per mode. */
export const LAYOUT_STATE_FOR_MODE = {
  mobile: 'mobile',
  'single-column': 'singleColumn',
  'multi-column': 'multiColumn',
} as const satisfies Record<LayoutMode, string>;

export const layoutMachine = setup({
  types: {} as { context: LayoutContext; events: LayoutEvent; input: LayoutInput },
  actors: {
    // Replaced by the app with a window resize listener; by default nothing resizes.
    windowSize: fromCallback<EventObject>(() => undefined),
  },
  guards: {
    modeIs: ({ context }, params: { mode: LayoutMode }) =>
      layoutModeFor(context.width, context.advancedInterface) === params.mode,
  },
  actions: {
    setWidth: assign(({ event }) => (event.type === 'RESIZE' ? { width: event.width } : {})),
    setAdvanced: assign(({ event }) => (event.type === 'SET_ADVANCED' ? { advancedInterface: event.enabled } : {})),
    // Provided by the app: writes the setting to local storage.
    storeAdvancedInterface: (_, _params: { enabled: boolean }) => undefined,
  },
}).createMachine({
  id: 'layout',
  context: ({ input }) => ({ width: input.width, advancedInterface: input.advancedInterface }),
  invoke: { id: 'windowSize', src: 'windowSize' },
  on: {
    RESIZE: { target: '.deciding', actions: 'setWidth' },
    SET_ADVANCED: {
      target: '.deciding',
      actions: ['setAdvanced', { type: 'storeAdvancedInterface', params: ({ event }) => ({ enabled: event.enabled }) }],
    },
  },
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: { type: 'modeIs', params: { mode: 'mobile' } }, target: 'mobile' },
        { guard: { type: 'modeIs', params: { mode: 'multi-column' } }, target: 'multiColumn' },
        { target: 'singleColumn' },
      ],
    },
    mobile: {},
    singleColumn: {},
    multiColumn: {},
  },
});

export type LayoutMachine = typeof layoutMachine;

/** The mode a layout snapshot is in (the transient `deciding` never shows in a settled snapshot). */
export function modeOfLayout(snapshot: { matches(state: 'mobile' | 'multiColumn'): boolean }): LayoutMode {
  if (snapshot.matches('mobile')) return 'mobile';
  return snapshot.matches('multiColumn') ? 'multi-column' : 'single-column';
}
