/** Server information (spec 7 "Server info"): `instance.*`. */
import type { ApiClient, CallOptions } from './client';
import type {
  ApiDomainBlock,
  ApiExtendedDescription,
  ApiInstance,
  ApiLanguage,
  ApiTranslationLanguages,
} from '../../domain/entities/api-types';
import { registerCalls } from './calls/registry';
import { calls as areaCalls } from './calls/instance';

// the client finds this area's calls by id once this module has loaded (calls/registry.ts)
registerCalls(areaCalls);

export function get(client: ApiClient, options: CallOptions = {}): Promise<ApiInstance> {
  return client.call('instance.get', options);
}

export function translationLanguages(client: ApiClient, options: CallOptions = {}): Promise<ApiTranslationLanguages> {
  return client.call('instance.translationLanguages', options);
}

export function extendedDescription(client: ApiClient, options: CallOptions = {}): Promise<ApiExtendedDescription> {
  return client.call('instance.extendedDescription', options);
}

/** A 404 here means the server does not publish its blocks (spec 8): check with isNotFound. */
export function domainBlocks(client: ApiClient, options: CallOptions = {}): Promise<ApiDomainBlock[]> {
  return client.call('instance.domainBlocks', options);
}

/** The languages a post can be written in, named in English; a 404 means a server before Mastodon 4.0. */
export function languages(client: ApiClient, options: CallOptions = {}): Promise<ApiLanguage[]> {
  return client.call('instance.languages', options);
}
