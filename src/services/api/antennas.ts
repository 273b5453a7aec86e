/**
 * kmyblue antennas (spec 7 "Antennas"): `antennas.*`, CRUD plus the sub-resources accounts,
 * exclude_accounts, domains, exclude_domains, tags, exclude_tags, keywords and exclude_keywords.
 */
import type { ApiClient, CallOptions } from './client';
import type { Page } from './page';
import type { PageParams } from './params';
import type { ApiAccount, ApiAntenna } from '../../domain/entities/api-types';
import { registerCalls } from './calls/registry';
import { calls as areaCalls } from './calls/antennas';

// the client finds this area's calls by id once this module has loaded (calls/registry.ts)
registerCalls(areaCalls);

export interface AntennaFields {
  title?: string;
  list_id?: string | null;
  insert_feeds?: boolean;
  stl?: boolean;
  ltl?: boolean;
  with_media_only?: boolean;
  ignore_reblog?: boolean;
  favourite?: boolean;
}

// The shapes of the three GET sub-resources (kmyblue; not in the shared Api* entity types).
export interface AntennaDomains {
  domains: string[];
  exclude_domains: string[];
}
export interface AntennaTags {
  tags: string[];
  exclude_tags: string[];
}
export interface AntennaKeywords {
  keywords: string[];
  exclude_keywords: string[];
}

export function list(client: ApiClient, options: CallOptions = {}): Promise<ApiAntenna[]> {
  return client.call('antennas.list', options);
}

export function create(
  client: ApiClient,
  fields: AntennaFields & { title: string },
  options: CallOptions = {},
): Promise<ApiAntenna> {
  return client.call('antennas.create', { ...options, body: { ...fields } });
}

export function get(client: ApiClient, id: string, options: CallOptions = {}): Promise<ApiAntenna> {
  return client.call('antennas.get', { ...options, params: { id } });
}

export function update(
  client: ApiClient,
  id: string,
  fields: AntennaFields,
  options: CallOptions = {},
): Promise<ApiAntenna> {
  return client.call('antennas.update', { ...options, params: { id }, body: { ...fields } });
}

export function remove(client: ApiClient, id: string, options: CallOptions = {}): Promise<unknown> {
  return client.call('antennas.delete', { ...options, params: { id } });
}
export { remove as delete };

const accountPage =
  (callId: string) =>
  (client: ApiClient, id: string, paging: PageParams = {}, options: CallOptions = {}): Promise<Page<ApiAccount>> =>
    client.callPage<ApiAccount>(callId, { ...options, params: { id }, query: { ...paging } });

/**
 * A POST or DELETE that sends `values` under the body key `field`. kmyblue's exclude_* sub-resources read the same
 * key as their include side (exclude_domains takes domains[], exclude_tags tags[], exclude_keywords keywords[]).
 */
const change =
  (callId: string, field: string) =>
  (client: ApiClient, id: string, values: readonly string[], options: CallOptions = {}): Promise<unknown> =>
    client.call(callId, { ...options, params: { id }, body: { [field]: values } });

const read =
  <T>(callId: string) =>
  (client: ApiClient, id: string, options: CallOptions = {}): Promise<T> =>
    client.call<T>(callId, { ...options, params: { id } });

export const accounts = accountPage('antennas.accounts');
export const addAccounts = change('antennas.addAccounts', 'account_ids');
export const removeAccounts = change('antennas.removeAccounts', 'account_ids');
export const excludeAccounts = accountPage('antennas.excludeAccounts');
export const addExcludeAccounts = change('antennas.addExcludeAccounts', 'account_ids');
export const removeExcludeAccounts = change('antennas.removeExcludeAccounts', 'account_ids');

export const domains = read<AntennaDomains>('antennas.domains');
export const addDomains = change('antennas.addDomains', 'domains');
export const removeDomains = change('antennas.removeDomains', 'domains');
export const addExcludeDomains = change('antennas.addExcludeDomains', 'domains');
export const removeExcludeDomains = change('antennas.removeExcludeDomains', 'domains');

export const tags = read<AntennaTags>('antennas.tags');
export const addTags = change('antennas.addTags', 'tags');
export const removeTags = change('antennas.removeTags', 'tags');
export const addExcludeTags = change('antennas.addExcludeTags', 'tags');
export const removeExcludeTags = change('antennas.removeExcludeTags', 'tags');

export const keywords = read<AntennaKeywords>('antennas.keywords');
export const addKeywords = change('antennas.addKeywords', 'keywords');
export const removeKeywords = change('antennas.removeKeywords', 'keywords');
export const addExcludeKeywords = change('antennas.addExcludeKeywords', 'keywords');
export const removeExcludeKeywords = change('antennas.removeExcludeKeywords', 'keywords');
