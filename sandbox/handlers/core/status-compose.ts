import type { Viewer } from '../../kernel/context';
import type { SandboxDb } from '../../kernel/db';
import { bool, int, list, str, type ParamValue, type Params } from '../../kernel/http';
import type { LimitedScope, QuotePolicy, Searchability, StatusRecord, VisibilityEx } from '../../kernel/records';
import { canSee } from '../../kernel/visibility';
import { quoteApproval } from '../../serialize/quote-approval';
import { checkComposeMedia, MediaRefusal } from './compose-media';
import { LIMITS } from './instance-info';

export interface PollInput {
  options: string[];
  expiresIn: number;
  multiple: boolean;
  hideTotals: boolean;
}

/** A validated create or edit request. */
export interface ComposeInput {
  text: string;
  spoilerText: string;
  sensitive: boolean;
  markdown: boolean;
  language: string | null;
  visibility: VisibilityEx;
  limitedScope: LimitedScope;
  circleId: string | null;
  searchability: Searchability;
  inReplyTo: StatusRecord | null;
  mediaIds: string[];
  poll: PollInput | null;
  quoteOf: StatusRecord | null;
  referenceIds: string[];
  quotePolicy: QuotePolicy;
}

export class ComposeError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const fail = (message: string, status = 422): never => {
  throw new ComposeError(status, message);
};

const VISIBILITIES = [
  'public',
  'unlisted',
  'private',
  'direct',
  'public_unlisted',
  'login',
  'limited',
  'mutual',
  'circle',
  'reply',
];
const SEARCHABILITIES: Searchability[] = ['public', 'public_unlisted', 'private', 'direct', 'limited'];
const SEARCH_RANK: Record<Searchability, number> = { public: 0, public_unlisted: 1, private: 2, direct: 3, limited: 4 };
const QUOTE_POLICIES: QuotePolicy[] = ['public', 'followers', 'nobody'];

