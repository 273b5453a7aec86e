import { expect, vi } from 'vitest';
import { appUpdateMachine } from '../../src/machines/app-update.machine';
import { describeModel } from './model-harness';

/** The effects, recorded: the waiting worker told to take over, the page reloaded. */
const activateUpdate = vi.fn();
const reloadPage = vi.fn();

/**
 * The "new version" offer: shown when a new build's worker waits, hidden when dismissed (and shown again for a
 * newer build); Reload tells the worker to take over and reloads the page only once it controls it.
 */
describeModel({
  name: 'app-update',
  machine: appUpdateMachine.provide({ actions: { activateUpdate, reloadPage } }),
  events: [{ type: 'UPDATE_READY' }, { type: 'RELOAD' }, { type: 'DISMISS' }, { type: 'CONTROLLER_CHANGED' }],
  expectations: {
    idle: (snapshot) => {
      // nothing offered, and a worker taking control (the first one) reloads nothing
      expect(snapshot.hasTag('offered')).toBe(false);
      expect(activateUpdate).not.toHaveBeenCalled();
      expect(reloadPage).not.toHaveBeenCalled();
    },
    available: (snapshot) => {
      expect(snapshot.hasTag('offered')).toBe(true);
      expect(snapshot.hasTag('reloading')).toBe(false);
      expect(reloadPage).not.toHaveBeenCalled();
    },
    dismissed: (snapshot) => {
      expect(snapshot.hasTag('offered')).toBe(false);
      expect(activateUpdate).not.toHaveBeenCalled();
    },
    reloading: (snapshot) => {
      // the waiting worker is asked to take over once; the page waits for it before reloading
      expect(snapshot.hasTag('reloading')).toBe(true);
      expect(activateUpdate).toHaveBeenCalledTimes(1);
      expect(reloadPage).not.toHaveBeenCalled();
    },
    reloaded: (snapshot) => {
      expect(snapshot.status).toBe('done');
      expect(reloadPage).toHaveBeenCalledTimes(1);
    },
  },
});
