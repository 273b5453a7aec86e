import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  addColumn,
  canAddColumn,
  canMoveColumn,
  canResizeColumn,
  canRetargetColumn,
  columnsShowing,
  defaultColumns,
  hasColumn,
  makeColumn,
  moveColumn,
  removeColumn,
  resizeColumn,
  restoreLayout,
  retargetColumn,
  withoutEntity,
  type ColumnTarget,
  type DeckColumn,
  type GoneEntity,
  type MoveBy,
  type ResizeChange,
} from './deck-columns-rules';

/**
 * The deck's columns (the multi-column layout) of one signed-in account's deck.
 *
 *   restoring --a layout the reader saved--> customised
 *            \--none (or not saved)-------> standard (the default layout: COMPOSE, HOME, NOTIFICATIONS)
 *   standard | customised --ADD / REMOVE / MOVE / RESIZE / RETARGET (when allowed)--> customised
 *   customised --COLUMN_GONE (a column shows it)--> customised (those columns go)
 *   customised --RESET--> restoring (the default layout, unsaved) --> standard
 *   any --RESTORE (the layout stored by another tab)--> restoring --> customised | standard
 *
 * Rules (the column rules themselves are in deck-columns-rules.ts):
 * - Every change the reader makes is saved at once, with the `saved` flag set: from then on the deck opens with
 *   the reader's layout rather than the default. RESET goes back to the default layout and saves it unflagged.
 * - A change that is not allowed (a duplicate or one column too many, a move past an end, a width past its
 *   bound, an unknown column, a column made to show what another shows or another type) changes nothing and saves
 *   nothing. RETARGET changes what a column shows within its type (a hashtag column's more tags) in place.
 * - A list, antenna, circle or bookmark category that is gone takes its columns with it (the default layout
 *   shows none, so only a customised deck has any).
 * - A layout stored by another tab of this browser replaces this one as it is (RESTORE), and is not saved again.
 * - `change` says what the last change was (for the announcement and the focus): which column, where it went,
 *   out of how many.
 * Saving is the injected `persist` action: it stores { saved, columns } (deck-columns-rules' storedLayout).
 */

export interface DeckColumnsInput {
  /** the key of the account whose deck this is (the default columns are its own) */
  account: string;
  /** what storage held for this deck (anything: it is read defensively), or null */
  stored: unknown;
}

/** The last change, 1-based positions. */
export type DeckChange =
  | { kind: 'added'; id: string; position: number; total: number }
  | { kind: 'removed'; column: DeckColumn; position: number; total: number }
  | { kind: 'moved'; id: string; by: MoveBy; position: number; total: number }
  | { kind: 'resized'; id: string; change: ResizeChange; width: number }
  | { kind: 'retargeted'; id: string; position: number; total: number }
  | { kind: 'gone'; columns: DeckColumn[]; total: number }
  | { kind: 'reset'; total: number }
  | { kind: 'restored'; total: number };

export interface DeckColumnsContext {
  account: string;
  columns: readonly DeckColumn[];
  /** the layout is the reader's own (saved), not the default one */
  saved: boolean;
  change: DeckChange | null;
}

export type DeckColumnsEvent =
  | { type: 'ADD'; account: string; target: ColumnTarget }
  | { type: 'REMOVE'; id: string }
  | { type: 'MOVE'; id: string; by: MoveBy }
  | { type: 'RESIZE'; id: string; change: ResizeChange }
  | { type: 'RETARGET'; id: string; target: ColumnTarget }
  | { type: 'COLUMN_GONE'; entity: GoneEntity }
  | { type: 'RESET' }
  | { type: 'RESTORE'; stored: unknown };

type EventOf<T extends DeckColumnsEvent['type']> = Extract<DeckColumnsEvent, { type: T }>;

/** The stored layout when the reader saved one, else the default layout of `account`. */
function layoutOf(account: string, stored: unknown): Pick<DeckColumnsContext, 'columns' | 'saved'> {
  const restored = restoreLayout(stored);
  return restored?.saved === true
    ? { columns: restored.columns, saved: true }
    : { columns: defaultColumns(account), saved: false };
}

const positionOf = (columns: readonly DeckColumn[], id: string) => columns.findIndex((c) => c.id === id) + 1;

