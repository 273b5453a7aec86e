/** Statuses (spec 7 "Statuses"): one function per `statuses.*` catalogue entry. */
import type { ApiClient, CallOptions } from './client';
import type { Page } from './page';
import type { PageParams } from './params';
import type {
  ApiAccount,
  ApiBookmarkCategory,
  ApiContext,
  ApiEmojiReactionedBy,
  ApiQuotePolicy,
  ApiStatus,
  ApiStatusEdit,
  ApiStatusSource,
  ApiTranslation,
} from '../../domain/entities/api-types';
import type { StatusParams } from '../../domain/api/status-params';
import { registerCalls } from './calls/registry';
import { calls as areaCalls } from './calls/statuses';

// the client finds this area's calls by id once this module has loaded (calls/registry.ts)
registerCalls(areaCalls);

export interface PostOptions extends CallOptions {
  /** Sent as the Idempotency-Key header (spec 7); a fresh one is made when absent. */
  idempotencyKey?: string;
}

function idempotencyHeaders(key: string | undefined): Record<string, string> {
  return { 'Idempotency-Key': key || crypto.randomUUID() };
}

export function create(client: ApiClient, params: StatusParams, options: PostOptions = {}): Promise<ApiStatus> {
  const { idempotencyKey, ...rest } = options;
  return client.call('statuses.create', { ...rest, body: { ...params }, headers: idempotencyHeaders(idempotencyKey) });
}

export function edit(
  client: ApiClient,
  id: string,
  params: StatusParams,
  options: PostOptions = {},
): Promise<ApiStatus> {
  const { idempotencyKey, ...rest } = options;
  return client.call('statuses.edit', {
    ...rest,
    params: { id },
    body: { ...params },
    headers: idempotencyHeaders(idempotencyKey),
  });
}

export function get(client: ApiClient, id: string, options: CallOptions = {}): Promise<ApiStatus> {
  return client.call('statuses.get', { ...options, params: { id } });
}

/** Delete; with deleteMedia the attachments go too (delete and redraft keeps them by passing false). */
export function remove(
  client: ApiClient,
  id: string,
  deleteMedia = false,
  options: CallOptions = {},
): Promise<ApiStatus & { text?: string | null }> {
  return client.call('statuses.delete', {
    ...options,
    params: { id },
    query: deleteMedia ? { delete_media: true } : {},
  });
}
export { remove as delete };

/** The thread, with kmyblue references (with_reference=1). */
export function context(client: ApiClient, id: string, options: CallOptions = {}): Promise<ApiContext> {
  return client.call('statuses.context', { ...options, params: { id }, query: { with_reference: 1 } });
}

export function source(client: ApiClient, id: string, options: CallOptions = {}): Promise<ApiStatusSource> {
  return client.call('statuses.source', { ...options, params: { id } });
}

export function history(client: ApiClient, id: string, options: CallOptions = {}): Promise<ApiStatusEdit[]> {
  return client.call('statuses.history', { ...options, params: { id } });
}

const pagedBy =
  <T>(callId: string) =>
  (client: ApiClient, id: string, paging: PageParams = {}, options: CallOptions = {}): Promise<Page<T>> =>
    client.callPage<T>(callId, { ...options, params: { id }, query: { ...paging } });

export const quotes = pagedBy<ApiStatus>('statuses.quotes');
export const rebloggedBy = pagedBy<ApiAccount>('statuses.rebloggedBy');
export const favouritedBy = pagedBy<ApiAccount>('statuses.favouritedBy');
export const emojiReactionedBy = pagedBy<ApiEmojiReactionedBy>('statuses.emojiReactionedBy');
export const mentionedBy = pagedBy<ApiAccount>('statuses.mentionedBy');
export const referredBy = pagedBy<ApiStatus>('statuses.referredBy');

export function bookmarkCategories(
  client: ApiClient,
  id: string,
  options: CallOptions = {},
): Promise<ApiBookmarkCategory[]> {
  return client.call('statuses.bookmarkCategories', { ...options, params: { id } });
}

export function interactionPolicy(
  client: ApiClient,
  id: string,
  quotePolicy: ApiQuotePolicy,
  options: CallOptions = {},
): Promise<ApiStatus> {
  return client.call('statuses.interactionPolicy', {
    ...options,
    params: { id },
    body: { quote_approval_policy: quotePolicy },
  });
}

/** Boost; the visibility of the boost itself is optional. */
export function reblog(
  client: ApiClient,
  id: string,
  visibility?: 'public' | 'unlisted' | 'private' | 'public_unlisted' | 'login',
  options: CallOptions = {},
): Promise<ApiStatus> {
  return client.call('statuses.reblog', { ...options, params: { id }, body: visibility ? { visibility } : {} });
}

const statusAction =
  (callId: string) =>
  (client: ApiClient, id: string, options: CallOptions = {}): Promise<ApiStatus> =>
    client.call(callId, { ...options, params: { id } });

export const unreblog = statusAction('statuses.unreblog');
export const favourite = statusAction('statuses.favourite');
export const unfavourite = statusAction('statuses.unfavourite');
export const bookmark = statusAction('statuses.bookmark');
export const unbookmark = statusAction('statuses.unbookmark');
export const pin = statusAction('statuses.pin');
export const unpin = statusAction('statuses.unpin');
export const mute = statusAction('statuses.mute');
export const unmute = statusAction('statuses.unmute');

export function translate(
  client: ApiClient,
  id: string,
  lang?: string,
  options: CallOptions = {},
): Promise<ApiTranslation> {
  return client.call('statuses.translate', { ...options, params: { id }, body: lang ? { lang } : {} });
}

/** The author of `id` revokes the quote `quoteId` of their post. */
export function revokeQuote(
  client: ApiClient,
  id: string,
  quoteId: string,
  options: CallOptions = {},
): Promise<ApiStatus> {
  return client.call('statuses.revokeQuote', { ...options, params: { id, quoteId } });
}

/** `emoji`: a native character, a local shortcode, or `shortcode@domain` (spec 5). */
export function emojiReaction(
  client: ApiClient,
  id: string,
  emoji: string,
  options: CallOptions = {},
): Promise<ApiStatus> {
  return client.call('statuses.emojiReaction', { ...options, params: { id }, body: { emoji } });
}

export function emojiUnreaction(
  client: ApiClient,
  id: string,
  emoji: string,
  options: CallOptions = {},
): Promise<ApiStatus> {
  return client.call('statuses.emojiUnreaction', { ...options, params: { id }, body: { emoji } });
}

const ownCollection =
  (callId: string) =>
  (client: ApiClient, paging: PageParams = {}, options: CallOptions = {}): Promise<Page<ApiStatus>> =>
    client.callPage<ApiStatus>(callId, { ...options, query: { ...paging } });

export const bookmarks = ownCollection('statuses.bookmarks');
export const favourites = ownCollection('statuses.favourites');
export const emojiReactions = ownCollection('statuses.emojiReactions');
