/** Statuses: one function per `statuses.*` catalogue entry. */
import type { CallOptions } from './client';
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
import { defineCall, entry, type CallSpec } from './calls/call-spec';
import { listsIn, one, record, titled } from './answers/more-shapes';
import { listOf, object, text } from './answers/shapes';
import { account, posts, status } from './answers/status-guards';
import type { StatusParams } from '../../domain/api/status-params';

const post = one('status', status);
const accounts = listOf('account', account);
/** the thread around a post: its ancestors and replies (kmyblue adds the posts it refers to) */
const thread = listsIn(
  'context',
  { ancestors: ['status', status], descendants: ['status', status] },
  { references: ['status', status] },
);
const reactions = listOf('reaction', object({ name: text, account }));
const categories = listOf('bookmark category', titled);

export interface PostOptions extends CallOptions {
  /** Sent as the Idempotency-Key header; a fresh one is made when absent. */
  idempotencyKey?: string;
}

function idempotencyHeaders(key: string | undefined): Record<string, string> {
  return { 'Idempotency-Key': key || crypto.randomUUID() };
}

export const create = defineCall(
  entry('statuses.create', 'POST', '/api/v1/statuses', post),
  (call, params: StatusParams, options: PostOptions = {}): Promise<ApiStatus> => {
    const { idempotencyKey, ...rest } = options;
    return call.answer({ ...rest, body: { ...params }, headers: idempotencyHeaders(idempotencyKey) });
  },
);

export const edit = defineCall(
  entry('statuses.edit', 'PUT', '/api/v1/statuses/{id}', post),
  (call, id: string, params: StatusParams, options: PostOptions = {}): Promise<ApiStatus> => {
    const { idempotencyKey, ...rest } = options;
    return call.answer({
      ...rest,
      params: { id },
      body: { ...params },
      headers: idempotencyHeaders(idempotencyKey),
    });
  },
);

export const get = defineCall(
  entry('statuses.get', 'GET', '/api/v1/statuses/{id}', post),
  (call, id: string, options: CallOptions = {}): Promise<ApiStatus> => call.answer({ ...options, params: { id } }),
);

/** Delete; with deleteMedia the attachments go too (delete and redraft keeps them by passing false). */
export const remove = defineCall(
  entry('statuses.delete', 'DELETE', '/api/v1/statuses/{id}', post),
  (call, id: string, deleteMedia = false, options: CallOptions = {}): Promise<ApiStatus & { text?: string | null }> =>
    call.answer({
      ...options,
      params: { id },
      query: deleteMedia ? { delete_media: true } : {},
    }),
);
export { remove as delete };

/** The thread, with kmyblue references (with_reference=1). */
export const context = defineCall(
  entry('statuses.context', 'GET', '/api/v1/statuses/{id}/context', thread),
  (call, id: string, options: CallOptions = {}): Promise<ApiContext> =>
    call.answer({ ...options, params: { id }, query: { with_reference: 1 } }),
);

export const source = defineCall(
  entry('statuses.source', 'GET', '/api/v1/statuses/{id}/source', one('status source', record)),
  (call, id: string, options: CallOptions = {}): Promise<ApiStatusSource> =>
    call.answer({ ...options, params: { id } }),
);

export const history = defineCall(
  entry(
    'statuses.history',
    'GET',
    '/api/v1/statuses/{id}/history',
    listOf('edit', object({ created_at: text, account })),
  ),
  (call, id: string, options: CallOptions = {}): Promise<ApiStatusEdit[]> =>
    call.answer({ ...options, params: { id } }),
);

const pagedBy = <T>(spec: CallSpec) =>
  defineCall(spec, (call, id: string, paging: PageParams = {}, options: CallOptions = {}): Promise<Page<T>> =>
    call.page<T>({ ...options, params: { id }, query: { ...paging } }),
  );

export const quotes = pagedBy<ApiStatus>(entry('statuses.quotes', 'GET', '/api/v1/statuses/{id}/quotes', posts));
export const rebloggedBy = pagedBy<ApiAccount>(
  entry('statuses.rebloggedBy', 'GET', '/api/v1/statuses/{id}/reblogged_by', accounts),
);
export const favouritedBy = pagedBy<ApiAccount>(
  entry('statuses.favouritedBy', 'GET', '/api/v1/statuses/{id}/favourited_by', accounts),
);
export const emojiReactionedBy = pagedBy<ApiEmojiReactionedBy>(
  entry('statuses.emojiReactionedBy', 'GET', '/api/v1/statuses/{id}/emoji_reactioned_by', reactions),
);
export const mentionedBy = pagedBy<ApiAccount>(
  entry('statuses.mentionedBy', 'GET', '/api/v1/statuses/{id}/mentioned_by', accounts),
);
export const referredBy = pagedBy<ApiStatus>(
  entry('statuses.referredBy', 'GET', '/api/v1/statuses/{id}/referred_by', posts),
);

