import { beforeEach, expect, vi } from 'vitest';
import {
  deckColumnsMachine,
  type DeckColumnsEvent,
  type DeckColumnsSnapshot,
} from '../../src/machines/deck-columns.machine';
import {
  columnId,
  DECK_COLUMN_MAX_WIDTH,
  DECK_COLUMN_MIN_WIDTH,
  defaultColumns,
  storedLayout,
  makeColumn,
  type ColumnTarget,
  type DeckColumn,
} from '../../src/machines/deck-columns-rules';
import { describeModel } from './model-harness';

/**
 * The deck columns chart's model. The deck of alice opens with the layout she saved (her list, then her home),
 * so the chart starts customised; RESET takes it through restoring to the default layout (standard). Events:
 * adding bob's hashtag column and alice's list again (a duplicate, refused), removing, moving and resizing the
 * list (refused at the ends and bounds), bob's hashtag column taking more tags and back (the list cannot become a
 * hashtag), the list gone for alice (its column goes) and for bob (nothing), reset,
 * and the layout another tab stored (saved, or none).
 * After every step the saved layout is what the chart holds.
 */
const ALICE = 'https://social.example|1';
const BOB = 'https://other.example|7';
const LIST: ColumnTarget = { type: 'LIST', params: { id: 'l1' } };
const HASHTAG: ColumnTarget = { type: 'HASHTAG', params: { tag: 'cats', local: false } };
const HASHTAG_MORE: ColumnTarget = { type: 'HASHTAG', params: { tag: 'cats', local: false, any: ['dogs'] } };
const listId = columnId(ALICE, LIST);

const savedColumns: DeckColumn[] = [
  makeColumn(ALICE, LIST),
  makeColumn(ALICE, { type: 'HOME', params: {} }, DECK_COLUMN_MAX_WIDTH - 70),
];

const persisted: unknown[] = [];
const persist = vi.fn(({ context }: { context: { saved: boolean; columns: readonly DeckColumn[] } }) => {
  persisted.push(storedLayout(context.saved, context.columns));
});
// every path starts with nothing saved
beforeEach(() => {
  persisted.length = 0;
});

const events: DeckColumnsEvent[] = [
  { type: 'ADD', account: BOB, target: HASHTAG },
  { type: 'ADD', account: ALICE, target: LIST },
  { type: 'REMOVE', id: listId },
  { type: 'MOVE', id: listId, by: -1 },
  { type: 'MOVE', id: listId, by: 1 },
  { type: 'RESIZE', id: listId, change: 'narrower' },
  { type: 'RESIZE', id: listId, change: 'wider' },
  // bob's hashtag column takes more tags, and back (another type, or an unknown column, changes nothing)
  { type: 'RETARGET', id: columnId(BOB, HASHTAG), target: HASHTAG_MORE },
  { type: 'RETARGET', id: columnId(BOB, HASHTAG_MORE), target: HASHTAG },
  { type: 'RETARGET', id: listId, target: HASHTAG },
  { type: 'COLUMN_GONE', entity: { account: ALICE, kind: 'lists', id: 'l1' } },
  { type: 'COLUMN_GONE', entity: { account: BOB, kind: 'lists', id: 'l1' } },
  { type: 'RESET' },
  { type: 'RESTORE', stored: storedLayout(true, savedColumns) },
  { type: 'RESTORE', stored: null },
];

describeModel({
  name: 'deck-columns',
  machine: deckColumnsMachine.provide({ actions: { persist } }),
  input: { account: ALICE, stored: storedLayout(true, savedColumns) },
  limit: 80_000,
  events,
  expectations: {
    standard: (snapshot) => {
      // the default layout, not saved as the reader's own
      expect(snapshot.context.saved).toBe(false);
      expect(snapshot.context.columns).toEqual(defaultColumns(ALICE));
      holdsInEveryState(snapshot);
    },
    customised: (snapshot) => {
      expect(snapshot.context.saved).toBe(true);
      holdsInEveryState(snapshot);
    },
  },
});

function holdsInEveryState(snapshot: DeckColumnsSnapshot): void {
  const { columns, change } = snapshot.context;
  // never the same column twice, every width within bounds
  expect(new Set(columns.map((c) => c.id)).size).toBe(columns.length);
  for (const column of columns) {
    expect(column.width).toBeGreaterThanOrEqual(DECK_COLUMN_MIN_WIDTH);
    expect(column.width).toBeLessThanOrEqual(DECK_COLUMN_MAX_WIDTH);
  }
  // what was saved last is what the chart holds (nothing is saved before the first change, nor the layout another
  // tab stored)
  if (change === null || change.kind === 'restored') return;
  expect(persisted.at(-1)).toEqual(storedLayout(snapshot.context.saved, columns));
  if (change.kind === 'moved' || change.kind === 'added' || change.kind === 'retargeted')
    expect(columns[change.position - 1]?.id).toBe(change.id);
  // a column that changed its tags stays bob's hashtag column, in its place
  if (change.kind === 'retargeted')
    expect(columns[change.position - 1]).toMatchObject({ account: BOB, type: 'HASHTAG' });
  if (change.kind === 'removed' || change.kind === 'gone')
    expect(columns.some((c) => c.account === ALICE && c.type === 'LIST')).toBe(false);
}
