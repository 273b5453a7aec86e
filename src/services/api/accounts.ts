/** Accounts: one function per `accounts.*` catalogue entry. */
import type { CallOptions } from './client';
import type { Page } from './page';
import type { PageParams } from './params';
import type { FormFields } from './form-data';
import { toFormData } from './form-data';
import type {
  ApiAccount,
  ApiAntenna,
  ApiCircle,
  ApiCredentialAccount,
  ApiFamiliarFollowers,
  ApiFeaturedTag,
  ApiList,
  ApiRelationship,
  ApiStatus,
} from '../../domain/entities/api-types';
import { defineCall, entry, type CallSpec } from './calls/call-spec';
import { familiarFollowers as familiarFollowersShape, featuredTag, one, titled, withId } from './answers/more-shapes';
import { listOf } from './answers/shapes';
import { account, posts } from './answers/status-guards';

const oneAccount = one('account', account);
const accounts = listOf('account', account);
const relationship = one('relationship', withId);
const titledList = listOf('item', titled);
const familiar = listOf('familiar followers', familiarFollowersShape);

export const get = defineCall(
  entry('accounts.get', 'GET', '/api/v1/accounts/{id}', oneAccount),
  (call, id: string, options: CallOptions = {}): Promise<ApiAccount> => call.answer({ ...options, params: { id } }),
);

export const lookup = defineCall(
  entry('accounts.lookup', 'GET', '/api/v1/accounts/lookup', oneAccount),
  (call, acct: string, options: CallOptions = {}): Promise<ApiAccount> => call.answer({ ...options, query: { acct } }),
);

export interface FollowOptions {
  reblogs?: boolean;
  notify?: boolean;
  languages?: readonly string[];
}

export const follow = defineCall(
  entry('accounts.follow', 'POST', '/api/v1/accounts/{id}/follow', relationship),
  (call, id: string, follow: FollowOptions = {}, options: CallOptions = {}): Promise<ApiRelationship> =>
    call.answer({ ...options, params: { id }, body: { ...follow } }),
);

/** A change of the reader's relationship with the account `id`; the answer is the relationship after it. */
const relationshipAction = (spec: CallSpec) =>
  defineCall(spec, (call, id: string, options: CallOptions = {}): Promise<ApiRelationship> =>
    call.answer({ ...options, params: { id } }),
  );

export const unfollow = relationshipAction(
  entry('accounts.unfollow', 'POST', '/api/v1/accounts/{id}/unfollow', relationship),
);
export const block = relationshipAction(entry('accounts.block', 'POST', '/api/v1/accounts/{id}/block', relationship));
export const unblock = relationshipAction(
  entry('accounts.unblock', 'POST', '/api/v1/accounts/{id}/unblock', relationship),
);
export const unmute = relationshipAction(
  entry('accounts.unmute', 'POST', '/api/v1/accounts/{id}/unmute', relationship),
);
export const pin = relationshipAction(entry('accounts.pin', 'POST', '/api/v1/accounts/{id}/pin', relationship));
export const unpin = relationshipAction(entry('accounts.unpin', 'POST', '/api/v1/accounts/{id}/unpin', relationship));
export const removeFromFollowers = relationshipAction(
  entry('accounts.removeFromFollowers', 'POST', '/api/v1/accounts/{id}/remove_from_followers', relationship),
);

export interface MuteOptions {
  /** Also mute notifications from the account. */
  notifications?: boolean;
  /** Seconds; 0 (the default) mutes indefinitely. */
  duration?: number;
}

export const mute = defineCall(
  entry('accounts.mute', 'POST', '/api/v1/accounts/{id}/mute', relationship),
  (call, id: string, mute: MuteOptions = {}, options: CallOptions = {}): Promise<ApiRelationship> => {
    const body = { notifications: mute.notifications ?? true, duration: mute.duration ?? 0 };
    return call.answer({ ...options, params: { id }, body });
  },
);

export const note = defineCall(
  entry('accounts.note', 'POST', '/api/v1/accounts/{id}/note', relationship),
  (call, id: string, comment: string, options: CallOptions = {}): Promise<ApiRelationship> =>
    call.answer({ ...options, params: { id }, body: { comment } }),
);

export const followers = defineCall(
  entry('accounts.followers', 'GET', '/api/v1/accounts/{id}/followers', accounts),
  (call, id: string, paging: PageParams = {}, options: CallOptions = {}): Promise<Page<ApiAccount>> =>
    call.page({ ...options, params: { id }, query: { ...paging } }),
);

export const following = defineCall(
  entry('accounts.following', 'GET', '/api/v1/accounts/{id}/following', accounts),
  (call, id: string, paging: PageParams = {}, options: CallOptions = {}): Promise<Page<ApiAccount>> =>
    call.page({ ...options, params: { id }, query: { ...paging } }),
);

