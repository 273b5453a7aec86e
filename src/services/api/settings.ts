/** Client settings stored on the server (session-mode endpoint api/web/settings): `settings.*`. */
import type { ApiClient, CallOptions } from './client';
import { registerCalls } from './calls/registry';
import { calls as areaCalls } from './calls/settings';

// the client finds this area's calls by id once this module has loaded (calls/registry.ts)
registerCalls(areaCalls);

/** Saves the settings; the local `saved` flag is never sent (spec 7). */
export function save(
  client: ApiClient,
  settings: Readonly<Record<string, unknown>>,
  options: CallOptions = {},
): Promise<unknown> {
  const { saved: _saved, ...data } = settings;
  return client.call('settings.save', { ...options, body: { data } });
}
