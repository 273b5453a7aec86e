/** Accounts (spec 7 "Accounts"): one function per `accounts.*` catalogue entry. */
import type { ApiClient, CallOptions } from './client';
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
import { registerCalls } from './calls/registry';
import { calls as areaCalls } from './calls/accounts';

// the client finds this area's calls by id once this module has loaded (calls/registry.ts)
registerCalls(areaCalls);

export function get(client: ApiClient, id: string, options: CallOptions = {}): Promise<ApiAccount> {
  return client.call('accounts.get', { ...options, params: { id } });
}

export function lookup(client: ApiClient, acct: string, options: CallOptions = {}): Promise<ApiAccount> {
  return client.call('accounts.lookup', { ...options, query: { acct } });
}

export interface FollowOptions {
  reblogs?: boolean;
  notify?: boolean;
  languages?: readonly string[];
}

export function follow(
  client: ApiClient,
  id: string,
  follow: FollowOptions = {},
  options: CallOptions = {},
): Promise<ApiRelationship> {
  return client.call('accounts.follow', { ...options, params: { id }, body: { ...follow } });
}

const relationshipAction =
  (callId: string) =>
  (client: ApiClient, id: string, options: CallOptions = {}): Promise<ApiRelationship> =>
    client.call(callId, { ...options, params: { id } });

export const unfollow = relationshipAction('accounts.unfollow');
export const block = relationshipAction('accounts.block');
export const unblock = relationshipAction('accounts.unblock');
export const unmute = relationshipAction('accounts.unmute');
export const pin = relationshipAction('accounts.pin');
export const unpin = relationshipAction('accounts.unpin');
export const removeFromFollowers = relationshipAction('accounts.removeFromFollowers');

export interface MuteOptions {
  /** Also mute notifications from the account. */
  notifications?: boolean;
  /** Seconds; 0 (the default) mutes indefinitely. */
  duration?: number;
}

export function mute(
  client: ApiClient,
  id: string,
  mute: MuteOptions = {},
  options: CallOptions = {},
): Promise<ApiRelationship> {
  const body = { notifications: mute.notifications ?? true, duration: mute.duration ?? 0 };
  return client.call('accounts.mute', { ...options, params: { id }, body });
}

export function note(
  client: ApiClient,
  id: string,
  comment: string,
  options: CallOptions = {},
): Promise<ApiRelationship> {
  return client.call('accounts.note', { ...options, params: { id }, body: { comment } });
}

export function followers(
  client: ApiClient,
  id: string,
  paging: PageParams = {},
  options: CallOptions = {},
): Promise<Page<ApiAccount>> {
  return client.callPage('accounts.followers', { ...options, params: { id }, query: { ...paging } });
}

export function following(
  client: ApiClient,
  id: string,
  paging: PageParams = {},
  options: CallOptions = {},
): Promise<Page<ApiAccount>> {
  return client.callPage('accounts.following', { ...options, params: { id }, query: { ...paging } });
}

export function featuredTags(client: ApiClient, id: string, options: CallOptions = {}): Promise<ApiFeaturedTag[]> {
  return client.call('accounts.featuredTags', { ...options, params: { id } });
}

export function endorsements(
  client: ApiClient,
  id: string,
  paging: PageParams = {},
  options: CallOptions = {},
): Promise<Page<ApiAccount>> {
  return client.callPage('accounts.endorsements', { ...options, params: { id }, query: { ...paging } });
}

export function familiarFollowers(
  client: ApiClient,
  ids: readonly string[],
  options: CallOptions = {},
): Promise<ApiFamiliarFollowers[]> {
  return client.call('accounts.familiarFollowers', { ...options, query: { id: ids } });
}

/** Prefer the relationship batcher for display; this sends one request for the given ids. */
export function relationships(
  client: ApiClient,
  ids: readonly string[],
  options: CallOptions = {},
): Promise<ApiRelationship[]> {
  return client.call('accounts.relationships', { ...options, query: { with_suspended: true, id: ids } });
}

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

export function updateCredentials(
  client: ApiClient,
  form: UpdateCredentialsForm,
  options: CallOptions = {},
): Promise<ApiCredentialAccount> {
  return client.call('accounts.updateCredentials', { ...options, body: toFormData(form) });
}

export interface AccountSearchParams {
  q: string;
  resolve?: boolean;
  limit?: number;
  following?: boolean;
  /** kmyblue: only accounts following the reader (its circle editor's search) */
  follower?: boolean;
}

/** Compose suggestions: resolve false, limit 4 unless given. */
export function search(
  client: ApiClient,
  params: AccountSearchParams,
  options: CallOptions = {},
): Promise<ApiAccount[]> {
  const query = { resolve: false, limit: 4, ...params };
  return client.call('accounts.search', { ...options, query });
}

export interface AccountStatusesParams extends PageParams {
  exclude_replies?: boolean;
  exclude_reblogs?: boolean;
  tagged?: string;
  pinned?: boolean;
  only_media?: boolean;
}

/** An account's timeline; limit 40 unless given (spec 9 account media timeline limit). */
export function statuses(
  client: ApiClient,
  id: string,
  params: AccountStatusesParams = {},
  options: CallOptions = {},
): Promise<Page<ApiStatus>> {
  return client.callPage('accounts.statuses', { ...options, params: { id }, query: { limit: 40, ...params } });
}

export function lists(client: ApiClient, id: string, options: CallOptions = {}): Promise<ApiList[]> {
  return client.call('accounts.lists', { ...options, params: { id } });
}

export function circles(client: ApiClient, id: string, options: CallOptions = {}): Promise<ApiCircle[]> {
  return client.call('accounts.circles', { ...options, params: { id } });
}

export function antennas(client: ApiClient, id: string, options: CallOptions = {}): Promise<ApiAntenna[]> {
  return client.call('accounts.antennas', { ...options, params: { id } });
}

export function excludeAntennas(client: ApiClient, id: string, options: CallOptions = {}): Promise<ApiAntenna[]> {
  return client.call('accounts.excludeAntennas', { ...options, params: { id } });
}
