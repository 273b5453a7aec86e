import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { NotificationGroup } from '../domain/entities/notification-group';

/**
 * New notifications told to a screen reader, calmly: live arrivals are gathered for a moment and told as one
 * polite message (the one notification's own sentence, or "3 new notifications"), and never while the reader
 * is typing: the message waits for a moment without a key pressed in a text field.
 *
 *   idle --ARRIVED--> gathering (the first arrival kept; each notification counted once, by its id)
 *   gathering --ARRIVED [not gathered yet]--> gathering, counted (the wait is not started again: a stream of
 *             arrivals still ends in one message)
 *   gathering --TYPED--> gathering, noted
 *   gathering --after 2000 ms [a key was typed meanwhile]--> gathering again (a new wait)
 *   gathering --after 2000 ms [no key]--> idle (announce { count, single })
 *
 * The `announce` action is provided by the app ({ count, single }: `single` is the arrival when it was the only
 * one, null when several are told by their number).
 */

/** Arrivals this close together make one message; the reader's keys put it off by as much again. */
export const ANNOUNCE_GATHER_MS = 2000;

export interface NotificationAnnouncerContext {
  /** the notification ids gathered for the next message */
  gathered: string[];
  /** the first of them (a group made of that one notification) */
  first: NotificationGroup | null;
  /** a key was typed in a text field during the current wait */
  typed: boolean;
}

export type NotificationAnnouncerEvent =
  /** a live notification joined the lists: `arrival` is a group made of that notification alone */
  | { type: 'ARRIVED'; arrival: NotificationGroup }
  /** the reader pressed a key in a text field */
  | { type: 'TYPED' };

export interface Announcement {
  count: number;
  /** the arrival when it was the only one */
  single: NotificationGroup | null;
}

export const notificationAnnouncerMachine = setup({
  types: {} as {
    context: NotificationAnnouncerContext;
    events: NotificationAnnouncerEvent;
  },
  guards: {
    notGathered: ({ context, event }) =>
      event.type === 'ARRIVED' && !context.gathered.includes(event.arrival.most_recent_notification_id),
    typedMeanwhile: ({ context }) => context.typed,
  },
  actions: {
    gather: assign(({ context, event }) =>
      event.type === 'ARRIVED'
        ? {
            gathered: [...context.gathered, event.arrival.most_recent_notification_id],
            first: context.first ?? event.arrival,
          }
        : {},
    ),
    noteTyping: assign({ typed: true }),
    startWait: assign({ typed: false }),
    forget: assign({ gathered: [], first: null }),
    // Provided by the app: puts the message in the live region.
    announce: (_, _params: Announcement) => {},
  },
}).createMachine({
  id: 'notificationAnnouncer',
  context: { gathered: [], first: null, typed: false },
  initial: 'idle',
  states: {
    idle: {
      on: { ARRIVED: { target: 'gathering', actions: 'gather' } },
    },
    gathering: {
      entry: 'startWait',
      on: {
        ARRIVED: { guard: 'notGathered', actions: 'gather' },
        TYPED: { actions: 'noteTyping' },
      },
      after: {
        [ANNOUNCE_GATHER_MS]: [
          { guard: 'typedMeanwhile', target: 'gathering', reenter: true },
          {
            target: 'idle',
            actions: [
              {
                type: 'announce',
                params: ({ context }) => ({
                  count: context.gathered.length,
                  single: context.gathered.length === 1 ? context.first : null,
                }),
              },
              'forget',
            ],
          },
        ],
      },
    },
  },
});

export type NotificationAnnouncerMachine = typeof notificationAnnouncerMachine;
export type NotificationAnnouncerActor = ActorRefFrom<NotificationAnnouncerMachine>;
export type NotificationAnnouncerSnapshot = SnapshotFrom<NotificationAnnouncerMachine>;
