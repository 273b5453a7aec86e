import type { SandboxDb } from '../../kernel/db';
import type { Params } from '../../kernel/http';
import { str } from '../../kernel/http';
import type { OAuthAppRecord } from '../../kernel/records';
import { isScopeSubset, parseScopes } from './oauth-scopes';

export const OOB_REDIRECT = 'urn:ietf:wg:oauth:2.0:oob';
/** Authorization codes live ten minutes. */
export const CODE_LIFETIME_MS = 10 * 60 * 1000;

export interface AuthorizeRequest {
  app: OAuthAppRecord;
  redirectUri: string;
  scopes: string[];
  state: string | null;
  codeChallenge: string | null;
  codeChallengeMethod: string | null;
}

export type AuthorizeCheck =
  | { ok: true; request: AuthorizeRequest }
  /** `redirectUri` is set when the error may be sent back to the client (RFC 6749 4.1.2.1) */
  | { ok: false; error: string; description: string; redirectUri: string | null; state: string | null };

export function findApp(db: SandboxDb, clientId: string | undefined): OAuthAppRecord | undefined {
  if (!clientId) return undefined;
  for (const app of db.apps.values()) if (app.client_id === clientId) return app;
  return undefined;
}

/** Validates the parameters of an authorization request (GET shows the page, POST consents). */
export function checkAuthorizeRequest(db: SandboxDb, params: Params): AuthorizeCheck {
  const state = str(params.state) ?? null;
  const app = findApp(db, str(params.client_id));
  if (!app) return { ok: false, error: 'invalid_client', description: 'Unknown client_id.', redirectUri: null, state };
  const given = str(params.redirect_uri);
  const redirectUri = given ?? (app.redirect_uris.length === 1 ? app.redirect_uris[0]! : undefined);
  if (!redirectUri || !app.redirect_uris.includes(redirectUri)) {
    return {
      ok: false,
      error: 'invalid_redirect_uri',
      description: 'The redirect_uri is not registered for this client.',
      redirectUri: null,
      state,
    };
  }
  const back = (error: string, description: string): AuthorizeCheck => ({
    ok: false,
    error,
    description,
    redirectUri: redirectUri === OOB_REDIRECT ? null : redirectUri,
    state,
  });
  if (str(params.response_type) !== 'code') return back('unsupported_response_type', 'response_type must be code.');
  const scopes = parseScopes(str(params.scope));
  if (!isScopeSubset(scopes, app.scopes.split(' '))) {
    return back('invalid_scope', 'The requested scope is invalid, unknown, or not registered for this client.');
  }
  const codeChallenge = str(params.code_challenge) || null;
  const codeChallengeMethod = str(params.code_challenge_method) || null;
  if (codeChallengeMethod !== null && codeChallengeMethod !== 'S256') {
    return back('invalid_request', 'Only the S256 code_challenge_method is supported.');
  }
  if (codeChallenge === null && codeChallengeMethod !== null)
    return back('invalid_request', 'code_challenge is missing.');
  if (codeChallenge !== null && codeChallengeMethod === null) {
    return back('invalid_request', 'code_challenge_method must be S256.');
  }
  return { ok: true, request: { app, redirectUri, scopes, state, codeChallenge, codeChallengeMethod } };
}

/** redirect_uri with the given query parameters appended (null values dropped). */
export function redirectWith(redirectUri: string, query: Record<string, string | null>): string {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(query)) if (value !== null) url.searchParams.set(key, value);
  return url.toString();
}
