/** Server announcements (spec 7 "Emoji and announcements"): `announcements.*`. */
import type { ApiClient, CallOptions } from './client';
import type { ApiAnnouncement } from '../../domain/entities/api-types';
import { registerCalls } from './calls/registry';
import { calls as areaCalls } from './calls/announcements';

// the client finds this area's calls by id once this module has loaded (calls/registry.ts)
registerCalls(areaCalls);

export function list(client: ApiClient, options: CallOptions = {}): Promise<ApiAnnouncement[]> {
  return client.call('announcements.list', options);
}

export function dismiss(client: ApiClient, id: string, options: CallOptions = {}): Promise<unknown> {
  return client.call('announcements.dismiss', { ...options, params: { id } });
}

/** `name`: a native emoji or a custom emoji shortcode; it goes in the path, URI-encoded. */
export function addReaction(client: ApiClient, id: string, name: string, options: CallOptions = {}): Promise<unknown> {
  return client.call('announcements.addReaction', { ...options, params: { id, name } });
}

export function removeReaction(
  client: ApiClient,
  id: string,
  name: string,
  options: CallOptions = {},
): Promise<unknown> {
  return client.call('announcements.removeReaction', { ...options, params: { id, name } });
}
