/**
 * Accounts a lookup answered 404 for (a 404 on lookup records the account as non-existent). Kept for the reader's
 * account (a part of its scope, so for the life of the page while the account is signed in, and forgotten with it); a
 * later successful lookup forgets the mark.
 */
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';

/** The accts (lower case) the account's lookups found missing. */
export const MISSING_ACCOUNTS = definePart<Set<string>>('missing-accounts');

const missingOf = (store: EntityStore) => store.scope.use(MISSING_ACCOUNTS, () => new Set<string>());

export function markAccountMissing(store: EntityStore, acct: string): void {
  missingOf(store).add(acct.toLowerCase());
}

export function forgetAccountMissing(store: EntityStore, acct: string): void {
  store.scope.peek(MISSING_ACCOUNTS)?.delete(acct.toLowerCase());
}

export function isAccountMissing(store: EntityStore, acct: string): boolean {
  return store.scope.peek(MISSING_ACCOUNTS)?.has(acct.toLowerCase()) ?? false;
}
