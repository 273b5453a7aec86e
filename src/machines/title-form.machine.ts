import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

/**
 * A one-field title form: a new list or circle, or the name of one being edited.
 *
 *   editing --TYPE--> editing (the refusal shown goes)
 *   editing --SUBMIT [blank]--> editing (says a title is needed; nothing is sent)
 *   editing --SUBMIT--> saving --accepted--> editing (a new one's field empties unless typed in meanwhile)
 *                         \--refused--> editing (the server's words, or the form's own failure text)
 *
 * Rules:
 * - A blank title (spaces only) is never sent.
 * - One save at a time: SUBMIT while saving does nothing; what is typed meanwhile is kept.
 * - Nothing typed is lost: a refused save keeps the field as it was; an accepted one empties the field of a new
 *   one (`clearOnSave`) only when the text is still the one sent.
 * - A refusal shows beside the field until the text changes or the form is sent again.
 * The save is the injected `save` actor: input { title } (trimmed), resolving when the server accepted it,
 * rejecting with a TitleFormFailure (anything else counts as `failed`).
 */

export type TitleFormFailure =
  /** nothing to send: the title is blank */
  | { kind: 'blank' }
  /** the server refused the title: its words (null: it gave none) */
  | { kind: 'refused'; message: string | null }
  /** the save failed otherwise (the call's alert said so) */
  | { kind: 'failed' }
  /** the save was abandoned (aborted, timed out): nothing to say */
  | { kind: 'silent' };

export interface TitleFormInput {
  /** the text the field starts with ('' for a new one) */
  text: string;
  /** empty the field once saved (a new one); an edited name stays */
  clearOnSave: boolean;
}

export interface TitleFormContext {
  text: string;
  clearOnSave: boolean;
  /** the title of the save running, if any */
  sending: string | null;
  /** the title last accepted (for the announcement), null before any */
  saved: string | null;
  failure: TitleFormFailure | null;
}

export type TitleFormEvent = { type: 'TYPE'; text: string } | { type: 'SUBMIT' };

const FAILURE_KINDS = new Set(['refused', 'failed', 'silent']);

/** The failure a rejected save gave, `failed` when it is not a TitleFormFailure. */
export function failureOfError(error: unknown): TitleFormFailure {
  const kind = (error as { kind?: unknown } | null)?.kind;
  return typeof kind === 'string' && FAILURE_KINDS.has(kind) ? (error as TitleFormFailure) : { kind: 'failed' };
}

export const titleFormMachine = setup({
  types: {} as { context: TitleFormContext; events: TitleFormEvent; input: TitleFormInput },
  actors: {
    save: fromPromise<unknown, { title: string }>(() =>
      Promise.reject(new Error('titleFormMachine: provide a save actor')),
    ),
  },
  guards: {
    blank: ({ context }) => context.text.trim() === '',
  },
  actions: {
    takeText: assign({
      text: ({ event }) => (event as Extract<TitleFormEvent, { type: 'TYPE' }>).text,
      failure: null,
    }),
    sayBlank: assign({ failure: { kind: 'blank' } as TitleFormFailure }),
    startSending: assign({ sending: ({ context }) => context.text.trim(), failure: null }),
    accepted: assign(({ context }) => ({
      saved: context.sending,
      text: context.clearOnSave && context.text.trim() === context.sending ? '' : context.text,
      sending: null,
    })),
    refused: assign({
      failure: ({ event }) => {
        const failure = failureOfError((event as { error?: unknown }).error);
        return failure.kind === 'silent' ? null : failure;
      },
      sending: null,
    }),
  },
}).createMachine({
  id: 'titleForm',
  context: ({ input }) => ({
    text: input.text,
    clearOnSave: input.clearOnSave,
    sending: null,
    saved: null,
    failure: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        TYPE: { actions: 'takeText' },
        SUBMIT: [{ guard: 'blank', actions: 'sayBlank' }, { target: 'saving' }],
      },
    },
    saving: {
      tags: ['busy'],
      entry: 'startSending',
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ title: context.sending ?? context.text.trim() }),
        onDone: { target: 'editing', actions: 'accepted' },
        onError: { target: 'editing', actions: 'refused' },
      },
      on: {
        TYPE: { actions: 'takeText' },
      },
    },
  },
});

export type TitleFormActor = ActorRefFrom<typeof titleFormMachine>;
export type TitleFormSnapshot = SnapshotFrom<typeof titleFormMachine>;
