import { describe, expect, it } from 'vitest';
import { createAuthStorage, isLocalPath, STORAGE_KEYS } from '../../../src/services/auth/auth-storage';
import type { AppCredentials, SessionAccount } from '../../../src/domain/auth/auth-types';
import { createMemoryStorage } from '../../../src/services/auth/memory-storage';
import { STORED_ALICE } from '../session/stored-accounts';

const credentials: AppCredentials = {
  client_id: 'id',
  client_secret: 'secret',
  redirect_uri: 'https://c.example/oauth/callback',
  scopes: 'read write follow push',
};
const alice = STORED_ALICE;

function stores() {
  const local = createMemoryStorage();
  const session = createMemoryStorage();
  return { local, session, storage: createAuthStorage({ local, session }) };
}

describe('auth storage', () => {
  it('caches registrations per server origin in localStorage', () => {
    const { local, storage } = stores();
    storage.saveRegistrations({ 'https://social.example': credentials });
    expect(JSON.parse(local.getItem(STORAGE_KEYS.registrations)!)).toEqual({ 'https://social.example': credentials });
    expect(storage.registrations()).toEqual({ 'https://social.example': credentials });
  });

  it('keeps the pending sign-in in sessionStorage only, and forgets it on request', () => {
    const { local, session, storage } = stores();
    const pending = {
      server: 'https://social.example',
      state: 's',
      code_verifier: 'v',
      started_at: 5,
      return_to: '/home',
    };
    storage.savePending(pending);
    expect(storage.pending()).toEqual(pending);
    expect(session.length).toBe(1);
    expect(local.length).toBe(0);
    storage.clearPending();
    expect(storage.pending()).toBeNull();
  });

  it('never restores a return path that leaves the app', () => {
    const { session, storage } = stores();
    for (const returnTo of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      session.setItem(
        STORAGE_KEYS.pending,
        JSON.stringify({
          server: 'https://s.example',
          state: 's',
          code_verifier: 'v',
          started_at: 1,
          return_to: returnTo,
        }),
      );
      expect(storage.pending()?.return_to).toBe('/');
    }
    expect(isLocalPath('/@alice/1?x=1')).toBe(true);
  });

  it('stores accounts with their tokens and the current key; embedded accounts stay out', () => {
    const { storage } = stores();
    const embedded: SessionAccount = {
      ...alice,
      key: 'https://c.example|7',
      server: 'https://c.example',
      accountId: '7',
      token: 'web',
      embedded: true,
    };
    storage.saveAccounts([alice, embedded], embedded.key);
    expect(storage.accounts()).toEqual([alice]);
    // the current key is kept only when it names a stored account
    expect(storage.currentKey()).toBeNull();
    storage.saveAccounts([alice], alice.key);
    expect(storage.currentKey()).toBe(alice.key);
  });

  it('drops malformed entries instead of trusting them', () => {
    const { local, session, storage } = stores();
    local.setItem(
      STORAGE_KEYS.accounts,
      JSON.stringify([alice, { key: 'x' }, 'junk', alice, { ...alice, key: 'k2', token: '' }]),
    );
    local.setItem(
      STORAGE_KEYS.registrations,
      JSON.stringify({ 'https://a.example': credentials, 'https://b.example': { client_id: 1 } }),
    );
    local.setItem(STORAGE_KEYS.current, '{not json');
    session.setItem(STORAGE_KEYS.pending, JSON.stringify({ server: 'https://a.example' }));
    expect(storage.accounts()).toEqual([alice]);
    expect(Object.keys(storage.registrations())).toEqual(['https://a.example']);
    expect(storage.currentKey()).toBeNull();
    expect(storage.pending()).toBeNull();
  });

  it('keeps working when the browser refuses to write', () => {
    const refusing = createMemoryStorage();
    refusing.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    const storage = createAuthStorage({ local: refusing, session: refusing });
    expect(() => storage.saveAccounts([alice], alice.key)).not.toThrow();
    expect(storage.accounts()).toEqual([]);
  });
});
