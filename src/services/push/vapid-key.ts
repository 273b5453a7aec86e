/**
 * The server's VAPID public key as the browser's pushManager.subscribe wants it. The failures are the two web push key
 * errors, made the way browsers make them, so the web push chart tells them apart: no key at all is an AbortError
 * (code 20: the server has no push support), a key that is not base64url is an InvalidCharacterError (code 5).
 */
export function applicationServerKey(key: string | null | undefined): Uint8Array<ArrayBuffer> {
  const clean = (key ?? '').trim().replace(/=+$/, '');
  if (clean === '') throw new DOMException('The server has no web push key', 'AbortError');
  if (!/^[A-Za-z0-9_-]+$/.test(clean) || clean.length % 4 === 1) {
    throw new DOMException('The server web push key is not valid base64url', 'InvalidCharacterError');
  }
  const base64 = clean
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(clean.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)) as Uint8Array<ArrayBuffer>;
}

/** Whether two keys hold the same bytes (a browser subscription made with another server's key must be redone). */
export function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((value, index) => value === b[index]);
}
