/**
 * Sign-in calls (OAuth 2 authorisation code with PKCE): `oauth.*`. The pure helpers that build the
 * authorize URL and the PKCE pair live in oauth-authorize.ts and pkce.ts.
 */
import type { ApiClient, CallOptions } from './client';
import type { ApiCredentialAccount, ApiOAuthApp, ApiServerMetadata, ApiToken } from '../../domain/entities/api-types';
import { registerCalls } from './calls/registry';
import { calls as areaCalls } from './calls/oauth';

// the client finds this area's calls by id once this module has loaded (calls/registry.ts)
registerCalls(areaCalls);

export interface AppRegistration {
  client_name: string;
  redirect_uris: string | readonly string[];
  /** Space-separated scopes, e.g. 'read write follow push'. */
  scopes: string;
  website?: string;
}

export function registerApp(client: ApiClient, app: AppRegistration, options: CallOptions = {}): Promise<ApiOAuthApp> {
  return client.call('oauth.registerApp', { ...options, body: { ...app } });
}

/** RFC 8414 metadata (Mastodon 4.3+); older servers answer 404. */
export function serverMetadata(client: ApiClient, options: CallOptions = {}): Promise<ApiServerMetadata> {
  return client.call('oauth.serverMetadata', options);
}

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
export function token(client: ApiClient, exchange: TokenExchange, options: EndpointOptions = {}): Promise<ApiToken> {
  const { endpoint, ...rest } = options;
  const body = new URLSearchParams({ grant_type: 'authorization_code' });
  for (const [key, value] of Object.entries(exchange)) if (value !== undefined) body.set(key, value);
  return endpoint ? client.request('POST', endpoint, { ...rest, body }) : client.call('oauth.token', { ...rest, body });
}

export interface TokenRevocation {
  client_id: string;
  client_secret: string;
  token: string;
}

export function revoke(
  client: ApiClient,
  revocation: TokenRevocation,
  options: EndpointOptions = {},
): Promise<unknown> {
  const { endpoint, ...rest } = options;
  const body = new URLSearchParams({ ...revocation });
  return endpoint
    ? client.request('POST', endpoint, { ...rest, body })
    : client.call('oauth.revoke', { ...rest, body });
}

export function verifyCredentials(client: ApiClient, options: CallOptions = {}): Promise<ApiCredentialAccount> {
  return client.call('oauth.verifyCredentials', options);
}
