import { HttpResponse } from 'msw';
import type { SandboxDb } from '../../kernel/db';
import type { Params } from '../../kernel/http';
import { str } from '../../kernel/http';
import type { AccessTokenRecord, OAuthAppRecord } from '../../kernel/records';
import { findApp } from './oauth-authorize';
import { randomSecret, s256Challenge } from './oauth-crypto';
import { isScopeSubset, parseScopes } from './oauth-scopes';

/** RFC 6749 error body `{ error, error_description }`. */
export function oauthError(status: number, error: string, description: string) {
  return HttpResponse.json({ error, error_description: description }, { status });
}

/** Client credentials from the body (client_secret_post) or an HTTP Basic header (client_secret_basic). */
export function clientCredentials(request: Request, params: Params): { clientId?: string; clientSecret?: string } {
  const basic = /^Basic\s+(.+)$/i.exec(request.headers.get('authorization') ?? '');
  if (basic) {
    const decoded = atob(basic[1]!.trim());
    const colon = decoded.indexOf(':');
    if (colon > 0) {
      return {
        clientId: decodeURIComponent(decoded.slice(0, colon)),
        clientSecret: decodeURIComponent(decoded.slice(colon + 1)),
      };
    }
  }
  return { clientId: str(params.client_id), clientSecret: str(params.client_secret) };
}

/** The app whose id and secret both match, or null. */
export function authenticateClient(db: SandboxDb, request: Request, params: Params): OAuthAppRecord | null {
  const { clientId, clientSecret } = clientCredentials(request, params);
  const app = findApp(db, clientId);
  return app && clientSecret !== undefined && app.client_secret === clientSecret ? app : null;
}

function issueToken(db: SandboxDb, app: OAuthAppRecord, accountId: string, scopes: string): AccessTokenRecord {
  const record: AccessTokenRecord = {
    token: randomSecret(32),
    client_id: app.client_id,
    account_id: accountId,
    scopes,
    revoked: false,
  };
  db.tokens.set(record.token, record);
  return record;
}

function tokenBody(db: SandboxDb, record: AccessTokenRecord) {
  return {
    access_token: record.token,
    token_type: 'Bearer',
    scope: record.scopes,
    created_at: Math.floor(db.now() / 1000),
  };
}

async function exchangeCode(db: SandboxDb, app: OAuthAppRecord, params: Params) {
  const code = db.authCodes.get(str(params.code) ?? '');
  const invalid = (why: string) => oauthError(400, 'invalid_grant', why);
  if (!code || code.client_id !== app.client_id) return invalid('The authorization code is invalid.');
  if (code.used) return invalid('The authorization code was already used.');
  if (code.expires_at <= db.now()) return invalid('The authorization code has expired.');
  if (str(params.redirect_uri) !== code.redirect_uri)
    return invalid('The redirect_uri does not match the authorization request.');
  if (code.code_challenge !== null) {
    const verifier = str(params.code_verifier);
    if (!verifier) return invalid('The code_verifier is missing.');
    if ((await s256Challenge(verifier)) !== code.code_challenge)
      return invalid('The code_verifier does not match the code_challenge.');
  }
  code.used = true;
  return HttpResponse.json(tokenBody(db, issueToken(db, app, code.account_id, code.scopes)));
}

/** POST /oauth/token for the authorization_code and client_credentials grants. */
export async function tokenEndpoint(db: SandboxDb, request: Request, params: Params) {
  const grant = str(params.grant_type);
  if (grant !== 'authorization_code' && grant !== 'client_credentials') {
    return oauthError(400, 'unsupported_grant_type', 'The authorization grant type is not supported.');
  }
  const app = authenticateClient(db, request, params);
  if (!app)
    return oauthError(401, 'invalid_client', 'Client authentication failed: unknown client or wrong client_secret.');
  if (grant === 'authorization_code') return exchangeCode(db, app, params);
  const scopes = parseScopes(str(params.scope) ?? app.scopes);
  if (!isScopeSubset(scopes, app.scopes.split(' '))) {
    return oauthError(400, 'invalid_scope', 'The requested scope is not registered for this client.');
  }
  return HttpResponse.json(tokenBody(db, issueToken(db, app, '', scopes.join(' '))));
}

/** POST /oauth/revoke (RFC 7009): an unknown token is not an error. */
export function revokeEndpoint(db: SandboxDb, request: Request, params: Params) {
  const app = authenticateClient(db, request, params);
  if (!app)
    return oauthError(401, 'invalid_client', 'Client authentication failed: unknown client or wrong client_secret.');
  const record = db.tokens.get(str(params.token) ?? '');
  if (record && record.client_id !== app.client_id) {
    return oauthError(403, 'unauthorized_client', 'You are not authorized to revoke this token.');
  }
  if (record) record.revoked = true;
  return HttpResponse.json({});
}
