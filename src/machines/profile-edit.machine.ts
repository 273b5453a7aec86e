import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  DEFAULT_PROFILE_LIMITS,
  draftProblems,
  imageProblemOf,
  isDirty,
  savedDraft,
  type DraftProblem,
  type ImageProblem,
  type ImageSlot,
  type ProfileDraft,
  type ProfileFieldRow,
  type ProfileLimits,
} from './profile-edit-rules';

/**
 * Editing one's own profile (display name, bio, fields, avatar and header, and the discoverable, indexable,
 * locked and bot switches).
 *
 *   loading --done--> form.editing            loading --error--> loadFailed --RETRY--> loading
 *   form.editing / form.saved / form.failed --SAVE [changed and sendable]--> saving
 *   saving --done--> form.saved               saving --error--> form.failed
 *   form.saved --an edit--> form.editing      form.* --RESET--> form.editing
 *
 * Rules:
 * - The form starts from what the server holds (the injected `load` actor: verify_credentials' plain-text
 *   `source` and the server's limits); editing changes a draft only, and the form is "changed" while the draft
 *   differs from what the server holds (a chosen picture always does).
 * - SAVE sends only a changed draft that breaks no limit: a name or bio over its length, a field name or value
 *   over its length, or a field with a value but no name is not sent (the view says what is wrong).
 * - A picture of another type than the server takes, or larger than it takes, is refused with its reason and the
 *   earlier choice stays; nothing typed is lost. Choosing again or RESET clears the refusal.
 * - While the injected `save` actor runs, nothing can be edited. Its answer is what the server now holds: the
 *   form shows it and is unchanged again (saved). A failure keeps the draft, with the failure shown until the
 *   next save, and runs the injected `reportSaveFailure` (which raises the alert the call's policy asks for; a
 *   422 is shown beside the form instead).
 * - RESET puts back what the server holds and drops chosen pictures. Leaving with a changed draft is allowed.
 */

export interface ProfileEditLoaded {
  draft: ProfileDraft;
  limits: ProfileLimits;
}

export interface ProfileSaveInput {
  /** what the server held when the form was loaded or last saved */
  original: ProfileDraft;
  draft: ProfileDraft;
  limits: ProfileLimits;
}

export interface ProfileEditContext {
  /** what the server holds (never with a picture chosen) */
  original: ProfileDraft;
  draft: ProfileDraft;
  limits: ProfileLimits;
  /** the last picture file refused */
  imageProblem: ImageProblem | null;
  /** the last failed load or save */
  error: unknown;
}

type TextChange = Partial<Pick<ProfileDraft, 'displayName' | 'note' | 'discoverable' | 'indexable' | 'locked' | 'bot'>>;

export type ProfileEditEvent =
  | { type: 'EDIT'; change: TextChange }
  | { type: 'EDIT_FIELD'; row: number; name?: string; value?: string }
  | { type: 'CHOOSE_IMAGE'; slot: ImageSlot; file: File }
  | { type: 'KEEP_IMAGE'; slot: ImageSlot }
  | { type: 'RESET' }
  | { type: 'SAVE' }
  | { type: 'RETRY' };

export const EMPTY_PROFILE_DRAFT: ProfileDraft = {
  displayName: '',
  note: '',
  fields: [],
  discoverable: false,
  indexable: false,
  locked: false,
  bot: false,
  avatar: null,
  header: null,
};

type Of<T extends ProfileEditEvent['type']> = Extract<ProfileEditEvent, { type: T }>;

const editRow = (rows: readonly ProfileFieldRow[], event: Of<'EDIT_FIELD'>): ProfileFieldRow[] =>
  rows.map((row, index) =>
    index === event.row ? { name: event.name ?? row.name, value: event.value ?? row.value } : row,
  );

