/** The signed-in user's preferences from their account settings on the server: `preferences.*`. */
import type { ApiClient, CallOptions } from './client';
import { registerCalls } from './calls/registry';
import { calls as areaCalls } from './calls/preferences';

// the client finds this area's calls by id once this module has loaded (calls/registry.ts)
registerCalls(areaCalls);

/** The answer of GET /api/v1/preferences: values by `area:group:name` key, as the server sends them. */
export interface ApiPreferences {
  'posting:default:visibility'?: string;
  'posting:default:sensitive'?: boolean;
  'posting:default:language'?: string | null;
  /** `default` (hide sensitive media only), `show_all` or `hide_all` */
  'reading:expand:media'?: string;
  'reading:expand:spoilers'?: boolean;
  [key: string]: unknown;
}

export function get(client: ApiClient, options: CallOptions = {}): Promise<ApiPreferences> {
  return client.call('preferences.get', options);
}
