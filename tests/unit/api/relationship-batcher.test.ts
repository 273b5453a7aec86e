import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { createApiClient } from '../../../src/services/api/client';
import {
  createClientRelationshipBatcher,
  createRelationshipBatcher,
  RELATIONSHIP_DEBOUNCE_MS,
  type BatchTimers,
} from '../../../src/services/api/relationship-batcher';
import type { ApiRelationship } from '../../../src/services/entities/api-types';
import { createRecordingServer, SERVER } from './recording-server';

const rec = createRecordingServer();
beforeAll(() => rec.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => rec.reset());
afterAll(() => rec.server.close());

/** Hand-driven timers: advance(ms) runs what falls due. */
function manualTimers() {
  let now = 0;
  let nextHandle = 1;
  const due = new Map<number, { at: number; callback: () => void }>();
  const timers: BatchTimers = {
    setTimeout(callback, ms) {
      const handle = nextHandle++;
      due.set(handle, { at: now + ms, callback });
      return handle;
    },
    clearTimeout(handle) {
      due.delete(handle as number);
    },
  };
  return {
    timers,
    advance(ms: number) {
      now += ms;
      for (const [handle, entry] of [...due]) {
        if (entry.at <= now) {
          due.delete(handle);
          entry.callback();
        }
      }
    },
    scheduled: () => due.size,
  };
}

const relationship = (id: string, following = false) => ({ id, following }) as unknown as ApiRelationship;

describe('relationship batcher', () => {
  it('waits 500 ms by default (spec 9)', () => {
    expect(RELATIONSHIP_DEBOUNCE_MS).toBe(500);
  });

  it('sends one request for ids asked within 500 ms and resolves each caller with its relationship', async () => {
    rec.server.use(
      rec.answerAll((request) => {
        const ids = new URL(request.url).searchParams.getAll('id[]');
        return HttpResponse.json(ids.map((id) => relationship(id, id === '2')));
      }),
    );
    const clock = manualTimers();
    const batcher = createClientRelationshipBatcher(createApiClient({ server: SERVER, token: 't' }), {
      timers: clock.timers,
    });
    const one = batcher.get('1');
    clock.advance(200);
    const two = batcher.get('2');
    clock.advance(299);
    const three = batcher.get('3');
    expect(rec.recorded).toHaveLength(0);
    clock.advance(500);
    await expect(Promise.all([one, two, three])).resolves.toEqual([
      relationship('1'),
      relationship('2', true),
      relationship('3'),
    ]);
    expect(rec.recorded).toHaveLength(1);
    expect(rec.last().url.pathname).toBe('/api/v1/accounts/relationships');
    expect(rec.last().url.searchParams.get('with_suspended')).toBe('true');
    expect(rec.last().url.searchParams.getAll('id[]')).toEqual(['1', '2', '3']);
  });

  it('debounces: each new id restarts the 500 ms wait', async () => {
    const requests: string[][] = [];
    const clock = manualTimers();
    const batcher = createRelationshipBatcher({
      timers: clock.timers,
      fetchRelationships: async (ids) => {
        requests.push(ids);
        return ids.map((id) => relationship(id));
      },
    });
    void batcher.get('a');
    clock.advance(400);
    void batcher.get('b');
    clock.advance(400);
    expect(requests).toEqual([]);
    clock.advance(100);
    expect(requests).toEqual([['a', 'b']]);
  });

  it('asks for an id once even when several callers want it', async () => {
    const requests: string[][] = [];
    const clock = manualTimers();
    const batcher = createRelationshipBatcher({
      timers: clock.timers,
      fetchRelationships: async (ids) => {
        requests.push(ids);
        return ids.map((id) => relationship(id));
      },
    });
    const first = batcher.get('a');
    const again = batcher.get('a');
    const many = batcher.getMany(['a', 'b']);
    expect(batcher.pendingIds()).toEqual(['a', 'b']);
    clock.advance(500);
    await expect(Promise.all([first, again, many])).resolves.toEqual([
      relationship('a'),
      relationship('a'),
      [relationship('a'), relationship('b')],
    ]);
    expect(requests).toEqual([['a', 'b']]);
  });

  it('sends a new request for ids asked after the batch went out', async () => {
    const requests: string[][] = [];
    const clock = manualTimers();
    const batcher = createRelationshipBatcher({
      timers: clock.timers,
      fetchRelationships: async (ids) => {
        requests.push(ids);
        return ids.map((id) => relationship(id));
      },
    });
    await Promise.all([batcher.get('a'), Promise.resolve(clock.advance(500))]);
    const later = batcher.get('a');
    clock.advance(500);
    await later;
    expect(requests).toEqual([['a'], ['a']]);
  });

  it('rejects every caller of a failed batch, and callers whose id the server left out', async () => {
    const clock = manualTimers();
    let fail = true;
    const batcher = createRelationshipBatcher({
      timers: clock.timers,
      fetchRelationships: async (ids) => {
        if (fail) throw new Error('boom');
        return ids.filter((id) => id !== 'gone').map((id) => relationship(id));
      },
    });
    const a = batcher.get('a');
    const b = batcher.get('b');
    clock.advance(500);
    await expect(a).rejects.toThrow('boom');
    await expect(b).rejects.toThrow('boom');
    fail = false;
    const gone = batcher.get('gone');
    const here = batcher.get('here');
    await batcher.flush();
    await expect(gone).rejects.toThrow(/no relationship/);
    await expect(here).resolves.toEqual(relationship('here'));
    expect(clock.scheduled()).toBe(0);
  });
});