export const bookmarkCategories = defineCall(
  entry('statuses.bookmarkCategories', 'GET', '/api/v1/statuses/{id}/bookmark_categories', categories),
  (call, id: string, options: CallOptions = {}): Promise<ApiBookmarkCategory[]> =>
    call.answer({ ...options, params: { id } }),
);

export const interactionPolicy = defineCall(
  entry('statuses.interactionPolicy', 'PUT', '/api/v1/statuses/{id}/interaction_policy', post),
  (call, id: string, quotePolicy: ApiQuotePolicy, options: CallOptions = {}): Promise<ApiStatus> =>
    call.answer({
      ...options,
      params: { id },
      body: { quote_approval_policy: quotePolicy },
    }),
);

/** Boost; the visibility of the boost itself is optional. */
export const reblog = defineCall(
  entry('statuses.reblog', 'POST', '/api/v1/statuses/{id}/reblog', post),
  (
    call,
    id: string,
    visibility?: 'public' | 'unlisted' | 'private' | 'public_unlisted' | 'login',
    options: CallOptions = {},
  ): Promise<ApiStatus> => call.answer({ ...options, params: { id }, body: visibility ? { visibility } : {} }),
);

const statusAction = (spec: CallSpec) =>
  defineCall(spec, (call, id: string, options: CallOptions = {}): Promise<ApiStatus> =>
    call.answer({ ...options, params: { id } }),
  );

export const unreblog = statusAction(entry('statuses.unreblog', 'POST', '/api/v1/statuses/{id}/unreblog', post));
export const favourite = statusAction(entry('statuses.favourite', 'POST', '/api/v1/statuses/{id}/favourite', post));
export const unfavourite = statusAction(
  entry('statuses.unfavourite', 'POST', '/api/v1/statuses/{id}/unfavourite', post),
);
export const bookmark = statusAction(entry('statuses.bookmark', 'POST', '/api/v1/statuses/{id}/bookmark', post));
export const unbookmark = statusAction(entry('statuses.unbookmark', 'POST', '/api/v1/statuses/{id}/unbookmark', post));
export const pin = statusAction(entry('statuses.pin', 'POST', '/api/v1/statuses/{id}/pin', post));
export const unpin = statusAction(entry('statuses.unpin', 'POST', '/api/v1/statuses/{id}/unpin', post));
export const mute = statusAction(entry('statuses.mute', 'POST', '/api/v1/statuses/{id}/mute', post));
export const unmute = statusAction(entry('statuses.unmute', 'POST', '/api/v1/statuses/{id}/unmute', post));

export const translate = defineCall(
  entry('statuses.translate', 'POST', '/api/v1/statuses/{id}/translate', one('translation', record)),
  (call, id: string, lang?: string, options: CallOptions = {}): Promise<ApiTranslation> =>
    call.answer({ ...options, params: { id }, body: lang ? { lang } : {} }),
);

/** The author of `id` revokes the quote `quoteId` of their post. */
export const revokeQuote = defineCall(
  entry('statuses.revokeQuote', 'POST', '/api/v1/statuses/{id}/quotes/{quoteId}/revoke', post),
  (call, id: string, quoteId: string, options: CallOptions = {}): Promise<ApiStatus> =>
    call.answer({ ...options, params: { id, quoteId } }),
);

/** `emoji`: a native character, a local shortcode, or `shortcode@domain` (a remote custom emoji). */
export const emojiReaction = defineCall(
  entry('statuses.emojiReaction', 'POST', '/api/v1/statuses/{id}/emoji_reactions', post),
  (call, id: string, emoji: string, options: CallOptions = {}): Promise<ApiStatus> =>
    call.answer({ ...options, params: { id }, body: { emoji } }),
);

export const emojiUnreaction = defineCall(
  entry('statuses.emojiUnreaction', 'POST', '/api/v1/statuses/{id}/emoji_unreaction', post),
  (call, id: string, emoji: string, options: CallOptions = {}): Promise<ApiStatus> =>
    call.answer({ ...options, params: { id }, body: { emoji } }),
);

const ownCollection = (spec: CallSpec) =>
  defineCall(spec, (call, paging: PageParams = {}, options: CallOptions = {}): Promise<Page<ApiStatus>> =>
    call.page<ApiStatus>({ ...options, query: { ...paging } }),
  );

export const bookmarks = ownCollection(entry('statuses.bookmarks', 'GET', '/api/v1/bookmarks', posts));
export const favourites = ownCollection(entry('statuses.favourites', 'GET', '/api/v1/favourites', posts));
export const emojiReactions = ownCollection(entry('statuses.emojiReactions', 'GET', '/api/v1/emoji_reactions', posts));
