import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { layoutMachine, modeOfLayout } from '../../src/machines/layout.machine';
import { layoutModeFor, MOBILE_BREAKPOINT_PX } from '../../src/machines/layout-mode';
import { describeModel } from './model-harness';

/** Widths on both sides of the 630 px breakpoint (630 itself is mobile). */
const WIDTHS = [320, MOBILE_BREAKPOINT_PX, MOBILE_BREAKPOINT_PX + 1, 1440];

/**
 * Whatever happened before, a settled snapshot shows the layout rule applied to its context: 630 px or less is mobile,
 * else the deck with the advanced interface, else a single column.
 */
function settledByTheRule(snapshot: SnapshotFrom<typeof layoutMachine>): void {
  expect(snapshot.matches('deciding')).toBe(false);
  expect(modeOfLayout(snapshot)).toBe(layoutModeFor(snapshot.context.width, snapshot.context.advancedInterface));
}

describeModel({
  name: 'layout',
  machine: layoutMachine,
  input: { width: 1024, advancedInterface: false },
  events: [
    ...WIDTHS.map((width) => ({ type: 'RESIZE' as const, width })),
    { type: 'SET_ADVANCED', enabled: true },
    { type: 'SET_ADVANCED', enabled: false },
  ],
  expectations: {
    mobile: (snapshot) => {
      settledByTheRule(snapshot);
      expect(snapshot.context.width).toBeLessThanOrEqual(630);
      expect(modeOfLayout(snapshot)).toBe('mobile');
    },
    singleColumn: (snapshot) => {
      settledByTheRule(snapshot);
      expect(snapshot.context.width).toBeGreaterThan(630);
      expect(snapshot.context.advancedInterface).toBe(false);
      expect(modeOfLayout(snapshot)).toBe('single-column');
    },
    multiColumn: (snapshot) => {
      settledByTheRule(snapshot);
      expect(snapshot.context.width).toBeGreaterThan(630);
      expect(snapshot.context.advancedInterface).toBe(true);
      expect(modeOfLayout(snapshot)).toBe('multi-column');
    },
  },
});
