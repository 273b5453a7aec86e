/** The signed-in user's preferences from their account settings on the server: `preferences.*`. */
import type { CallOptions } from './client';
import { defineCall, entry } from './calls/call-spec';
import { one, record } from './answers/more-shapes';

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

export const get = defineCall(
  entry('preferences.get', 'GET', '/api/v1/preferences', one('preferences', record)),
  (call, options: CallOptions = {}): Promise<ApiPreferences> => call.answer(options),
);
