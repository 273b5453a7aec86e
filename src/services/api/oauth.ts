/**
 * Sign-in calls (OAuth 2 authorisation code with PKCE): `oauth.*`. The pure helpers that build the
 * authorize URL and the PKCE pair live in oauth-authorize.ts and pkce.ts.
 */
import type { CallOptions } from './client';
import type { ApiCredentialAccount, ApiOAuthApp, ApiServerMetadata, ApiToken } from '../../domain/entities/api-types';
import { defineCall, entry } from './calls/call-spec';
import { anyJson, one, record } from './answers/more-shapes';
import { object, text } from './answers/shapes';
import { account } from './answers/status-guards';

export interface AppRegistration {
  client_name: string;
  redirect_uris: string | readonly string[];
  /** Space-separated scopes, e.g. 'read write follow push'. */
  scopes: string;
  website?: string;
}

export const registerApp = defineCall(
  entry('oauth.registerApp', 'POST', '/api/v1/apps', one('app', object({ client_id: text })), false),
  (call, app: AppRegistration, options: CallOptions = {}): Promise<ApiOAuthApp> =>
    call.answer({ ...options, body: { ...app } }),
);

/** RFC 8414 metadata (Mastodon 4.3+); older servers answer 404. */
export const serverMetadata = defineCall(
  entry(
    'oauth.serverMetadata',
    'GET',
    '/.well-known/oauth-authorization-server',
    one('server metadata', record),
    false,
  ),
  (call, options: CallOptions = {}): Promise<ApiServerMetadata> => call.answer(options),
);

export interface TokenExchange {
  code: string;
  client_id: string;
  client_secret: string;
  redirect_uri: string;
  /** The PKCE verifier whose S256 challenge went to /oauth/authorize. */
  code_verifier: string;
  scope?: string;
}

/**
 * Options of the calls a server may publish under another address: `endpoint` is the absolute URL its OAuth
 * metadata names (services/auth/oauth-endpoints.ts checks it is on the server's own origin); absent, the
 * catalogue's path.
 */
export interface EndpointOptions extends CallOptions {
  endpoint?: string;
}

/** Trades the authorisation code for an access token (form-encoded, as OAuth 2 requires). */
export const token = defineCall(
  entry('oauth.token', 'POST', '/oauth/token', one('token', object({ access_token: text })), false),
  (call, exchange: TokenExchange, options: EndpointOptions = {}): Promise<ApiToken> => {
    const { endpoint, ...rest } = options;
    const body = new URLSearchParams({ grant_type: 'authorization_code' });
    for (const [key, value] of Object.entries(exchange)) if (value !== undefined) body.set(key, value);
    return endpoint ? call.client.request('POST', endpoint, { ...rest, body }) : call.answer({ ...rest, body });
  },
);

export interface TokenRevocation {
  client_id: string;
  client_secret: string;
  token: string;
}

export const revoke = defineCall(
  entry('oauth.revoke', 'POST', '/oauth/revoke', anyJson, false),
  (call, revocation: TokenRevocation, options: EndpointOptions = {}): Promise<unknown> => {
    const { endpoint, ...rest } = options;
    const body = new URLSearchParams({ ...revocation });
    return endpoint ? call.client.request('POST', endpoint, { ...rest, body }) : call.answer({ ...rest, body });
  },
);

export const verifyCredentials = defineCall(
  entry('oauth.verifyCredentials', 'GET', '/api/v1/accounts/verify_credentials', one('account', account), false),
  (call, options: CallOptions = {}): Promise<ApiCredentialAccount> => call.answer(options),
);
