import { expect, vi } from 'vitest';
import { pagedListMachine } from '../../src/machines/paged-list.machine';
import { ApiError } from '../../src/domain/errors/api-error';
import { describeModel, doneEvent, errorEvent } from './model-harness';

const gone = new ApiError({ kind: 'response', message: 'Gone', status: 410, statusText: 'Gone' });
const unavailable = new ApiError({
  kind: 'response',
  message: 'Service Unavailable',
  status: 503,
  statusText: 'Service Unavailable',
});
const reportFailure = vi.fn();

const NEXT = 'https://social.example/api/v1/statuses/7/reblogged_by?max_id=30';
const firstPage = { items: ['a', 'b', 'c'], next: NEXT };
// the older page repeats 'c' (pages may overlap when items move): it is kept once
const olderPage = { items: ['c', 'd'], next: null };
const refreshedPage = { items: ['z', 'a'], next: NEXT };

// newest first by the number in the item ('new9' before 'c'): UPSERT puts items at their sorted place
const rank = (item: unknown) => Number(/\d+/.exec(String(item))?.[0] ?? 0);
const newestFirst = (a: unknown, b: unknown) => rank(b) - rank(a);

const unique = (items: readonly unknown[]) => new Set(items).size === items.length;

describeModel({
  name: 'paged-list',
  machine: pagedListMachine.provide({ actions: { reportFailure } }),
  input: { key: 'reblogged_by:7', goneIsState: true },
  scriptedActors: ['fetchPage'],
  events: [
    { type: 'LOAD' },
    { type: 'LOAD_MORE' },
    { type: 'REFRESH' },
    { type: 'RETRY' },
    { type: 'PREPEND', items: ['new', 'a'] },
    { type: 'REMOVE', keys: ['b'] },
    // 'c' is held: it moves rather than doubling; 'up9' sorts first
    { type: 'UPSERT', items: ['c', 'up9'], order: newestFirst },
    doneEvent('firstPage', firstPage),
    errorEvent('firstPage', gone),
    errorEvent('firstPage', unavailable),
    doneEvent('nextPage', olderPage),
    errorEvent('nextPage', unavailable),
    doneEvent('refresh', refreshedPage),
    errorEvent('refresh', unavailable),
  ],
  expectations: {
    idle: (snapshot) => {
      expect(snapshot.context.items).toEqual([]);
    },
    loading: (snapshot, scripted) => {
      // the first page is asked without a cursor
      expect(scripted.lastCall('fetchPage')?.input).toEqual({ key: 'reblogged_by:7', next: null });
      expect(snapshot.hasTag('loading')).toBe(true);
      expect(snapshot.hasTag('items')).toBe(false);
    },
    ready: (snapshot) => {
      expect(snapshot.hasTag('items')).toBe(true);
      expect(unique(snapshot.context.items)).toBe(true);
    },
    'ready.idle': (snapshot) => {
      expect(snapshot.hasTag('busy')).toBe(false);
    },
    'ready.loadingMore': (snapshot, scripted) => {
      // an older page is asked by the Link header's next URL, and only when there is one
      expect(snapshot.context.next).toBe(NEXT);
      expect(scripted.lastCall('fetchPage')?.input).toEqual({ key: 'reblogged_by:7', next: NEXT });
      expect(snapshot.hasTag('loadingMore')).toBe(true);
    },
    'ready.moreFailed': (snapshot) => {
      expect(snapshot.context.error).toBe(unavailable);
      expect(snapshot.context.items.length).toBeGreaterThan(0);
      expect(reportFailure).toHaveBeenCalled();
    },
    'ready.refreshing': (snapshot, scripted) => {
      expect(scripted.lastCall('fetchPage')?.input).toEqual({ key: 'reblogged_by:7', next: null });
      expect(snapshot.hasTag('refreshing')).toBe(true);
    },
    failed: (snapshot) => {
      expect(snapshot.context.error).toBe(unavailable);
      expect(snapshot.context.items).toEqual([]);
    },
    gone: (snapshot) => {
      expect(snapshot.context.error).toBe(gone);
      expect(snapshot.context.items).toEqual([]);
      expect(snapshot.hasTag('gone')).toBe(true);
    },
  },
});
