/**
 * The pure rules of editing one's own profile (profile-edit.machine.ts): what the form holds, the server's
 * limits, when the form differs from what the server holds, when it may be sent, and which picture files are
 * taken. No store, no network.
 */

export type ImageSlot = 'avatar' | 'header';

/** One profile field row as typed (plain text, never HTML). */
export interface ProfileFieldRow {
  name: string;
  value: string;
}

/** The form: the profile's texts and switches, and the pictures chosen to replace the current ones. */
export interface ProfileDraft {
  displayName: string;
  /** the bio as plain text (verify_credentials `source.note`) */
  note: string;
  /** always `limits.fields` rows (more only when the server already holds more); blank rows are dropped there */
  fields: readonly ProfileFieldRow[];
  discoverable: boolean;
  indexable: boolean;
  /** follow requests need approval */
  locked: boolean;
  bot: boolean;
  /** a picture chosen and not yet saved; null keeps the current one */
  avatar: File | null;
  header: File | null;
}

/** The server's limits for a profile, and the pictures it takes. */
export interface ProfileLimits {
  displayName: number;
  note: number;
  fields: number;
  fieldName: number;
  fieldValue: number;
  /** an avatar or header file must be smaller than this, in bytes */
  imageBytes: number;
  imageTypes: readonly string[];
}

/** Mastodon's own limits, used where the server does not state its own. */
export const DEFAULT_PROFILE_LIMITS: ProfileLimits = {
  displayName: 30,
  note: 500,
  fields: 4,
  fieldName: 255,
  fieldValue: 255,
  imageBytes: 8 * 1024 * 1024,
  imageTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
};

/** A picture file that was not taken, and why. */
export interface ImageProblem {
  slot: ImageSlot;
  reason: 'type' | 'size';
  fileName: string;
  /** the refused file's size in bytes */
  bytes: number;
}

/** What the form says is wrong before anything is sent. */
export type DraftProblem =
  | { kind: 'displayNameTooLong' }
  | { kind: 'noteTooLong' }
  | { kind: 'fieldNameTooLong'; row: number }
  | { kind: 'fieldValueTooLong'; row: number }
  | { kind: 'fieldNameMissing'; row: number };

/** Characters as the server counts them: code points, not UTF-16 units. */
export function characterCount(text: string): number {
  return [...text].length;
}

/** The rows of a form: the server's fields, then blank rows up to the limit. */
export function fieldRows(fields: readonly ProfileFieldRow[], limit: number): ProfileFieldRow[] {
  const rows = fields.map((field) => ({ name: field.name, value: field.value }));
  while (rows.length < limit) rows.push({ name: '', value: '' });
  return rows;
}

const sameRows = (a: readonly ProfileFieldRow[], b: readonly ProfileFieldRow[]) =>
  a.length === b.length && a.every((row, index) => row.name === b[index]?.name && row.value === b[index]?.value);

/** Whether the rows differ from the saved ones. */
export function fieldsChanged(original: ProfileDraft, draft: ProfileDraft): boolean {
  return !sameRows(original.fields, draft.fields);
}

/** Whether the form differs from what the server holds (a chosen picture always does). */
export function isDirty(original: ProfileDraft, draft: ProfileDraft): boolean {
  return (
    draft.avatar !== null ||
    draft.header !== null ||
    draft.displayName !== original.displayName ||
    draft.note !== original.note ||
    draft.discoverable !== original.discoverable ||
    draft.indexable !== original.indexable ||
    draft.locked !== original.locked ||
    draft.bot !== original.bot ||
    fieldsChanged(original, draft)
  );
}

/**
 * What stops the form from being sent: a name or bio over its limit, a field name or value over its limit, or a
 * field with a value but no name (the server refuses values without labels).
 */
export function draftProblems(draft: ProfileDraft, limits: ProfileLimits): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (characterCount(draft.displayName) > limits.displayName) problems.push({ kind: 'displayNameTooLong' });
  if (characterCount(draft.note) > limits.note) problems.push({ kind: 'noteTooLong' });
  draft.fields.forEach((field, row) => {
    if (characterCount(field.name) > limits.fieldName) problems.push({ kind: 'fieldNameTooLong', row });
    if (characterCount(field.value) > limits.fieldValue) problems.push({ kind: 'fieldValueTooLong', row });
    if (field.name.trim() === '' && field.value.trim() !== '') problems.push({ kind: 'fieldNameMissing', row });
  });
  return problems;
}

/** Why a picture file is not taken (its type, then its size), or null when it is. */
export function imageProblemOf(slot: ImageSlot, file: File, limits: ProfileLimits): ImageProblem | null {
  const refuse = (reason: ImageProblem['reason']): ImageProblem => ({
    slot,
    reason,
    fileName: file.name,
    bytes: file.size,
  });
  if (!limits.imageTypes.includes(file.type)) return refuse('type');
  if (file.size >= limits.imageBytes) return refuse('size');
  return null;
}

/** The form as the server holds it now: its values, no picture chosen. */
export function savedDraft(draft: ProfileDraft): ProfileDraft {
  return { ...draft, avatar: null, header: null };
}
