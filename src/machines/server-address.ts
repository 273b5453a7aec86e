/**
 * Turns what a person typed into the server address field into an origin the client may talk to.
 *
 * - No scheme: `https://` is added (`social.example` -> `https://social.example`).
 * - `https://` is accepted for any host.
 * - `http://` is accepted only for loopback hosts: 127.0.0.0/8, ::1 and localhost (the local sandbox).
 * - Anything else (other schemes, credentials in the URL, unparsable text) is refused with a reason.
 * Paths, queries and fragments are dropped: a server is identified by its origin.
 */
export type AddressProblem = 'empty-address' | 'invalid-address' | 'insecure-address';

export type NormalisedAddress = { ok: true; origin: string } | { ok: false; problem: AddressProblem };

const SCHEME = /^([a-z][a-z0-9+.-]*):\/\//i;

/** True for 127.0.0.0/8, ::1 and localhost; `hostname` as the WHATWG URL parser gives it. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host === '[::1]') return true;
  const octets = host.split('.');
  return octets.length === 4 && octets[0] === '127' && octets.every((o) => /^\d{1,3}$/.test(o) && Number(o) <= 255);
}

export function normaliseServerAddress(raw: string): NormalisedAddress {
  const typed = raw.trim();
  if (typed === '') return { ok: false, problem: 'empty-address' };
  const scheme = SCHEME.exec(typed)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return { ok: false, problem: 'invalid-address' };
  if (scheme === undefined && /[\s/\\?#@]/.test(typed.split('/')[0] ?? ''))
    return { ok: false, problem: 'invalid-address' };

  let url: URL;
  try {
    url = new URL(scheme === undefined ? `https://${typed}` : typed);
  } catch {
    return { ok: false, problem: 'invalid-address' };
  }
  if (url.username !== '' || url.password !== '' || url.hostname === '')
    return { ok: false, problem: 'invalid-address' };
  if (!url.hostname.includes('.') && !url.hostname.startsWith('[') && !isLoopbackHost(url.hostname))
    return { ok: false, problem: 'invalid-address' };
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) return { ok: false, problem: 'insecure-address' };
  return { ok: true, origin: url.origin };
}
