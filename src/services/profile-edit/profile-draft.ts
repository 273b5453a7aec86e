/**
 * Between the server and the profile form: the form made from verify_credentials (its plain-text `source`, never
 * the rendered HTML), the server's limits from v2/instance (Mastodon's where it states none), and the
 * update_credentials form made from a changed draft (only what changed; the fields as the whole list).
 */
import type { UpdateCredentialsForm } from '../api/accounts';
import type { ApiCredentialAccount, ApiInstance } from '../../domain/entities/api-types';
import {
  DEFAULT_PROFILE_LIMITS,
  fieldRows,
  fieldsChanged,
  type ProfileDraft,
  type ProfileLimits,
} from '../../machines/profile-edit-rules';
import type { ProfileSaveInput } from '../../machines/profile-edit.machine';

const positive = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback;

/** A text as a form field holds it: line breaks as LF (multipart forms carry them as CRLF, kept so by servers). */
const text = (value: unknown): string => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : '');

/** The server's profile limits (v2/instance `configuration.accounts`), Mastodon's for any it does not state. */
export function profileLimits(instance: ApiInstance | null): ProfileLimits {
  const accounts = instance?.configuration?.accounts;
  return {
    ...DEFAULT_PROFILE_LIMITS,
    displayName: positive(accounts?.max_display_name_length, DEFAULT_PROFILE_LIMITS.displayName),
    note: positive(accounts?.max_note_length, DEFAULT_PROFILE_LIMITS.note),
    fields: positive(accounts?.max_profile_fields, DEFAULT_PROFILE_LIMITS.fields),
    fieldName: positive(accounts?.profile_field_name_limit, DEFAULT_PROFILE_LIMITS.fieldName),
    fieldValue: positive(accounts?.profile_field_value_limit, DEFAULT_PROFILE_LIMITS.fieldValue),
  };
}

/** The form for a credential account: its texts as typed (`source`), its switches, blank rows up to the limit. */
export function draftFromCredentials(account: ApiCredentialAccount, limits: ProfileLimits): ProfileDraft {
  const source = account.source ?? { note: '', fields: [] };
  const fields = (Array.isArray(source.fields) ? source.fields : []).map((field) => ({
    name: text(field?.name),
    value: text(field?.value),
  }));
  return {
    displayName: text(account.display_name),
    note: text(source.note),
    fields: fieldRows(fields, limits.fields),
    discoverable: Boolean(account.discoverable ?? source.discoverable),
    indexable: Boolean(account.indexable ?? source.indexable),
    locked: Boolean(account.locked),
    bot: Boolean(account.bot),
    avatar: null,
    header: null,
  };
}

/**
 * The update_credentials form for a save: each text and switch that differs from what the server holds, each
 * chosen picture, and, when any row changed, every row (blank ones too, so clearing all of them clears the
 * server's list).
 */
export function updateForm({ original, draft }: Pick<ProfileSaveInput, 'original' | 'draft'>): UpdateCredentialsForm {
  const form: {
    -readonly [K in keyof UpdateCredentialsForm]: UpdateCredentialsForm[K];
  } = {};
  if (draft.displayName !== original.displayName) form.display_name = draft.displayName;
  if (draft.note !== original.note) form.note = draft.note;
  if (draft.avatar !== null) form.avatar = draft.avatar;
  if (draft.header !== null) form.header = draft.header;
  for (const flag of ['discoverable', 'indexable', 'locked', 'bot'] as const) {
    if (draft[flag] !== original[flag]) form[flag] = draft[flag];
  }
  if (fieldsChanged(original, draft)) {
    const rows = draft.fields.length > 0 ? draft.fields : [{ name: '', value: '' }];
    form.fields_attributes = Object.fromEntries(
      rows.map((row, index) => [String(index), { name: row.name, value: row.value }]),
    );
  }
  return form;
}
