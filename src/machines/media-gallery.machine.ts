import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { clampPan, NO_PAN, stepIndex, UNMEASURED, type PanOffset, type Size } from './media-gallery-rules';

/**
 * The media gallery: a modal over one post's attachments (ids only; the records are in the entity store).
 *
 *   closed --OPEN [some attachments]--> open.fit --ZOOM_IN / TOGGLE_ZOOM--> open.zoomed --PAN--> open.zoomed
 *                                         ^                                     |
 *                                         +------ ZOOM_OUT / TOGGLE_ZOOM -------+
 *   open --NEXT / PREVIOUS [more than one] / SHOW [another valid index] / OPEN--> open.fit
 *   open --CLOSE--> closed (returnFocus)
 *
 * Next and previous wrap around (media-gallery-rules.ts); a swipe is just NEXT or PREVIOUS sent by the view.
 * Every move to another attachment shows it fitted, centred. Zoomed, PAN {dx, dy} moves the picture by the drag,
 * clamped so no edge of the picture comes inside the viewport; MEASURE gives the fitted picture's and the
 * viewport's sizes (on open, on resize, when the picture loads) and re-clamps. Before a measure nothing can pan.
 * Closing runs the injected `returnFocus` action (the view puts focus back on what opened the gallery).
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
}

export type MediaGalleryEvent =
  | { type: 'OPEN'; statusId: string; attachmentIds: readonly string[]; index: number }
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  | { type: 'SHOW'; index: number }
  | { type: 'ZOOM_IN' }
  | { type: 'ZOOM_OUT' }
  | { type: 'TOGGLE_ZOOM' }
  | { type: 'PAN'; dx: number; dy: number }
  | { type: 'MEASURE'; fitted: Size; viewport: Size }
  | { type: 'CLOSE' };

const CLOSED: MediaGalleryContext = {
  statusId: null,
  attachmentIds: [],
  index: 0,
  pan: NO_PAN,
  fitted: UNMEASURED,
  viewport: UNMEASURED,
};

export const mediaGalleryMachine = setup({
  types: {} as { context: MediaGalleryContext; events: MediaGalleryEvent },
  guards: {
    hasAttachments: ({ event }) => event.type === 'OPEN' && event.attachmentIds.length > 0,
    several: ({ context }) => context.attachmentIds.length > 1,
    anotherIndex: ({ context, event }) =>
      event.type === 'SHOW' &&
      Number.isInteger(event.index) &&
      event.index >= 0 &&
      event.index < context.attachmentIds.length &&
      event.index !== context.index,
  },
  actions: {
    open: assign(({ event }) => {
      if (event.type !== 'OPEN') return {};
      const last = event.attachmentIds.length - 1;
      const index = Number.isInteger(event.index) ? Math.min(last, Math.max(0, event.index)) : 0;
      return { ...CLOSED, statusId: event.statusId, attachmentIds: event.attachmentIds, index };
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
      // the next picture has sizes of its own: wait for its measure
      return { index, pan: NO_PAN, fitted: UNMEASURED };
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
        CLOSE: { target: 'closed', actions: ['clear', 'returnFocus'] },
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
