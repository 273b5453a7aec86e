import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

/**
 * The reader's personal note on another account, saved as it is typed.
 *
 *   idle --TYPE--> typing --1 s without typing, or BLUR--> saving --accepted--> idle
 *                  ^  | TYPE restarts the 1 s wait        |  (typed again meanwhile --> typing)
 *                  +--+                                   +--refused--> idle (the draft stays; BLUR tries again)
 *
 * Rules:
 * - A note is saved 1 s after the last keystroke, or at once when the field loses the focus.
 * - Only a text that differs from the last saved one is sent: typing back to the saved text sends nothing.
 * - One save at a time: what is typed while a save runs waits for its answer, then for its own pause.
 * - A refused save keeps the draft in the field (the call's alert says why); leaving the field tries again.
 * - SYNC brings the note as stored (loaded, or changed elsewhere); it replaces the field only when the reader
 *   is not editing (idle), so a keystroke is never overwritten.
 * The save is the injected `save` actor: input { comment }, it resolves when the server accepted the note and
 * rejects when it refused.
 */

/** How long the reader must stop typing before the note is saved. */
export const NOTE_PAUSE_MS = 1000;

export interface PersonalNoteInput {
  /** the note as stored */
  note: string;
}

export interface PersonalNoteContext {
  /** the field's text */
  text: string;
  /** the text the server last holds (as stored, or last accepted) */
  saved: string;
  /** the text of the save running, if any */
  sending: string | null;
}

export type PersonalNoteEvent = { type: 'TYPE'; text: string } | { type: 'BLUR' } | { type: 'SYNC'; note: string };

export const personalNoteMachine = setup({
  types: {} as {
    context: PersonalNoteContext;
    events: PersonalNoteEvent;
    input: PersonalNoteInput;
  },
  actors: {
    save: fromPromise<unknown, { comment: string }>(() =>
      Promise.reject(new Error('personalNoteMachine: provide a save actor')),
    ),
  },
  delays: {
    pause: NOTE_PAUSE_MS,
  },
  guards: {
    changed: ({ context }) => context.text !== context.saved,
    typedWhileSaving: ({ context }) => context.text !== context.sending,
  },
  actions: {
    takeText: assign({ text: ({ event }) => (event as Extract<PersonalNoteEvent, { type: 'TYPE' }>).text }),
    takeStored: assign(({ event }) => {
      const note = (event as Extract<PersonalNoteEvent, { type: 'SYNC' }>).note;
      return { text: note, saved: note };
    }),
    startSending: assign({ sending: ({ context }) => context.text }),
    accepted: assign(({ context }) => ({ saved: context.sending ?? context.saved, sending: null })),
    refused: assign({ sending: null }),
  },
}).createMachine({
  id: 'personalNote',
  context: ({ input }) => ({ text: input.note, saved: input.note, sending: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        TYPE: { target: 'typing', actions: 'takeText' },
        BLUR: { guard: 'changed', target: 'saving' },
        SYNC: { actions: 'takeStored' },
      },
    },
    typing: {
      after: {
        pause: [{ guard: 'changed', target: 'saving' }, { target: 'idle' }],
      },
      on: {
        TYPE: { target: 'typing', reenter: true, actions: 'takeText' },
        BLUR: [{ guard: 'changed', target: 'saving' }, { target: 'idle' }],
      },
    },
    saving: {
      entry: 'startSending',
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ comment: context.text }),
        onDone: [
          { guard: 'typedWhileSaving', target: 'typing', actions: 'accepted' },
          { target: 'idle', actions: 'accepted' },
        ],
        onError: { target: 'idle', actions: 'refused' },
      },
      on: {
        TYPE: { actions: 'takeText' },
      },
    },
  },
});

export type PersonalNoteSnapshot = SnapshotFrom<typeof personalNoteMachine>;
