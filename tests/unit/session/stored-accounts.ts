/** A signed-in account as browser storage holds it, and storage holding such accounts (session and auth storage tests). */
import { createAuthStorage } from '../../../src/services/auth/auth-storage';
import type { SessionAccount } from '../../../src/domain/auth/auth-types';
import { createMemoryStorage } from '../../../src/services/auth/memory-storage';

export const STORED_ALICE: SessionAccount = {
  key: 'https://social.example|1',
  server: 'https://social.example',
  accountId: '1',
  acct: 'alice@social.example',
  displayName: 'Alice',
  avatar: '',
  token: 'token-a',
};

/** Local storage holding `accounts`, with `current` the current account's key. */
export function storageWith(accounts: readonly SessionAccount[], current: string | null): Storage {
  const local = createMemoryStorage();
  createAuthStorage({ local, session: createMemoryStorage() }).saveAccounts(accounts, current);
  return local;
}
