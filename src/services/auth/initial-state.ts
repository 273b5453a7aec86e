/**
 * Mastodon's own pages embed the initial state as JSON:
 *   <script id="initial-state" type="application/json">{"meta":{"access_token":"...","me":"1","domain":"..."},
 *   "accounts":{"1":{...}},"compose":{...},"settings":{...}}</script>
 * When the client is served that way, it boots from it: the embedding server is this page's origin, and the
 * token (when the visitor is signed in) belongs to that server. Anything malformed is ignored.
 */
import { accountProfile } from './account-profile';
import type { SessionSeed } from '../../domain/auth/auth-types';
import { initialStateText } from './initial-state-element';

export { INITIAL_STATE_ID } from './initial-state-element';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The seed in `json` for a page served by `origin`, or null when it is not a usable initial state. */
export function seedFromInitialState(json: string, origin: string): SessionSeed | null {
  let state: unknown;
  try {
    state = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isRecord(state) || !isRecord(state.meta)) return null;
  let server: string;
  try {
    server = new URL(origin).origin;
  } catch {
    return null;
  }
  const { meta } = state;
  const settings = isRecord(state.settings) ? state.settings : null;
  const compose = isRecord(state.compose) ? state.compose : null;
  const token = typeof meta.access_token === 'string' && meta.access_token !== '' ? meta.access_token : null;
  const me = typeof meta.me === 'string' && meta.me !== '' ? meta.me : null;
  const accounts = isRecord(state.accounts) ? state.accounts : {};
  const rawAccount = me !== null ? accounts[me] : undefined;
  const profile = token !== null && me !== null ? accountProfile(server, rawAccount) : null;
  if (token !== null && me !== null && (profile === null || profile.accountId !== me)) return null;
  return {
    server,
    account: profile && token !== null ? { ...profile, token, embedded: true } : null,
    rawAccount: profile ? rawAccount : null,
    settings,
    compose,
  };
}

/** Reads `<script id="initial-state" type="application/json">` from `doc`, if the page carries one. */
export function readInitialState(doc: Pick<Document, 'getElementById'>, origin: string): SessionSeed | null {
  const text = initialStateText(doc);
  return text === null ? null : seedFromInitialState(text, origin);
}
