/**
 * What the session starts from: stored accounts and registrations, the pending sign-in, the OAuth callback
 * in the address (removed from the address bar at once), a server-embedded initial state, and the server
 * last read signed out.
 */
import type { BootData } from '../../machines/session.machine';
import type { AuthStorage } from '../../services/auth/auth-storage';
import { isCallbackUrl, readCallback } from '../../services/auth/callback-url';
import { readInitialState } from '../../services/auth/initial-state';
import type { SessionEnvironment } from './session-environment';

export function restoreSession(storage: AuthStorage, env: SessionEnvironment): BootData {
  const href = env.href();
  const pending = storage.pending();
  const callback = readCallback(href, env.now());
  // the code and state must not stay in the address bar or in history
  if (isCallbackUrl(href)) env.replaceUrl(pending?.return_to ?? '/');

  let accounts = storage.accounts();
  let currentKey = storage.currentKey();
  if (currentKey !== null && !accounts.some((a) => a.key === currentKey)) currentKey = accounts[0]?.key ?? null;

  const seed = env.document ? readInitialState(env.document, env.origin) : null;
  let browse: string | null = null;
  if (seed?.account) {
    const embedded = seed.account;
    accounts = [...accounts.filter((a) => a.key !== embedded.key), embedded];
    currentKey = embedded.key;
  } else if (currentKey === null) {
    browse = seed?.server ?? storage.browseServer();
  }
  return { accounts, currentKey, registrations: storage.registrations(), pending, callback, browse };
}
