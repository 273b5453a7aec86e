import type { SandboxContext, Viewer } from '../../kernel/context';
import { bool, str, type ParamValue, type Params } from '../../kernel/http';
import type { FieldRecord, QuotePolicy, Searchability, VisibilityEx } from '../../kernel/records';
import { typedFieldValue } from '../../serialize/account';
import { shortcodesIn } from '../../serialize/emoji';
import { authorizeRequest } from './account-actions';
import { renderStatusText } from './status-text';
import { storeUpload } from './upload-store';

/**
 * Mastodon's profile limits: display name and note lengths (characters), the number of fields, the length a
 * field's name and value are cut to, and the largest avatar or header file (8 MB, Account::Avatar's limit).
 */
export const PROFILE_LIMITS = {
  displayName: 30,
  note: 500,
  fields: 4,
  fieldName: 255,
  fieldValue: 255,
  imageBytes: 8 * 1024 * 1024,
} as const;

/** The picture types an avatar or header may be (Account::Avatar / Account::Header). */
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

interface ValidationDetail {
  error: string;
  description: string;
}

/**
 * A refused update, as Mastodon's update_credentials answers ActiveRecord::RecordInvalid (422): `error` is
 * "Validation failed: " with every full message joined by ", ", `details` each attribute's errors.
 */
export class ProfileError extends Error {
  constructor(readonly details: Record<string, ValidationDetail[]>) {
    super(
      `Validation failed: ${Object.entries(details)
        .flatMap(([attribute, errors]) => errors.map((e) => `${humanAttribute(attribute)} ${e.description}`))
        .join(', ')}`,
    );
  }
}

const humanAttribute = (attribute: string) => {
  const words = attribute.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Collects validation errors per attribute, in the order they are found. */
class Validation {
  readonly details: Record<string, ValidationDetail[]> = {};
  add(attribute: string, code: string, description: string): void {
    (this.details[attribute] ??= []).push({ error: `ERR_${code.toUpperCase()}`, description });
  }
  check(): void {
    if (Object.keys(this.details).length > 0) throw new ProfileError(this.details);
  }
}

const PRIVACIES: VisibilityEx[] = ['public', 'unlisted', 'private', 'direct', 'public_unlisted', 'login'];
const SEARCHABILITIES: Searchability[] = ['public', 'public_unlisted', 'private', 'direct', 'limited'];
const QUOTE_POLICIES: QuotePolicy[] = ['public', 'followers', 'nobody'];

const length = (text: string) => [...text].length;
/** Account::Field reads a local field's name and value stripped and cut to 255 characters. */
const fieldText = (raw: ParamValue | undefined, limit: number) => [...(str(raw) ?? '').trim()].slice(0, limit).join('');

/**
 * fields_attributes as rows (a JSON array, or the form shape `fields_attributes[0][name]`, an object by index), in
 * order; a row with neither a name nor a value is dropped (Account#fields_attributes=).
 */
function readFields(raw: ParamValue | undefined): Array<{ name: string; value: string }> | null {
  if (raw === undefined || typeof raw === 'string' || raw instanceof File) return null;
  const rows = Array.isArray(raw)
    ? raw
    : Object.keys(raw)
        .sort((a, b) => Number(a) - Number(b))
        .map((k) => raw[k]!);
  return rows
    .flatMap((row) => {
      if (typeof row !== 'object' || row instanceof File || Array.isArray(row)) return [];
      return [
        { name: fieldText(row.name, PROFILE_LIMITS.fieldName), value: fieldText(row.value, PROFILE_LIMITS.fieldValue) },
      ];
    })
    .filter((f) => f.name !== '' || f.value !== '');
}

/** A field value as HTML: text escaped, links made clickable (no paragraph). */
function fieldHtml(ctx: SandboxContext, value: string): string {
  return renderStatusText(ctx.db, value).content.replace(/^<p>|<\/p>$/g, '');
}

/** A file part of the form: a File of any realm (a DOM test environment has a File class of its own). */
function filePart(value: ParamValue | undefined): File | undefined {
  if (value instanceof File) return value;
  const candidate = value as Partial<File> | undefined;
  return typeof candidate === 'object' &&
    typeof candidate.arrayBuffer === 'function' &&
    typeof candidate.name === 'string' &&
    typeof candidate.size === 'number'
    ? (candidate as File)
    : undefined;
}

/** An avatar or header file's own checks (its type, then its size), as Paperclip words them. */
function checkImage(validation: Validation, kind: 'avatar' | 'header', file: File): void {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    validation.add(`${kind}_content_type`, 'invalid', 'is invalid');
    validation.add(kind, 'invalid', 'is invalid');
  } else if (file.size >= PROFILE_LIMITS.imageBytes) {
    const limit = `${PROFILE_LIMITS.imageBytes / 1024 / 1024} MB`;
    validation.add(`${kind}_file_size`, 'less_than', `must be less than ${limit}`);
    validation.add(kind, 'less_than', `must be less than ${limit}`);
  }
}