export const deckColumnsMachine = setup({
  types: {} as { context: DeckColumnsContext; events: DeckColumnsEvent; input: DeckColumnsInput },
  guards: {
    saved: ({ context }) => context.saved,
    canAdd: ({ context, event }) => {
      const { account, target } = event as EventOf<'ADD'>;
      return canAddColumn(context.columns, makeColumn(account, target));
    },
    known: ({ context, event }) => hasColumn(context.columns, (event as EventOf<'REMOVE'>).id),
    canMove: ({ context, event }) => {
      const { id, by } = event as EventOf<'MOVE'>;
      return canMoveColumn(context.columns, id, by);
    },
    canResize: ({ context, event }) => {
      const { id, change } = event as EventOf<'RESIZE'>;
      return canResizeColumn(context.columns, id, change);
    },
    canRetarget: ({ context, event }) => {
      const { id, target } = event as EventOf<'RETARGET'>;
      return canRetargetColumn(context.columns, id, target);
    },
    shown: ({ context, event }) => columnsShowing(context.columns, (event as EventOf<'COLUMN_GONE'>).entity).length > 0,
  },
  actions: {
    add: assign(({ context, event }) => {
      const { account, target } = event as EventOf<'ADD'>;
      const column = makeColumn(account, target);
      const columns = addColumn(context.columns, column);
      return {
        columns,
        saved: true,
        change: { kind: 'added', id: column.id, position: positionOf(columns, column.id), total: columns.length },
      } satisfies Partial<DeckColumnsContext>;
    }),
    remove: assign(({ context, event }) => {
      const { id } = event as EventOf<'REMOVE'>;
      const position = positionOf(context.columns, id);
      const columns = removeColumn(context.columns, id);
      return {
        columns,
        saved: true,
        change: { kind: 'removed', column: context.columns[position - 1]!, position, total: columns.length },
      } satisfies Partial<DeckColumnsContext>;
    }),
    move: assign(({ context, event }) => {
      const { id, by } = event as EventOf<'MOVE'>;
      const columns = moveColumn(context.columns, id, by);
      return {
        columns,
        saved: true,
        change: { kind: 'moved', id, by, position: positionOf(columns, id), total: columns.length },
      } satisfies Partial<DeckColumnsContext>;
    }),
    resize: assign(({ context, event }) => {
      const { id, change } = event as EventOf<'RESIZE'>;
      const columns = resizeColumn(context.columns, id, change);
      const width = columns[positionOf(columns, id) - 1]!.width;
      return {
        columns,
        saved: true,
        change: { kind: 'resized', id, change, width },
      } satisfies Partial<DeckColumnsContext>;
    }),
    retarget: assign(({ context, event }) => {
      const { id, target } = event as EventOf<'RETARGET'>;
      const at = positionOf(context.columns, id);
      const columns = retargetColumn(context.columns, id, target);
      return {
        columns,
        saved: true,
        change: { kind: 'retargeted', id: columns[at - 1]!.id, position: at, total: columns.length },
      } satisfies Partial<DeckColumnsContext>;
    }),
    dropGone: assign(({ context, event }) => {
      const { entity } = event as EventOf<'COLUMN_GONE'>;
      const columns = withoutEntity(context.columns, entity);
      return {
        columns,
        change: { kind: 'gone', columns: columnsShowing(context.columns, entity), total: columns.length },
      } satisfies Partial<DeckColumnsContext>;
    }),
    reset: assign(({ context }) => {
      const columns = defaultColumns(context.account);
      return {
        columns,
        saved: false,
        change: { kind: 'reset', total: columns.length },
      } satisfies Partial<DeckColumnsContext>;
    }),
    restore: assign(({ context, event }) => {
      const layout = layoutOf(context.account, (event as EventOf<'RESTORE'>).stored);
      return {
        ...layout,
        change: { kind: 'restored', total: layout.columns.length },
      } satisfies Partial<DeckColumnsContext>;
    }),
    // saves { saved, columns }; provided by the deck's service (services/deck)
    persist: () => undefined,
  },
}).createMachine({
  id: 'deckColumns',
  context: ({ input }) => ({ account: input.account, ...layoutOf(input.account, input.stored), change: null }),
  initial: 'restoring',
  on: {
    // the layout as stored elsewhere (another tab saved it): taken as it is, not saved again
    RESTORE: { target: '.restoring', actions: 'restore' },
    ADD: { guard: 'canAdd', target: '.customised', actions: ['add', 'persist'] },
    REMOVE: { guard: 'known', target: '.customised', actions: ['remove', 'persist'] },
    MOVE: { guard: 'canMove', target: '.customised', actions: ['move', 'persist'] },
    RESIZE: { guard: 'canResize', target: '.customised', actions: ['resize', 'persist'] },
    RETARGET: { guard: 'canRetarget', target: '.customised', actions: ['retarget', 'persist'] },
  },
  states: {
    restoring: {
      always: [{ guard: 'saved', target: 'customised' }, { target: 'standard' }],
    },
    standard: {},
    customised: {
      on: {
        COLUMN_GONE: { guard: 'shown', actions: ['dropGone', 'persist'] },
        // back through restoring, which finds the layout unsaved
        RESET: { target: 'restoring', actions: ['reset', 'persist'] },
      },
    },
  },
});

export type DeckColumnsMachine = typeof deckColumnsMachine;
export type DeckColumnsSnapshot = SnapshotFrom<DeckColumnsMachine>;
export type DeckColumnsActor = ActorRefFrom<DeckColumnsMachine>;
