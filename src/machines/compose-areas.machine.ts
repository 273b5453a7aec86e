import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

/**
 * The compose areas on the page (the compose page, the deck's COMPOSE column) and the rule for one leaving: when an
 * area goes away while its draft holds text or media, the reader is taken to the compose page so the draft stays in
 * view, unless another compose area shows it once the new screens are in.
 *
 *   watching --LEAVE [the draft holds something]--> settling --after a tick [no area left]--> watching (open the compose page)
 *                                                            \-after a tick (an area is there)--> watching
 *   ENTER and LEAVE keep the areas on the page (by id) in every state; a LEAVE with content while settling
 *   waits a tick again.
 *
 * The tick lets the screens that replace the leaving one mount first (a layout change swaps the deck for the
 * single column, whose route may be the compose page itself). Opening the compose page is the injected
 * `openComposePage` action. Tag: `settling`.
 */

export interface ComposeAreasContext {
  /** the compose areas on the page, by id */
  areas: readonly string[];
}

export type ComposeAreasEvent =
  | { type: 'ENTER'; id: string }
  /** an area went away; `holdsContent`: its draft holds text or media */
  | { type: 'LEAVE'; id: string; holdsContent: boolean };

export const composeAreasMachine = setup({
  types: {} as { context: ComposeAreasContext; events: ComposeAreasEvent },
  delays: {
    // the screens replacing the leaving one mount within the same task
    settle: 0,
  },
  guards: {
    leftContent: ({ event }) => event.type === 'LEAVE' && event.holdsContent,
    noAreaLeft: ({ context }) => context.areas.length === 0,
  },
  actions: {
    countIn: assign({
      areas: ({ context, event }) =>
        event.type === 'ENTER' && !context.areas.includes(event.id) ? [...context.areas, event.id] : context.areas,
    }),
    countOut: assign({
      areas: ({ context, event }) =>
        event.type === 'LEAVE' ? context.areas.filter((id) => id !== event.id) : context.areas,
    }),
    // Provided by the app: navigate to the compose page.
    openComposePage: () => {},
  },
}).createMachine({
  id: 'composeAreas',
  context: { areas: [] },
  on: {
    ENTER: { actions: 'countIn' },
  },
  initial: 'watching',
  states: {
    watching: {
      on: {
        LEAVE: [{ guard: 'leftContent', target: 'settling', actions: 'countOut' }, { actions: 'countOut' }],
      },
    },
    settling: {
      tags: ['settling'],
      on: {
        // another area left with content: wait a tick again
        LEAVE: [
          { guard: 'leftContent', target: 'settling', reenter: true, actions: 'countOut' },
          { actions: 'countOut' },
        ],
      },
      after: {
        settle: [{ guard: 'noAreaLeft', target: 'watching', actions: 'openComposePage' }, { target: 'watching' }],
      },
    },
  },
});

export type ComposeAreasMachine = typeof composeAreasMachine;
export type ComposeAreasActor = ActorRefFrom<ComposeAreasMachine>;
export type ComposeAreasSnapshot = SnapshotFrom<ComposeAreasMachine>;
