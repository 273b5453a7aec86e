import { assign, emit, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { keepTime, leave, NO_POSITIONS, openedPositions, type KeptPositions } from './media-gallery-positions';
import { clampPan, NO_PAN, stepIndex, UNMEASURED, type PanOffset, type Size } from './media-gallery-rules';

/**
 * The media gallery: a modal over one post's attachments (ids only; the records are in the entity store).
 *
 *   closed --OPEN [some attachments]--> open.fit --ZOOM_IN / TOGGLE_ZOOM--> open.zoomed --PAN--> open.zoomed
 *                                         ^                                     |
 *                                         +------ ZOOM_OUT / TOGGLE_ZOOM -------+
 *   open --NEXT / PREVIOUS [more than one] / SHOW [another valid index] / OPEN--> open.fit
 *   open --KEEP_TIME [the shown attachment]--> open (its position kept)
 *   open --CLOSE--> closed (emits `gallery.closed` with the kept positions, then returnFocus)
 *
 * Next and previous wrap around (media-gallery-rules.ts); a swipe is just NEXT or PREVIOUS sent by the view.
 * Every move to another attachment shows it fitted, centred. Zoomed, PAN {dx, dy} moves the picture by the drag,
 * clamped so no edge of the picture comes inside the viewport; MEASURE gives the fitted picture's and the
 * viewport's sizes (on open, on resize, when the picture loads) and re-clamps. Before a measure nothing can pan.
 * Closing runs the injected `returnFocus` action (the view puts focus back on what opened the gallery).
 * Video and audio positions (media-gallery-positions.ts): OPEN may carry a handing-over player's startTime and
 * autoPlay for the opened attachment; the shown attachment's player reports KEEP_TIME (reports naming another
 * attachment are stale and ignored); every move and CLOSE leaves the shown attachment, so it comes back paused
 * where it was. CLOSE emits `gallery.closed` with the positions so the opener can take its own back.
 * Tags: `open`, `zoomed`.
 */

export interface MediaGalleryContext {
  statusId: string | null;
  attachmentIds: readonly string[];
  index: number;
  pan: PanOffset;
  /** the shown picture fitted to the viewport, in CSS px */
  fitted: Size;
  viewport: Size;
  /** where each video or audio of this post starts when shown (kept while open) */
  positions: KeptPositions;
}

export type MediaGalleryEvent =
  | {
      type: 'OPEN';
      statusId: string;
      attachmentIds: readonly string[];
      index: number;
      /** seconds into the opened attachment (a player handing over) */
      startTime?: number;
      /** whether the opened attachment plays at once (default yes) */
      autoPlay?: boolean;
    }
  | { type: 'KEEP_TIME'; attachmentId: string; time: number }
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  | { type: 'SHOW'; index: number }
  | { type: 'ZOOM_IN' }
  | { type: 'ZOOM_OUT' }
  | { type: 'TOGGLE_ZOOM' }
  | { type: 'PAN'; dx: number; dy: number }
  | { type: 'MEASURE'; fitted: Size; viewport: Size }
  | { type: 'CLOSE' };

/** Emitted on closing: every position kept, the one shown last included (marked paused). */
export interface MediaGalleryClosed {
  type: 'gallery.closed';
  positions: KeptPositions;
}

const shownId = (context: MediaGalleryContext) => context.attachmentIds[context.index];

const CLOSED: MediaGalleryContext = {
  statusId: null,
  attachmentIds: [],
  index: 0,
  pan: NO_PAN,
  fitted: UNMEASURED,
  viewport: UNMEASURED,
  positions: NO_POSITIONS,
};

export const mediaGalleryMachine = setup({
  types: {} as { context: MediaGalleryContext; events: MediaGalleryEvent; emitted: MediaGalleryClosed },
  guards: {
    hasAttachments: ({ event }) => event.type === 'OPEN' && event.attachmentIds.length > 0,
    several: ({ context }) => context.attachmentIds.length > 1,
    anotherIndex: ({ context, event }) =>
      event.type === 'SHOW' &&
      Number.isInteger(event.index) &&
      event.index >= 0 &&
      event.index < context.attachmentIds.length &&
      event.index !== context.index,
    reportsShown: ({ context, event }) => event.type === 'KEEP_TIME' && event.attachmentId === shownId(context),
  },
  actions: {
    open: assign(({ event }) => {
      if (event.type !== 'OPEN') return {};
      const last = event.attachmentIds.length - 1;
      const index = Number.isInteger(event.index) ? Math.min(last, Math.max(0, event.index)) : 0;
      const positions = openedPositions(event.attachmentIds[index], event);
      return { ...CLOSED, statusId: event.statusId, attachmentIds: event.attachmentIds, index, positions };
    }),
    move: assign(({ context, event }) => {
      const count = context.attachmentIds.length;
      const index =
        event.type === 'NEXT'
          ? stepIndex(context.index, count, 1)
          : event.type === 'PREVIOUS'
            ? stepIndex(context.index, count, -1)
            : event.type === 'SHOW'
              ? event.index
              : context.index;
      // the next picture has sizes of its own: wait for its measure; the one left comes back paused
      return { index, pan: NO_PAN, fitted: UNMEASURED, positions: leave(context.positions, shownId(context)) };
    }),
    centre: assign({ pan: NO_PAN }),
    pan: assign(({ context, event }) =>
      event.type === 'PAN'
        ? {
            pan: clampPan(
              { x: context.pan.x + event.dx, y: context.pan.y + event.dy },
              context.fitted,
              context.viewport,
            ),
          }
        : {},
    ),
    measure: assign(({ context, event }) =>
      event.type === 'MEASURE'
        ? { fitted: event.fitted, viewport: event.viewport, pan: clampPan(context.pan, event.fitted, event.viewport) }
        : {},
    ),
    keepTime: assign(({ context, event }) =>
      event.type === 'KEEP_TIME' ? { positions: keepTime(context.positions, event.attachmentId, event.time) } : {},
    ),
    giveBack: emit(({ context }) => ({
      type: 'gallery.closed' as const,
      positions: leave(context.positions, shownId(context)),
    })),
    clear: assign(() => CLOSED),
    // Provided by the view: focus goes back to the control that opened the gallery.
    returnFocus: () => undefined,
  },
}).createMachine({
  id: 'mediaGallery',
  context: CLOSED,
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: { guard: 'hasAttachments', target: 'open', actions: 'open' } },
    },
    open: {
      tags: ['open'],
      initial: 'fit',
      on: {
        OPEN: { guard: 'hasAttachments', target: '.fit', actions: 'open' },
        NEXT: { guard: 'several', target: '.fit', actions: 'move' },
        PREVIOUS: { guard: 'several', target: '.fit', actions: 'move' },
        SHOW: { guard: 'anotherIndex', target: '.fit', actions: 'move' },
        MEASURE: { actions: 'measure' },
        KEEP_TIME: { guard: 'reportsShown', actions: 'keepTime' },
        CLOSE: { target: 'closed', actions: ['giveBack', 'clear', 'returnFocus'] },
      },
      states: {
        fit: {
          on: {
            ZOOM_IN: { target: 'zoomed', actions: 'centre' },
            TOGGLE_ZOOM: { target: 'zoomed', actions: 'centre' },
          },
        },
        zoomed: {
          tags: ['zoomed'],
          on: {
            ZOOM_OUT: { target: 'fit', actions: 'centre' },
            TOGGLE_ZOOM: { target: 'fit', actions: 'centre' },
            PAN: { actions: 'pan' },
          },
        },
      },
    },
  },
});

export type MediaGalleryMachine = typeof mediaGalleryMachine;
export type MediaGalleryActor = ActorRefFrom<MediaGalleryMachine>;
export type MediaGallerySnapshot = SnapshotFrom<MediaGalleryMachine>;

/** The viewer is open. */
export const galleryOpen = (snapshot: MediaGallerySnapshot): boolean => snapshot.hasTag('open');

/** The shown picture is zoomed in (and may be panned). */
export const galleryZoomed = (snapshot: MediaGallerySnapshot): boolean => snapshot.hasTag('zoomed');
