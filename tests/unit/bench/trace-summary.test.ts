/**
 * The trace summary of `npm run bench:trace`, on a small made-up trace: the page's main thread is found by its
 * navigation; busy time is split at the first contentful paint and the first post; activities count each event's
 * own time (without its children's); profiler samples are named through the source maps and counted by function
 * and by file (until the first post as well); a task over 50 ms is listed with what it ran.
 */
import { describe, expect, it } from 'vitest';
import { activityOf, summariseTrace, type TraceEvent } from '../../../bench/trace-summary';
import { repositoryPath } from '../../../bench/trace-sources';

const PID = 7;
const MAIN = 1;
const START = 1_000_000;
const at = (ms: number) => START + ms * 1000;
const task = (ms: number, durMs: number, name = 'RunTask'): TraceEvent => ({
  name,
  ph: 'X',
  ts: at(ms),
  dur: durMs * 1000,
  pid: PID,
  tid: MAIN,
});

const APP = 'http://127.0.0.1:5000/assets/index-1.js';
const events: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ts: 0, pid: PID, tid: MAIN, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', ts: 0, pid: PID, tid: 2, args: { name: 'Compositor' } },
  {
    name: 'navigationStart',
    ph: 'R',
    ts: START,
    pid: PID,
    tid: MAIN,
    args: { data: { documentLoaderURL: 'http://127.0.0.1:5000/home' } },
  },
  { name: 'firstContentfulPaint', ph: 'R', ts: at(100), pid: PID, tid: MAIN },
  // before FCP: a 30 ms task evaluating the entry
  task(10, 30),
  task(10, 30, 'EvaluateScript'),
  // between FCP and the first post: a long task, 80 ms, 60 of them a function call, 20 of those layout
  task(120, 80),
  task(120, 60, 'FunctionCall'),
  task(150, 20, 'Layout'),
  // after the first post
  task(300, 10),
  task(300, 10, 'UpdateLayoutTree'),
  // another thread's task is not the page's
  { name: 'RunTask', ph: 'X', ts: at(120), dur: 500_000, pid: PID, tid: 2 },
  { name: 'Profile', ph: 'P', ts: at(0), pid: PID, tid: MAIN, id: '0x1', args: { data: { startTime: at(0) } } },
  {
    name: 'ProfileChunk',
    ph: 'P',
    ts: at(0),
    pid: PID,
    tid: MAIN,
    id: '0x1',
    args: {
      data: {
        cpuProfile: {
          nodes: [
            { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: -1, columnNumber: -1 } },
            { id: 2, callFrame: { functionName: 'a', url: APP, lineNumber: 0, columnNumber: 10 }, parent: 1 },
            { id: 3, callFrame: { functionName: 'b', url: APP, lineNumber: 0, columnNumber: 90 }, parent: 1 },
            { id: 4, callFrame: { functionName: '(idle)', url: '', lineNumber: -1, columnNumber: -1 }, parent: 1 },
          ],
          // a at 125 and 135 ms, b at 145 ms, idle at 155 ms, b again after the first post (at 400 ms)
          samples: [2, 2, 3, 4, 3, 4],
        },
        timeDeltas: [125_000, 10_000, 10_000, 10_000, 245_000, 10_000],
      },
    },
  },
];

const locate = (url: string, _line: number, column: number) =>
  url === APP
    ? column < 50
      ? { source: 'src/app/App.tsx', line: 12, name: 'App' }
      : { source: 'node_modules/react-dom/cjs/react-dom-client.production.js', line: 40, name: null }
    : null;

describe('summariseTrace', () => {
  const summary = summariseTrace(events, { locate, firstPostMs: 250 });

  it('splits the main thread busy time at the first paint and the first post', () => {
    expect(summary.fcpMs).toBe(100);
    expect(summary.busy).toEqual({ beforeFcp: 30, toFirstPost: 80, after: 10 });
  });

  it('counts each activity by its own time, without its children', () => {
    const of = (label: string) => summary.activities.find((share) => share.label === label)?.ms;
    expect(of('script')).toBe(30 + 40);
    expect(of('layout')).toBe(20);
    expect(of('style')).toBe(10);
  });

  it('names samples through the source maps, by function and by file, leaving idle time out', () => {
    // each sample lasts until the next one (at most 10 ms)
    expect(summary.functions).toEqual([
      { label: 'App src/app/App.tsx:12', ms: 20 },
      { label: 'b node_modules/react-dom/cjs/react-dom-client.production.js:40', ms: 20 },
    ]);
    // b's second sample came after the first post
    expect(summary.filesToFirstPost).toEqual([
      { label: 'src/app/App.tsx', ms: 20 },
      { label: 'node_modules/react-dom/cjs/react-dom-client.production.js', ms: 10 },
    ]);
  });

  it('lists each task over 50 ms with the functions it ran', () => {
    expect(summary.longTasks).toHaveLength(1);
    expect(summary.longTasks[0]).toMatchObject({ startMs: 120, durationMs: 80 });
    expect(summary.longTasks[0]!.functions[0]).toEqual({ label: 'App src/app/App.tsx:12', ms: 20 });
  });

  it('refuses a trace without a page navigation', () => {
    expect(() => summariseTrace(events.slice(0, 2), { locate })).toThrow('no page navigation');
  });
});

describe('trace helpers', () => {
  it('sorts event names into activities', () => {
    expect(activityOf('UpdateLayoutTree')).toBe('style');
    expect(activityOf('MinorGC')).toBe('garbage collection');
    expect(activityOf('v8.compileModule')).toBe('compile');
    expect(activityOf('Paint')).toBe('paint');
    expect(activityOf('SomethingElse')).toBe('other');
  });

  it('writes map sources from the repository root', () => {
    expect(repositoryPath('../../src/app/App.tsx')).toBe('src/app/App.tsx');
    expect(repositoryPath('../../node_modules/react/index.js')).toBe('node_modules/react/index.js');
    expect(repositoryPath('virtual:thing')).toBe('virtual:thing');
  });
});
