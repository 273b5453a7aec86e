/** Antennas: the `antennas.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';
import { anyJson, one, record, titled } from '../answers/more-shapes';
import { listOf } from '../answers/shapes';
import { account } from '../answers/status-guards';

const antenna = one('antenna', titled);
const accounts = listOf('account', account);
/** the domains, hashtags or keywords of an antenna: `{ domains: [...], exclude_domains: [...] }` and the like */
const terms = one('antenna terms', record);

export const calls: readonly CallSpec[] = [
  c('antennas.list', 'GET', '/api/v1/antennas', listOf('antenna', titled)),
  c('antennas.create', 'POST', '/api/v1/antennas', antenna),
  c('antennas.get', 'GET', '/api/v1/antennas/{id}', antenna),
  c('antennas.update', 'PUT', '/api/v1/antennas/{id}', antenna),
  c('antennas.delete', 'DELETE', '/api/v1/antennas/{id}', anyJson),
  c('antennas.accounts', 'GET', '/api/v1/antennas/{id}/accounts', accounts),
  c('antennas.addAccounts', 'POST', '/api/v1/antennas/{id}/accounts', anyJson),
  c('antennas.removeAccounts', 'DELETE', '/api/v1/antennas/{id}/accounts', anyJson),
  c('antennas.excludeAccounts', 'GET', '/api/v1/antennas/{id}/exclude_accounts', accounts),
  c('antennas.addExcludeAccounts', 'POST', '/api/v1/antennas/{id}/exclude_accounts', anyJson),
  c('antennas.removeExcludeAccounts', 'DELETE', '/api/v1/antennas/{id}/exclude_accounts', anyJson),
  c('antennas.domains', 'GET', '/api/v1/antennas/{id}/domains', terms),
  c('antennas.addDomains', 'POST', '/api/v1/antennas/{id}/domains', anyJson),
  c('antennas.removeDomains', 'DELETE', '/api/v1/antennas/{id}/domains', anyJson),
  c('antennas.addExcludeDomains', 'POST', '/api/v1/antennas/{id}/exclude_domains', anyJson),
  c('antennas.removeExcludeDomains', 'DELETE', '/api/v1/antennas/{id}/exclude_domains', anyJson),
  c('antennas.tags', 'GET', '/api/v1/antennas/{id}/tags', terms),
  c('antennas.addTags', 'POST', '/api/v1/antennas/{id}/tags', anyJson),
  c('antennas.removeTags', 'DELETE', '/api/v1/antennas/{id}/tags', anyJson),
  c('antennas.addExcludeTags', 'POST', '/api/v1/antennas/{id}/exclude_tags', anyJson),
  c('antennas.removeExcludeTags', 'DELETE', '/api/v1/antennas/{id}/exclude_tags', anyJson),
  c('antennas.keywords', 'GET', '/api/v1/antennas/{id}/keywords', terms),
  c('antennas.addKeywords', 'POST', '/api/v1/antennas/{id}/keywords', anyJson),
  c('antennas.removeKeywords', 'DELETE', '/api/v1/antennas/{id}/keywords', anyJson),
  c('antennas.addExcludeKeywords', 'POST', '/api/v1/antennas/{id}/exclude_keywords', anyJson),
  c('antennas.removeExcludeKeywords', 'DELETE', '/api/v1/antennas/{id}/exclude_keywords', anyJson),
];
