/**
 * Which sign-in addresses and scopes to use on a server, from its OAuth authorization server metadata
 * (RFC 8414, GET /.well-known/oauth-authorization-server, Mastodon 4.3+). The rule:
 * - A document that is not a JSON object, names another server as its issuer, or has a list field that is not a
 *   list of strings is ignored: the plain Mastodon paths and the wanted scopes are used (older servers have none).
 * - When the document lists its PKCE methods and S256 is not among them, it is ignored the same way (this client
 *   always sends an S256 challenge).
 * - Each of authorization_endpoint, token_endpoint and revocation_endpoint is used when it is an absolute URL on
 *   the server's own origin (https, or http only on a loopback host, as server-address.ts accepts), without
 *   credentials or fragment; otherwise that one address falls back to its plain path.
 * - When the document lists its scopes, only the wanted scopes it supports are asked; when it supports none of
 *   them, the wanted scopes are asked as they are.
 */
import { normaliseServerAddress } from '../../machines/server-address';
import type { OAuthEndpoints } from '../../domain/auth/auth-types';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isTextList = (v: unknown): v is string[] => Array.isArray(v) && v.every((item) => typeof item === 'string');

const words = (scopes: string): string[] => [...new Set(scopes.split(/\s+/).filter(Boolean))];

/** The plain Mastodon paths on `server` (an origin) and the wanted scopes. */
export function defaultEndpoints(server: string, wanted: string): OAuthEndpoints {
  return {
    authorize: `${server}/oauth/authorize`,
    token: `${server}/oauth/token`,
    revoke: `${server}/oauth/revoke`,
    scopes: words(wanted).join(' '),
  };
}

/** `value` as an absolute URL on `server`'s own origin, or null. */
export function ownEndpoint(server: string, value: unknown): string | null {
  let url: URL;
  try {
    url = new URL(typeof value === 'string' ? value : '');
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '' || url.hash !== '') return null;
  const address = normaliseServerAddress(url.origin);
  return address.ok && address.origin === server && url.origin === server ? url.toString() : null;
}

/** The document's issuer names this server (Mastodon publishes its root URL, `https://host/`). */
const issuedBy = (server: string, issuer: unknown): boolean => ownEndpoint(server, issuer) !== null;

/** The addresses and scopes to use on `server` (an origin) given what its metadata answered (anything). */
export function endpointsFromMetadata(server: string, metadata: unknown, wanted: string): OAuthEndpoints {
  const plain = defaultEndpoints(server, wanted);
  if (!isRecord(metadata) || !issuedBy(server, metadata.issuer)) return plain;
  const { code_challenge_methods_supported: methods, scopes_supported: supported } = metadata;
  // a list given as null counts as not given
  if (methods != null && (!isTextList(methods) || !methods.includes('S256'))) return plain;
  if (supported != null && !isTextList(supported)) return plain;
  const asked = supported == null ? [] : words(wanted).filter((scope) => supported.includes(scope));
  return {
    authorize: ownEndpoint(server, metadata.authorization_endpoint) ?? plain.authorize,
    token: ownEndpoint(server, metadata.token_endpoint) ?? plain.token,
    revoke: ownEndpoint(server, metadata.revocation_endpoint) ?? plain.revoke,
    scopes: asked.length > 0 ? asked.join(' ') : plain.scopes,
  };
}
