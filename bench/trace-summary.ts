/**
 * Summarises a Chromium trace of one page load (bench/trace-load.ts) for the page's main thread, from the
 * navigation's start to the end of the recording:
 * - busy time in each phase: before the first contentful paint, from it to the first post, and after;
 * - self time by activity (script, compiling, style, layout, paint, HTML parsing, garbage collection), from the
 *   timeline's nested events, each event's own time without its children's;
 * - self time by function and by source file, from the V8 sampling profiler's samples (ProfileChunk events), a
 *   sample counting the time until the next one;
 * - each long task (a top-level task over 50 ms) with its start, length and the functions it spent most in.
 */
import type { Locate } from './trace-sources';

export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, any>;
}

export interface Share {
  label: string;
  ms: number;
}

export interface LongTask {
  startMs: number;
  durationMs: number;
  functions: Share[];
  files: Share[];
}

export interface TraceSummary {
  fcpMs: number | null;
  firstPostMs: number | null;
  /** main-thread time in top-level tasks: before FCP, FCP to first post, after the first post */
  busy: { beforeFcp: number; toFirstPost: number; after: number };
  activities: Share[];
  functions: Share[];
  files: Share[];
  /** the same, for the samples before the first post (when its time is known) */
  functionsToFirstPost: Share[];
  filesToFirstPost: Share[];
  longTasks: LongTask[];
}

const LONG_TASK_MS = 50;
const TOP_LEVEL_TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

const ACTIVITY_OF: Array<[RegExp, string]> = [
  [/^(v8\.compile|V8\.Compile|v8\.parseOnBackground|v8\.compileModule|CacheScript|v8\.produceCache)/i, 'compile'],
  [/^(MinorGC|MajorGC|V8\.GC|BlinkGC|GCEvent|CppGC)/, 'garbage collection'],
  [/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation)$/, 'style'],
  [/^(Layout|InvalidateLayout|LayoutShift|IntersectionObserverController)/, 'layout'],
  [/^(Paint|PaintImage|PrePaint|Layerize|UpdateLayer|CompositeLayers|Commit|RasterTask|Decode)/, 'paint'],
  [/^ParseHTML$/, 'HTML parsing'],
  [
    /^(EvaluateScript|v8\.evaluateModule|v8\.run|FunctionCall|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks|XHRReadyStateChange|v8\.callFunction|V8\.Execute|FireIdleCallback|ResourceReceivedData|ResourceFinish)/,
    'script',
  ],
];

export function activityOf(name: string): string {
  for (const [pattern, activity] of ACTIVITY_OF) if (pattern.test(name)) return activity;
  return 'other';
}

