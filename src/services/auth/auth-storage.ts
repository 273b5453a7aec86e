/**
 * Sign-in data in browser storage (an injectable Storage pair):
 * - localStorage: app registrations per server origin (with the sign-in addresses and scopes chosen from the
 *   server's OAuth metadata, so it is read once per server), the signed-in accounts with their tokens, the
 *   current key, the server read signed out;
 * - sessionStorage: the one pending sign-in (state and PKCE verifier) while the browser is on the consent page.
 * Whatever is malformed on reading is dropped, never trusted. Writes that the browser refuses (quota, private
 * mode) are ignored: the session keeps working in memory.
 */
import type { AppCredentials, OAuthEndpoints, PendingSignIn, SessionAccount } from '../../domain/auth/auth-types';

export const STORAGE_KEYS = {
  registrations: 'tsubame.auth.registrations',
  accounts: 'tsubame.auth.accounts',
  current: 'tsubame.auth.current',
  pending: 'tsubame.auth.pending',
  browse: 'tsubame.auth.browse',
} as const;

export interface AuthStorage {
  registrations(): Record<string, AppCredentials>;
  saveRegistrations(registrations: Readonly<Record<string, AppCredentials>>): void;
  accounts(): SessionAccount[];
  currentKey(): string | null;
  /** Saves the accounts (embedded ones are left out: the page carries them) and the current key. */
  saveAccounts(accounts: readonly SessionAccount[], currentKey: string | null): void;
  /** the server read signed out, so a reload keeps reading it */
  browseServer(): string | null;
  saveBrowseServer(server: string | null): void;
  pending(): PendingSignIn | null;
  savePending(pending: PendingSignIn): void;
  clearPending(): void;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v !== '';

function read(storage: Storage, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: unknown): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
  } catch {
    // refused (quota, private mode): the session goes on in memory
  }
}

/** A stored registration for the server at `origin`; its addresses are dropped (plain paths used) when unusable. */
export function toCredentials(value: unknown, origin: string): AppCredentials | null {
  if (!isRecord(value)) return null;
  const { client_id, client_secret, redirect_uri, scopes } = value;
  if (!isText(client_id) || !isText(client_secret) || !isText(redirect_uri) || typeof scopes !== 'string') return null;
  // the sign-in addresses are kept only when every one of them is on the registration's server
  const { oauth } = value;
  const kept =
    isRecord(oauth) &&
    isText(oauth.scopes) &&
    [oauth.authorize, oauth.token, oauth.revoke].every((v) => isText(v) && v.startsWith(`${origin}/`));
  return { client_id, client_secret, redirect_uri, scopes, ...(kept && { oauth: oauth as unknown as OAuthEndpoints }) };
}

function toAccount(value: unknown): SessionAccount | null {
  if (!isRecord(value)) return null;
  const { key, server, accountId, acct, displayName, avatar, token } = value;
  if (!isText(key) || !isText(server) || !isText(accountId) || !isText(acct) || !isText(token)) return null;
  return {
    key,
    server,
    accountId,
    acct,
    token,
    displayName: typeof displayName === 'string' ? displayName : '',
    avatar: typeof avatar === 'string' ? avatar : '',
  };
}

/** An in-app path (`/...`), never a protocol-relative or absolute URL. */
export function isLocalPath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

function toPending(value: unknown): PendingSignIn | null {
  if (!isRecord(value)) return null;
  const { server, state, code_verifier, started_at, return_to } = value;
  if (!isText(server) || !isText(state) || !isText(code_verifier) || typeof started_at !== 'number') return null;
  return { server, state, code_verifier, started_at, return_to: isLocalPath(return_to) ? return_to : '/' };
}

export function createAuthStorage(stores: { local: Storage; session: Storage }): AuthStorage {
  const { local, session } = stores;
  return {
    registrations() {
      const raw = read(local, STORAGE_KEYS.registrations);
      const out: Record<string, AppCredentials> = {};
      if (isRecord(raw)) {
        for (const [origin, value] of Object.entries(raw)) {
          const credentials = toCredentials(value, origin);
          if (credentials) out[origin] = credentials;
        }
      }
      return out;
    },
    saveRegistrations(registrations) {
      write(local, STORAGE_KEYS.registrations, registrations);
    },
    accounts() {
      const raw = read(local, STORAGE_KEYS.accounts);
      if (!Array.isArray(raw)) return [];
      const seen = new Set<string>();
      return raw.flatMap((value) => {
        const account = toAccount(value);
        if (!account || seen.has(account.key)) return [];
        seen.add(account.key);
        return [account];
      });
    },
    currentKey() {
      const raw = read(local, STORAGE_KEYS.current);
      return isText(raw) ? raw : null;
    },
    saveAccounts(accounts, currentKey) {
      const kept = accounts.filter((a) => !a.embedded).map(({ embedded: _embedded, ...account }) => account);
      write(local, STORAGE_KEYS.accounts, kept);
      write(
        local,
        STORAGE_KEYS.current,
        currentKey !== null && kept.some((a) => a.key === currentKey) ? currentKey : null,
      );
    },
    browseServer() {
      const raw = read(local, STORAGE_KEYS.browse);
      return isText(raw) ? raw : null;
    },
    saveBrowseServer(server) {
      write(local, STORAGE_KEYS.browse, server);
    },
    pending() {
      return toPending(read(session, STORAGE_KEYS.pending));
    },
    savePending(pending) {
      write(session, STORAGE_KEYS.pending, pending);
    },
    clearPending() {
      write(session, STORAGE_KEYS.pending, null);
    },
  };
}