export const profileEditMachine = setup({
  types: {} as {
    context: ProfileEditContext;
    events: ProfileEditEvent;
  },
  actors: {
    load: fromPromise<ProfileEditLoaded, void>(() =>
      Promise.reject(new Error('profileEditMachine: provide a load actor')),
    ),
    save: fromPromise<ProfileDraft, ProfileSaveInput>(() =>
      Promise.reject(new Error('profileEditMachine: provide a save actor')),
    ),
  },
  guards: {
    canSave: ({ context }) =>
      isDirty(context.original, context.draft) && draftProblems(context.draft, context.limits).length === 0,
    imageFits: ({ context, event }) => {
      const { slot, file } = event as Of<'CHOOSE_IMAGE'>;
      return imageProblemOf(slot, file, context.limits) === null;
    },
    rowExists: ({ context, event }) => {
      const { row } = event as Of<'EDIT_FIELD'>;
      return Number.isInteger(row) && row >= 0 && row < context.draft.fields.length;
    },
  },
  actions: {
    takeLoaded: assign(({ event }) => {
      const { draft, limits } = (event as unknown as { output: ProfileEditLoaded }).output;
      const saved = savedDraft(draft);
      return { original: saved, draft: saved, limits, error: null, imageProblem: null };
    }),
    takeSaved: assign(({ event }) => {
      const saved = savedDraft((event as unknown as { output: ProfileDraft }).output);
      return { original: saved, draft: saved, error: null, imageProblem: null };
    }),
    keepError: assign({ error: ({ event }) => (event as unknown as { error: unknown }).error }),
    edit: assign({
      draft: ({ context, event }) => ({ ...context.draft, ...(event as Of<'EDIT'>).change }),
    }),
    editField: assign({
      draft: ({ context, event }) => ({
        ...context.draft,
        fields: editRow(context.draft.fields, event as Of<'EDIT_FIELD'>),
      }),
    }),
    takeImage: assign(({ context, event }) => {
      const { slot, file } = event as Of<'CHOOSE_IMAGE'>;
      return { draft: { ...context.draft, [slot]: file }, imageProblem: null };
    }),
    refuseImage: assign({
      imageProblem: ({ context, event }) => {
        const { slot, file } = event as Of<'CHOOSE_IMAGE'>;
        return imageProblemOf(slot, file, context.limits);
      },
    }),
    keepImage: assign(({ context, event }) => {
      const { slot } = event as Of<'KEEP_IMAGE'>;
      return {
        draft: { ...context.draft, [slot]: null },
        imageProblem: context.imageProblem?.slot === slot ? null : context.imageProblem,
      };
    }),
    reset: assign(({ context }) => ({ draft: context.original, imageProblem: null, error: null })),
    /** a failed load: the alert its call's policy asks for */
    reportLoadFailure: () => {},
    /** a failed save: the alert its call's policy asks for (not for a 422, which the form shows) */
    reportSaveFailure: () => {},
  },
}).createMachine({
  id: 'profileEdit',
  context: {
    original: EMPTY_PROFILE_DRAFT,
    draft: EMPTY_PROFILE_DRAFT,
    limits: DEFAULT_PROFILE_LIMITS,
    imageProblem: null,
    error: null,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'form', actions: 'takeLoaded' },
        onError: { target: 'loadFailed', actions: ['keepError', 'reportLoadFailure'] },
      },
    },
    loadFailed: {
      on: { RETRY: 'loading' },
    },
    form: {
      tags: ['form'],
      initial: 'editing',
      on: {
        SAVE: { guard: 'canSave', target: 'saving' },
        RESET: { target: '.editing', actions: 'reset' },
      },
      states: {
        editing: {
          on: {
            EDIT: { actions: 'edit' },
            EDIT_FIELD: { guard: 'rowExists', actions: 'editField' },
            CHOOSE_IMAGE: [{ guard: 'imageFits', actions: 'takeImage' }, { actions: 'refuseImage' }],
            KEEP_IMAGE: { actions: 'keepImage' },
          },
        },
        // the saved form: the first change makes it a changed form again
        saved: {
          tags: ['saved'],
          on: {
            EDIT: { target: 'editing', actions: 'edit' },
            EDIT_FIELD: { guard: 'rowExists', target: 'editing', actions: 'editField' },
            CHOOSE_IMAGE: [{ guard: 'imageFits', target: 'editing', actions: 'takeImage' }, { actions: 'refuseImage' }],
            KEEP_IMAGE: { actions: 'keepImage' },
          },
        },
        // the failure stays in view while the draft is corrected, until the next save or RESET
        failed: {
          tags: ['failed'],
          on: {
            EDIT: { actions: 'edit' },
            EDIT_FIELD: { guard: 'rowExists', actions: 'editField' },
            CHOOSE_IMAGE: [{ guard: 'imageFits', actions: 'takeImage' }, { actions: 'refuseImage' }],
            KEEP_IMAGE: { actions: 'keepImage' },
          },
        },
      },
    },
    saving: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ original: context.original, draft: context.draft, limits: context.limits }),
        onDone: { target: 'form.saved', actions: 'takeSaved' },
        onError: { target: 'form.failed', actions: ['keepError', 'reportSaveFailure'] },
      },
    },
  },
});

export type ProfileEditSnapshot = SnapshotFrom<typeof profileEditMachine>;

/** Whether the draft differs from what the server holds. */
export const selectChanged = (snapshot: ProfileEditSnapshot): boolean =>
  isDirty(snapshot.context.original, snapshot.context.draft);

/** What stops the draft from being sent. */
export const selectProblems = (snapshot: ProfileEditSnapshot): DraftProblem[] =>
  draftProblems(snapshot.context.draft, snapshot.context.limits);

/** Whether SAVE would send the draft now. */
export const selectCanSave = (snapshot: ProfileEditSnapshot): boolean =>
  snapshot.hasTag('form') && !snapshot.hasTag('busy') && snapshot.can({ type: 'SAVE' });

/** Where the screen is: the profile on its way, its load failed (it can be asked again), or the form. */
export type ProfileEditStage = 'loading' | 'loadFailed' | 'form';

export const selectStage = (snapshot: ProfileEditSnapshot): ProfileEditStage =>
  snapshot.hasTag('form') ? 'form' : snapshot.matches('loadFailed') ? 'loadFailed' : 'loading';

/** The draft is being sent. */
export const selectSaving = (snapshot: ProfileEditSnapshot): boolean => snapshot.hasTag('busy');

/** The last save went through and nothing changed since. */
export const selectSaved = (snapshot: ProfileEditSnapshot): boolean => snapshot.hasTag('saved');

/** The last save failed (the failure stays in view while the draft is corrected). */
export const selectSaveFailed = (snapshot: ProfileEditSnapshot): boolean => snapshot.hasTag('failed');
