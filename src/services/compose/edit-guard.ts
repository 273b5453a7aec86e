/**
 * An edit draft never overwrites a newer version (field note 5: "one client edits the live post from a stale
 * draft"). A draft that edits a post (draft.id set) is saved with its `editBase`: the post's id and its
 * `edited_at` when the edit began (null: never edited yet, the created version). Before a restored edit draft is
 * sent, `checkEditBase` compares that base with the post the server has now:
 * - 'current'     the post is as it was when the edit began: the draft may be sent;
 * - 'stale'       the post was edited since (or the draft does not say which version it started from): the
 *                 reader must choose (reload the post or send anyway); never sent silently;
 * - 'gone'        the post no longer exists (404);
 * - 'not-editing' the draft is a new post.
 * And a restored edit draft only ever PUTs to its own post: `assertEditTarget` refuses any other id.
 */
import type { Api } from '../api';
import type { ApiStatus } from '../../domain/entities/api-types';
import { isNotFound } from '../../domain/errors/api-error';
import type { ComposeDraft, PersistedDraft } from '../../machines/compose-types';
import type { EditBaseCheck } from '../../machines/compose-runtime-types';

export type EditBase = NonNullable<PersistedDraft['editBase']>;

type StatusVersion = Pick<ApiStatus, 'id'> & { edited_at?: string | null };

/** The base of an edit beginning now on `status` (as the server sent it). */
export function editBaseOf(status: StatusVersion): EditBase {
  return { id: status.id, editedAt: status.edited_at ?? null };
}

/** Two edited_at values name the same version (same instant, whatever the ISO spelling). */
function sameVersion(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a === b;
  const [ta, tb] = [Date.parse(a), Date.parse(b)];
  return Number.isFinite(ta) && Number.isFinite(tb) ? ta === tb : a === b;
}

/**
 * Whether the post a saved edit draft edits changed on the server since the edit began. `current` is the post
 * now (GET v1/statuses/{draft.id}), or null when the server answered 404.
 */
export function checkEditBase(
  saved: Pick<PersistedDraft, 'draft' | 'editBase'>,
  current: StatusVersion | null,
): EditBaseCheck {
  const target = saved.draft.id;
  if (target === null) return 'not-editing';
  if (current === null) return 'gone';
  const base = saved.editBase;
  // no base, a base of another post, or an answer about another post: nothing proves the draft is current
  if (!base || base.id !== target || current.id !== target) return 'stale';
  return sameVersion(base.editedAt, current.edited_at ?? null) ? 'current' : 'stale';
}

/**
 * checkEditBase against the server: GET v1/statuses/{draft.id} (404: 'gone'). Other failures reject, so an edit
 * that could not be checked is not sent as if it were current.
 */
export async function verifyEditDraft(
  api: { statuses: Pick<Api['statuses'], 'get'> },
  saved: Pick<PersistedDraft, 'draft' | 'editBase'>,
): Promise<EditBaseCheck> {
  if (saved.draft.id === null) return 'not-editing';
  try {
    return checkEditBase(saved, await api.statuses.get(saved.draft.id));
  } catch (error) {
    if (isNotFound(error)) return checkEditBase(saved, null);
    throw error;
  }
}

/** The draft would PUT somewhere else than the post its edit began on. */
export class EditTargetError extends Error {
  constructor(
    readonly draftId: string,
    readonly baseId: string,
  ) {
    super(`refusing to edit post ${draftId}: this draft edits post ${baseId}`);
    this.name = 'EditTargetError';
  }
}

/** Throws EditTargetError when an edit draft's id is not the post its edit began on (when that is known). */
export function assertEditTarget(draft: Pick<ComposeDraft, 'id'>, base: EditBase | null | undefined): void {
  if (draft.id !== null && base && base.id !== draft.id) throw new EditTargetError(draft.id, base.id);
}
