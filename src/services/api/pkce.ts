/**
 * PKCE (RFC 7636) with WebCrypto, available in browsers and Node 20:
 * a random verifier and its S256 challenge, base64url(sha256(verifier)). Not re-exported by the API's index: only
 * the sign-in steps, loaded when a sign-in starts, need it.
 */
import { base64Url, randomUrlSafe } from './random-text';

export interface PkcePair {
  verifier: string;
  challenge: string;
  method: 'S256';
}

export async function pkceChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

export async function createPkcePair(): Promise<PkcePair> {
  const verifier = randomUrlSafe(32);
  return { verifier, challenge: await pkceChallenge(verifier), method: 'S256' };
}
