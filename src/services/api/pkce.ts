/**
 * PKCE (RFC 7636) with WebCrypto, available in browsers and Node 20:
 * a random verifier and its S256 challenge, base64url(sha256(verifier)).
 */
export interface PkcePair {
  verifier: string;
  challenge: string;
  method: 'S256';
}

export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** URL-safe random text from `byteLength` random bytes (32 bytes give 43 characters). */
export function randomUrlSafe(byteLength = 32): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(byteLength)));
}

export async function pkceChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

export async function createPkcePair(): Promise<PkcePair> {
  const verifier = randomUrlSafe(32);
  return { verifier, challenge: await pkceChallenge(verifier), method: 'S256' };
}
