import { expect } from 'vitest';
import { ApiError } from '../../src/services/errors';
import { timelineMachine, type TimelineFetchOutput } from '../../src/machines/timeline.machine';
import { describeModel, doneEvent, errorEvent } from './model-harness';

const NEXT = 'https://social.example/api/v1/timelines/home?max_id=20';

const firstPage: TimelineFetchOutput = { ids: ['30', '20'], next: NEXT };
const emptyPage: TimelineFetchOutput = { ids: [], next: null };
// overlaps the first page at 20 (servers repeat items when posts arrive between requests)
const olderPage: TimelineFetchOutput = { ids: ['20', '10'], next: null };
const newerPage: TimelineFetchOutput = { ids: ['40', '30'], next: 'https://social.example/ignored' };
const unavailable = new ApiError({ kind: 'response', message: 'Service Unavailable', status: 503, statusText: 'Service Unavailable' });

function expectUnique(ids: readonly string[]) {
  expect(new Set(ids).size).toBe(ids.length);
}

describeModel({
  name: 'timeline',
  machine: timelineMachine,
  input: { timeline: 'home' },
  scriptedActors: ['fetchPage'],
  events: [
    { type: 'LOAD' },
    { type: 'EXPAND' },
    { type: 'REFRESH' },
    { type: 'RETRY' },
    doneEvent('loadPage', firstPage),
    doneEvent('loadPage', emptyPage),
    errorEvent('loadPage', unavailable),
    doneEvent('expandPage', olderPage),
    errorEvent('expandPage', unavailable),
    doneEvent('refreshPage', newerPage),
    errorEvent('refreshPage', unavailable),
  ],
  expectations: {
    idle: (snapshot) => {
      expect(snapshot.context.ids).toEqual([]);
    },
    loading: (snapshot, scripted) => {
      expect(scripted.lastCall('fetchPage')?.input).toEqual({ timeline: 'home' });
      expect(snapshot.context.failure).toBeNull();
    },
    expanding: (snapshot, scripted) => {
      // the older page starts below the Link header's max_id
      expect(scripted.lastCall('fetchPage')?.input).toEqual({ timeline: 'home', maxId: '20' });
      expect(snapshot.context.next).not.toBeNull();
    },
    refreshing: (snapshot, scripted) => {
      expect(scripted.lastCall('fetchPage')?.input).toEqual({ timeline: 'home', sinceId: snapshot.context.ids[0] });
      expect(snapshot.context.ids.length).toBeGreaterThan(0);
    },
    loaded: (snapshot) => {
      expectUnique(snapshot.context.ids);
      expect(snapshot.context.failure).toBeNull();
      const change = snapshot.context.lastChange;
      if (change?.step === 'expand') {
        expect(snapshot.context.ids.slice(-1)).toEqual(['10']);
        expect(change.added).toBe(1);
      }
      if (change?.step === 'refresh') {
        expect(snapshot.context.ids[0]).toBe('40');
        // 1 the first time; 0 when a second refresh brings the same newest post again
        expect([0, 1]).toContain(change.added);
      }
    },
    failed: (snapshot) => {
      expect(snapshot.context.failure?.error).toBe(unavailable);
      // a failed expand or refresh keeps what was already shown
      if (snapshot.context.failure?.during !== 'load') expect(snapshot.context.ids.length).toBeGreaterThan(0);
      else expect(snapshot.context.ids).toEqual([]);
    },
  },
});