const byTime = (shares: Map<string, number>, limit = Infinity): Share[] =>
  [...shares]
    .map(([label, micros]) => ({ label, ms: micros / 1000 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, limit);

const add = (shares: Map<string, number>, key: string, micros: number) =>
  shares.set(key, (shares.get(key) ?? 0) + micros);

/** The renderer main thread that loaded the page, and the navigation's start there (µs). */
function mainThreadOf(events: readonly TraceEvent[]): { pid: number; tid: number; start: number } | null {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const navigations = events.filter(
    (e) =>
      e.name === 'navigationStart' &&
      typeof e.args?.data?.documentLoaderURL === 'string' &&
      /^https?:/.test(e.args.data.documentLoaderURL as string),
  );
  const navigation = navigations.at(-1);
  if (navigation) {
    const main = mains.find((m) => m.pid === navigation.pid && m.tid === navigation.tid);
    if (main) return { pid: main.pid, tid: main.tid, start: navigation.ts };
  }
  return null;
}

interface Sample {
  ts: number;
  node: number;
  micros: number;
}

interface ProfileNode {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

/** The V8 profile of one thread: its nodes and samples, each sample lasting until the next. */
function profileOf(events: readonly TraceEvent[], pid: number, tid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: Sample[] = [];
  const starts = new Map<string, number>();
  for (const event of events) {
    if (event.pid !== pid || event.name !== 'Profile') continue;
    starts.set(event.id ?? '', Number(event.args?.data?.startTime ?? event.ts));
  }
  const clocks = new Map(starts);
  for (const event of events) {
    if (event.pid !== pid || event.name !== 'ProfileChunk') continue;
    if (event.tid !== tid && !starts.has(event.id ?? '')) continue;
    const data = event.args?.data ?? {};
    for (const node of data.cpuProfile?.nodes ?? []) {
      const frame = node.callFrame ?? {};
      nodes.set(node.id as number, {
        functionName: frame.functionName ?? '',
        url: frame.url ?? '',
        lineNumber: frame.lineNumber ?? -1,
        columnNumber: frame.columnNumber ?? -1,
      });
    }
    const ids: number[] = data.cpuProfile?.samples ?? [];
    const deltas: number[] = data.timeDeltas ?? [];
    let clock = clocks.get(event.id ?? '') ?? event.ts;
    ids.forEach((node, index) => {
      clock += deltas[index] ?? 0;
      samples.push({ ts: clock, node, micros: 0 });
    });
    clocks.set(event.id ?? '', clock);
  }
  samples.sort((a, b) => a.ts - b.ts);
  samples.forEach((sample, index) => {
    const next = samples[index + 1];
    sample.micros = next ? Math.min(next.ts - sample.ts, 10_000) : 0;
  });
  return { nodes, samples };
}

export function summariseTrace(
  events: readonly TraceEvent[],
  options: { locate: Locate; firstPostMs?: number | null },
): TraceSummary {
  const main = mainThreadOf(events);
  if (main === null) throw new Error('the trace holds no page navigation on a renderer main thread');
  const onMain = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.ts >= main.start)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const fcp = events.find((e) => e.pid === main.pid && e.name === 'firstContentfulPaint' && e.ts >= main.start);
  const fcpMs = fcp ? (fcp.ts - main.start) / 1000 : null;
  const firstPostMs = options.firstPostMs ?? null;

  // activities: each event's self time (its length less its direct children's)
  const activities = new Map<string, number>();
  const stack: Array<{ end: number; name: string; self: number }> = [];
  const close = (upTo: number) => {
    while (stack.length > 0 && stack.at(-1)!.end <= upTo) {
      const done = stack.pop()!;
      add(activities, activityOf(done.name), Math.max(0, done.self));
    }
  };
  const busy = { beforeFcp: 0, toFirstPost: 0, after: 0 };
  const tasks: Array<{ ts: number; dur: number }> = [];
  for (const event of onMain) {
    const dur = event.dur ?? 0;
    close(event.ts);
    const parent = stack.at(-1);
    if (parent) parent.self -= dur;
    stack.push({ end: event.ts + dur, name: event.name, self: dur });
    if (TOP_LEVEL_TASKS.has(event.name) && !parent) {
      tasks.push({ ts: event.ts, dur });
      const at = (event.ts - main.start) / 1000;
      if (fcpMs !== null && at < fcpMs) busy.beforeFcp += dur / 1000;
      else if (firstPostMs !== null && at < firstPostMs) busy.toFirstPost += dur / 1000;
      else busy.after += dur / 1000;
    }
  }
  close(Number.POSITIVE_INFINITY);
  activities.delete('other');

  // functions from the profiler's samples
  const { nodes, samples } = profileOf(events, main.pid, main.tid);
  const labels = new Map<number, { fn: string; file: string }>();
  const labelOf = (id: number) => {
    let label = labels.get(id);
    if (!label) {
      const node = nodes.get(id);
      const place = node && node.url ? options.locate(node.url, node.lineNumber, node.columnNumber) : null;
      const name = node?.functionName || '(anonymous)';
      if (place) label = { fn: `${place.name ?? name} ${place.source}:${place.line}`, file: place.source };
      else if (node?.url) {
        const file = new URL(node.url).pathname;
        label = { fn: `${name} ${file}:${node.lineNumber + 1}`, file };
      } else label = { fn: name, file: name.startsWith('(') ? name : '(native)' };
      labels.set(id, label);
    }
    return label;
  };
  const inWindow = samples.filter((s) => s.ts >= main.start);
  const firstPostAt = firstPostMs === null ? Number.NEGATIVE_INFINITY : main.start + firstPostMs * 1000;
  const functions = new Map<string, number>();
  const files = new Map<string, number>();
  const functionsToFirstPost = new Map<string, number>();
  const filesToFirstPost = new Map<string, number>();
  for (const sample of inWindow) {
    const label = labelOf(sample.node);
    if (label.fn === '(idle)') continue;
    add(functions, label.fn, sample.micros);
    add(files, label.file, sample.micros);
    if (sample.ts > firstPostAt) continue;
    add(functionsToFirstPost, label.fn, sample.micros);
    add(filesToFirstPost, label.file, sample.micros);
  }

  const longTasks = tasks
    .filter((task) => task.dur / 1000 > LONG_TASK_MS)
    .map((task) => {
      const within = new Map<string, number>();
      const withinFiles = new Map<string, number>();
      for (const sample of inWindow) {
        if (sample.ts < task.ts || sample.ts >= task.ts + task.dur) continue;
        const label = labelOf(sample.node);
        add(within, label.fn, sample.micros);
        add(withinFiles, label.file, sample.micros);
      }
      return {
        startMs: (task.ts - main.start) / 1000,
        durationMs: task.dur / 1000,
        functions: byTime(within, 8),
        files: byTime(withinFiles, 8),
      };
    });

  return {
    fcpMs,
    firstPostMs,
    busy,
    activities: byTime(activities),
    functions: byTime(functions, 25),
    files: byTime(files, 15),
    functionsToFirstPost: byTime(functionsToFirstPost, 25),
    filesToFirstPost: byTime(filesToFirstPost, 15),
    longTasks,
  };
}

const fixed = (ms: number) => ms.toFixed(1).padStart(7);

export function printTraceSummary(summary: TraceSummary): void {
  const { busy } = summary;
  console.log(
    `main thread busy (top-level tasks): before FCP ${busy.beforeFcp.toFixed(0)} ms, FCP to first post ` +
      `${busy.toFirstPost.toFixed(0)} ms, after ${busy.after.toFixed(0)} ms`,
  );
  const table = (title: string, shares: Share[]) => {
    console.log(`\n${title}`);
    for (const share of shares) console.log(`  ${fixed(share.ms)} ms  ${share.label}`);
  };
  table('self time by activity (timeline events):', summary.activities);
  if (summary.firstPostMs !== null) {
    table('until the first post, self time by source file (profiler samples):', summary.filesToFirstPost);
    table('until the first post, self time by function (profiler samples):', summary.functionsToFirstPost);
  }
  table('whole load, self time by source file (profiler samples):', summary.files);
  table('whole load, self time by function (profiler samples):', summary.functions);
  console.log(`\nlong tasks (over ${LONG_TASK_MS} ms): ${summary.longTasks.length}`);
  for (const task of summary.longTasks) {
    console.log(`  at ${task.startMs.toFixed(0)} ms, ${task.durationMs.toFixed(0)} ms:`);
    console.log('    by function:');
    for (const share of task.functions) console.log(`    ${fixed(share.ms)} ms  ${share.label}`);
    console.log('    by source file:');
    for (const share of task.files) console.log(`    ${fixed(share.ms)} ms  ${share.label}`);
  }
}
