/** Builds the /oauth/authorize URL the browser is sent to (authorisation code with PKCE S256). */
import { normaliseServer } from './client';

export interface AuthorizeParams {
  /** Server origin. */
  server: string;
  /** The authorization endpoint the server's metadata names (absolute, its own origin); default /oauth/authorize. */
  endpoint?: string;
  clientId: string;
  redirectUri: string;
  scope: string;
  /** Random text the callback must echo back (CSRF protection). */
  state: string;
  codeChallenge: string;
  /** Optional: 'consent' forces the consent screen. */
  prompt?: string;
  /** Optional: pre-fills the sign-in form language. */
  lang?: string;
}

export function buildAuthorizeUrl(params: AuthorizeParams): string {
  // an endpoint's own query, if any, is kept; the parameters below are added to it
  const url = new URL(params.endpoint ?? '/oauth/authorize', `${normaliseServer(params.server)}/`);
  const search = url.searchParams;
  search.set('response_type', 'code');
  search.set('client_id', params.clientId);
  search.set('redirect_uri', params.redirectUri);
  search.set('scope', params.scope);
  search.set('state', params.state);
  search.set('code_challenge', params.codeChallenge);
  search.set('code_challenge_method', 'S256');
  if (params.prompt) search.set('prompt', params.prompt);
  if (params.lang) search.set('lang', params.lang);
  return url.toString();
}
