/**
 * The server sends the browser back to /oauth/callback?code=...&state=... (or ?error=...&state=...).
 * readCallback() takes what the client needs from that URL; the caller then replaces the URL so the code
 * and state leave the address bar and history at once.
 */
import { CALLBACK_PATH } from '../../domain/auth/auth-config';
import type { OAuthCallback } from '../../domain/auth/auth-types';

/** The callback parameters of `href`, or null when `href` is not the callback path or carries neither code nor error. */
export function readCallback(href: string, receivedAt: number): OAuthCallback | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.pathname !== CALLBACK_PATH) return null;
  const param = (name: string) => {
    const value = url.searchParams.get(name);
    return value === null || value === '' ? null : value;
  };
  const code = param('code');
  const error = param('error');
  if (code === null && error === null) return null;
  return { code, state: param('state'), error, errorDescription: param('error_description'), receivedAt };
}

/** True when `href` is the callback path (with or without parameters). */
export function isCallbackUrl(href: string): boolean {
  try {
    return new URL(href).pathname === CALLBACK_PATH;
  } catch {
    return false;
  }
}
