/**
 * The live effects of the session chart's sign-in and sign-out steps (live-session.ts provides them). They are
 * downloaded when such a step starts, so a signed-in page load never fetches them before the home timeline.
 * Token exchange and revocation go to the addresses kept with the registration (chosen from the server's OAuth
 * metadata when it was registered, services/auth/register-client.ts), else to the plain /oauth paths.
 */
import type {
  ExchangeCodeInput,
  RevokeTokenInput,
  AuthorisationStart,
  PrepareAuthorisationInput,
} from '../../machines/session.machine';
import type { Api } from '../../services/api';
import { buildAuthorizeUrl } from '../../services/api/oauth-authorize';
import { pkceChallenge } from '../../services/api/pkce';
import { accountProfile } from '../../services/auth/account-profile';
import { isLocalPath } from '../../services/auth/auth-storage';
import type { AccountProfile } from '../../domain/auth/auth-types';
import { isCallbackUrl } from '../../services/auth/callback-url';
import type { SessionEnvironment } from './session-environment';

export { registerClient } from '../../services/auth/register-client';

/** The in-app place to come back to after the consent page. */
function returnPath(href: string): string {
  if (isCallbackUrl(href)) return '/';
  const url = new URL(href);
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isLocalPath(path) ? path : '/';
}

/** The server's consent page for a sign-in: `force_login` when another account of that server is signed in. */
export function authorizeUrl(
  input: PrepareAuthorisationInput,
  drawn: { state: string; codeChallenge: string },
): string {
  const url = new URL(
    buildAuthorizeUrl({
      server: input.server,
      endpoint: input.endpoint,
      clientId: input.clientId,
      redirectUri: input.redirectUri,
      scope: input.scope,
      state: drawn.state,
      codeChallenge: drawn.codeChallenge,
    }),
  );
  if (input.forceLogin) url.searchParams.set('force_login', 'true');
  return url.toString();
}

/** A fresh random state and PKCE pair for one trip to the consent page, and that page's address. */
export async function prepareAuthorisation(
  env: SessionEnvironment,
  input: PrepareAuthorisationInput,
): Promise<AuthorisationStart> {
  const codeVerifier = env.randomText(32);
  const state = env.randomText(16);
  const codeChallenge = await pkceChallenge(codeVerifier);
  return {
    state,
    codeVerifier,
    codeChallenge,
    startedAt: env.now(),
    returnTo: returnPath(env.href()),
    url: authorizeUrl(input, { state, codeChallenge }),
  };
}

/** Trades the callback's code (with the PKCE verifier) for an access token. */
export async function exchangeCode(api: Api, input: ExchangeCodeInput, signal: AbortSignal): Promise<string> {
  const granted = await api.oauth.token(
    {
      code: input.code,
      client_id: input.credentials.client_id,
      client_secret: input.credentials.client_secret,
      redirect_uri: input.redirectUri,
      code_verifier: input.codeVerifier,
    },
    { signal, endpoint: input.credentials.oauth?.token },
  );
  if (typeof granted?.access_token !== 'string' || granted.access_token === '')
    throw new Error('the server sent no access token');
  return granted.access_token;
}

/** The account a new token belongs to (`api` carries the token). */
export async function verifyAccount(api: Api, server: string, signal: AbortSignal): Promise<AccountProfile> {
  const profile = accountProfile(server, await api.oauth.verifyCredentials({ signal }));
  if (!profile) throw new Error('verify_credentials did not answer with an account');
  return profile;
}

/** Tells the server to revoke a token; an embedded token has no registration of ours, so it is only forgotten. */
export async function revokeToken(api: Api, input: RevokeTokenInput, signal: AbortSignal): Promise<void> {
  if (!input.credentials) return;
  await api.oauth.revoke(
    {
      client_id: input.credentials.client_id,
      client_secret: input.credentials.client_secret,
      token: input.token,
    },
    { signal, endpoint: input.credentials.oauth?.revoke },
  );
}
