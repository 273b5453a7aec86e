import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  profileEditMachine,
  type ProfileEditEvent,
  type ProfileEditSnapshot,
  type ProfileSaveInput,
} from '../../src/machines/profile-edit.machine';
import {
  DEFAULT_PROFILE_LIMITS,
  draftProblems,
  isDirty,
  type ProfileDraft,
  type ProfileLimits,
} from '../../src/machines/profile-edit-rules';
import { ApiError } from '../../src/domain/errors/api-error';
import { describeModel, doneEvent, errorEvent } from './model-harness';

/**
 * The profile edit model: loading (scripted load, done or failed, RETRY), the form (editing, saved, failed) and
 * saving (scripted save, done or refused with 422). Edits: the display name changed, over its limit and typed
 * back; the bio; a switch; a field row filled, a value without a label, a row that does not exist; an avatar that
 * fits, one too large, a header of the wrong type, keeping the current avatar; RESET and SAVE. So the state space
 * stays small, new changes are offered while the draft differs from the server's in at most one place; further
 * away, only edits that undo, change nothing or are refused.
 */

/** A file whose JSON names it: the model tells sample events and contexts apart by their JSON. */
function file(name: string, bytes: number, type: string): File {
  const made = new File([new Uint8Array(bytes)], name, { type });
  return Object.assign(made, { toJSON: () => ({ name, bytes, type }) });
}

const LIMITS: ProfileLimits = { ...DEFAULT_PROFILE_LIMITS, displayName: 30, fields: 4, imageBytes: 1000 };

const SERVER: ProfileDraft = {
  displayName: 'Alice',
  note: 'Birds and tea',
  fields: [
    { name: 'Site', value: 'https://alice.example' },
    { name: '', value: '' },
    { name: '', value: '' },
    { name: '', value: '' },
  ],
  discoverable: true,
  indexable: false,
  locked: false,
  bot: false,
  avatar: null,
  header: null,
};
/** what the server answers a save with: the draft as sent, pictures taken */
const AFTER_SAVE: ProfileDraft = { ...SERVER, displayName: 'Alice W' };

const smallAvatar = file('heron.png', 10, 'image/png');
const largeAvatar = file('huge.png', 2000, 'image/png');
const textHeader = file('notes.txt', 10, 'text/plain');

const edits: ProfileEditEvent[] = [
  { type: 'EDIT', change: { displayName: 'Alice W' } },
  { type: 'EDIT', change: { displayName: 'x'.repeat(31) } },
  { type: 'EDIT', change: { displayName: 'Alice' } },
  { type: 'EDIT', change: { note: 'Birds, code and tea' } },
  { type: 'EDIT', change: { locked: true } },
  { type: 'EDIT_FIELD', row: 1, name: 'Pronouns', value: 'she/her' },
  { type: 'EDIT_FIELD', row: 2, value: 'a value without a label' },
  { type: 'EDIT_FIELD', row: 9, name: 'nowhere' },
  { type: 'CHOOSE_IMAGE', slot: 'avatar', file: smallAvatar },
  { type: 'CHOOSE_IMAGE', slot: 'avatar', file: largeAvatar },
  { type: 'CHOOSE_IMAGE', slot: 'header', file: textHeader },
  { type: 'KEEP_IMAGE', slot: 'avatar' },
];

/** Far from the server's profile: edits that only undo, change nothing, or refuse (every event type keeps a sample). */
const settling: ProfileEditEvent[] = [
  { type: 'EDIT', change: { displayName: 'Alice' } },
  { type: 'EDIT_FIELD', row: 9, name: 'nowhere' },
  { type: 'CHOOSE_IMAGE', slot: 'header', file: textHeader },
  { type: 'KEEP_IMAGE', slot: 'avatar' },
];

const refused = new ApiError({
  kind: 'response',
  status: 422,
  message: 'Validation failed: Display name is too long (maximum is 30 characters)',
  serverMessage: 'Validation failed: Display name is too long (maximum is 30 characters)',
});

/** In how many places the draft differs from the server's, a refused picture counting as one. */
function distance(snapshot: ProfileEditSnapshot): number {
  const { original, draft, imageProblem } = snapshot.context;
  const places = [
    draft.displayName !== original.displayName,
    draft.note !== original.note,
    draft.locked !== original.locked,
    JSON.stringify(draft.fields) !== JSON.stringify(original.fields),
    draft.avatar !== null,
    draft.header !== null,
    imageProblem !== null,
  ];
  return places.filter(Boolean).length;
}

function events(snapshot: AnyMachineSnapshot): EventObject[] {
  const state = snapshot as ProfileEditSnapshot;
  if (state.matches('loading'))
    return [doneEvent('load', { draft: SERVER, limits: LIMITS }), errorEvent('load', new Error('offline'))];
  if (state.matches('loadFailed')) return [{ type: 'RETRY' }];
  if (state.matches('saving')) return [doneEvent('save', AFTER_SAVE), errorEvent('save', refused)];
  return [{ type: 'SAVE' }, { type: 'RESET' }, ...(distance(state) < 2 ? edits : settling)];
}

describeModel({
  name: 'profile-edit',
  machine: profileEditMachine,
  scriptedActors: ['load', 'save'],
  events,
  expectations: {
    form: (snapshot) => {
      // the form always shows one row per field the server allows
      expect(snapshot.context.draft.fields).toHaveLength(LIMITS.fields);
      // the server's side never holds a picture that was only chosen
      expect(snapshot.context.original.avatar).toBeNull();
      expect(snapshot.context.original.header).toBeNull();
      const problem = snapshot.context.imageProblem;
      if (problem?.reason === 'size') expect(problem.bytes).toBeGreaterThanOrEqual(LIMITS.imageBytes);
      if (problem?.reason === 'type') expect(LIMITS.imageTypes).not.toContain(textHeader.type);
      // a refused picture is never the one chosen
      if (problem?.slot === 'avatar') expect(snapshot.context.draft.avatar).not.toBe(largeAvatar);
      if (problem?.slot === 'header') expect(snapshot.context.draft.header).toBeNull();
    },
    'form.saved': (snapshot) => {
      // a saved form shows what the server answered, unchanged
      expect(snapshot.context.original.displayName).toBe(AFTER_SAVE.displayName);
      expect(isDirty(snapshot.context.original, snapshot.context.draft)).toBe(false);
    },
    'form.failed': (snapshot, scripted) => {
      // the refusal stays in view while the draft is corrected, and the server's side is what it was
      expect(snapshot.context.error).toBe(refused);
      const sent = scripted.lastCall('save')?.input as ProfileSaveInput;
      expect(snapshot.context.original).toBe(sent.original);
    },
    saving: (snapshot, scripted) => {
      // only a changed draft within every limit is sent, with what the server held
      const sent = scripted.lastCall('save')?.input as ProfileSaveInput;
      expect(sent).toEqual({
        original: snapshot.context.original,
        draft: snapshot.context.draft,
        limits: snapshot.context.limits,
      });
      expect(isDirty(sent.original, sent.draft)).toBe(true);
      expect(draftProblems(sent.draft, sent.limits)).toEqual([]);
    },
    loadFailed: (snapshot) => {
      expect(snapshot.context.error).toBeInstanceOf(Error);
    },
  },
});
