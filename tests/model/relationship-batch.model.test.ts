import { beforeEach, expect, vi } from 'vitest';
import {
  relationshipBatchMachine,
  type RelationshipBatchEvent,
  type RelationshipBatchSnapshot,
  type RelationshipFetchInput,
  type RelationshipsAnswered,
  type RelationshipsFailed,
} from '../../src/machines/relationship-batch.machine';
import { RELATIONSHIP_BATCH_SIZE } from '../../src/machines/relationship-batch-rules';
import type { ApiRelationship } from '../../src/domain/entities/api-types';
import { describeModel, doneEvent, errorEvent } from './model-harness';

/**
 * The relationship batch chart's model: views asking for 'a' and 'b' (with 'a' twice), a refresh of 'a', a page
 * of 41 accounts (more than one request holds), the 500 ms wait ending, and requests answering or failing.
 * Every step checks the batching rules against what the chart did so far in that path.
 */
const PAGE = Array.from({ length: RELATIONSHIP_BATCH_SIZE + 1 }, (_, i) => `p${i}`);

const relationship = (id: string): ApiRelationship => ({
  id,
  following: true,
  showing_reblogs: true,
  notifying: false,
  followed_by: false,
  blocking: false,
  blocked_by: false,
  muting: false,
  muting_notifications: false,
  requested: false,
  requested_by: false,
  domain_blocking: false,
  endorsed: false,
  note: '',
});
const ANSWER = [relationship('a')];
const FAILURE = new Error('relationships unavailable');

let stored: RelationshipsAnswered[] = [];
let failures: RelationshipsFailed[] = [];
/** the previous step's snapshot and how many answers and failures had been handed over by then */
let previous: { snapshot: RelationshipBatchSnapshot; stored: number; failures: number } | null = null;
const store = vi.fn((_: unknown, params: RelationshipsAnswered) => {
  stored.push(params);
});
const reportFailure = vi.fn((_: unknown, params: RelationshipsFailed) => {
  failures.push(params);
});
// every path starts from nothing stored or reported and no earlier step
beforeEach(() => {
  stored = [];
  failures = [];
  previous = null;
});

const ASK_AB: RelationshipBatchEvent = { type: 'ASK', ids: ['a', 'b', 'a'] };
const REFRESH_A: RelationshipBatchEvent = { type: 'ASK', ids: ['a'], refresh: true };
const ASK_PAGE: RelationshipBatchEvent = { type: 'ASK', ids: PAGE };
const SETTLE = [doneEvent('fetchRelationships', ANSWER), errorEvent('fetchRelationships', FAILURE)];

/**
 * The page of 41 is first asked for by a fresh chart, and then only the page is asked for again (a view showing
 * it once more): the split is walked on its own, which keeps the model small (the asks of 'a' and 'b' in every
 * order already meet every state and transition).
 */
function events(snapshot: RelationshipBatchSnapshot) {
  const { collected, due, inFlight, known } = snapshot.context;
  const all = [...collected, ...due, ...inFlight, ...known];
  if (all.some((id) => id.startsWith('p'))) return [ASK_PAGE, ...SETTLE];
  return [ASK_AB, REFRESH_A, ...(all.length === 0 ? [ASK_PAGE] : []), ...SETTLE];
}

const unique = (ids: readonly string[]) => new Set(ids).size === ids.length;
const held = ({ collected, due, inFlight, known }: RelationshipBatchSnapshot['context']) =>
  new Set([...collected, ...due, ...inFlight, ...known]);

function rulesHoldAfter(snapshot: RelationshipBatchSnapshot) {
  const { collected, due, inFlight, known } = snapshot.context;
  // every list holds each id once, and an id waits in one place only (gathered or due)
  for (const ids of [collected, due, inFlight, known]) expect(unique(ids)).toBe(true);
  expect(collected.filter((id) => due.includes(id))).toEqual([]);
  // a request carries at most 40 ids, and one is out exactly while fetching
  expect(inFlight.length).toBeLessThanOrEqual(RELATIONSHIP_BATCH_SIZE);
  expect(inFlight.length > 0).toBe(snapshot.matches({ request: 'fetching' }));
  // the wait runs exactly while something is gathered
  expect(collected.length > 0).toBe(snapshot.matches({ gather: 'debouncing' }));
  // due ids never wait while no request is out
  if (snapshot.matches({ request: 'idle' })) expect(due).toEqual([]);
  if (previous) {
    const before = previous.snapshot.context;
    const answered = stored.length - previous.stored;
    const failed = failures.length - previous.failures;
    // a step settles at most one request
    expect(answered + failed).toBeLessThanOrEqual(1);
    if (answered) {
      // the answer goes to the store as it came, and the ids of that request are known from now on
      expect(stored.at(-1)!.relationships).toBe(ANSWER);
      for (const id of before.inFlight) expect(known).toContain(id);
    } else if (failed) {
      // the failure is reported with the ids of that request, which are forgotten
      expect(failures.at(-1)).toEqual({ ids: before.inFlight, error: FAILURE });
      for (const id of before.inFlight) expect(known).not.toContain(id);
    } else {
      // nothing settled: the request out (if any) is the same and nothing became known or was forgotten
      if (before.inFlight.length > 0) expect(inFlight).toEqual(before.inFlight);
      expect(known).toEqual(before.known);
    }
    // no id asked for is lost, except those of a failed request
    const now = held(snapshot.context);
    const dropped = [...held(before)].filter((id) => !now.has(id));
    expect(dropped.every((id) => failed && before.inFlight.includes(id))).toBe(true);
  }
  previous = { snapshot, stored: stored.length, failures: failures.length };
}

describeModel({
  name: 'relationship-batch',
  machine: relationshipBatchMachine.provide({ actions: { store, reportFailure } }),
  scriptedActors: ['fetchRelationships'],
  events,
  expectations: {
    gather: rulesHoldAfter,
    'request.fetching': (snapshot, scripted) => {
      // the request running carries the ids in flight, always with with_suspended=true
      const call = scripted.lastCall('fetchRelationships');
      expect(call?.aborted()).toBe(false);
      expect(call?.input as RelationshipFetchInput).toEqual({ ids: snapshot.context.inFlight, withSuspended: true });
      expect(snapshot.hasTag('busy')).toBe(true);
    },
    'request.idle': (snapshot) => {
      expect(snapshot.hasTag('busy')).toBe(false);
    },
  },
});