export const featuredTags = defineCall(
  entry('accounts.featuredTags', 'GET', '/api/v1/accounts/{id}/featured_tags', listOf('featured tag', featuredTag)),
  (call, id: string, options: CallOptions = {}): Promise<ApiFeaturedTag[]> =>
    call.answer({ ...options, params: { id } }),
);

export const endorsements = defineCall(
  entry('accounts.endorsements', 'GET', '/api/v1/accounts/{id}/endorsements', accounts),
  (call, id: string, paging: PageParams = {}, options: CallOptions = {}): Promise<Page<ApiAccount>> =>
    call.page({ ...options, params: { id }, query: { ...paging } }),
);

export const familiarFollowers = defineCall(
  entry('accounts.familiarFollowers', 'GET', '/api/v1/accounts/familiar_followers', familiar),
  (call, ids: readonly string[], options: CallOptions = {}): Promise<ApiFamiliarFollowers[]> =>
    call.answer({ ...options, query: { id: ids } }),
);

/** Prefer the relationship batcher for display; this sends one request for the given ids. */
export const relationships = defineCall(
  entry('accounts.relationships', 'GET', '/api/v1/accounts/relationships', listOf('relationship', withId)),
  (call, ids: readonly string[], options: CallOptions = {}): Promise<ApiRelationship[]> =>
    call.answer({ ...options, query: { with_suspended: true, id: ids } }),
);

/** One profile field as typed: a name and a plain-text value. */
export interface ProfileFieldAttributes extends FormFields {
  name: string;
  value: string;
}

/** Profile form fields; sent as multipart form data (avatar and header are files). */
export interface UpdateCredentialsForm extends FormFields {
  display_name?: string;
  note?: string;
  avatar?: Blob;
  header?: Blob;
  discoverable?: boolean;
  indexable?: boolean;
  locked?: boolean;
  bot?: boolean;
  /**
   * The whole list of profile fields, keyed by position as Rails forms take them (`fields_attributes[0][name]`,
   * `fields_attributes[0][value]`...). The server replaces every field with these, dropping rows with neither a
   * name nor a value; send at least one row (a blank one) to remove them all.
   */
  fields_attributes?: Readonly<Record<string, ProfileFieldAttributes>>;
  /** posting defaults (`source[privacy]`, `source[sensitive]`, `source[language]`); only the ones given change */
  source?: Readonly<{ privacy?: string; sensitive?: boolean; language?: string }>;
}

export const updateCredentials = defineCall(
  entry('accounts.updateCredentials', 'PATCH', '/api/v1/accounts/update_credentials', oneAccount),
  (call, form: UpdateCredentialsForm, options: CallOptions = {}): Promise<ApiCredentialAccount> =>
    call.answer({ ...options, body: toFormData(form) }),
);

export interface AccountSearchParams {
  q: string;
  resolve?: boolean;
  limit?: number;
  following?: boolean;
  /** kmyblue: only accounts following the reader (its circle editor's search) */
  follower?: boolean;
}

/** Compose suggestions: resolve false, limit 4 unless given. */
export const search = defineCall(
  entry('accounts.search', 'GET', '/api/v1/accounts/search', accounts),
  (call, params: AccountSearchParams, options: CallOptions = {}): Promise<ApiAccount[]> => {
    const query = { resolve: false, limit: 4, ...params };
    return call.answer({ ...options, query });
  },
);

export interface AccountStatusesParams extends PageParams {
  exclude_replies?: boolean;
  exclude_reblogs?: boolean;
  tagged?: string;
  pinned?: boolean;
  only_media?: boolean;
}

/** An account's timeline; limit 40 unless given (the account media timeline limit). */
export const statuses = defineCall(
  entry('accounts.statuses', 'GET', '/api/v1/accounts/{id}/statuses', posts),
  (call, id: string, params: AccountStatusesParams = {}, options: CallOptions = {}): Promise<Page<ApiStatus>> =>
    call.page({ ...options, params: { id }, query: { limit: 40, ...params } }),
);

export const lists = defineCall(
  entry('accounts.lists', 'GET', '/api/v1/accounts/{id}/lists', titledList),
  (call, id: string, options: CallOptions = {}): Promise<ApiList[]> => call.answer({ ...options, params: { id } }),
);

export const circles = defineCall(
  entry('accounts.circles', 'GET', '/api/v1/accounts/{id}/circles', titledList),
  (call, id: string, options: CallOptions = {}): Promise<ApiCircle[]> => call.answer({ ...options, params: { id } }),
);

export const antennas = defineCall(
  entry('accounts.antennas', 'GET', '/api/v1/accounts/{id}/antennas', titledList),
  (call, id: string, options: CallOptions = {}): Promise<ApiAntenna[]> => call.answer({ ...options, params: { id } }),
);

export const excludeAntennas = defineCall(
  entry('accounts.excludeAntennas', 'GET', '/api/v1/accounts/{id}/exclude_antennas', titledList),
  (call, id: string, options: CallOptions = {}): Promise<ApiAntenna[]> => call.answer({ ...options, params: { id } }),
);