/** Length as the server counts it: every URL is 23 characters, a remote mention counts without its domain. */
export function countedLength(text: string): number {
  const shortened = text
    .replace(/https?:\/\/[^\s<>"]+/g, 'x'.repeat(LIMITS.charactersReservedPerUrl))
    .replace(/(^|[^\w/@])@([A-Za-z0-9_]+)@[A-Za-z0-9.-]+[A-Za-z0-9]/g, '$1@$2');
  return [...shortened].length;
}

/** Poll parameters from JSON (`poll: {options: [...]}`) or forms (`poll[options][]`). */
function readPoll(raw: ParamValue | undefined): PollInput | null {
  if (raw === undefined || typeof raw === 'string' || raw instanceof File || Array.isArray(raw)) return null;
  const options = list(raw.options).map((o) => o.trim());
  if (raw.options === undefined) return null;
  const expiresIn = int(raw.expires_in, 86_400);
  if (options.length < 2) fail('Validation failed: Poll must have at least 2 options');
  if (options.length > LIMITS.pollMaxOptions)
    fail(`Validation failed: Poll can't contain more than ${LIMITS.pollMaxOptions} items`);
  if (options.some((o) => o.length === 0)) fail("Validation failed: Poll options can't be blank");
  if (options.some((o) => [...o].length > LIMITS.pollMaxCharactersPerOption)) {
    fail(`Validation failed: Poll options can't be longer than ${LIMITS.pollMaxCharactersPerOption} characters`);
  }
  if (new Set(options).size !== options.length)
    fail('Validation failed: Poll options must not contain duplicate items');
  if (expiresIn < LIMITS.pollMinExpiration) fail('Validation failed: Poll expiration is too short');
  if (expiresIn > LIMITS.pollMaxExpiration) fail('Validation failed: Poll expiration is too long');
  return { options, expiresIn, multiple: bool(raw.multiple), hideTotals: bool(raw.hide_totals) };
}

/** kmyblue visibility parameter -> stored visibility, limited scope and circle. */
function resolveVisibility(
  db: SandboxDb,
  viewer: Viewer,
  params: Params,
  inReplyTo: StatusRecord | null,
): { visibility: VisibilityEx; limitedScope: LimitedScope; circleId: string | null } {
  const requested = str(params.visibility) || viewer.user.default_privacy;
  if (!VISIBILITIES.includes(requested)) fail(`Validation failed: Visibility ${requested} is not supported`);
  const circleId = str(params.circle_id) || null;
  const ownedCircle = () => {
    const circle = circleId ? db.circles.get(circleId) : undefined;
    if (!circle || circle.account_id !== viewer.account.id)
      fail('Validation failed: Circle is required and must be one of yours');
    return circle!.id;
  };
  switch (requested) {
    case 'circle':
      return { visibility: 'limited', limitedScope: 'circle', circleId: ownedCircle() };
    case 'limited':
      if (circleId) return { visibility: 'limited', limitedScope: 'circle', circleId: ownedCircle() };
      if (!inReplyTo) fail('Validation failed: A limited post needs a circle or must be a reply');
      return { visibility: 'limited', limitedScope: 'reply', circleId: null };
    case 'reply':
      if (!inReplyTo) fail('Validation failed: The reply visibility needs in_reply_to_id');
      return { visibility: 'limited', limitedScope: 'reply', circleId: null };
    case 'mutual':
      return { visibility: 'limited', limitedScope: 'mutual', circleId: null };
    default:
      return { visibility: requested as VisibilityEx, limitedScope: null, circleId: null };
  }
}

/** The least open searchability a visibility allows (a followers-only post cannot be searchable by everyone). */
function clampSearchability(searchability: Searchability, visibility: VisibilityEx): Searchability {
  const floor: Searchability =
    visibility === 'private'
      ? 'private'
      : visibility === 'direct'
        ? 'direct'
        : visibility === 'limited'
          ? 'limited'
          : 'public';
  return SEARCH_RANK[searchability] < SEARCH_RANK[floor] ? floor : searchability;
}

function visibleStatus(db: SandboxDb, viewerId: string, id: string | undefined): StatusRecord | null {
  if (!id) return null;
  const status = db.statuses.get(id);
  if (!status || !canSee(db, viewerId, status)) fail('Record not found', 404);
  return status!;
}

/** checkComposeMedia with its refusal as a 422 ComposeError. */
function composeMedia(
  db: SandboxDb,
  viewerId: string,
  ids: string[],
  editing: StatusRecord | null,
  withPoll: boolean,
): string[] {
  try {
    return checkComposeMedia(db, viewerId, ids, editing, withPoll);
  } catch (error) {
    if (error instanceof MediaRefusal) fail(error.message);
    throw error;
  }
}

/** A language tag Mastodon would keep (ISO 639-1 or -3, optionally with a region); anything else falls back. */
const validLanguage = (tag: string | undefined): string | undefined =>
  tag && /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(tag) ? tag : undefined;

/**
 * Validates the parameters of POST /api/v1/statuses (or PUT when `editing` is given: visibility, reply and quote
 * then come from the edited status). Throws ComposeError with the HTTP status and message.
 */
export function parseCompose(
  db: SandboxDb,
  viewer: Viewer,
  params: Params,
  editing: StatusRecord | null = null,
): ComposeInput {
  const viewerId = viewer.account.id;
  const text = str(params.status) ?? '';
  const spoilerText = str(params.spoiler_text) ?? '';
  const poll = readPoll(params.poll);
  const mediaIds = composeMedia(db, viewerId, list(params.media_ids), editing, poll !== null);
  if (text.trim() === '' && mediaIds.length === 0 && !poll) fail("Validation failed: Text can't be blank");
  if (countedLength(text) + countedLength(spoilerText) > LIMITS.maxCharacters) {
    fail(`Validation failed: Text character limit of ${LIMITS.maxCharacters} exceeded`);
  }
  const language = validLanguage(str(params.language)) || editing?.language || viewer.user.default_language || null;
  const sensitive =
    (params.sensitive === undefined ? (editing?.sensitive ?? viewer.user.default_sensitive) : bool(params.sensitive)) ||
    spoilerText.trim() !== '';
  const markdown = params.markdown === undefined ? (editing?.markdown ?? false) : bool(params.markdown);
  const requestedPolicy = str(params.quote_approval_policy) as QuotePolicy | undefined;
  if (requestedPolicy !== undefined && !QUOTE_POLICIES.includes(requestedPolicy)) {
    fail(`Validation failed: Quote approval policy ${requestedPolicy} is not supported`);
  }

  if (editing) {
    const closedEdit =
      editing.visibility === 'private' || editing.visibility === 'direct' || editing.visibility === 'limited';
    return {
      text,
      spoilerText,
      sensitive,
      markdown,
      language,
      mediaIds,
      poll,
      visibility: editing.visibility,
      limitedScope: editing.limited_scope,
      circleId: editing.circle_id,
      searchability: editing.searchability,
      inReplyTo: editing.in_reply_to_id ? (db.statuses.get(editing.in_reply_to_id) ?? null) : null,
      quoteOf: editing.quote_of_id ? (db.statuses.get(editing.quote_of_id) ?? null) : null,
      referenceIds: editing.reference_ids,
      quotePolicy: closedEdit ? 'nobody' : (requestedPolicy ?? editing.quote_approval_policy),
    };
  }

  const inReplyTo = visibleStatus(db, viewerId, str(params.in_reply_to_id));
  const { visibility, limitedScope, circleId } = resolveVisibility(db, viewer, params, inReplyTo);
  const requestedSearch = str(params.searchability) as Searchability | undefined;
  const searchability = clampSearchability(
    requestedSearch && SEARCHABILITIES.includes(requestedSearch) ? requestedSearch : viewer.user.default_searchability,
    visibility,
  );
  const quoteOf = visibleStatus(db, viewerId, str(params.quoted_status_id) ?? str(params.quote_id));
  if (quoteOf) {
    const approval = quoteApproval(db, quoteOf, viewerId).current_user;
    if (approval !== 'automatic' && approval !== 'manual') fail('You are not authorized to quote this post.');
  }
  const referenceIds = [...new Set(list(params.status_reference_ids))].filter((id) => {
    const target = db.statuses.get(id);
    return target !== undefined && canSee(db, viewerId, target) && !target.reblog_of_id;
  });
  const closed = visibility === 'private' || visibility === 'direct' || visibility === 'limited';
  const quotePolicy = closed ? 'nobody' : (requestedPolicy ?? viewer.user.default_quote_policy);
  return {
    text,
    spoilerText,
    sensitive,
    markdown,
    language,
    visibility,
    limitedScope,
    circleId,
    searchability,
    inReplyTo,
    mediaIds,
    poll,
    quoteOf,
    referenceIds,
    quotePolicy,
  };
}
