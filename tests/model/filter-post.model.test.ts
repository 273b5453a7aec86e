import { expect, vi } from 'vitest';
import { filterPostMachine, NEW_FILTER, type FilterChoice } from '../../src/machines/filter-post.machine';
import { describeModel, doneEvent, errorEvent } from './model-harness';

/**
 * The FILTER modal's workflow: an offered filter (added to at once), a new filter (made, then added to), a new
 * filter without a name (refused before any call), failures of either call (kept on the form and reported), and
 * a retry after a failed add, which reuses the filter the first try made.
 */
const food: FilterChoice = { id: 'f1', title: 'Food spoilers' };
const made: FilterChoice = { id: 'f9', title: 'Post by @bob' };
const refused = new Error('422 Title is too long');
const offline = new Error('offline');
const reportFailure = vi.fn();

describeModel({
  name: 'filter-post',
  machine: filterPostMachine.provide({ actions: { reportFailure } }),
  input: { statusId: 's1', filterContext: 'home', title: ' Post by @bob ' },
  scriptedActors: ['createFilter', 'addStatus'],
  events: [
    { type: 'CANDIDATES', filters: [] },
    { type: 'CANDIDATES', filters: [food] },
    { type: 'CHOOSE', choice: food.id },
    { type: 'CHOOSE', choice: NEW_FILTER },
    { type: 'TITLE', title: '  ' },
    { type: 'TITLE', title: ' Post by @bob ' },
    { type: 'SUBMIT' },
    doneEvent('createFilter', made),
    errorEvent('createFilter', refused),
    doneEvent('addStatus', undefined),
    errorEvent('addStatus', offline),
  ],
  expectations: {
    editing: (snapshot) => {
      const { problem, failedCall, error } = snapshot.context;
      // a refused form names its problem and calls nothing; a failed call is kept and reported
      if (problem !== null) expect(failedCall).toBeNull();
      if (failedCall === 'filters.create') expect(error).toBe(refused);
      if (failedCall === 'filters.addStatus') expect(error).toBe(offline);
      if (failedCall !== null) expect(reportFailure.mock.lastCall?.[0].context).toMatchObject({ failedCall, error });
    },
    creating: (snapshot, scripted) => {
      // a new filter, named (trimmed) after the post, in the screen's context
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(scripted.lastCall('createFilter')?.input).toEqual({ title: 'Post by @bob', context: 'home' });
      expect(snapshot.context.problem).toBeNull();
    },
    adding: (snapshot, scripted) => {
      // the post goes into the chosen filter, or the one just made (never a second new one)
      const target = snapshot.context.target!;
      expect([food, made]).toContainEqual(target);
      expect(scripted.lastCall('addStatus')?.input).toEqual({ filterId: target.id, statusId: 's1' });
      expect(scripted.calls.filter((c) => c.src === 'createFilter').length).toBeLessThanOrEqual(1);
    },
    done: (snapshot) => {
      expect(snapshot.hasTag('done')).toBe(true);
      expect(snapshot.context.failedCall).toBeNull();
      expect(snapshot.context.target).not.toBeNull();
    },
  },
});
