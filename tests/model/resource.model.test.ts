import { beforeEach, expect, vi } from 'vitest';
import { resourceMachine } from '../../src/machines/resource.machine';
import { ApiError } from '../../src/domain/errors/api-error';
import { describeModel, doneEvent, errorEvent } from './model-harness';

const notFound = new ApiError({ kind: 'response', message: 'Not Found', status: 404, statusText: 'Not Found' });
const unavailable = new ApiError({
  kind: 'response',
  message: 'Service Unavailable',
  status: 503,
  statusText: 'Service Unavailable',
});
const reportFailure = vi.fn();
/** the alerts raised when the last automatic try started */
let alertsBeforeAutomaticTry = 0;
// every path starts before any automatic try (the harness clears the spy)
beforeEach(() => {
  alertsBeforeAutomaticTry = 0;
});

describeModel({
  name: 'resource',
  machine: resourceMachine.provide({ actions: { reportFailure } }),
  input: { key: 'thread:7', goneIsState: true, placeholder: 'stored-7' },
  scriptedActors: ['load'],
  events: [
    { type: 'LOAD' },
    { type: 'REFRESH' },
    { type: 'RETRY' },
    { type: 'SET', value: 'edited-7' },
    { type: 'RETRY_CHANCE' },
    doneEvent('load', 'loaded-7'),
    errorEvent('load', notFound),
    errorEvent('load', unavailable),
    doneEvent('refresh', 'refreshed-7'),
    errorEvent('refresh', notFound),
    errorEvent('refresh', unavailable),
  ],
  expectations: {
    idle: (snapshot) => {
      // the placeholder is there to show before anything is asked
      expect(snapshot.context.value).toBe('stored-7');
      expect(snapshot.hasTag('busy')).toBe(false);
    },
    loading: (snapshot, scripted) => {
      expect(scripted.lastCall('load')?.input).toEqual({ key: 'thread:7' });
      expect(snapshot.hasTag('loading')).toBe(true);
      expect(snapshot.hasTag('busy')).toBe(true);
    },
    ready: (snapshot) => {
      expect(snapshot.hasTag('value')).toBe(true);
      expect(snapshot.hasTag('busy')).toBe(false);
      expect(['loaded-7', 'refreshed-7', 'edited-7']).toContain(snapshot.context.value);
    },
    'ready.current': (snapshot) => {
      // a success clears the error
      expect(snapshot.context.error).toBeNull();
      expect(snapshot.hasTag('refreshFailed')).toBe(false);
    },
    'ready.refreshFailed': (snapshot) => {
      // a failed refresh keeps the value, says why, and raised the alert
      expect(snapshot.context.error).toBe(unavailable);
      expect(snapshot.context.value).not.toBeNull();
      expect(snapshot.hasTag('refreshFailed')).toBe(true);
      expect(reportFailure).toHaveBeenCalled();
    },
    refreshing: (snapshot) => {
      expect(snapshot.hasTag('value')).toBe(true);
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.context.value).not.toBeNull();
    },
    failed: (snapshot) => {
      expect(snapshot.hasTag('failed')).toBe(true);
      expect(snapshot.hasTag('busy')).toBe(false);
      expect(snapshot.context.error).toBe(unavailable);
      expect(reportFailure).toHaveBeenCalled();
    },
    'failed.resting': () => {
      // only an automatic try rests, and its failure raised no alert of its own
      expect(reportFailure).toHaveBeenCalledTimes(alertsBeforeAutomaticTry);
    },
    retrying: (snapshot, scripted) => {
      // an automatic try asks the same load, the failure it follows still known (the views keep saying so)
      expect(scripted.lastCall('load')?.input).toEqual({ key: 'thread:7' });
      expect(snapshot.hasTag('loading')).toBe(true);
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.hasTag('failed')).toBe(false);
      expect(snapshot.context.error).toBe(unavailable);
      alertsBeforeAutomaticTry = reportFailure.mock.calls.length;
    },
    gone: (snapshot) => {
      // not found is a state of its own: no alert, nothing left to show
      expect(snapshot.hasTag('gone')).toBe(true);
      expect(snapshot.context.error).toBe(notFound);
      expect(snapshot.context.value).toBeNull();
      expect(reportFailure).not.toHaveBeenCalledWith(
        expect.objectContaining({ context: expect.objectContaining({ error: notFound }) }),
        undefined,
      );
    },
  },
});

describeModel({
  name: 'resource (not found is a failure)',
  machine: resourceMachine.provide({ actions: { reportFailure } }),
  input: { key: 'account:9' },
  scriptedActors: ['load'],
  events: [{ type: 'LOAD' }, { type: 'RETRY' }, doneEvent('load', '9'), errorEvent('load', notFound)],
  incompleteCoverage: {
    reason: 'only the paths where the caller does not treat 404 as a state; the full chart is walked above',
  },
  expectations: {
    failed: (snapshot) => {
      expect(snapshot.context.error).toBe(notFound);
      expect(snapshot.matches('gone')).toBe(false);
    },
    gone: () => {
      throw new Error('gone is reached only when the caller asks for it');
    },
  },
});