/**
 * PATCH update_credentials: profile texts, images, switches, fields and posting defaults (source[...]). Every
 * check runs before anything is written, so a refused update changes nothing (Mastodon's update! in one
 * transaction): the pictures' types and sizes, the display name and note lengths after stripping, at most four
 * fields, and no field with a value but no name.
 */
export async function updateProfile(ctx: SandboxContext, viewer: Viewer, p: Params): Promise<void> {
  const { account, user } = viewer;
  const validation = new Validation();
  const avatarFile = filePart(p.avatar);
  const headerFile = filePart(p.header);
  if (avatarFile) checkImage(validation, 'avatar', avatarFile);
  if (headerFile) checkImage(validation, 'header', headerFile);
  // Account#prepare_contents strips the display name and note before they are validated
  const displayName = str(p.display_name)?.trim();
  const note = str(p.note)?.trim();
  const fields = readFields(p.fields_attributes);
  if (displayName !== undefined && length(displayName) > PROFILE_LIMITS.displayName) {
    validation.add('display_name', 'too_long', `is too long (maximum is ${PROFILE_LIMITS.displayName} characters)`);
  }
  if (note !== undefined && length(note) > PROFILE_LIMITS.note) {
    validation.add('note', 'too_long', `is too long (maximum is ${PROFILE_LIMITS.note} characters)`);
  }
  if (fields && fields.length > PROFILE_LIMITS.fields) {
    // Rails' length message, which speaks of characters for a list too
    validation.add('fields', 'too_long', `is too long (maximum is ${PROFILE_LIMITS.fields} characters)`);
  }
  if (fields?.some((f) => f.name === '' && f.value !== '')) {
    validation.add('fields', 'fields_with_values_missing_labels', 'contains values with missing labels');
  }
  const source =
    typeof p.source === 'object' && !(p.source instanceof File) && !Array.isArray(p.source) ? p.source : {};
  const privacy = str(source.privacy) as VisibilityEx | undefined;
  if (privacy !== undefined && !PRIVACIES.includes(privacy))
    validation.add('privacy', 'invalid', `${privacy} is not supported`);
  validation.check();

  const store = async (kind: 'avatar' | 'header', file: File | undefined) =>
    file ? (await storeUpload(ctx.db, `${kind}-${account.id}-${ctx.db.nextId()}`, 'original', file)).path : undefined;
  const avatar = await store('avatar', avatarFile);
  const header = await store('header', headerFile);

  if (displayName !== undefined) account.display_name = displayName;
  if (note !== undefined) {
    account.note = note ? renderStatusText(ctx.db, note).content : '';
    account.note_source = note;
  }
  if (avatar) account.avatar = avatar;
  if (header) account.header = header;
  if (fields) {
    const before = account.fields;
    account.fields = fields.map((f): FieldRecord => {
      // a field keeps its verification while its value stays the same
      const previous = before.find((old) => typedFieldValue(old) === f.value && old.verified_at !== null);
      return {
        name: f.name,
        value: fieldHtml(ctx, f.value),
        verified_at: previous?.verified_at ?? null,
        value_source: f.value,
      };
    });
  }
  const wasLocked = account.locked;
  if (p.locked !== undefined) account.locked = bool(p.locked);
  if (p.bot !== undefined) account.bot = bool(p.bot);
  if (p.discoverable !== undefined) account.discoverable = bool(p.discoverable);
  if (p.indexable !== undefined) account.indexable = bool(p.indexable);
  if (p.hide_collections !== undefined) account.hide_collections = bool(p.hide_collections);
  account.emojis = [
    ...new Set([
      ...shortcodesIn(account.display_name),
      ...shortcodesIn(account.note),
      ...account.fields.flatMap((f) => shortcodesIn(`${f.name} ${f.value}`)),
    ]),
  ].filter((code) => ctx.db.customEmojis.has(code));
  if (wasLocked && !account.locked) {
    for (const requesterId of ctx.db.followRequests.sources(account.id)) authorizeRequest(ctx, account.id, requesterId);
  }

  if (privacy !== undefined) user.default_privacy = privacy;
  if (source.sensitive !== undefined) user.default_sensitive = bool(source.sensitive);
  const language = str(source.language);
  if (language) user.default_language = language;
  const quotePolicy = str(source.quote_policy) as QuotePolicy | undefined;
  if (quotePolicy && QUOTE_POLICIES.includes(quotePolicy)) user.default_quote_policy = quotePolicy;
  const searchability = str(source.searchability) as Searchability | undefined;
  if (searchability && SEARCHABILITIES.includes(searchability)) user.default_searchability = searchability;
}
