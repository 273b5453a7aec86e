import type { SandboxContext, Viewer } from '../../kernel/context';
import { bool, str, type ParamValue, type Params } from '../../kernel/http';
import type { FieldRecord, QuotePolicy, Searchability, VisibilityEx } from '../../kernel/records';
import { shortcodesIn } from '../../serialize/emoji';
import { authorizeRequest } from './account-actions';
import { renderStatusText } from './status-text';
import { storeUpload } from './upload-store';

export const PROFILE_LIMITS = { displayName: 30, note: 500, fields: 4, fieldName: 255, fieldValue: 255 } as const;

export class ProfileError extends Error {}

const PRIVACIES: VisibilityEx[] = ['public', 'unlisted', 'private', 'direct', 'public_unlisted', 'login'];
const SEARCHABILITIES: Searchability[] = ['public', 'public_unlisted', 'private', 'direct', 'limited'];
const QUOTE_POLICIES: QuotePolicy[] = ['public', 'followers', 'nobody'];

/** fields_attributes as rows: JSON array, or the form shape `fields_attributes[0][name]` (an object by index). */
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
      return [{ name: (str(row.name) ?? '').trim(), value: (str(row.value) ?? '').trim() }];
    })
    .filter((f) => f.name !== '' || f.value !== '');
}

/** A field value as HTML: text escaped, links made clickable (no paragraph). */
function fieldHtml(ctx: SandboxContext, value: string): string {
  return renderStatusText(ctx.db, value).content.replace(/^<p>|<\/p>$/g, '');
}

async function storeImage(
  ctx: SandboxContext,
  accountId: string,
  kind: 'avatar' | 'header',
  raw: ParamValue | undefined,
) {
  if (!(raw instanceof File)) return undefined;
  if (!raw.type.startsWith('image/'))
    throw new ProfileError(`Validation failed: ${kind === 'avatar' ? 'Avatar' : 'Header'} must be an image`);
  return (await storeUpload(ctx.db, `${kind}-${accountId}-${ctx.db.nextId()}`, 'original', raw)).path;
}

/** PATCH update_credentials: profile fields, images, flags, fields and posting defaults (source[...]). */
export async function updateProfile(ctx: SandboxContext, viewer: Viewer, p: Params): Promise<void> {
  const { account, user } = viewer;
  const displayName = str(p.display_name);
  const note = str(p.note);
  const fields = readFields(p.fields_attributes);
  if (displayName !== undefined && [...displayName].length > PROFILE_LIMITS.displayName) {
    throw new ProfileError(
      `Validation failed: Display name is too long (maximum is ${PROFILE_LIMITS.displayName} characters)`,
    );
  }
  if (note !== undefined && [...note].length > PROFILE_LIMITS.note) {
    throw new ProfileError(`Validation failed: Note is too long (maximum is ${PROFILE_LIMITS.note} characters)`);
  }
  if (fields && fields.length > PROFILE_LIMITS.fields) {
    throw new ProfileError(`Validation failed: Fields can have at most ${PROFILE_LIMITS.fields} entries`);
  }
  if (fields?.some((f) => f.name.length > PROFILE_LIMITS.fieldName || f.value.length > PROFILE_LIMITS.fieldValue)) {
    throw new ProfileError('Validation failed: A profile field is too long');
  }
  const source =
    typeof p.source === 'object' && !(p.source instanceof File) && !Array.isArray(p.source) ? p.source : {};
  const privacy = str(source.privacy) as VisibilityEx | undefined;
  if (privacy !== undefined && !PRIVACIES.includes(privacy))
    throw new ProfileError(`Validation failed: Privacy ${privacy} is not supported`);
  const avatar = await storeImage(ctx, account.id, 'avatar', p.avatar);
  const header = await storeImage(ctx, account.id, 'header', p.header);

  if (displayName !== undefined) account.display_name = displayName;
  if (note !== undefined) account.note = note.trim() ? renderStatusText(ctx.db, note).content : '';
  if (avatar) account.avatar = avatar;
  if (header) account.header = header;
  if (fields) {
    account.fields = fields.map((f): FieldRecord => ({
      name: f.name,
      value: fieldHtml(ctx, f.value),
      verified_at: null,
    }));
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
