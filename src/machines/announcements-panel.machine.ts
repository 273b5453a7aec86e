import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

/**
 * The announcements panel above the home timeline: whether it shows, which announcement is open, and when one
 * counts as seen.
 *
 *   empty --ITEMS (some)--> collapsed | expanded (as the reader last left it)
 *   collapsed --TOGGLE--> expanded --TOGGLE--> collapsed          (each remembered)
 *   expanded: NEXT / PREVIOUS page through them (past the last comes the first, and back)
 *   collapsed | expanded --ITEMS (none)--> empty
 *
 * Rules:
 * - With no announcement there is no panel (empty); the first ones open it as the reader last left it, and every
 *   TOGGLE is remembered (the injected `remember` action keeps it for the account).
 * - The list changes (ITEMS: the ids in the order shown, and which are unread) keep the open announcement open
 *   when it is still there; otherwise the one at the same place, or the last.
 * - An unread announcement shown while the panel is expanded has been seen: it is marked read (the injected
 *   `markRead` action), once per announcement in the chart's life, so a refused mark is not sent again and again.
 * - Paging needs at least two announcements.
 */

export interface AnnouncementsPanelInput {
  /** whether the reader left the panel expanded */
  shown: boolean;
}

export interface AnnouncementsPanelContext {
  shown: boolean;
  /** the announcements, in the order shown */
  ids: string[];
  /** those not read yet */
  unread: string[];
  /** the place of the open one in `ids` */
  index: number;
  /** those already asked to be marked read */
  asked: string[];
}

export type AnnouncementsPanelEvent =
  | { type: 'ITEMS'; ids: readonly string[]; unread: readonly string[] }
  | { type: 'TOGGLE' }
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' };

type ItemsEvent = Extract<AnnouncementsPanelEvent, { type: 'ITEMS' }>;

const currentId = (context: AnnouncementsPanelContext): string | undefined => context.ids[context.index];

/** The place of the open announcement in the new list: the same one if still there, else the same place or the last. */
function followOpen(context: AnnouncementsPanelContext, ids: readonly string[]): number {
  const open = currentId(context);
  const found = open === undefined ? -1 : ids.indexOf(open);
  if (found >= 0) return found;
  return Math.max(0, Math.min(context.index, ids.length - 1));
}

export const announcementsPanelMachine = setup({
  types: {} as {
    context: AnnouncementsPanelContext;
    events: AnnouncementsPanelEvent;
    input: AnnouncementsPanelInput;
  },
  guards: {
    someItems: ({ event }) => (event as ItemsEvent).ids.length > 0,
    noItems: ({ event }) => (event as ItemsEvent).ids.length === 0,
    someItemsShown: ({ context, event }) => context.shown && (event as ItemsEvent).ids.length > 0,
    several: ({ context }) => context.ids.length > 1,
    currentUnseen: ({ context }) => {
      const id = currentId(context);
      return id !== undefined && context.unread.includes(id) && !context.asked.includes(id);
    },
  },
  actions: {
    takeItems: assign(({ context, event }) => {
      const { ids, unread } = event as ItemsEvent;
      return { ids: [...ids], unread: [...unread], index: followOpen(context, ids) };
    }),
    next: assign({ index: ({ context }) => (context.index + 1) % context.ids.length }),
    previous: assign({ index: ({ context }) => (context.index + context.ids.length - 1) % context.ids.length }),
    show: assign({ shown: true }),
    hide: assign({ shown: false }),
    noteSeen: assign({ asked: ({ context }) => [...context.asked, currentId(context) ?? ''] }),
    // Provided by the panel: keeps `shown` for the account.
    remember: (_, _params: { shown: boolean }) => {},
    // Provided by the panel: marks the announcement read (optimistic dismiss).
    markRead: (_, _params: { id: string }) => {},
  },
}).createMachine({
  id: 'announcementsPanel',
  context: ({ input }) => ({ shown: input.shown, ids: [], unread: [], index: 0, asked: [] }),
  initial: 'empty',
  states: {
    empty: {
      on: {
        ITEMS: [
          { guard: 'someItemsShown', target: 'expanded', actions: 'takeItems' },
          { guard: 'someItems', target: 'collapsed', actions: 'takeItems' },
        ],
      },
    },
    collapsed: {
      on: {
        TOGGLE: {
          target: 'expanded',
          actions: ['show', { type: 'remember', params: { shown: true } }],
        },
        ITEMS: [{ guard: 'noItems', target: 'empty', actions: 'takeItems' }, { actions: 'takeItems' }],
      },
    },
    expanded: {
      always: {
        guard: 'currentUnseen',
        actions: [{ type: 'markRead', params: ({ context }) => ({ id: currentId(context) ?? '' }) }, 'noteSeen'],
      },
      on: {
        TOGGLE: {
          target: 'collapsed',
          actions: ['hide', { type: 'remember', params: { shown: false } }],
        },
        NEXT: { guard: 'several', actions: 'next' },
        PREVIOUS: { guard: 'several', actions: 'previous' },
        ITEMS: [{ guard: 'noItems', target: 'empty', actions: 'takeItems' }, { actions: 'takeItems' }],
      },
    },
  },
});

export type AnnouncementsPanelMachine = typeof announcementsPanelMachine;
export type AnnouncementsPanelActor = ActorRefFrom<AnnouncementsPanelMachine>;
export type AnnouncementsPanelSnapshot = SnapshotFrom<AnnouncementsPanelMachine>;
