/**
 * The relationship batch chart's pure rules: the 500 ms debounce and the batch size, which ids an ask adds
 * (new ones, each once, known ones only on refresh) and how due ids are cut into requests.
 */
import { describe, expect, it } from 'vitest';
import {
  idsToAsk,
  nextBatch,
  RELATIONSHIP_BATCH_SIZE,
  RELATIONSHIP_FETCH_DEBOUNCE_MS,
  withIds,
  withoutIds,
  type RelationshipBatchContext,
} from '../../../src/machines/relationship-batch-rules';

const context = (over: Partial<RelationshipBatchContext> = {}): RelationshipBatchContext => ({
  collected: [],
  due: [],
  inFlight: [],
  known: [],
  ...over,
});

describe('relationship batch rules', () => {
  it('RELATIONSHIP_FETCH_DEBOUNCE_MS', () => {
    // issue 12: the request goes out 500 ms after the last ask
    expect(RELATIONSHIP_FETCH_DEBOUNCE_MS).toBe(500);
  });

  it('RELATIONSHIP_BATCH_SIZE', () => {
    expect(RELATIONSHIP_BATCH_SIZE).toBe(40);
  });

  it('an ask adds each new id once, in the order asked', () => {
    expect(idsToAsk(context(), { ids: ['3', '1', '3', '2', '1'] })).toEqual(['3', '1', '2']);
    expect(idsToAsk(context(), { ids: [] })).toEqual([]);
  });

  it('ids already gathered, due, in flight or known are not added again', () => {
    const c = context({ collected: ['1'], due: ['2'], inFlight: ['3'], known: ['4'] });
    expect(idsToAsk(c, { ids: ['1', '2', '3', '4', '5'] })).toEqual(['5']);
  });

  it('a refresh asks again for known ids and ids in flight, never for ids not sent yet', () => {
    const c = context({ collected: ['1'], due: ['2'], inFlight: ['3'], known: ['4'] });
    expect(idsToAsk(c, { ids: ['1', '2', '3', '4', '5', '4'], refresh: true })).toEqual(['3', '4', '5']);
  });

  it('due ids are sent 40 at a time, in order', () => {
    const due = Array.from({ length: 45 }, (_, i) => String(i));
    const first = nextBatch(due);
    expect(first.batch).toEqual(due.slice(0, 40));
    expect(first.rest).toEqual(due.slice(40));
    expect(nextBatch(first.rest)).toEqual({ batch: due.slice(40), rest: [] });
    expect(nextBatch([])).toEqual({ batch: [], rest: [] });
  });

  it('adds ids it does not hold and removes ids', () => {
    expect(withIds(['1', '2'], ['2', '3'])).toEqual(['1', '2', '3']);
    expect(withoutIds(['1', '2', '3'], ['2', '4'])).toEqual(['1', '3']);
  });
});
