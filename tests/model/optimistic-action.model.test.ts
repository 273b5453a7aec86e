import { expect, vi } from 'vitest';
import { optimisticActionMachine } from '../../src/machines/optimistic-action.machine';
import { ApiError } from '../../src/domain/errors/api-error';
import type { OptimisticChange } from '../../src/services/status-actions/optimistic';
import { describeModel, doneEvent, errorEvent } from './model-harness';

// The chart behind every optimistic change (status actions, bookmark category toggles...), walked here with
// a status action's request and change; the runners' own parts are unit-tested beside them.
const request = { type: 'favourite', statusId: '7' } as const;
const change: OptimisticChange = {
  kind: 'flag',
  statusId: '7',
  field: 'favourited',
  value: true,
  countField: 'favourites_count',
};
const unavailable = new ApiError({
  kind: 'response',
  message: 'Service Unavailable',
  status: 503,
  statusText: 'Service Unavailable',
});
const broken = new Error('store refused the patch');
const reportFailure = vi.fn();

describeModel({
  name: 'optimistic-action',
  machine: optimisticActionMachine.provide({ actions: { reportFailure } }),
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
      expect(snapshot.context.succeeded).toBe(false);
      expect(reportFailure).not.toHaveBeenCalled();
    },
    requesting: (snapshot, scripted) => {
      expect(scripted.lastCall('perform')?.input).toEqual({ request });
      expect(snapshot.context.error).toBeNull();
      // the change apply described is remembered for a revert
      expect([change, null]).toContainEqual(snapshot.context.applied);
    },
    reverting: (snapshot, scripted) => {
      // only what apply changed is undone, and the alert waits until it is
      expect(scripted.lastCall('revert')?.input).toEqual({ change });
      expect(snapshot.context.error).toBe(unavailable);
      expect(reportFailure).not.toHaveBeenCalled();
    },
    done: (snapshot, scripted) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.output?.ok).toBe(true);
      expect(reportFailure).not.toHaveBeenCalled();
      expect(scripted.lastCall('revert')).toBeUndefined();
      // the request's answer goes out as it came (delete & redraft: whether the draft was saved)
      const saved = (snapshot.context.result as { redraftSaved?: boolean } | null)?.redraftSaved === true;
      expect(snapshot.output).toEqual({ ok: true, result: saved ? { redraftSaved: true } : {} });
    },
    failed: (snapshot, scripted) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toEqual({ ok: false, error: snapshot.context.error });
      expect(snapshot.context.succeeded).toBe(false);
      expect(reportFailure).toHaveBeenCalledTimes(1);
      // a failed request after an optimistic change always went through reverting; without one, never
      if (snapshot.context.error === unavailable && snapshot.context.applied !== null) {
        expect(scripted.lastCall('revert')?.input).toEqual({ change });
      } else {
        expect(scripted.lastCall('revert')).toBeUndefined();
      }
      // apply failing means nothing was asked of the server
      if (snapshot.context.error === broken && snapshot.context.applied === null) {
        expect(scripted.lastCall('perform')).toBeUndefined();
      }
    },
  },
});
