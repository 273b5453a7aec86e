import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

/**
 * The page's one picture-in-picture player: a video or audio that kept playing after its post scrolled out of
 * view. There is one chart per page.
 *
 *   idle --DEPLOY [not mobile]--> showing --DEPLOY--> showing (the new media replace the old)
 *     ^                              |
 *     +--- CLOSE, STATUS_DELETED [its post], LAYOUT [mobile] ---+
 *
 * Picture-in-picture exists only outside the mobile layout: DEPLOY is refused there, and the layout becoming
 * mobile closes the player. Deleting the post it plays closes it too; another post's deletion does not. LAYOUT
 * keeps `mobile` current in every state (the app sends it from the layout chart). The player's position and
 * volume are what the handing-over player had; PROGRESS keeps them current while it plays, so a player taking
 * it back resumes from there. Nothing here has side effects.
 * Tags: `showing`.
 */

export interface PipMedia {
  kind: 'video' | 'audio';
  statusId: string;
  accountId: string;
  src: string;
  poster: string | null;
  /** seconds into the media */
  currentTime: number;
  /** 0 to 1 */
  volume: number;
  muted: boolean;
}

export interface PipPlayerContext {
  mobile: boolean;
  media: PipMedia | null;
}

export interface PipPlayerInput {
  mobile: boolean;
}

export type PipPlayerEvent =
  | { type: 'DEPLOY'; media: PipMedia }
  | { type: 'CLOSE' }
  | { type: 'STATUS_DELETED'; id: string }
  | { type: 'LAYOUT'; mobile: boolean }
  | { type: 'PROGRESS'; currentTime: number; volume: number; muted: boolean };

/** Whether a player may hand over to picture-in-picture in this layout. */
export function pipAvailable(mobile: boolean): boolean {
  return !mobile;
}

export const pipPlayerMachine = setup({
  types: {} as { context: PipPlayerContext; events: PipPlayerEvent; input: PipPlayerInput },
  guards: {
    available: ({ context }) => pipAvailable(context.mobile),
    itsPost: ({ context, event }) => event.type === 'STATUS_DELETED' && context.media?.statusId === event.id,
    becameMobile: ({ event }) => event.type === 'LAYOUT' && event.mobile,
  },
  actions: {
    takeMedia: assign(({ event }) => (event.type === 'DEPLOY' ? { media: event.media } : {})),
    clear: assign({ media: null }),
    setLayout: assign(({ event }) => (event.type === 'LAYOUT' ? { mobile: event.mobile } : {})),
    keepProgress: assign(({ context, event }) =>
      event.type === 'PROGRESS' && context.media !== null
        ? { media: { ...context.media, currentTime: event.currentTime, volume: event.volume, muted: event.muted } }
        : {},
    ),
  },
}).createMachine({
  id: 'pipPlayer',
  context: ({ input }) => ({ mobile: input.mobile, media: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        DEPLOY: { guard: 'available', target: 'showing', actions: 'takeMedia' },
        LAYOUT: { actions: 'setLayout' },
      },
    },
    showing: {
      tags: ['showing'],
      on: {
        DEPLOY: { actions: 'takeMedia' },
        PROGRESS: { actions: 'keepProgress' },
        CLOSE: { target: 'idle', actions: 'clear' },
        STATUS_DELETED: { guard: 'itsPost', target: 'idle', actions: 'clear' },
        LAYOUT: [{ guard: 'becameMobile', target: 'idle', actions: ['setLayout', 'clear'] }, { actions: 'setLayout' }],
      },
    },
  },
});

export type PipPlayerMachine = typeof pipPlayerMachine;
export type PipPlayerActor = ActorRefFrom<PipPlayerMachine>;
export type PipPlayerSnapshot = SnapshotFrom<PipPlayerMachine>;

/** The small player is on screen. */
export const pipShowing = (snapshot: PipPlayerSnapshot): boolean => snapshot.hasTag('showing');
