import { describe, expect, it, vi } from 'vitest';
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { assertFullCoverage } from './harness/coverage';
import { doneEvent, errorEvent, pathsOf, runModel, runModelPath, type ModelSpec } from './model-harness';

// The harness itself: it must catch a machine that does not behave like its model, report coverage
// below 100 % and refuse it unless a test opts out, and drive delayed transitions with fake timers.

const loader = setup({
  types: {} as { context: { value: string | null }; events: { type: 'LOAD' } | { type: 'CANCEL' } },
  actors: { load: fromPromise<string, void>(() => Promise.resolve('real')) },
  delays: { patience: 5_000 },
}).createMachine({
  id: 'loader',
  context: { value: null },
  initial: 'idle',
  states: {
    idle: { on: { LOAD: 'loading' } },
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'loaded', actions: assign({ value: ({ event }) => event.output }) },
        onError: 'idle',
      },
      after: { patience: 'idle' },
      on: { CANCEL: 'idle' },
    },
    loaded: { type: 'final' },
  },
});

const fullSpec: ModelSpec<typeof loader> = {
  name: 'harness-loader',
  machine: loader,
  scriptedActors: ['load'],
  events: [
    { type: 'LOAD' },
    { type: 'CANCEL' },
    doneEvent('load', 'from model'),
    errorEvent('load', new Error('down')),
  ],
  limit: 200,
};

describe('model harness', () => {
  it('replays every path and reaches full coverage, including a delayed transition under fake timers', async () => {
    const coverage = await runModel(fullSpec);
    expect(coverage.states).toEqual({ reached: 3, total: 3, missing: [] });
    expect(coverage.transitions.total).toBe(5);
    expect(coverage.transitions.missing).toEqual([]);
    expect(() => assertFullCoverage(coverage)).not.toThrow();
  });

  it('reports what the sample events never reach, and fails unless the test opts out', async () => {
    const partial = { ...fullSpec, events: [{ type: 'LOAD' }, doneEvent('load', 'x')] };
    const coverage = await runModel(partial);
    expect(coverage.transitions.taken).toBeLessThan(coverage.transitions.total);
    // CANCEL and the delayed transition need no payload, so the traversal offers them anyway;
    // a failure needs an error sample
    expect(coverage.transitions.missing).toEqual(['loading -xstate.error.actor.load-> idle']);
    expect(() => assertFullCoverage(coverage)).toThrow(/never taken: loading -xstate.error.actor.load-> idle/);

    const optedOut = await runModel({ ...partial, incompleteCoverage: { reason: 'failures are covered elsewhere' } });
    expect(optedOut.incompleteAllowed).toBe('failures are covered elsewhere');
    expect(() => assertFullCoverage(optedOut)).not.toThrow();
  });

  it('starts every path with the mocks cleared, so a call an earlier path made proves nothing', async () => {
    const alerted = vi.fn();
    alerted('left over by an earlier path');
    const path = pathsOf(fullSpec).find((p) => p.state.value === 'loaded')!;
    const spec = { ...fullSpec, expectations: { loaded: () => expect(alerted).toHaveBeenCalled() } };
    await expect(runModelPath(spec, path)).rejects.toThrow(/to be called at least once/);
  });

  it('fails a path when the real machine leaves the state the model predicts', async () => {
    // a provided callback actor sends an event on its own, which the model cannot know about
    const chatty = setup({
      types: {} as { events: { type: 'GO' } | { type: 'SURPRISE' } },
      actors: { noise: fromCallback(() => undefined) },
    }).createMachine({
      id: 'chatty',
      initial: 'a',
      states: {
        a: { on: { GO: 'b' } },
        b: { invoke: { src: 'noise' }, on: { SURPRISE: 'c' } },
        c: {},
      },
    });
    const spec: ModelSpec<typeof chatty> = {
      name: 'harness-chatty',
      machine: chatty,
      events: [{ type: 'GO' }],
      actors: { noise: fromCallback(({ sendBack }) => sendBack({ type: 'SURPRISE' })) },
    };
    const throughB = pathsOf(spec).find((p) => p.steps.some((s) => s.state.value === 'b'));
    expect(throughB).toBeDefined();
    await expect(runModelPath(spec, throughB!)).rejects.toThrow(/state after step 1 \(GO\)/);
  });

  it('fails a path when the model settles an invocation the real machine never started', async () => {
    const path = pathsOf(fullSpec).find((p) => p.state.value === 'loaded')!;
    const broken = { ...fullSpec, machine: loader.provide({}) };
    // replay the path but skip LOAD, so `load` is never invoked
    const withoutLoad = { ...path, steps: path.steps.filter((s) => s.event.type !== 'LOAD') };
    await expect(runModelPath(broken, withoutLoad)).rejects.toThrow(/no running invocation/);
  });
});
