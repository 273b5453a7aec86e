/**
 * kmyblue antennas: `antennas.*`, CRUD plus the sub-resources accounts, exclude_accounts, domains, exclude_domains,
 * tags, exclude_tags, keywords and exclude_keywords.
 */
import type { CallOptions } from './client';
import type { Page } from './page';
import type { PageParams } from './params';
import type { ApiAccount, ApiAntenna } from '../../domain/entities/api-types';
import { defineCall, entry, type CallSpec } from './calls/call-spec';
import { anyJson, one, record, titled } from './answers/more-shapes';
import { listOf } from './answers/shapes';
import { account } from './answers/status-guards';

const antenna = one('antenna', titled);
const accountList = listOf('account', account);
/** the domains, hashtags or keywords of an antenna: `{ domains: [...], exclude_domains: [...] }` and the like */
const terms = one('antenna terms', record);

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

export const list = defineCall(
  entry('antennas.list', 'GET', '/api/v1/antennas', listOf('antenna', titled)),
  (call, options: CallOptions = {}): Promise<ApiAntenna[]> => call.answer(options),
);

export const create = defineCall(
  entry('antennas.create', 'POST', '/api/v1/antennas', antenna),
  (call, fields: AntennaFields & { title: string }, options: CallOptions = {}): Promise<ApiAntenna> =>
    call.answer({ ...options, body: { ...fields } }),
);

export const get = defineCall(
  entry('antennas.get', 'GET', '/api/v1/antennas/{id}', antenna),
  (call, id: string, options: CallOptions = {}): Promise<ApiAntenna> => call.answer({ ...options, params: { id } }),
);

export const update = defineCall(
  entry('antennas.update', 'PUT', '/api/v1/antennas/{id}', antenna),
  (call, id: string, fields: AntennaFields, options: CallOptions = {}): Promise<ApiAntenna> =>
    call.answer({ ...options, params: { id }, body: { ...fields } }),
);

export const remove = defineCall(
  entry('antennas.delete', 'DELETE', '/api/v1/antennas/{id}', anyJson),
  (call, id: string, options: CallOptions = {}): Promise<unknown> => call.answer({ ...options, params: { id } }),
);
export { remove as delete };

const accountPage = (spec: CallSpec) =>
  defineCall(spec, (call, id: string, paging: PageParams = {}, options: CallOptions = {}): Promise<Page<ApiAccount>> =>
    call.page<ApiAccount>({ ...options, params: { id }, query: { ...paging } }),
  );

/**
 * A POST or DELETE that sends `values` under the body key `field`. kmyblue's exclude_* sub-resources read the same
 * key as their include side (exclude_domains takes domains[], exclude_tags tags[], exclude_keywords keywords[]).
 */
const change = (spec: CallSpec, field: string) =>
  defineCall(spec, (call, id: string, values: readonly string[], options: CallOptions = {}): Promise<unknown> =>
    call.answer({ ...options, params: { id }, body: { [field]: values } }),
  );

const read = <T>(spec: CallSpec) =>
  defineCall(spec, (call, id: string, options: CallOptions = {}): Promise<T> =>
    call.answer<T>({ ...options, params: { id } }),
  );

export const accounts = accountPage(entry('antennas.accounts', 'GET', '/api/v1/antennas/{id}/accounts', accountList));
export const addAccounts = change(
  entry('antennas.addAccounts', 'POST', '/api/v1/antennas/{id}/accounts', anyJson),
  'account_ids',
);
export const removeAccounts = change(
  entry('antennas.removeAccounts', 'DELETE', '/api/v1/antennas/{id}/accounts', anyJson),
  'account_ids',
);
export const excludeAccounts = accountPage(
  entry('antennas.excludeAccounts', 'GET', '/api/v1/antennas/{id}/exclude_accounts', accountList),
);
export const addExcludeAccounts = change(
  entry('antennas.addExcludeAccounts', 'POST', '/api/v1/antennas/{id}/exclude_accounts', anyJson),
  'account_ids',
);
export const removeExcludeAccounts = change(
  entry('antennas.removeExcludeAccounts', 'DELETE', '/api/v1/antennas/{id}/exclude_accounts', anyJson),
  'account_ids',
);

export const domains = read<AntennaDomains>(entry('antennas.domains', 'GET', '/api/v1/antennas/{id}/domains', terms));
export const addDomains = change(
  entry('antennas.addDomains', 'POST', '/api/v1/antennas/{id}/domains', anyJson),
  'domains',
);
export const removeDomains = change(
  entry('antennas.removeDomains', 'DELETE', '/api/v1/antennas/{id}/domains', anyJson),
  'domains',
);
export const addExcludeDomains = change(
  entry('antennas.addExcludeDomains', 'POST', '/api/v1/antennas/{id}/exclude_domains', anyJson),
  'domains',
);
export const removeExcludeDomains = change(
  entry('antennas.removeExcludeDomains', 'DELETE', '/api/v1/antennas/{id}/exclude_domains', anyJson),
  'domains',
);

export const tags = read<AntennaTags>(entry('antennas.tags', 'GET', '/api/v1/antennas/{id}/tags', terms));
export const addTags = change(entry('antennas.addTags', 'POST', '/api/v1/antennas/{id}/tags', anyJson), 'tags');
export const removeTags = change(entry('antennas.removeTags', 'DELETE', '/api/v1/antennas/{id}/tags', anyJson), 'tags');
export const addExcludeTags = change(
  entry('antennas.addExcludeTags', 'POST', '/api/v1/antennas/{id}/exclude_tags', anyJson),
  'tags',
);
export const removeExcludeTags = change(
  entry('antennas.removeExcludeTags', 'DELETE', '/api/v1/antennas/{id}/exclude_tags', anyJson),
  'tags',
);

export const keywords = read<AntennaKeywords>(
  entry('antennas.keywords', 'GET', '/api/v1/antennas/{id}/keywords', terms),
);
export const addKeywords = change(
  entry('antennas.addKeywords', 'POST', '/api/v1/antennas/{id}/keywords', anyJson),
  'keywords',
);
export const removeKeywords = change(
  entry('antennas.removeKeywords', 'DELETE', '/api/v1/antennas/{id}/keywords', anyJson),
  'keywords',
);
export const addExcludeKeywords = change(
  entry('antennas.addExcludeKeywords', 'POST', '/api/v1/antennas/{id}/exclude_keywords', anyJson),
  'keywords',
);
export const removeExcludeKeywords = change(
  entry('antennas.removeExcludeKeywords', 'DELETE', '/api/v1/antennas/{id}/exclude_keywords', anyJson),
  'keywords',
);
