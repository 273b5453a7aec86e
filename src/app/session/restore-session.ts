/**
 * What the session starts from: stored accounts and registrations, the pending sign-in, the OAuth callback
 * in the address (removed from the address bar at once), a server-embedded initial state, and the server
 * last read signed out. The initial state's reader is downloaded only when the page carries one.
 */
import type { BootData } from '../../machines/session.machine';
import type { AuthStorage } from '../../services/auth/auth-storage';
import { isCallbackUrl, readCallback } from '../../services/auth/callback-url';
import { initialStateText } from '../../services/auth/initial-state-element';
import type { SessionEnvironment } from './session-environment';

export async function restoreSession(storage: AuthStorage, env: SessionEnvironment): Promise<BootData> {
  const href = env.href();
  const pending = storage.pending();
  const callback = readCallback(href, env.now());
  // the code and state must not stay in the address bar or in history
  if (isCallbackUrl(href)) env.replaceUrl(pending?.return_to ?? '/');

  let accounts = storage.accounts();
  let currentKey = storage.currentKey();
  if (currentKey !== null && !accounts.some((a) => a.key === currentKey)) currentKey = accounts[0]?.key ?? null;

  const embedded = env.document ? initialStateText(env.document) : null;
  const seed =
    embedded === null ? null : (await import('./occasional-readers')).seedFromInitialState(embedded, env.origin);
  let browse: string | null = null;
  if (seed?.account) {
    const account = seed.account;
    accounts = [...accounts.filter((a) => a.key !== account.key), account];
    currentKey = account.key;
  } else if (currentKey === null) {
    browse = seed?.server ?? storage.browseServer();
  }
  return { accounts, currentKey, registrations: storage.registrations(), pending, callback, browse };
}
