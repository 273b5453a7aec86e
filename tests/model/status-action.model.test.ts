import { expect, vi } from 'vitest';
import { statusActionMachine } from '../../src/machines/status-action.machine';
import { ApiError } from '../../src/services/errors';
import type { OptimisticChange } from '../../src/services/status-actions/optimistic';
import { describeModel, doneEvent, errorEvent } from './model-harness';

const request = { type: 'favourite', statusId: '7' } as const;
const change: OptimisticChange = { kind: 'flag', statusId: '7', field: 'favourited', value: true, countField: 'favourites_count' };
const unavailable = new ApiError({ kind: 'response', message: 'Service Unavailable', status: 503, statusText: 'Service Unavailable' });
const broken = new Error('store refused the patch');
const reportFailure = vi.fn();

describeModel({
  name: 'status-action',
  machine: statusActionMachine.provide({ actions: { reportFailure } }),
  input: { request },
  scriptedActors: ['apply', 'perform', 'revert'],
  events: [
    doneEvent('apply', change),
    // nothing optimistic (pin, delete, translate ...) or nothing to change (already favourited)
    doneEvent('apply', null),
    errorEvent('apply', broken),
    doneEvent('perform', {}),
    doneEvent('perform', { redraftSaved: true }),
    errorEvent('perform', unavailable),
    doneEvent('revert', undefined),
    errorEvent('revert', broken),
  ],
  expectations: {
    applying: (snapshot, scripted) => {
      expect(scripted.lastCall('apply')?.input).toEqual({ request });
      expect(snapshot.context.applied).toBeNull();
      expect(reportFailure).not.toHaveBeenCalled();
    },
    requesting: (snapshot, scripted) => {
      expect(scripted.lastCall('perform')?.input).toEqual({ request });
      expect(snapshot.context.error).toBeNull();
    },
    reverting: (snapshot, scripted) => {
      // only what apply changed is undone, and the alert waits until it is
      expect(scripted.lastCall('revert')?.input).toEqual({ change });
      expect(snapshot.context.error).toBe(unavailable);
      expect(reportFailure).not.toHaveBeenCalled();
    },
    done: (snapshot) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.output?.ok).toBe(true);
      expect(reportFailure).not.toHaveBeenCalled();
      const saved = snapshot.context.performed?.redraftSaved === true;
      expect(snapshot.output).toEqual(saved ? { ok: true, redraftSaved: true } : { ok: true });
    },
    failed: (snapshot, scripted) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toEqual({ ok: false, error: snapshot.context.error });
      expect(reportFailure).toHaveBeenCalledTimes(1);
      // a failed request after an optimistic change always went through reverting
      if (snapshot.context.error === unavailable && snapshot.context.applied !== null) {
        expect(scripted.lastCall('revert')).toBeDefined();
      }
      reportFailure.mockClear();
    },
  },
});
