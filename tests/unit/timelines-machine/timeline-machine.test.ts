import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  timelineMachine,
  timelinePhase,
  type TimelineFetchInput,
  type TimelineFetchOutput,
} from '../../../src/machines/timeline.machine';
import { statusIds } from '../../../src/machines/timeline-items';

const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => String(from - i));
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A machine whose fetches answer from `answer`, recording every request. */
function start(answer: (input: TimelineFetchInput) => TimelineFetchOutput) {
  const calls: TimelineFetchInput[] = [];
  const machine = timelineMachine.provide({
    actors: {
      fetchPage: fromPromise<TimelineFetchOutput, TimelineFetchInput>(async ({ input }) => {
        calls.push(input);
        return answer(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { timeline: 'list:1' } }).start();
  return { actor, calls };
}

describe('timeline machine', () => {
  it('fills at most the 2 newest gaps on reconnection, one after the other', async () => {
    let round = 0;
    const { actor, calls } = start((input) => {
      round += 1;
      if (round === 1) return { ids: range(60, 41), next: null };
      if (input.sinceId && !input.maxId) return { ids: range(100, 81), next: null }; // refresh / top gap: full pages
      return { ids: [], next: null };
    });
    actor.send({ type: 'LOAD' });
    await flush();
    actor.send({ type: 'REFRESH' }); // full page: a gap below 81
    await flush();
    actor.send({ type: 'DISCONNECTED' }); // a gap at the top
    actor.send({ type: 'REFRESH' }); // another full page would need newer posts: give a third gap
    await flush();
    const gapsBefore = actor.getSnapshot().context.items.filter((e) => e.kind === 'gap').length;
    expect(gapsBefore).toBeGreaterThanOrEqual(2);
    const before = calls.length;
    actor.send({ type: 'CONNECTED' });
    await flush();
    await flush();
    const gapCalls = calls.slice(before);
    expect(gapCalls).toHaveLength(Math.min(2, gapsBefore));
    expect(timelinePhase(actor.getSnapshot())).toBe('loaded');
    expect(actor.getSnapshot().context.connected).toBe(true);
  });

  it('polls newer posts while disconnected; they follow the pending rule', async () => {
    const { actor, calls } = start((input) =>
      input.sinceId ? { ids: ['12', '11'], next: null } : { ids: ['10', '9'], next: null },
    );
    actor.send({ type: 'LOAD' });
    await flush();
    actor.send({ type: 'POLL' });
    expect(timelinePhase(actor.getSnapshot())).toBe('loaded'); // connected: nothing to poll
    actor.send({ type: 'DISCONNECTED' });
    actor.send({ type: 'SCROLLED', atTop: false });
    actor.send({ type: 'POLL' });
    expect(calls.at(-1)).toEqual({ timeline: 'list:1', sinceId: '10' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ pending: ['12', '11'], unread: 2 });
    actor.send({ type: 'APPLY_PENDING' });
    expect(statusIds(actor.getSnapshot().context.items)).toEqual(['12', '11', '10', '9']);
    expect(actor.getSnapshot().context.lastChange).toEqual({ step: 'pending', added: 2 });
  });

  it('ignores live events before the first page', () => {
    const { actor } = start(() => ({ ids: [], next: null }));
    actor.send({ type: 'STREAM_UPDATE', id: '1' });
    actor.send({ type: 'DISCONNECTED' });
    expect(actor.getSnapshot().context).toMatchObject({ items: [], connected: true });
  });

  it('does not cut while an older page is on its way, so the page joins where it was asked', async () => {
    let resolveOlder: (output: TimelineFetchOutput) => void = () => {};
    const calls: TimelineFetchInput[] = [];
    const machine = timelineMachine.provide({
      actors: {
        fetchPage: fromPromise<TimelineFetchOutput, TimelineFetchInput>(({ input }) => {
          calls.push(input);
          if (input.maxId)
            return new Promise((resolve) => {
              resolveOlder = resolve;
            });
          return Promise.resolve({ ids: range(140, 101), next: 'https://s.example/x?max_id=101' });
        }),
      },
    });
    const actor = createActor(machine, { input: { timeline: 'home' } }).start();
    actor.send({ type: 'LOAD' });
    await flush();
    actor.send({ type: 'EXPAND' });
    actor.send({ type: 'STREAM_UPDATE', id: '141' });
    expect(statusIds(actor.getSnapshot().context.items)).toHaveLength(41);
    resolveOlder({ ids: range(100, 91), next: null });
    await flush();
    expect(statusIds(actor.getSnapshot().context.items)).toEqual(range(141, 91));
    // back at the top with 51: cut to 20
    actor.send({ type: 'SCROLLED', atTop: false });
    actor.send({ type: 'SCROLLED', atTop: true });
    expect(statusIds(actor.getSnapshot().context.items)).toEqual(range(141, 122));
    actor.send({ type: 'EXPAND' });
    expect(calls.at(-1)).toEqual({ timeline: 'home', maxId: '122' });
  });
});
